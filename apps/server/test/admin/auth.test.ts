/**
 * Staff sign-in (docs/back-office.md#sign-in-password-then-totp): password, then the TOTP enrolment with its QR the
 * first time (recovery codes shown once) or a TOTP / recovery code; sessions with a short idle life
 * on the app's clock; the shoppers' wrong-password limits; admin:create.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { adminCreate } from '../../src/cli/admin-create.ts';
import { totpCode } from '../../src/modules/admin/totp.ts';
import { randomIp } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { mutableClock } from '../helpers/clock.ts';
import { createStaff, randomEmail } from './staff-helpers.ts';

const clock = mutableClock();
const app: FastifyInstance = await buildTestApp({ clock });
afterAll(async () => {
  await app.close();
});

const PASSWORD = 'a long enough passphrase';
const login = (email: string, password: string, ip = '10.9.9.9') =>
  app.inject({ method: 'POST', url: '/api/v1/admin/auth/login', payload: { email, password }, remoteAddress: ip });
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/v1/admin/auth/${url}`, payload: payload as object, headers });
const me = (token: string) => app.inject({ url: '/api/v1/admin/auth/me', headers: { authorization: `Bearer ${token}` } });
const secretOf = (uri: string) => new URL(uri).searchParams.get('secret')!;

describe('admin:create', () => {
  it('refuses a short password, a bad e-mail and a taken e-mail; creates an admin with no default password', async () => {
    const email = randomEmail('first');
    const db = app.database.db;
    const limits = app.config;
    expect(await adminCreate(db, clock, limits, ['--email', email, '--password', 'short-11chr'])).toMatchObject({ ok: false });
    expect(await adminCreate(db, clock, limits, ['--email', 'not-an-email', '--password', PASSWORD])).toMatchObject({ ok: false });
    expect(await adminCreate(db, clock, limits, ['--password', PASSWORD])).toMatchObject({ ok: false });
    expect(await adminCreate(db, clock, limits, ['--email', email, '--password', PASSWORD])).toMatchObject({ ok: true });
    const again = await adminCreate(db, clock, limits, ['--email', email.toUpperCase(), '--password', PASSWORD]);
    expect(again).toMatchObject({ ok: false });
    expect(again.message).toContain('already');
    const row = await db.selectFrom('staff').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.role).toBe('admin');
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.totp_secret).toBeNull();
  });
});

describe('first sign-in: TOTP enrolment', () => {
  it('password → enrol step with the otpauth URI and a QR; the first code opens the session and shows 10 recovery codes once', async () => {
    const email = randomEmail('enrol');
    await adminCreate(app.database.db, clock, app.config, ['--email', email, '--password', PASSWORD]);

    const step = await login(email.toUpperCase(), PASSWORD);
    expect(step.statusCode).toBe(200);
    const body = step.json();
    expect(body.step).toBe('enrol');
    expect(body.otpauth_uri).toMatch(/^otpauth:\/\/totp\//);
    expect(body.qr_svg).toMatch(/^<svg/);
    expect(body).not.toHaveProperty('token');
    const secret = secretOf(body.otpauth_uri);

    // No session before the code: the ticket is not a token.
    expect((await me(body.ticket)).statusCode).toBe(401);

    const wrong = await post('enrol', { ticket: body.ticket, code: totpCode(secret, new Date(clock.now().getTime() + 10 * 60_000)) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'TOTP_INVALID', attempts_left: 4 });

    const ok = await post('enrol', { ticket: body.ticket, code: totpCode(secret, clock.now()) });
    expect(ok.statusCode).toBe(200);
    const session = ok.json();
    expect(session.token).toMatch(/^stf_/);
    expect(session.idle_expires_in).toBe(1800);
    expect(session.staff).toMatchObject({ email, role: 'admin', totp_enrolled: true, disabled: false });
    expect(session.recovery_codes).toHaveLength(10);
    expect(JSON.stringify(session)).not.toContain(secret);

    // The ticket is spent.
    expect((await post('enrol', { ticket: body.ticket, code: totpCode(secret, clock.now()) })).json().code).toBe('STAFF_TICKET_INVALID');

    const meRes = await me(session.token);
    expect(meRes.statusCode).toBe(200);
    expect(JSON.stringify(meRes.json())).not.toContain(secret);

    // Stored: the secret (never returned), the recovery codes hashed.
    const codes = await app.database.db
      .selectFrom('staff_recovery_codes')
      .select('code_hash')
      .where('staff_id', '=', session.staff.id)
      .execute();
    expect(codes).toHaveLength(10);
    expect(codes.map((c) => c.code_hash)).not.toContain(session.recovery_codes[0]);

    // Next sign-in: the code step, no new enrolment; the same time step is not accepted twice.
    const next = (await login(email, PASSWORD)).json();
    expect(next.step).toBe('totp');
    expect(next).not.toHaveProperty('otpauth_uri');
    const replay = await post('verify', { ticket: next.ticket, code: totpCode(secret, clock.now()) });
    expect(replay.statusCode).toBe(422);
    clock.advanceSeconds(30);
    const v = await post('verify', { ticket: next.ticket, code: totpCode(secret, clock.now()) });
    expect(v.statusCode).toBe(200);
    expect(v.json()).not.toHaveProperty('recovery_codes');

    // A recovery code works once.
    const rc = session.recovery_codes[3] as string;
    const t1 = (await login(email, PASSWORD)).json().ticket;
    expect((await post('verify', { ticket: t1, code: rc.toUpperCase() })).statusCode).toBe(200);
    const t2 = (await login(email, PASSWORD)).json().ticket;
    expect((await post('verify', { ticket: t2, code: rc })).statusCode).toBe(422);
  });
});

describe('the second factor step', () => {
  it('5 wrong codes spend the ticket; a ticket lives 5 minutes', async () => {
    const s = await createStaff(app, 'marketing');
    const t = (await login(s.email, s.password)).json().ticket;
    for (let i = 4; i >= 0; i--) {
      const r = await post('verify', { ticket: t, code: '000000' });
      expect(r.json()).toMatchObject({ code: 'TOTP_INVALID', attempts_left: i });
      // Past the member's growing delay between wrong codes (second-factor.test.ts).
      clock.advanceSeconds(10);
    }
    const after = await post('verify', { ticket: t, code: totpCode(s.secret, clock.now()) });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('STAFF_TICKET_INVALID');

    clock.advanceSeconds(60);
    const t2 = (await login(s.email, s.password)).json().ticket;
    clock.advanceSeconds(5 * 60);
    expect((await post('verify', { ticket: t2, code: totpCode(s.secret, clock.now()) })).json().code).toBe('STAFF_TICKET_INVALID');
  });

  it('a wrong password, an unknown e-mail and a disabled account answer the same 401', async () => {
    const s = await createStaff(app, 'support');
    const ip = randomIp();
    expect((await login(s.email, 'wrong password!', ip)).json().code).toBe('INVALID_CREDENTIALS');
    expect((await login(randomEmail('nobody'), s.password, randomIp())).json().code).toBe('INVALID_CREDENTIALS');
    await app.database.db.updateTable('staff').set({ disabled_at: clock.now() }).where('id', '=', s.id).execute();
    const disabled = await login(s.email, s.password, randomIp());
    expect(disabled.statusCode).toBe(401);
    expect(disabled.json().code).toBe('INVALID_CREDENTIALS');
    // A disabled member's live session ends at once.
    expect((await me(s.token)).statusCode).toBe(401);
  });

  it('wrong passwords are limited like the shoppers’: slowed, then 429 LOGIN_RATE_LIMITED, even for the right one', async () => {
    const s = await createStaff(app, 'support');
    const ip = randomIp();
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      codes.push((await login(s.email, `wrong password ${i}`, ip)).statusCode);
      clock.advanceSeconds(20);
    }
    expect(codes).toEqual([401, 401, 401, 401, 401]);
    const locked = await login(s.email, s.password, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('LOGIN_RATE_LIMITED');
    expect(locked.json().retry_after).toBeGreaterThan(0);
    expect(locked.headers['retry-after']).toBeDefined();
    expect(locked.json()).not.toHaveProperty('sign_in_with');
    // From another network the owner still signs in.
    expect((await login(s.email, s.password, randomIp())).statusCode).toBe(200);
    clock.advanceSeconds(15 * 60);
    expect((await login(s.email, s.password, ip)).statusCode).toBe(200);
  });
});

describe('staff sessions', () => {
  it('end after 30 minutes without a call (the app’s clock), live on while used; logout ends them', async () => {
    const s = await createStaff(app, 'marketing');
    clock.advanceSeconds(29 * 60);
    expect((await me(s.token)).statusCode).toBe(200);
    clock.advanceSeconds(29 * 60);
    expect((await me(s.token)).statusCode).toBe(200);
    clock.advanceSeconds(30 * 60);
    expect((await me(s.token)).statusCode).toBe(401);

    const other = await createStaff(app, 'marketing');
    expect((await post('logout', {}, other.headers)).statusCode).toBe(204);
    expect((await me(other.token)).statusCode).toBe(401);
  });

  it('the idle life follows STAFF_SESSION_IDLE_MINUTES', async () => {
    const short = await buildTestApp({ clock, env: { STAFF_SESSION_IDLE_MINUTES: '5' } });
    try {
      const s = await createStaff(short, 'support');
      clock.advanceSeconds(4 * 60);
      expect((await short.inject({ url: '/api/v1/admin/auth/me', headers: s.headers })).statusCode).toBe(200);
      clock.advanceSeconds(5 * 60);
      expect((await short.inject({ url: '/api/v1/admin/auth/me', headers: s.headers })).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });
});
