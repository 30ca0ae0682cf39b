/**
 * The weekly push « N articles de votre liste sont en promo cette semaine »
 * (docs/shopping-lists.md#this-week-on-my-list): each hour's job tells the shoppers whose day and
 * hour it is, once an ISO week, counting the distinct items of their active lists (owned or shared)
 * and favourites on a deal this week at their kept store; nothing when off, when nothing matches, or
 * when NOTIFY_PROMOS is off. The clock is moved by hand from Tuesday 24 November 2026.
 */
import { parseTunisDateTime } from '@qadhya/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_DEALS_ALERTS_JOB } from '../../src/modules/list-deals/list-deals-alerts.service.ts';
import { createUser, type TestAccount } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { inboxOf } from '../helpers/inbox.ts';
import { mutableClock } from '../helpers/clock.ts';
import { makeFamily } from '../wallet/ledger-fixtures.ts';
import { addDealFixtures, type DealFixtures } from './list-deals-fixtures.ts';
import { ok, removeShoppers, rid } from './list-fixtures.ts';

const clock = mutableClock('2026-11-24T13:30');
const at = (tunis: string) => clock.set(parseTunisDateTime(tunis)!);

let app: FastifyInstance;
let fx: DealFixtures;
const people: Record<'a' | 'k' | 'm' | 'd' | 'e' | 'f', TestAccount> = {} as never;

const alert = (who: TestAccount, weekday: number, hour: number, enabled = true) =>
  ok(app, who, 'PUT', '/users/me/list-deals-alert', { enabled, weekday, hour });

beforeAll(async () => {
  app = await buildTestApp({ clock });
  fx = await addDealFixtures(app);
  for (const name of ['a', 'k', 'm', 'd', 'e', 'f'] as const) people[name] = await createUser(app, { name: name.toUpperCase() });
  const { a, k, m, d, e, f } = people;
  await makeFamily(app, a.id, [k.id, m.id]);
  // A's list, shared with K and M: the milk (Thursday's promo), « lait … » (the same milk), the
  // clearance (last chance at A's store only) and next week's catalogue product.
  await ok(
    app,
    a,
    'POST',
    '/lists',
    {
      request_id: rid(),
      title: 'Semaine',
      member_ids: [k.id, m.id],
      items: [{ sku: fx.sku.milk }, { text: `lait ${fx.word}` }, { sku: fx.sku.clearance }, { sku: fx.sku.next }],
    },
    201,
  );
  for (const sku of [fx.sku.milk, fx.sku.yogurt]) await ok(app, a, 'POST', `/favorites/${sku}`, undefined, 201);
  await app.database.db.insertInto('shopper_stores').values({ user_id: a.id, magasin_code: fx.store, updated_at: clock.now() }).execute();
  await ok(
    app,
    d,
    'POST',
    '/lists',
    { request_id: rid(), title: 'Rien', items: [{ sku: fx.sku.plain }, { text: `pain ${fx.word}` }] },
    201,
  );
  await ok(app, e, 'POST', `/favorites/${fx.sku.milk}`, undefined, 201);
  await ok(app, f, 'POST', `/favorites/${fx.sku.milk}`, undefined, 201);
  // Tuesday 15:00 for everyone but F (Wednesday); E's is off; M has switched the promos off.
  for (const who of [a, k, m, d]) await alert(who, 2, 15);
  await alert(e, 2, 15, false);
  await alert(f, 3, 15);
  await ok(app, m, 'PUT', '/users/me/config', {
    NOTIFY_FAVORITES: 1,
    NOTIFY_NEW_USERS: 1,
    NOTIFY_PROMOS: 0,
    NOTIFY_REFERRALS: 1,
    NOTIFY_PRIZES: 1,
  });
});
afterAll(async () => {
  await removeShoppers(
    app,
    Object.values(people).map((p) => p.id),
  );
  await fx.remove();
  await app.close();
});

/** The weekly messages each shopper has, oldest first. */
const told = (who: TestAccount) => inboxOf(app, who.id, 'list_deals');

describe('the weekly list-deals push', () => {
  it('tells nobody before the chosen hour', async () => {
    at('2026-11-24T14:10');
    expect(await app.services.listDealsAlerts.run()).toEqual({ checked: 0, told: 0 });
  });

  it('at the chosen hour counts each shopper’s distinct items on a deal this week at their store, and tells them once', async () => {
    const { a, k, m, d, e } = people;
    at('2026-11-24T15:05');
    // A, K, M (switched off) and D (nothing on a deal) are due; E is off.
    expect(await app.services.listDealsAlerts.run()).toEqual({ checked: 4, told: 2 });
    // A: the milk (list and favourite: once), « lait … », the clearance at A's store, the yogurt; not next week's.
    expect(await told(a)).toMatchObject([
      {
        kind: 'list_deals',
        type: 'promotion',
        topic: 'promos',
        title_fr: 'Cette semaine sur ma liste',
        title_ar: 'هذا الأسبوع في قائمتي',
        body_fr: '4 articles de votre liste sont en promo cette semaine',
        body_ar: expect.stringMatching(/4\u2069? منتجات من قائمتك في عرض هذا الأسبوع$/),
        link: '/layout/courses',
        dedupe_key: 'list-deals:2026-W48',
      },
    ]);
    // K sees A's list (shared) with no store kept: the milk and « lait … ».
    expect((await told(k)).map((n) => [n.body_fr, n.body_ar])).toEqual([
      ['2 articles de votre liste sont en promo cette semaine', 'منتجان من قائمتك في عرض هذا الأسبوع'],
    ]);
    expect(await told(m)).toEqual([]);
    expect(await told(d)).toEqual([]);
    expect(await told(e)).toEqual([]);
    // Later in the hour, and the hour after: nothing again this week.
    at('2026-11-24T15:40');
    expect(await app.services.listDealsAlerts.run()).toEqual({ checked: 0, told: 0 });
    at('2026-11-24T16:05');
    expect(await app.services.listDealsAlerts.run()).toEqual({ checked: 0, told: 0 });
    expect(await told(a)).toHaveLength(1);
  });

  it('runs as the hourly job: the hour’s shoppers told, then the next hour queued', async () => {
    const { f } = people;
    at('2026-11-25T15:00');
    await app.services.listDealsAlerts.schedule();
    at('2026-11-25T15:02');
    await app.services.jobs.runDue();
    expect((await told(f)).map((n) => n.body_fr)).toEqual(['1 article de votre liste est en promo cette semaine']);
    const queued = await app.database.db
      .selectFrom('jobs')
      .select(['run_at', 'done_at'])
      .where('kind', '=', LIST_DEALS_ALERTS_JOB)
      // This test's hours only: on PostgreSQL the jobs table is shared with the worker's other files,
      // whose apps queue the hourly job at their own clocks.
      .where('run_at', '>=', parseTunisDateTime('2026-11-25T15:00')!)
      .where('run_at', '<', parseTunisDateTime('2026-11-25T17:00')!)
      .orderBy('run_at')
      .execute();
    expect(queued.map((j) => [new Date(j.run_at).toISOString(), j.done_at !== null])).toEqual([
      [parseTunisDateTime('2026-11-25T15:00')!.toISOString(), true],
      [parseTunisDateTime('2026-11-25T16:00')!.toISOString(), false],
    ]);
  });

  it('tells again the next week, with that week’s deals', async () => {
    const { a } = people;
    at('2026-12-01T15:10');
    await app.services.listDealsAlerts.run();
    // The milk's and yogurt's promos are over; the clearance stays, next week's catalogue runs now.
    expect((await told(a)).map((n) => [n.dedupe_key, n.body_fr])).toEqual([
      ['list-deals:2026-W48', '4 articles de votre liste sont en promo cette semaine'],
      ['list-deals:2026-W49', '2 articles de votre liste sont en promo cette semaine'],
    ]);
  });
});
