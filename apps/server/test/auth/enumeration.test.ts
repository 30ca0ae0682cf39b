/**
 * Issue 12, item 1 (docs/accounts-security.md#what-registration-and-sign-in-reveal-nothing-about-who-has-an-account):
 * no "does this phone have an account" oracle. For a phone with an account and one
 * without, every sign-in path answers the same status and body (apart from volatile fields), and is
 * counted by the same per-IP and per-phone limits — the register code is checked before anything
 * about the phone, and POST /auth/otp PURPOSE register no longer answers 409 for a known phone.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../helpers/accounts.ts';
import { buildAuthApp, client, randomIp, randomPhone, registerForm, type AuthTestApp, type Client } from './support.ts';

let ctx: AuthTestApp;
let budget: AuthTestApp;
beforeAll(async () => {
  ctx = await buildAuthApp();
  budget = await buildAuthApp({ env: { OTP_IP_HOURLY_LIMIT: '3' } });
});
afterAll(async () => {
  await ctx?.app.close();
  await budget?.app.close();
});

/** Status and body, without what may differ between two calls anyway. */
const shape = (res: LightMyRequestResponse) => {
  const body = res.json() as Record<string, unknown>;
  return { status: res.statusCode, body, retryAfter: res.headers['retry-after'] };
};

/** A phone with an account (and a password) and a phone without one. */
async function pair(t: AuthTestApp) {
  const known = await createUser(t.app, { password: 'owner-password' });
  return { known: known.phone, unknown: randomPhone() };
}

/** Runs the same call for both phones, each from its own fresh IP (so neither counts against the other). */
async function both(
  t: AuthTestApp,
  phones: { known: string; unknown: string },
  call: (c: Client, phone: string) => Promise<LightMyRequestResponse>,
) {
  const known = shape(await call(client(t.app), phones.known));
  const unknown = shape(await call(client(t.app), phones.unknown));
  return { known, unknown };
}

const otp = (c: Client, phone: string, purpose: string) => c.post('/api/v1/auth/otp', { PHONE: phone, PURPOSE: purpose });

describe('a phone with an account and one without get the same answers', () => {
  it('POST /auth/otp: every purpose', async () => {
    for (const purpose of ['register', 'login', 'reset', 'password']) {
      const phones = await pair(ctx);
      const { known, unknown } = await both(ctx, phones, (c, p) => otp(c, p, purpose));
      expect(known).toEqual({ status: 200, body: { sent: true, resend_in: 59, expires_in: 600 }, retryAfter: undefined });
      expect(unknown).toEqual(known);
    }
  });

  it('POST /auth/register without a code, then with a wrong code (the code is checked first)', async () => {
    const phones = await pair(ctx);
    const none = await both(ctx, phones, (c, p) => c.post('/api/v1/auth/register', registerForm(p, '12345')));
    expect(none.known).toMatchObject({ status: 422, body: { code: 'OTP_EXPIRED' } });
    expect(none.unknown).toEqual(none.known);

    for (const phone of [phones.known, phones.unknown]) expect((await otp(client(ctx.app), phone, 'register')).statusCode).toBe(200);
    // Neither code is known to the caller: any 5 digits are wrong for both (or right by a 1-in-100,000 chance).
    const wrong = await both(ctx, phones, (c, p) => c.post('/api/v1/auth/register', registerForm(p, '00000')));
    expect(wrong.known).toMatchObject({ status: 422, body: { code: 'OTP_INVALID', attempts_left: 4 } });
    expect(wrong.unknown).toEqual(wrong.known);
  });

  it('POST /auth/login with a wrong password: the same 401, and the same 429 once a pair is over its limit', async () => {
    const phones = await pair(ctx);
    const ips = { known: randomIp(), unknown: randomIp() };
    const tryBoth = async () => {
      const known = shape(await client(ctx.app, ips.known).post('/api/v1/auth/login', { PHONE: phones.known, PASSWORD: 'guess-123' }));
      const unknown = shape(
        await client(ctx.app, ips.unknown).post('/api/v1/auth/login', { PHONE: phones.unknown, PASSWORD: 'guess-123' }),
      );
      return { known, unknown };
    };
    for (let i = 0; i < 5; i++) {
      const { known, unknown } = await tryBoth();
      expect(known).toMatchObject({ status: 401, body: { code: 'INVALID_CREDENTIALS' } });
      expect(unknown).toEqual(known);
      ctx.clock.advanceSeconds(10);
    }
    const { known, unknown } = await tryBoth();
    expect(known).toMatchObject({ status: 429, body: { code: 'LOGIN_RATE_LIMITED', sign_in_with: 'otp' } });
    expect(unknown).toEqual(known);
  });

  it('forgotten password: the reset code and a wrong code', async () => {
    const phones = await pair(ctx);
    const sent = await both(ctx, phones, (c, p) => otp(c, p, 'reset'));
    expect(sent.known.status).toBe(200);
    expect(sent.unknown).toEqual(sent.known);
    const wrong = await both(ctx, phones, (c, p) => c.post('/api/v1/auth/password/verify-code', { PHONE: p, CODE: '00000' }));
    expect(wrong.known).toMatchObject({ status: 422, body: { code: 'OTP_INVALID', attempts_left: 4 } });
    expect(wrong.unknown).toEqual(wrong.known);
  });
});

describe('the checks are counted the same', () => {
  it('an IP over its OTP budget gets 429 for a known and an unknown phone alike (register included)', async () => {
    const phones = await pair(budget);
    const c = client(budget.app);
    // The budget is 3 an hour: a known phone's register code counts like any other.
    expect((await otp(c, phones.known, 'register')).statusCode).toBe(200);
    expect((await otp(c, randomPhone(), 'login')).statusCode).toBe(200);
    expect((await otp(c, randomPhone(), 'reset')).statusCode).toBe(200);
    budget.clock.advanceSeconds(60);
    for (const purpose of ['register', 'login', 'reset', 'password']) {
      const known = shape(await otp(c, phones.known, purpose));
      const unknown = shape(await otp(c, phones.unknown, purpose));
      expect(known).toMatchObject({ status: 429, body: { code: 'OTP_RATE_LIMITED' } });
      expect(unknown).toEqual(known);
    }
  });

  it('the per-phone limits count a known phone’s register codes like an unknown phone’s', async () => {
    const phones = await pair(ctx);
    for (const phone of [phones.known, phones.unknown]) {
      expect((await otp(client(ctx.app), phone, 'register')).statusCode).toBe(200);
    }
    const again = await both(ctx, phones, (c, p) => otp(c, p, 'register'));
    expect(again.known).toMatchObject({ status: 429, body: { code: 'OTP_RATE_LIMITED', retry_after: 59 } });
    expect(again.unknown).toEqual(again.known);
  });
});
