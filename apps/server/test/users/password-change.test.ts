/**
 * Issue 12, item 5 (docs/accounts-security.md#a-password-change-needs-a-proof): a bearer token alone no longer changes the password (and signs the owner's other
 * devices out). PUT /users/me PASSWORD needs CURRENT_PASSWORD (counted like wrong logins), the CODE
 * of an SMS sent for PURPOSE password, or a session opened by an SMS code within 10 minutes.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, newSession, randomIp } from '../helpers/accounts.ts';
import { buildAuthApp, client, lastCode, randomPhone, signInByPhone, type AuthTestApp } from '../auth/support.ts';

let ctx: AuthTestApp;
let app: FastifyInstance;
beforeAll(async () => {
  ctx = await buildAuthApp();
  app = ctx.app;
});
afterAll(async () => ctx.app.close());

const put = (token: string, payload: Record<string, unknown>, ip = randomIp()) =>
  app.inject({ method: 'PUT', url: '/api/v1/users/me', headers: { authorization: `Bearer ${token}` }, payload, remoteAddress: ip });
const me = (token: string) => app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${token}` } });
const login = (phone: string, password: string, ip = randomIp()) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { PHONE: phone, PASSWORD: password }, remoteAddress: ip });
const hashOf = async (id: number) =>
  (await app.database.db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow()).password_hash;

describe('PUT /users/me PASSWORD without a proof', () => {
  it('a token alone: 403 PASSWORD_PROOF_REQUIRED; the password and the other sessions stay', async () => {
    const owner = await createUser(app, { password: 'owner-secret' });
    const phoneOfOwner = await newSession(app, owner.id);
    const before = await hashOf(owner.id);
    const res = await put(owner.token, { PASSWORD: 'stolen-token-pw', NAME: 'Pirate' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'PASSWORD_PROOF_REQUIRED', message: expect.any(String) });
    expect(await hashOf(owner.id)).toBe(before);
    expect((await me(phoneOfOwner.token)).statusCode).toBe(200);
    expect((await me(owner.token)).json().data.NAME).toBeNull(); // nothing of the call was written
    expect((await login(owner.phone, 'owner-secret')).statusCode).toBe(200);
  });

  it('an account without a password needs a proof too (a session signed in long ago)', async () => {
    const user = await createUser(app);
    const res = await put(user.token, { PASSWORD: 'first-password' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PASSWORD_PROOF_REQUIRED');
  });

  it('a session opened by a password sign-in is no proof', async () => {
    const owner = await createUser(app, { password: 'owner-secret' });
    const session = (await login(owner.phone, 'owner-secret')).json() as { token: string };
    expect((await put(session.token, { PASSWORD: 'another-one' })).json().code).toBe('PASSWORD_PROOF_REQUIRED');
  });
});

describe('CURRENT_PASSWORD', () => {
  it('the right one: 200, this session lives on, every other ends, the new password signs in', async () => {
    const owner = await createUser(app, { password: 'owner-secret' });
    const other = await newSession(app, owner.id);
    const res = await put(owner.token, { PASSWORD: 'brand-new-pw', CURRENT_PASSWORD: 'owner-secret' });
    expect(res.statusCode).toBe(200);
    expect((await me(owner.token)).statusCode).toBe(200);
    expect((await me(other.token)).statusCode).toBe(401);
    expect((await login(owner.phone, 'brand-new-pw')).statusCode).toBe(200);
    expect((await login(owner.phone, 'owner-secret')).statusCode).toBe(401);
  });

  it('a wrong one: 403 CURRENT_PASSWORD_INVALID, nothing changes', async () => {
    const owner = await createUser(app, { password: 'owner-secret' });
    const other = await newSession(app, owner.id);
    const res = await put(owner.token, { PASSWORD: 'brand-new-pw', CURRENT_PASSWORD: 'not-it' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'CURRENT_PASSWORD_INVALID', message: expect.any(String) });
    expect((await me(other.token)).statusCode).toBe(200);
    expect((await login(owner.phone, 'owner-secret')).statusCode).toBe(200);
  });

  it('wrong ones are counted like wrong logins: a stolen token cannot brute-force the password', async () => {
    const owner = await createUser(app, { password: 'owner-secret' });
    const thief = randomIp();
    for (let i = 0; i < 5; i++) {
      expect((await put(owner.token, { PASSWORD: 'brand-new-pw', CURRENT_PASSWORD: `guess-${i}` }, thief)).json().code).toBe(
        'CURRENT_PASSWORD_INVALID',
      );
      ctx.clock.advanceSeconds(10);
    }
    const blocked = await put(owner.token, { PASSWORD: 'brand-new-pw', CURRENT_PASSWORD: 'owner-secret' }, thief);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'LOGIN_RATE_LIMITED', retry_after: 900 - 50, sign_in_with: 'otp' });
    expect(blocked.headers['retry-after']).toBe(String(900 - 50));
    // The same count as the login's: the sign-in from that network is limited too.
    expect((await login(owner.phone, 'owner-secret', thief)).statusCode).toBe(429);
    // The owner from their own network is not.
    expect((await login(owner.phone, 'owner-secret')).statusCode).toBe(200);
  });

  it('the growing delay holds between tries (no hammering within a second)', async () => {
    const owner = await createUser(app, { password: 'owner-secret' });
    const ip = randomIp();
    for (let i = 0; i < 3; i++)
      expect((await put(owner.token, { PASSWORD: 'brand-new-pw', CURRENT_PASSWORD: `guess-${i}` }, ip)).statusCode).toBe(403);
    const early = await put(owner.token, { PASSWORD: 'brand-new-pw', CURRENT_PASSWORD: 'owner-secret' }, ip);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ code: 'LOGIN_RATE_LIMITED', retry_after: 1 });
    ctx.clock.advanceSeconds(1);
    expect((await put(owner.token, { PASSWORD: 'brand-new-pw', CURRENT_PASSWORD: 'owner-secret' }, ip)).statusCode).toBe(200);
  });
});

describe('CODE of an SMS sent for PURPOSE password', () => {
  it('the right code: 200 (also for an account without a password); used once', async () => {
    const user = await createUser(app);
    const c = client(app);
    expect((await c.post('/api/v1/auth/otp', { PHONE: user.phone, PURPOSE: 'password' })).statusCode).toBe(200);
    const code = await lastCode(app, user.phone);
    const res = await put(user.token, { PASSWORD: 'first-password', CODE: code });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.HAS_PASSWORD).toBe(true);
    const again = await put(user.token, { PASSWORD: 'second-password', CODE: code });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('OTP_EXPIRED');
    expect((await login(user.phone, 'first-password')).statusCode).toBe(200);
  });

  it('a wrong code: 422 OTP_INVALID with the tries left; a code sent for sign-in does not count', async () => {
    const user = await createUser(app);
    const c = client(app);
    expect((await c.post('/api/v1/auth/otp', { PHONE: user.phone, PURPOSE: 'login' })).statusCode).toBe(200);
    const loginCode = await lastCode(app, user.phone);
    const res = await put(user.token, { PASSWORD: 'first-password', CODE: loginCode });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('OTP_EXPIRED');
    ctx.clock.advanceSeconds(60);
    expect((await c.post('/api/v1/auth/otp', { PHONE: user.phone, PURPOSE: 'password' })).statusCode).toBe(200);
    const code = await lastCode(app, user.phone);
    const wrong = String((Number(code) + 1) % 100_000).padStart(5, '0');
    const bad = await put(user.token, { PASSWORD: 'first-password', CODE: wrong });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ code: 'OTP_INVALID', attempts_left: 4 });
    expect(await hashOf(user.id)).toBeNull();
  });

  it('a code for an unknown phone is answered the same but never sent', async () => {
    const phone = randomPhone();
    const res = await client(app).post('/api/v1/auth/otp', { PHONE: phone, PURPOSE: 'password' });
    expect(res.statusCode).toBe(200);
    expect((await app.inject(`/api/dev/outbox?phone=${phone}`)).json()).toEqual({ items: [] });
  });
});

describe('a session opened by an SMS code, within 10 minutes', () => {
  it("'Nouveau client !' right after the code sign-in sets the first password without more; 10 minutes later it needs a proof", async () => {
    const c = client(app);
    const phone = randomPhone();
    const session = await signInByPhone(app, c, phone);
    ctx.clock.advanceSeconds(9 * 60);
    const res = await put(session.token, { NAME: 'Nour', PASSWORD: 'first-password' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.HAS_PASSWORD).toBe(true);
    ctx.clock.advanceSeconds(60);
    const late = await put(session.token, { PASSWORD: 'second-password' });
    expect(late.statusCode).toBe(403);
    expect(late.json().code).toBe('PASSWORD_PROOF_REQUIRED');
    expect((await put(session.token, { PASSWORD: 'second-password', CURRENT_PASSWORD: 'first-password' })).statusCode).toBe(200);
  });

  it('a wrong CURRENT_PASSWORD is refused even in a fresh code session', async () => {
    const c = client(app);
    const phone = randomPhone();
    const session = await signInByPhone(app, c, phone);
    expect((await put(session.token, { PASSWORD: 'first-password' })).statusCode).toBe(200);
    const res = await put(session.token, { PASSWORD: 'second-password', CURRENT_PASSWORD: 'wrong-one' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CURRENT_PASSWORD_INVALID');
  });
});
