/**
 * Points expire (docs/wallet.md#points-expire): lots earned on different days, what was spent taken
 * from the oldest first, the warnings a month and a week ahead (inbox, the shopper's switch obeyed),
 * the expiry written on its day by the daily job through the job runner, once however often it runs,
 * never below 0, and the card's « N points expirent le … ».
 */
import { parseTunisDateTime } from '@qadhya/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../admin/staff-helpers.ts';
import { createUser, type TestAccount } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { inboxOf } from '../helpers/inbox.ts';
import { mutableClock } from '../helpers/clock.ts';
import { addReceipt, removeShoppers } from './ledger-fixtures.ts';

const clock = mutableClock('2026-11-20T09:00');
let app: FastifyInstance;
const made: number[] = [];

beforeAll(async () => {
  app = await buildTestApp({ clock });
});
afterAll(async () => {
  await removeShoppers(app, made);
  await app.database.db.deleteFrom('jobs').where('dedupe_key', 'like', 'points-expiry:%').execute();
  await app.close();
});

const shopper = async (name: string) => {
  const u = await createUser(app, { name, lastname: 'Expiry' });
  made.push(u.id);
  await app.services.ledger.ensureCard(app.database.db, u.id);
  return u;
};
/** A sale of `dinars` DT on a Tunis day: as many points (1 per DT, no catalogue bonus). */
const earn = (who: TestAccount, at: string, dinars: number) =>
  addReceipt(app, { userId: who.id, at, lines: [{ quantity: 1, unit_price: dinars * 1000 }] });
const take = (who: TestAccount, kind: 'spent' | 'transfer_out', points: number, at: string) =>
  app.database.db
    .insertInto('points_ledger')
    .values({ user_id: who.id, kind, points: -points, at: parseTunisDateTime(at)! })
    .execute();

/** When this file's expiry job of `day` ran (null: not yet), from its own row in `jobs`. */
const jobDone = async (day: string, users: number[]) =>
  (
    await app.database.db
      .selectFrom('jobs')
      .select('done_at')
      .where('dedupe_key', '=', `points-expiry:${day}:${users.join(',')}`)
      .executeTakeFirst()
  )?.done_at ?? null;
const entries = (who: TestAccount) =>
  app.database.db
    .selectFrom('points_ledger')
    .select(['kind', 'points', 'request_id'])
    .where('user_id', '=', who.id)
    .where('kind', '=', 'expired')
    .execute();
const warnings = (who: TestAccount) => inboxOf(app, who.id, 'points_expiry');
const balance = (who: TestAccount) => app.services.ledger.balance(app.database.db, who.id);
/** The card as GET /wallet/card answers it (the service: sessions would lapse as the clock moves by months). */
const card = (who: TestAccount) => app.services.wallet.card(who.id, 'fr');
const at = (tunis: string) => clock.set(parseTunisDateTime(tunis)!);

describe('points expire, oldest first', () => {
  let amira: TestAccount;
  let sami: TestAccount;
  let off: TestAccount;
  beforeAll(async () => {
    amira = await shopper('Amira');
    sami = await shopper('Sami');
    off = await shopper('Nour');
    // Amira: three lots; 150 points spent in February take the oldest lot (100) and 50 of the next.
    await earn(amira, '2025-11-10T10:00', 100);
    await earn(amira, '2025-12-20T18:30', 200);
    await take(amira, 'spent', 150, '2026-02-01T12:00');
    await earn(amira, '2026-03-01T11:00', 50);
    // Sami spent everything: nothing left to expire.
    await earn(sami, '2025-12-20T09:00', 80);
    await take(sami, 'transfer_out', 80, '2026-01-05T09:00');
    // Nour switched « Gains et jeux » off: no warning, but the points still expire.
    await earn(off, '2025-12-20T10:00', 40);
    await app.database.db.insertInto('notification_settings').values({ user_id: off.id, notify_prizes: 0 }).execute();
  });
  const scope = () => ({ users: [amira.id, sami.id, off.id] });

  it('the card shows the next lot to expire: what it still holds after the oldest-first spending', async () => {
    at('2026-11-20T09:00');
    expect(await balance(amira)).toBe(200);
    // The Nov 2025 lot was spent; 150 of the Dec 2025 lot remain, ending 20/12/2026.
    const res = await app.inject({ method: 'GET', url: '/api/v1/wallet/card', headers: amira.headers });
    expect(res.json().expiring).toEqual({ points: 150, day: '2026-12-20' });
    expect((await card(sami)).expiring).toBeNull();
  });

  it('warns a month ahead, once, in French and Arabic, obeying the shopper’s switch', async () => {
    at('2026-11-20T00:10');
    const first = await app.services.pointsExpiry.runDay('2026-11-20', scope());
    expect(first).toEqual({ expired: 0, accounts: 0, warned: 1 });
    const [w] = await warnings(amira);
    expect(w).toMatchObject({
      title_fr: 'Vos points vont expirer',
      body_fr: '150 points expirent le 20/12/2026. Utilisez-les avant cette date.',
      dedupe_key: 'points-expiry:2026-12-20:30',
      topic: 'prizes',
      link: '/layout/my-card',
    });
    expect(w!.body_ar).toContain('\u2066150\u2069');
    expect(w!.body_ar).toContain('\u206620/12/2026\u2069');
    expect(await warnings(off)).toEqual([]);
    expect(await warnings(sami)).toEqual([]);
    // The next days of the month ahead: nothing new for that lot.
    at('2026-11-21T00:10');
    expect((await app.services.pointsExpiry.runDay('2026-11-21', scope())).warned).toBe(0);
    expect(await warnings(amira)).toHaveLength(1);
  });

  it('warns again a week ahead, once', async () => {
    at('2026-12-13T00:10');
    expect((await app.services.pointsExpiry.runDay('2026-12-13', scope())).warned).toBe(1);
    expect((await app.services.pointsExpiry.runDay('2026-12-13', scope())).warned).toBe(0);
    expect((await warnings(amira)).map((w) => w.dedupe_key)).toEqual(['points-expiry:2026-12-20:30', 'points-expiry:2026-12-20:7']);
  });

  it('nothing expires the day before', async () => {
    at('2026-12-19T00:10');
    expect((await app.services.pointsExpiry.runDay('2026-12-19', scope())).expired).toBe(0);
    expect(await balance(amira)).toBe(200);
  });

  it('on the expiry day the job writes one expired entry per account through the job runner, and a rerun writes nothing more', async () => {
    at('2026-12-20T00:00');
    await app.services.pointsExpiry.schedule('2026-12-20', scope());
    await app.services.pointsExpiry.schedule('2026-12-20', scope()); // queued once
    // Not due before 00:10. (On the shared PostgreSQL other files' jobs may be due too: this job's
    // own row says whether it ran.)
    await app.services.jobs.runDue();
    expect(await jobDone('2026-12-20', scope().users)).toBeNull();
    at('2026-12-20T00:10');
    await app.services.jobs.runDue();
    expect(await jobDone('2026-12-20', scope().users)).not.toBeNull();
    expect(await entries(amira)).toEqual([{ kind: 'expired', points: -150, request_id: 'expiry:2026-12-20' }]);
    expect(await entries(off)).toEqual([{ kind: 'expired', points: -40, request_id: 'expiry:2026-12-20' }]);
    expect(await entries(sami)).toEqual([]);
    expect(await balance(amira)).toBe(50);
    expect(await balance(sami)).toBe(0);
    // The same day again, by hand or by the runner: nothing more.
    expect(await app.services.pointsExpiry.runDay('2026-12-20', scope())).toEqual({ expired: 0, accounts: 0, warned: 0 });
    await app.services.jobs.runDue();
    expect(await entries(amira)).toHaveLength(1);
    // The job queued the next day's, due at 00:10 the day after.
    const next = await app.database.db
      .selectFrom('jobs')
      .select(['run_at', 'done_at'])
      .where('dedupe_key', '=', `points-expiry:2026-12-21:${scope().users.join(',')}`)
      .executeTakeFirstOrThrow();
    expect(next.run_at.getTime()).toBe(parseTunisDateTime('2026-12-21T00:10')!.getTime());
    expect(next.done_at).toBeNull();
    // The card now shows the last lot, ending 01/03/2027.
    expect((await card(amira)).expiring).toEqual({ points: 50, day: '2027-03-01' });
  });

  it('the next day’s job runs by itself and finds nothing to write', async () => {
    at('2026-12-21T00:10');
    expect(await jobDone('2026-12-21', scope().users)).toBeNull();
    await app.services.jobs.runDue();
    expect(await jobDone('2026-12-21', scope().users)).not.toBeNull();
    expect(await entries(amira)).toHaveLength(1);
    expect(await balance(amira)).toBe(50);
  });

  it('never takes a balance below 0', async () => {
    const lea = await shopper('Lea');
    await earn(lea, '2025-10-01T10:00', 60);
    // A staff correction took 30 points dated before the lot (adjusted entries may come back-dated).
    await app.database.db
      .insertInto('points_ledger')
      .values({ user_id: lea.id, kind: 'adjusted', points: -30, at: parseTunisDateTime('2025-09-01T10:00')! })
      .execute();
    at('2026-12-22T00:10');
    const done = await app.services.pointsExpiry.runDay('2026-12-22', { users: [lea.id] });
    expect(done).toEqual({ expired: 30, accounts: 1, warned: 0 });
    expect(await balance(lea)).toBe(0);
    expect((await card(lea)).expiring).toBeNull();
  });

  it('the life follows the settings: 6 months expires a lot earned 7 months ago', async () => {
    const omar = await shopper('Omar');
    await earn(omar, '2026-05-15T10:00', 70);
    await earn(omar, '2026-09-15T10:00', 30);
    at('2026-12-22T09:00');
    expect((await card(omar)).expiring).toEqual({ points: 70, day: '2027-05-15' });
    await sql`update loyalty_settings set points_life_months = 6`.execute(app.database.db);
    try {
      expect((await card(omar)).expiring).toEqual({ points: 30, day: '2027-03-15' });
      expect((await app.services.pointsExpiry.runDay('2026-12-22', { users: [omar.id] })).expired).toBe(70);
      expect(await balance(omar)).toBe(30);
    } finally {
      await sql`update loyalty_settings set points_life_months = 12`.execute(app.database.db);
    }
  });
});

describe('the points’ life in the back office', () => {
  it('read by support, changed by marketing (audited), refused out of 1–60 months and to support', async () => {
    at('2026-11-24T10:00');
    const marketing = await createStaff(app, 'marketing');
    const support = await createStaff(app, 'support');
    const url = '/api/v1/admin/wallet/settings';
    const read = await app.inject({ url, headers: support.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ points_life_months: 12 });
    expect((await app.inject({ method: 'PUT', url, headers: support.headers, payload: { points_life_months: 6 } })).statusCode).toBe(403);
    for (const bad of [0, 61, 1.5, '6']) {
      const res = await app.inject({ method: 'PUT', url, headers: marketing.headers, payload: { points_life_months: bad } });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    try {
      const saved = await app.inject({ method: 'PUT', url, headers: marketing.headers, payload: { points_life_months: 18 } });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ points_life_months: 18 });
      expect(await app.services.pointsExpiry.lifeMonths()).toBe(18);
      const audit = await app.database.db
        .selectFrom('audit_log')
        .select(['action', 'staff_id', 'before', 'after'])
        .where('entity', '=', 'loyalty_settings')
        .where('staff_id', '=', marketing.id)
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        action: 'loyalty_settings.update',
        before: { points_life_months: 12 },
        after: { points_life_months: 18 },
      });
    } finally {
      await sql`update loyalty_settings set points_life_months = 12`.execute(app.database.db);
    }
  });
});
