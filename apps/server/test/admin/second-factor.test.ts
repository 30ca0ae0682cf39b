/**
 * The second factor cannot be guessed (docs/back-office.md#second-factor): wrong TOTP and recovery
 * codes are counted per staff member whatever the ticket, one by one even when sent in parallel
 * (PGlite here, PostgreSQL too when TEST_DATABASE_URL is set); after 3 each try waits 1 s, 2 s, 4 s…
 * (the app's clock); at 10 the factor locks, and only an admin lifts it, never the right password.
 * Every failure and the lock are in the audit log; the owner is told at their next sign-in.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { FACTOR_LOCK_AFTER, factorDelaySeconds } from '../../src/modules/admin/second-factor.ts';
import { totpCode } from '../../src/modules/admin/totp.ts';
import { randomIp } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { mutableClock } from '../helpers/clock.ts';
import { createStaff, type TestStaff } from './staff-helpers.ts';
import { auditActions } from '../helpers/audit.ts';

const clock = mutableClock();
const app: FastifyInstance = await buildTestApp({ clock });
afterAll(async () => {
  await app.close();
});

const login = (s: TestStaff, password = s.password) =>
  app.inject({ method: 'POST', url: '/api/v1/admin/auth/login', payload: { email: s.email, password }, remoteAddress: randomIp() });
const ticketOf = async (s: TestStaff): Promise<string> => {
  const res = await login(s);
  expect(res.statusCode).toBe(200);
  return res.json().ticket;
};
const verify = (ticket: string, code: string) =>
  app.inject({ method: 'POST', url: '/api/v1/admin/auth/verify', payload: { ticket, code } });
const unlock = (by: TestStaff, id: number) =>
  app.inject({ method: 'POST', url: `/api/v1/admin/staff/${id}/factor-unlock`, headers: by.headers });
/** A wrong code of the current step (the right one of an hour later). */
const wrongCode = (s: TestStaff) => totpCode(s.secret, new Date(clock.now().getTime() + 3600_000));
const rightCode = (s: TestStaff) => {
  // Each time step is accepted once: move to a fresh one.
  clock.advanceSeconds(30);
  return totpCode(s.secret, clock.now());
};
const counters = (id: number) =>
  app.database.db
    .selectFrom('staff')
    .select(['factor_failures', 'factor_unseen_failures', 'factor_locked_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const auditOf = (id: number) => auditActions(app, 'staff', id);
/** Waits out the member's delay on the app's clock. */
const waitDelay = async (id: number) => clock.advanceSeconds(factorDelaySeconds((await counters(id)).factor_failures) + 1);

describe('parallel guesses are counted one by one, whatever the ticket', () => {
  it('a burst over several tickets: each judged code is counted, the rest refused by the delay with nothing written', async () => {
    const s = await createStaff(app, 'marketing');
    const tickets = [await ticketOf(s), await ticketOf(s), await ticketOf(s), await ticketOf(s)];
    const sent = 24;
    const answers = await Promise.all(Array.from({ length: sent }, (_, i) => verify(tickets[i % tickets.length]!, wrongCode(s))));
    const judged = answers.filter((r) => r.statusCode === 422);
    const refused = answers.filter((r) => r.statusCode === 429);
    // Every answer is a counted wrong code or a refusal; none is a 500 nor a session.
    expect(judged.length + refused.length).toBe(sent);
    // At the frozen clock only the 3 free tries are judged; the 4th waits 1 s.
    expect(judged).toHaveLength(3);
    for (const r of judged) expect(r.json().code).toBe('TOTP_INVALID');
    for (const r of refused) {
      expect(r.json()).toMatchObject({ code: 'TOTP_RATE_LIMITED', retry_after: 1 });
      expect(r.headers['retry-after']).toBe('1');
    }
    // The count equals the codes judged, on the member and in the audit log.
    expect((await counters(s.id)).factor_failures).toBe(judged.length);
    expect((await auditOf(s.id)).filter((a) => a === 'totp.failure')).toHaveLength(judged.length);
    const perTicket = await app.database.db
      .selectFrom('staff_login_tickets')
      .select((eb) => eb.fn.sum<number | string>('attempts').as('n'))
      .where('staff_id', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(Number(perTicket.n)).toBe(judged.length);
  });

  it('parallel wrong codes on as many tickets within the free tries: all counted, the count equals the number sent', async () => {
    const s = await createStaff(app, 'support');
    const tickets = [await ticketOf(s), await ticketOf(s), await ticketOf(s)];
    const answers = await Promise.all(tickets.map((t) => verify(t, wrongCode(s))));
    expect(answers.map((r) => r.json().code)).toEqual(['TOTP_INVALID', 'TOTP_INVALID', 'TOTP_INVALID']);
    expect((await counters(s.id)).factor_failures).toBe(tickets.length);
    expect((await auditOf(s.id)).filter((a) => a === 'totp.failure')).toHaveLength(tickets.length);
  });

  it('rounds of parallel bursts, each past the delay, are counted one by one up to the lock', async () => {
    const s = await createStaff(app, 'marketing');
    let judged = 0;
    let locked = 0;
    for (let round = 0; round < 12; round++) {
      const first = await login(s);
      if (first.statusCode === 423) break; // locked: the password gives no ticket any more
      const tickets = [first.json().ticket as string, await ticketOf(s)];
      const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => verify(tickets[i % tickets.length]!, wrongCode(s))));
      judged += answers.filter((r) => r.statusCode === 422).length;
      locked += answers.filter((r) => r.statusCode === 423).length;
      for (const r of answers) expect([422, 423, 429, 401]).toContain(r.statusCode);
      await waitDelay(s.id);
    }
    // Ten wrong codes were judged in all (the tenth answered by the lock), never one more.
    const c = await counters(s.id);
    expect(c.factor_failures).toBe(FACTOR_LOCK_AFTER);
    expect(judged + 1).toBe(FACTOR_LOCK_AFTER);
    expect(locked).toBeGreaterThanOrEqual(1);
    expect(c.factor_locked_at).not.toBeNull();
    const actions = await auditOf(s.id);
    expect(actions.filter((a) => a === 'totp.failure')).toHaveLength(FACTOR_LOCK_AFTER);
    expect(actions.filter((a) => a === 'totp.lock')).toHaveLength(1);
  });
});

describe('the delay and the lock', () => {
  it('after 3 wrong codes each try waits 1 s, 2 s, 4 s… on the app clock; a try too soon writes nothing', async () => {
    const s = await createStaff(app, 'marketing');
    const t1 = await ticketOf(s);
    for (let i = 0; i < 3; i++) expect((await verify(t1, wrongCode(s))).statusCode).toBe(422);
    // A new ticket changes nothing: the count is the member's.
    const t2 = await ticketOf(s);
    // rightCode() moves 30 s: past the 1 s delay, the right code is judged and accepted.
    const ok = await verify(t2, rightCode(s));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().factor_failures_since_last_sign_in).toBe(3);

    const t3 = await ticketOf(s);
    for (let i = 0; i < 3; i++) expect((await verify(t3, wrongCode(s))).statusCode).toBe(422);
    const fourth = await verify(t3, wrongCode(s));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'TOTP_RATE_LIMITED', retry_after: 1 });
    const before = await counters(s.id);
    expect(before.factor_failures).toBe(3);
    expect((await verify(t3, totpCode(s.secret, clock.now()))).json().code).toBe('TOTP_RATE_LIMITED');
    expect((await counters(s.id)).factor_failures).toBe(3);
    clock.advanceSeconds(1);
    const judged = await verify(t3, wrongCode(s));
    expect(judged.json()).toMatchObject({ code: 'TOTP_INVALID', attempts_left: 1, retry_after: 2 });
    clock.advanceSeconds(1);
    expect((await verify(t3, wrongCode(s))).json()).toMatchObject({ code: 'TOTP_RATE_LIMITED', retry_after: 1 });
  });

  it('10 wrong codes lock the factor: the right code, a new password sign-in and a day later are all refused until an admin unlocks', async () => {
    const s = await createStaff(app, 'store_manager');
    const spare = await ticketOf(s);
    const answers: number[] = [];
    while (answers.length < FACTOR_LOCK_AFTER) {
      const t = await ticketOf(s);
      for (let i = 0; i < 5 && answers.length < FACTOR_LOCK_AFTER; i++) {
        const code = i % 2 === 0 ? wrongCode(s) : 'abcde-23456'; // recovery codes count the same
        answers.push((await verify(t, code)).statusCode);
        await waitDelay(s.id);
      }
    }
    expect(answers.slice(0, -1).every((c) => c === 422)).toBe(true);
    expect(answers.at(-1)).toBe(423);
    const actions = await auditOf(s.id);
    expect(actions.filter((a) => a === 'totp.failure')).toHaveLength(FACTOR_LOCK_AFTER);
    expect(actions.at(-1)).toBe('totp.lock');

    // A ticket taken before the lock is refused too, even with the right code, and nothing is written.
    const late = await verify(spare, totpCode(s.secret, clock.now()));
    expect(late.statusCode).toBe(423);
    expect(late.json().code).toBe('STAFF_FACTOR_LOCKED');
    expect(await auditOf(s.id)).toEqual(actions);
    // The right password gives no ticket; a day later neither.
    const again = await login(s);
    expect(again.statusCode).toBe(423);
    expect(again.json()).toEqual({ code: 'STAFF_FACTOR_LOCKED', message: expect.any(String) });
    clock.advanceSeconds(24 * 3600);
    expect((await login(s)).json().code).toBe('STAFF_FACTOR_LOCKED');
    expect(await auditOf(s.id)).toEqual(actions);
    // The admin list shows it; the admin lifts it (audited); the member is told at sign-in.
    const admin = await createStaff(app, 'admin');
    const list = await app.inject({ url: '/api/v1/admin/staff', headers: admin.headers });
    expect(list.json().items.find((m: { id: number }) => m.id === s.id)).toMatchObject({ factor_locked: true });
    const lifted = await unlock(admin, s.id);
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toMatchObject({ id: s.id, factor_locked: false });
    const unlockRow = await app.database.db
      .selectFrom('audit_log')
      .select(['staff_id', 'before', 'after'])
      .where('action', '=', 'totp.unlock')
      .where('entity_id', '=', String(s.id))
      .executeTakeFirstOrThrow();
    expect(unlockRow).toMatchObject({
      staff_id: admin.id,
      before: { locked: true, failures: FACTOR_LOCK_AFTER },
      after: { locked: false },
    });

    const session = await verify(await ticketOf(s), rightCode(s));
    expect(session.statusCode).toBe(200);
    expect(session.json().factor_failures_since_last_sign_in).toBe(FACTOR_LOCK_AFTER);
    // Told once: the next sign-in has nothing to tell.
    const next = await verify(await ticketOf(s), rightCode(s));
    expect(next.json().factor_failures_since_last_sign_in).toBe(0);
  });

  it('the unlock is an admin’s, never one’s own; an unknown member is a 404; a member not locked is answered unchanged', async () => {
    const admin = await createStaff(app, 'admin');
    const other = await createStaff(app, 'marketing');
    expect((await unlock(admin, admin.id)).json().code).toBe('STAFF_SELF_CHANGE');
    expect((await unlock(admin, 2_000_000_000)).json().code).toBe('STAFF_NOT_FOUND');
    expect((await unlock(other, admin.id)).statusCode).toBe(403);
    const fine = await unlock(admin, other.id);
    expect(fine.json()).toMatchObject({ factor_locked: false });
    expect(await auditOf(other.id)).not.toContain('totp.unlock');
  });

  it('a lost-phone reset by an admin lifts the lock too', async () => {
    const admin = await createStaff(app, 'admin');
    const s = await createStaff(app, 'support');
    await app.database.db
      .updateTable('staff')
      .set({ factor_failures: FACTOR_LOCK_AFTER, factor_locked_at: clock.now() })
      .where('id', '=', s.id)
      .execute();
    expect((await login(s)).statusCode).toBe(423);
    expect((await app.inject({ method: 'POST', url: `/api/v1/admin/staff/${s.id}/totp-reset`, headers: admin.headers })).statusCode).toBe(
      200,
    );
    expect((await login(s)).json().step).toBe('enrol');
  });
});

describe('what the owner is told', () => {
  it('the wrong codes since the last sign-in come with the next session, then are forgotten', async () => {
    const s = await createStaff(app, 'marketing');
    // Someone with the password tries two codes, on two tickets.
    await verify(await ticketOf(s), wrongCode(s));
    await verify(await ticketOf(s), 'zzzzz-zzzzz');
    expect((await counters(s.id)).factor_unseen_failures).toBe(2);
    const mine = await verify(await ticketOf(s), rightCode(s));
    expect(mine.json().factor_failures_since_last_sign_in).toBe(2);
    expect(await counters(s.id)).toMatchObject({ factor_failures: 0, factor_unseen_failures: 0 });
    const kinds = await app.database.db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'totp.failure')
      .where('entity_id', '=', String(s.id))
      .orderBy('id')
      .execute();
    expect(kinds.map((k) => (k.after as { kind: string }).kind)).toEqual(['totp', 'recovery']);
  });
});
