/**
 * Every "N tries" rule counts parallel guesses one by one (docs/security.md#parallel-guesses): each
 * try is counted in SQL by the statement that judges it (an update … returning the count, or an
 * insert under a lock), never by a read then a write, so a burst sent at once is counted as if sent
 * in turn. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL. The staff second factor has
 * its own file (test/admin/second-factor.test.ts).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, randomIp } from '../helpers/accounts.ts';
import { createStaff } from '../admin/staff-helpers.ts';
import { buildAuthApp, client, lastCode, otherCode, randomPhone, type AuthTestApp } from '../auth/support.ts';

let ctx: AuthTestApp;
let app: FastifyInstance;
beforeAll(async () => {
  ctx = await buildAuthApp();
  app = ctx.app;
});
afterAll(async () => app.close());

const failuresOf = async (phone: string) =>
  Number(
    (
      await app.database.db
        .selectFrom('login_failures')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('phone', '=', phone)
        .executeTakeFirstOrThrow()
    ).n,
  );
const codesOf = (answers: { json: () => { code?: string } }[]) => answers.map((r) => r.json().code).sort();

describe('SMS codes (OTP_MAX_ATTEMPTS, 5 a code)', () => {
  const verify = (c: ReturnType<typeof client>, phone: string, code: string) =>
    c.post('/api/v1/auth/otp/verify', { PHONE: phone, CODE: code });
  const ask = async (phone: string) => {
    const c = client(app);
    expect((await c.post('/api/v1/auth/otp', { PHONE: phone, PURPOSE: 'login' })).statusCode).toBe(200);
    return { c, code: await lastCode(app, phone) };
  };
  const attemptsOf = async (phone: string) =>
    (
      await app.database.db
        .selectFrom('otp_codes')
        .select('attempts')
        .where('phone', '=', phone)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).attempts;

  it('4 wrong codes at once: all counted, each answered with its own count', async () => {
    const phone = randomPhone();
    const { c, code } = await ask(phone);
    const answers = await Promise.all(Array.from({ length: 4 }, () => verify(c, phone, otherCode(code))));
    expect(answers.map((r) => r.json().code)).toEqual(['OTP_INVALID', 'OTP_INVALID', 'OTP_INVALID', 'OTP_INVALID']);
    // Judged on the count each update returned: 4, 3, 2 and 1 tries left, once each.
    expect(answers.map((r) => r.json().attempts_left).sort()).toEqual([1, 2, 3, 4]);
    expect(await attemptsOf(phone)).toBe(4);
  });

  it('the right code hidden in a burst of wrong ones is judged among 5 tries at most', async () => {
    const phone = randomPhone();
    const { c, code } = await ask(phone);
    const burst = [...Array.from({ length: 9 }, () => otherCode(code)), code, ...Array.from({ length: 9 }, () => otherCode(code))];
    const answers = await Promise.all(burst.map((k) => verify(c, phone, k)));
    const signedIn = answers.filter((r) => r.statusCode === 200).length;
    expect(signedIn).toBeLessThanOrEqual(1);
    // The wrong codes counted and the right one accepted never add up to more than 5.
    expect((await attemptsOf(phone)) + signedIn).toBeLessThanOrEqual(5);
    for (const r of answers) expect([200, 422, 429]).toContain(r.statusCode);
  });
});

describe('current passwords (the shoppers’ PUT /users/me and the staff’s password change)', () => {
  const put = (token: string, current: string, ip: string) =>
    app.inject({
      method: 'PUT',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${token}` },
      payload: { PASSWORD: 'brand-new-pw', CURRENT_PASSWORD: current },
      remoteAddress: ip,
    });

  it('a shopper: wrong current passwords sent at once from many networks are all counted', async () => {
    const owner = await createUser(app, { password: 'owner-secret' });
    const sent = 8;
    const answers = await Promise.all(Array.from({ length: sent }, (_, i) => put(owner.token, `guess-${i}`, randomIp())));
    expect(codesOf(answers)).toEqual(Array.from({ length: sent }, () => 'CURRENT_PASSWORD_INVALID'));
    expect(await failuresOf(owner.phone)).toBe(sent);
  });

  it('a shopper: a burst from one network is counted one by one and slowed after 3', async () => {
    const owner = await createUser(app, { password: 'owner-secret' });
    const ip = randomIp();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => put(owner.token, `guess-${i}`, ip)));
    const wrong = answers.filter((r) => r.json().code === 'CURRENT_PASSWORD_INVALID').length;
    const slowed = answers.filter((r) => r.json().code === 'LOGIN_RATE_LIMITED').length;
    expect(wrong).toBe(3);
    expect(wrong + slowed).toBe(10);
    expect(await failuresOf(owner.phone)).toBe(wrong);
  });

  it('a staff member: wrong current passwords sent at once are all counted under their e-mail', async () => {
    const s = await createStaff(app, 'marketing');
    const sent = 6;
    const answers = await Promise.all(
      Array.from({ length: sent }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/admin/auth/password',
          headers: s.headers,
          payload: { current_password: `guess-${i}`, new_password: 'a brand new passphrase' },
          remoteAddress: randomIp(),
        }),
      ),
    );
    expect(codesOf(answers)).toEqual(Array.from({ length: sent }, () => 'CURRENT_PASSWORD_INVALID'));
    expect(await failuresOf(`staff:${s.email.toLowerCase()}`)).toBe(sent);
  });
});

describe('attach codes of paper receipts (10 tries an hour per account)', () => {
  it('15 codes at once: every one counted, exactly 10 judged, 5 refused', async () => {
    const shopper = await createUser(app, { name: 'Guesser', lastname: 'Test' });
    const sent = 15;
    const answers = await Promise.all(
      Array.from({ length: sent }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/wallet/tickets/attach',
          headers: shopper.headers,
          payload: { code: String(900_000_000_000 + i) },
        }),
      ),
    );
    expect(answers.filter((r) => r.json().code === 'TICKET_CODE_INVALID')).toHaveLength(10);
    expect(answers.filter((r) => r.json().code === 'RATE_LIMITED')).toHaveLength(sent - 10);
    const counter = await app.database.db
      .selectFrom('rate_counters')
      .select('hits')
      .where('key', 'like', `%wallet-attach:u${shopper.id}`)
      .executeTakeFirstOrThrow();
    expect(counter.hits).toBe(sent);
  });
});
