/**
 * One-time codes: 5 digits, stored hashed, 10 minutes, single use, bound to the phone and the
 * purpose, 5 wrong tries, send limits (59 s, per phone per hour, per IP per hour) with clear 429s.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuthApp, client, lastCode, otherCode, randomPhone, registerForm, type AuthTestApp } from './support.ts';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await buildAuthApp();
});
afterAll(async () => ctx.app.close());

const otp = (c: ReturnType<typeof client>, phone: string, purpose: 'login' | 'register' | 'reset' = 'login') =>
  c.post('/api/v1/auth/otp', { PHONE: phone, PURPOSE: purpose });
const verify = (c: ReturnType<typeof client>, phone: string, code: string) =>
  c.post('/api/v1/auth/otp/verify', { PHONE: phone, CODE: code });

describe('POST /auth/otp', () => {
  it('sends a 5-digit code in a French SMS and says when to resend and how long it lives', async () => {
    const phone = randomPhone();
    const res = await otp(client(ctx.app), phone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true, resend_in: 59, expires_in: 600 });
    expect(await lastCode(ctx.app, phone)).toMatch(/^\d{5}$/);
  });

  it('stores only a salted hash of the code', async () => {
    const phone = randomPhone();
    await otp(client(ctx.app), phone);
    const code = await lastCode(ctx.app, phone);
    const rows = await ctx.database.db.selectFrom('otp_codes').selectAll().where('phone', '=', phone).execute();
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
    expect(row.code_hash).not.toBe(crypto.createHash('sha256').update(code).digest('hex'));
    expect(row.salt.length).toBeGreaterThanOrEqual(16);
    expect(row.purpose).toBe('login');
  });

  it.each(['12345678', '71234567', '81234567', '01234567', '61234567'])('%s is not a mobile number: 422 INVALID_PHONE', async (phone) => {
    const res = await otp(client(ctx.app), phone);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'INVALID_PHONE' });
  });

  it.each(['2123', '221234567', 'abcdefgh'])('%s is not 8 digits: 400 VALIDATION_FAILED', async (phone) => {
    const res = await otp(client(ctx.app), phone);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('PURPOSE defaults to login', async () => {
    const phone = randomPhone();
    const c = client(ctx.app);
    expect((await c.post('/api/v1/auth/otp', { PHONE: phone })).statusCode).toBe(200);
    expect((await verify(c, phone, await lastCode(ctx.app, phone))).statusCode).toBe(200);
  });

  it('a reset for an unknown phone answers the same but sends nothing', async () => {
    const phone = randomPhone();
    const res = await otp(client(ctx.app), phone, 'reset');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true, resend_in: 59, expires_in: 600 });
    expect((await ctx.app.inject(`/api/dev/outbox?phone=${phone}`)).json()).toEqual({ items: [] });
  });

  it('a register code for a phone that has an account is sent like any other (issue 12: no 409 here)', async () => {
    const phone = randomPhone();
    const c = client(ctx.app);
    await otp(c, phone);
    expect((await verify(c, phone, await lastCode(ctx.app, phone))).statusCode).toBe(200);
    ctx.clock.advanceSeconds(60);
    const res = await otp(c, phone, 'register');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true, resend_in: 59, expires_in: 600 });
  });
});

describe('send limits', () => {
  it('one code per 59 s per phone: 429 OTP_RATE_LIMITED with retry_after and Retry-After, then allowed', async () => {
    const phone = randomPhone();
    const c = client(ctx.app);
    expect((await otp(c, phone)).statusCode).toBe(200);
    const again = await otp(c, phone);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'OTP_RATE_LIMITED', retry_after: 59 });
    expect(again.headers['retry-after']).toBe('59');
    ctx.clock.advanceSeconds(30);
    const later = await otp(c, phone, 'reset');
    expect(later.statusCode).toBe(429);
    expect(later.json()).toMatchObject({ code: 'OTP_RATE_LIMITED', retry_after: 29 });
    expect(later.headers['retry-after']).toBe('29');
    ctx.clock.advanceSeconds(28);
    expect((await otp(c, phone)).statusCode).toBe(429);
    ctx.clock.advanceSeconds(1);
    expect((await otp(c, phone)).statusCode).toBe(200);
  });

  it('the 59 s also hold from another IP (the limit is the phone’s)', async () => {
    const phone = randomPhone();
    expect((await otp(client(ctx.app), phone)).statusCode).toBe(200);
    expect((await otp(client(ctx.app), phone)).statusCode).toBe(429);
  });

  it('5 codes per phone per hour: the 6th is refused until the oldest is an hour old', async () => {
    const phone = randomPhone();
    const c = client(ctx.app);
    for (let i = 0; i < 5; i++) {
      expect((await otp(c, phone)).statusCode).toBe(200);
      ctx.clock.advanceSeconds(60);
    }
    const res = await otp(client(ctx.app), phone);
    expect(res.statusCode).toBe(429);
    const body = res.json() as { code: string; retry_after: number };
    expect(body.code).toBe('OTP_RATE_LIMITED');
    expect(body.retry_after).toBe(3600 - 5 * 60);
    expect(res.headers['retry-after']).toBe(String(3600 - 5 * 60));
    ctx.clock.advanceSeconds(body.retry_after - 1);
    expect((await otp(c, phone)).statusCode).toBe(429);
    ctx.clock.advanceSeconds(1);
    expect((await otp(c, phone)).statusCode).toBe(200);
  });

  it('20 codes per IP per hour, whatever the phones: the 21st is a 429; another IP still may', async () => {
    const c = client(ctx.app);
    for (let i = 0; i < 20; i++) expect((await otp(c, randomPhone())).statusCode).toBe(200);
    const phone = randomPhone();
    const res = await otp(c, phone);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'OTP_RATE_LIMITED' });
    const retry = (res.json() as { retry_after: number }).retry_after;
    expect(retry).toBeGreaterThan(3500);
    expect(retry).toBeLessThanOrEqual(3600);
    expect(res.headers['retry-after']).toBe(String(retry));
    expect((await otp(client(ctx.app), phone)).statusCode).toBe(200);
    ctx.clock.advanceSeconds(3600);
    expect((await otp(c, randomPhone())).statusCode).toBe(200);
  });

  it('parallel sends from one IP stop at the limit', async () => {
    const c = client(ctx.app);
    const answers = await Promise.all(Array.from({ length: 30 }, () => otp(c, randomPhone())));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(20);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(10);
  });

  it('parallel sends to one phone: one code only', async () => {
    const phone = randomPhone();
    const answers = await Promise.all(Array.from({ length: 8 }, () => otp(client(ctx.app), phone)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });

  it('the limits are raised by the environment (e2e servers)', async () => {
    const raised = await buildAuthApp({ env: { OTP_IP_HOURLY_LIMIT: '25', OTP_PHONE_HOURLY_LIMIT: '6' } });
    try {
      const c = client(raised.app);
      for (let i = 0; i < 25; i++) expect((await otp(c, randomPhone())).statusCode).toBe(200);
      expect((await otp(c, randomPhone())).statusCode).toBe(429);
      const phone = randomPhone();
      for (let i = 0; i < 6; i++) {
        expect((await otp(client(raised.app), phone)).statusCode).toBe(200);
        raised.clock.advanceSeconds(60);
      }
      expect((await otp(client(raised.app), phone)).statusCode).toBe(429);
    } finally {
      await raised.app.close();
    }
  });
});

describe('POST /auth/otp/verify', () => {
  it('an unknown phone becomes a new account with an 8-digit UID; the next sign-in finds it', async () => {
    const phone = randomPhone();
    const c = client(ctx.app);
    await otp(c, phone);
    const res = await verify(c, phone, await lastCode(ctx.app, phone));
    expect(res.statusCode).toBe(200);
    const first = res.json() as { token: string; expires_at: string; is_new: boolean; user: Record<string, unknown> };
    expect(first.is_new).toBe(true);
    expect(first.user).toMatchObject({
      PHONE: phone,
      NAME: null,
      HAS_PASSWORD: false,
      PROFILE_COMPLETE: false,
      LANGUAGE: 'fr',
      AVATAR: null,
    });
    expect(first.user.ID).toBeGreaterThanOrEqual(10_000_000);
    expect(first.user.ID).toBeLessThanOrEqual(99_999_999);
    expect(new Date(first.expires_at).getTime()).toBe(ctx.clock.now().getTime() + 60 * 24 * 3600_000);
    ctx.clock.advanceSeconds(60);
    await otp(c, phone);
    const second = (await verify(c, phone, await lastCode(ctx.app, phone))).json() as typeof first;
    expect(second.is_new).toBe(false);
    expect(second.user.ID).toBe(first.user.ID);
    expect(second.token).not.toBe(first.token);
  });

  it('a code is used once', async () => {
    const phone = randomPhone();
    const c = client(ctx.app);
    await otp(c, phone);
    const code = await lastCode(ctx.app, phone);
    expect((await verify(c, phone, code)).statusCode).toBe(200);
    const again = await verify(c, phone, code);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'OTP_EXPIRED' });
  });

  it('a code expires after 10 minutes', async () => {
    const c = client(ctx.app);
    const early = randomPhone();
    const late = randomPhone();
    await otp(c, early);
    await otp(c, late);
    const earlyCode = await lastCode(ctx.app, early);
    const lateCode = await lastCode(ctx.app, late);
    ctx.clock.advanceSeconds(599);
    expect((await verify(c, early, earlyCode)).statusCode).toBe(200);
    ctx.clock.advanceSeconds(1);
    const res = await verify(c, late, lateCode);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'OTP_EXPIRED' });
  });

  it('without any code: 422 OTP_EXPIRED; a non-mobile phone: 422 INVALID_PHONE', async () => {
    const res = await verify(client(ctx.app), randomPhone(), '12345');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'OTP_EXPIRED' });
    expect((await verify(client(ctx.app), '71234567', '12345')).json()).toMatchObject({ code: 'INVALID_PHONE' });
  });

  it.each(['1234', '123456', 'abcde', ''])('CODE %j is not 5 digits: 400', async (code) => {
    expect((await verify(client(ctx.app), randomPhone(), code)).statusCode).toBe(400);
  });

  it('5 wrong tries lock the code, even against the right code; a new code works', async () => {
    const phone = randomPhone();
    const c = client(ctx.app);
    await otp(c, phone);
    const code = await lastCode(ctx.app, phone);
    for (const left of [4, 3, 2, 1]) {
      const res = await verify(c, phone, otherCode(code));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'OTP_INVALID', attempts_left: left });
    }
    const fifth = await verify(c, phone, otherCode(code));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ code: 'OTP_LOCKED', attempts_left: 0 });
    const right = await verify(c, phone, code);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'OTP_LOCKED' });
    ctx.clock.advanceSeconds(59);
    await otp(c, phone);
    expect((await verify(c, phone, await lastCode(ctx.app, phone))).statusCode).toBe(200);
  });

  it('parallel wrong tries never exceed 5', async () => {
    const phone = randomPhone();
    const c = client(ctx.app);
    await otp(c, phone);
    const code = await lastCode(ctx.app, phone);
    const answers = await Promise.all(Array.from({ length: 12 }, () => verify(c, phone, otherCode(code))));
    expect(answers.filter((r) => r.json().code === 'OTP_INVALID')).toHaveLength(4);
    const row = await ctx.database.db.selectFrom('otp_codes').select('attempts').where('phone', '=', phone).executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    expect((await verify(c, phone, code)).statusCode).toBe(429);
  });

  it('a new code makes the older one dead', async () => {
    const phone = randomPhone();
    const c = client(ctx.app);
    await otp(c, phone);
    const older = await lastCode(ctx.app, phone);
    ctx.clock.advanceSeconds(59);
    await otp(c, phone);
    const newer = await lastCode(ctx.app, phone);
    if (newer !== older) {
      const res = await verify(c, phone, older);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'OTP_INVALID' });
    }
    expect((await verify(c, phone, newer)).statusCode).toBe(200);
    const live = await ctx.database.db
      .selectFrom('otp_codes')
      .select('id')
      .where('phone', '=', phone)
      .where('consumed_at', 'is', null)
      .execute();
    expect(live).toHaveLength(0);
  });
});

describe('a code works only for its purpose', () => {
  const register = (c: ReturnType<typeof client>, phone: string, code: string) =>
    c.post('/api/v1/auth/register', registerForm(phone, code));

  it('a login code neither registers nor resets', async () => {
    const phone = randomPhone();
    const c = client(ctx.app);
    await otp(c, phone);
    const code = await lastCode(ctx.app, phone);
    const reg = await register(c, phone, code);
    expect(reg.statusCode).toBe(422);
    expect(reg.json()).toMatchObject({ code: 'OTP_EXPIRED' });
    const reset = await c.post('/api/v1/auth/password/verify-code', { PHONE: phone, CODE: code });
    expect(reset.statusCode).toBe(422);
    expect(reset.json()).toMatchObject({ code: 'OTP_EXPIRED' });
    // Still good for what it was sent for.
    expect((await verify(c, phone, code)).statusCode).toBe(200);
  });

  it('a register code does not sign in, even with a live login code of the same phone', async () => {
    const phone = randomPhone();
    const c = client(ctx.app);
    await otp(c, phone, 'register');
    const registerCode = await lastCode(ctx.app, phone);
    const bare = await verify(c, phone, registerCode);
    expect(bare.statusCode).toBe(422);
    expect(bare.json()).toMatchObject({ code: 'OTP_EXPIRED' });
    ctx.clock.advanceSeconds(59);
    await otp(c, phone, 'login');
    const loginCode = await lastCode(ctx.app, phone);
    if (loginCode !== registerCode) {
      const res = await verify(c, phone, registerCode);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'OTP_INVALID' });
    }
    // The register code is still alive for registering.
    const reg = await register(c, phone, registerCode);
    expect(reg.statusCode).toBe(200);
  });

  it('a code of one phone never works for another', async () => {
    const phone = randomPhone();
    const other = randomPhone();
    const c = client(ctx.app);
    await otp(c, phone);
    await otp(c, other);
    const code = await lastCode(ctx.app, phone);
    const otherC = await lastCode(ctx.app, other);
    if (code !== otherC) expect((await verify(c, other, code)).json()).toMatchObject({ code: 'OTP_INVALID' });
  });
});
