/**
 * Register, phone + password login (argon2id, one 401 for every failure, throttling) and the
 * forgotten password (reset code → reset token → new password, every other session ends).
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { argon2Verify } from '../../src/modules/auth/password.ts';
import { askCode, buildAuthApp, client, randomPhone, signInByPhone, type AuthTestApp, type Client } from './support.ts';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await buildAuthApp();
});
afterAll(async () => ctx.app.close());

const form = (phone: string, code: string, password = 'secret-123') => ({
  PHONE: phone,
  CODE: code,
  NAME: 'Youssef',
  LASTNAME: 'Trabelsi',
  GENDER: 'homme',
  BIRTHDATE: '1990-07-21',
  EMAIL: 'youssef@example.tn',
  ADDRESS: '12 avenue Habib Bourguiba, Sfax',
  LANGUAGE: 'ar',
  PASSWORD: password,
});

interface Session {
  token: string;
  is_new: boolean;
  user: { ID: number; PHONE: string; HAS_PASSWORD: boolean; PROFILE_COMPLETE: boolean } & Record<string, unknown>;
}

/** A registered user (fresh phone) and their first session. */
async function registered(c: Client, password = 'secret-123') {
  const phone = randomPhone();
  const code = await askCode(ctx.app, c, phone, 'register');
  const res = await c.post('/api/v1/auth/register', form(phone, code, password));
  expect(res.statusCode).toBe(200);
  return { phone, password, session: res.json() as Session };
}

const login = (c: Client, phone: string, password: string) => c.post('/api/v1/auth/login', { PHONE: phone, PASSWORD: password });
/** Whether a token is live: POST /devices with it (a dead token gets 401). */
const alive = async (c: Client, token: string) => {
  const res = await c.post('/api/v1/devices', { DEVICE_ID: `probe-${crypto.randomUUID()}`, PLATFORM: 'web' }, token);
  return res.statusCode === 200;
};

describe('POST /auth/register', () => {
  it('creates a complete account with an argon2id password and signs in', async () => {
    const { phone, session } = await registered(client(ctx.app));
    expect(session.is_new).toBe(true);
    expect(session.user).toEqual({
      ID: session.user.ID,
      NAME: 'Youssef',
      LASTNAME: 'Trabelsi',
      GENDER: 'homme',
      BIRTHDATE: '1990-07-21',
      LANGUAGE: 'ar',
      EMAIL: 'youssef@example.tn',
      PHONE: phone,
      ADDRESS: '12 avenue Habib Bourguiba, Sfax',
      AVATAR: null,
      HAS_PASSWORD: true,
      PROFILE_COMPLETE: true,
    });
    const row = await ctx.database.db.selectFrom('users').select('password_hash').where('phone', '=', phone).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password_hash).not.toContain('secret-123');
  });

  it('a phone that has an account: 409 PHONE_TAKEN, but only after the right register code', async () => {
    const c = client(ctx.app);
    const { phone } = await registered(c);
    expect((await c.post('/api/v1/auth/register', form(phone, '12345'))).json()).toMatchObject({ code: 'OTP_EXPIRED' });
    ctx.clock.advanceSeconds(59);
    const code = await askCode(ctx.app, c, phone, 'register');
    const res = await c.post('/api/v1/auth/register', form(phone, code));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PHONE_TAKEN' });
  });

  it('a phone signed up by code cannot register again: 409 PHONE_TAKEN after the right code', async () => {
    const c = client(ctx.app);
    const phone = randomPhone();
    await signInByPhone(ctx.app, c, phone);
    ctx.clock.advanceSeconds(59);
    const code = await askCode(ctx.app, c, phone, 'register');
    expect((await c.post('/api/v1/auth/register', form(phone, code))).json()).toMatchObject({ code: 'PHONE_TAKEN' });
  });

  it('without a register code: 422 OTP_EXPIRED; a wrong one: 422 OTP_INVALID', async () => {
    const c = client(ctx.app);
    const phone = randomPhone();
    expect((await c.post('/api/v1/auth/register', form(phone, '12345'))).json()).toMatchObject({ code: 'OTP_EXPIRED' });
    const code = await askCode(ctx.app, c, phone, 'register');
    const wrong = String((Number(code) + 7) % 100_000).padStart(5, '0');
    expect((await c.post('/api/v1/auth/register', form(phone, wrong))).json()).toMatchObject({ code: 'OTP_INVALID', attempts_left: 4 });
  });

  it.each([
    ['PASSWORD', '12345'],
    ['EMAIL', 'not-an-email'],
    ['BIRTHDATE', '1990-02-30'],
    ['GENDER', 'autre'],
    ['NAME', ''],
  ])('%s=%j: 400 VALIDATION_FAILED', async (field, value) => {
    const res = await client(ctx.app).post('/api/v1/auth/register', { ...form(randomPhone(), '12345'), [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('POST /auth/login', () => {
  it('the right password signs in to the same account', async () => {
    const c = client(ctx.app);
    const { phone, password, session } = await registered(c);
    const res = await login(c, phone, password);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Session;
    expect(body.is_new).toBe(false);
    expect(body.user.ID).toBe(session.user.ID);
    expect(body.token).not.toBe(session.token);
    expect(await alive(c, body.token)).toBe(true);
  });

  it('wrong password, unknown phone and a phone without password get the same 401 body', async () => {
    const c = client(ctx.app);
    const { phone } = await registered(c);
    const noPassword = randomPhone();
    await signInByPhone(ctx.app, c, noPassword);
    const answers = [
      await login(c, phone, 'wrong-password'),
      await login(c, randomPhone(), 'secret-123'),
      await login(c, noPassword, 'secret-123'),
      await login(c, '71234567', 'secret-123'),
    ];
    for (const res of answers) expect(res.statusCode).toBe(401);
    const bodies = answers.map((r) => r.body);
    expect(new Set(bodies).size).toBe(1);
    expect(answers[0]!.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: expect.any(String) });
  });

  it('an unknown phone or one without a password costs what a wrong password costs: one argon2id check, same parameters', async () => {
    const c = client(ctx.app);
    const { phone } = await registered(c);
    const noPassword = randomPhone();
    await signInByPhone(ctx.app, c, noPassword);
    // The real argon2, watched: which hashes a login checks (the same work for every failure).
    const real = argon2Verify.check;
    const hashes: string[] = [];
    argon2Verify.check = (hash, password, ...rest) => {
      hashes.push(String(hash));
      return real(hash, password, ...rest);
    };
    /** The parameters of each hash checked by one failed login (the PHC string without salt and digest). */
    const checked = async (p: string) => {
      hashes.length = 0;
      expect((await login(c, p, 'wrong-password')).statusCode).toBe(401);
      return hashes.map((hash) => hash.split('$').slice(0, 4).join('$'));
    };
    const argon2id = '$argon2id$v=19$m=19456,t=2,p=1';
    try {
      expect(await checked(phone)).toEqual([argon2id]);
      expect(await checked(randomPhone())).toEqual([argon2id]);
      expect(await checked(noPassword)).toEqual([argon2id]);
    } finally {
      argon2Verify.check = real;
    }
  });

  it('5 wrong passwords from one IP in 15 minutes: 429 for that phone from that IP (with the way out), until the window frees', async () => {
    const c = client(ctx.app);
    const { phone, password } = await registered(client(ctx.app));
    for (let i = 0; i < 5; i++) {
      expect((await login(c, phone, `wrong-${i}`)).statusCode).toBe(401);
      ctx.clock.advanceSeconds(10); // more than the growing delay (1 s, 2 s)
    }
    const res = await login(c, phone, password);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'LOGIN_RATE_LIMITED', retry_after: 900 - 50, sign_in_with: 'otp' });
    expect(res.headers['retry-after']).toBe(String(900 - 50));
    ctx.clock.advanceSeconds(849);
    expect((await login(c, phone, password)).statusCode).toBe(429);
    ctx.clock.advanceSeconds(1);
    expect((await login(c, phone, password)).statusCode).toBe(200);
  });

  it('a burst of parallel guesses from one IP gets no more than 3 checked (the 4th must wait a second)', async () => {
    const { phone } = await registered(client(ctx.app));
    const c = client(ctx.app);
    const answers = await Promise.all(Array.from({ length: 12 }, () => login(c, phone, 'burst-guess')));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((s) => s === 401)).toHaveLength(3);
    expect(codes.filter((s) => s === 429)).toHaveLength(9);
  });

  it('a successful login clears the failures of its phone and IP', async () => {
    const c = client(ctx.app);
    const { phone, password } = await registered(c);
    for (let i = 0; i < 4; i++) {
      expect((await login(c, phone, 'nope-nope')).statusCode).toBe(401);
      ctx.clock.advanceSeconds(5);
    }
    expect((await login(c, phone, password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await login(c, phone, 'nope-nope')).statusCode).toBe(401);
      ctx.clock.advanceSeconds(5);
    }
    expect((await login(c, phone, password)).statusCode).toBe(200);
  });

  it('30 wrong logins from one IP in 15 minutes: 429 for that IP only', async () => {
    const c = client(ctx.app);
    const { phone, password } = await registered(client(ctx.app));
    for (let i = 0; i < 30; i++) expect((await login(c, randomPhone(), 'guess-guess')).statusCode).toBe(401);
    const res = await login(c, phone, password);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'LOGIN_RATE_LIMITED' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(client(ctx.app), phone, password)).statusCode).toBe(200);
  });
});

describe('forgotten password', () => {
  it('reset code → reset token → new password: every old session ends, the new password works, the old one not', async () => {
    const c = client(ctx.app);
    const { phone, password, session } = await registered(c, 'old-password');
    const second = (await login(c, phone, password)).json() as Session;
    expect(await alive(c, session.token)).toBe(true);

    ctx.clock.advanceSeconds(59); // one code per 59 s per phone (the register code was one)
    const code = await askCode(ctx.app, c, phone, 'reset');
    const grant = await c.post('/api/v1/auth/password/verify-code', { PHONE: phone, CODE: code });
    expect(grant.statusCode).toBe(200);
    const { reset_token, expires_in } = grant.json() as { reset_token: string; expires_in: number };
    expect(expires_in).toBe(900);
    expect(Buffer.from(reset_token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = await ctx.database.db
      .selectFrom('password_resets')
      .select('token_hash')
      .where('user_id', '=', session.user.ID)
      .execute();
    expect(stored.map((r) => r.token_hash)).toEqual([crypto.createHash('sha256').update(reset_token).digest('hex')]);

    const res = await c.post('/api/v1/auth/password/reset', { reset_token, PASSWORD: 'new-password' });
    expect(res.statusCode).toBe(200);
    const fresh = res.json() as Session;
    expect(fresh.user.ID).toBe(session.user.ID);
    expect(fresh.is_new).toBe(false);

    expect(await alive(c, session.token)).toBe(false);
    expect(await alive(c, second.token)).toBe(false);
    expect((await c.post('/api/v1/auth/logout', {}, second.token)).statusCode).toBe(401);
    expect(await alive(c, fresh.token)).toBe(true);
    expect((await login(c, phone, 'old-password')).statusCode).toBe(401);
    expect((await login(c, phone, 'new-password')).statusCode).toBe(200);

    const reused = await c.post('/api/v1/auth/password/reset', { reset_token, PASSWORD: 'third-password' });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
  });

  it('a phone signed up by code sets its first password this way', async () => {
    const c = client(ctx.app);
    const phone = randomPhone();
    const first = await signInByPhone(ctx.app, c, phone);
    ctx.clock.advanceSeconds(60);
    const code = await askCode(ctx.app, c, phone, 'reset');
    const { reset_token } = (await c.post('/api/v1/auth/password/verify-code', { PHONE: phone, CODE: code })).json() as {
      reset_token: string;
    };
    const res = await c.post('/api/v1/auth/password/reset', { reset_token, PASSWORD: 'first-password' });
    expect((res.json() as Session).user.HAS_PASSWORD).toBe(true);
    expect(await alive(c, first.token)).toBe(false);
    expect((await login(c, phone, 'first-password')).statusCode).toBe(200);
  });

  it('a reset token lives 15 minutes', async () => {
    const c = client(ctx.app);
    const { phone } = await registered(c);
    ctx.clock.advanceSeconds(59);
    const code = await askCode(ctx.app, c, phone, 'reset');
    const { reset_token } = (await c.post('/api/v1/auth/password/verify-code', { PHONE: phone, CODE: code })).json() as {
      reset_token: string;
    };
    ctx.clock.advanceSeconds(899);
    expect((await c.post('/api/v1/auth/password/verify-code', { PHONE: phone, CODE: code })).statusCode).toBe(422);
    ctx.clock.advanceSeconds(1);
    const res = await c.post('/api/v1/auth/password/reset', { reset_token, PASSWORD: 'late-password' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
  });

  it('an unknown reset token: 422 RESET_TOKEN_INVALID; a short one: 400', async () => {
    const c = client(ctx.app);
    const res = await c.post('/api/v1/auth/password/reset', {
      reset_token: crypto.randomBytes(32).toString('base64url'),
      PASSWORD: 'whatever-1',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
    const odd = await c.post('/api/v1/auth/password/reset', { reset_token: '!'.repeat(40), PASSWORD: 'whatever-1' });
    expect(odd.statusCode).toBe(422);
    expect((await c.post('/api/v1/auth/password/reset', { reset_token: 'short', PASSWORD: 'whatever-1' })).statusCode).toBe(400);
  });

  it('a wrong reset code counts tries like any code; an unknown phone never gets a grant', async () => {
    const c = client(ctx.app);
    const unknown = randomPhone();
    expect((await c.post('/api/v1/auth/otp', { PHONE: unknown, PURPOSE: 'reset' })).statusCode).toBe(200);
    const res = await c.post('/api/v1/auth/password/verify-code', { PHONE: unknown, CODE: '00000' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'OTP_INVALID', attempts_left: 4 });
  });
});
