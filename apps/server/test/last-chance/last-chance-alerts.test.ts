/**
 * « Dernière chance » alerts (docs/last-chance.md#alerts): the follows API (strict, 404s, the
 * shopper's store by default, two users), the offers a feed publishes within a minute told as one
 * message per follower (restricted to their products or categories, never to another store's
 * followers), the daily maximum, the quiet hours of the push on a mutable clock, and what the alerts
 * sold in the back office.
 */
import crypto from 'node:crypto';
import { LAST_CHANCE_ALERTS_DAILY_MAX, type AdminLastChanceAlerts, type LastChanceFollows } from '@qadhya/contracts';
import { parseTunisDateTime } from '@qadhya/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, type TestStaff } from '../admin/staff-helpers.ts';
import { createUser, type TestAccount } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { inboxOf } from '../helpers/inbox.ts';
import { mutableClock } from '../helpers/clock.ts';
import { createKey, idem } from '../integrations/helpers.ts';
import { startFakePushService } from '../push/fake-push-service.ts';
import { arabicNewOffers, arabicOtherOffers } from '../../src/modules/last-chance-alerts/alert-texts.ts';

const clock = mutableClock('2026-11-24T10:00');
const app: FastifyInstance = await buildTestApp({ clock });
const pushService = await startFakePushService();
const db = app.database.db;
let admin: TestStaff;
let feedAuth: Record<string, string>;
/** Stores of the seeded database, each test its own. */
let stores: string[] = [];
afterAll(async () => {
  await app.close();
  await pushService.close();
});
beforeAll(async () => {
  admin = await createStaff(app, 'admin');
  feedAuth = { authorization: `Bearer ${(await createKey(app, admin)).key}` };
  stores = (await db.selectFrom('stores').select('magasin_code').orderBy('magasin_code').limit(12).execute()).map((r) => r.magasin_code);
});

const at = (tunis: string) => clock.set(parseTunisDateTime(tunis)!);
/** A text without its direction isolates (figures and names in Arabic). */
const plain = (s: string) => s.replace(/[\u2066-\u2069]/g, '');

/** Products with no offer yet at `store` (a new offer is a published one), in one category when asked. */
async function freshProducts(store: string, n: number, category?: number) {
  return db
    .selectFrom('products as p')
    .select(['p.sku', 'p.name', 'p.category_id', 'p.base_price'])
    .where('p.base_price', '>', 3000)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('last_chance as lc').select('lc.sku').whereRef('lc.sku', '=', 'p.sku').where('lc.magasin_code', '=', store),
        ),
      ),
    )
    .$if(category !== undefined, (q) => q.where('p.category_id', '=', category!))
    .orderBy('p.sku')
    .limit(n)
    .execute();
}

/** The chain's system publishes offers at `store` (PATCH: added to what is there). */
async function publish(store: string, products: { sku: string; base_price: number }[], stock = 4) {
  const res = await app.inject({
    method: 'PATCH',
    url: `/api/v1/integrations/stores/${store}/last-chance`,
    headers: { ...feedAuth, 'idempotency-key': idem() },
    payload: { rows: products.map((p) => ({ sku: p.sku, nouveau_pv: Math.round(p.base_price / 2), ancien_pv: p.base_price, stock })) },
  });
  expect(res.statusCode).toBe(200);
}

const putFollows = (user: TestAccount, payload: unknown, lang = 'fr') =>
  app.inject({ method: 'PUT', url: `/api/v1/last-chance/follows?lang=${lang}`, headers: user.headers, payload: payload as object });

const alertsOf = (user: TestAccount) => inboxOf(app, user.id, 'last_chance_alert');

const setStore = (user: TestAccount, store: string) =>
  db
    .insertInto('shopper_stores')
    .values({ user_id: user.id, magasin_code: store, updated_at: clock.now() })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ magasin_code: store }))
    .execute();

/** A shopper following `store` through the API. */
async function follower(store: string, body: Record<string, unknown> = {}) {
  const user = await createUser(app);
  const res = await putFollows(user, { stores: [store], ...body });
  expect(res.statusCode).toBe(200);
  return user;
}

describe('the follows API', () => {
  it('needs a signed-in shopper; the shopper’s store is followed by default, until they save their own', async () => {
    expect((await app.inject('/api/v1/last-chance/follows')).statusCode).toBe(401);
    const user = await createUser(app);
    const none = await app.inject({ url: '/api/v1/last-chance/follows', headers: user.headers });
    expect(none.json<LastChanceFollows>()).toMatchObject({ stores: [], products: [], categories: [], customised: false });
    await setStore(user, stores[0]!);
    const own = await app.inject({ url: '/api/v1/last-chance/follows', headers: user.headers });
    expect(own.json<LastChanceFollows>()).toMatchObject({
      stores: [{ MAGASIN: stores[0] }],
      customised: false,
      daily_max: LAST_CHANCE_ALERTS_DAILY_MAX,
    });
    const [p] = await freshProducts(stores[1]!, 1);
    const saved = await putFollows(user, { stores: [stores[1]], skus: [p!.sku], categories: [] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<LastChanceFollows>()).toMatchObject({
      stores: [{ MAGASIN: stores[1] }],
      products: [{ ARTICLE: p!.sku, name: p!.name }],
      customised: true,
    });
    // Saved, an empty list of stores means no alert (the shopper's store no longer counts).
    const off = await putFollows(user, { stores: [] });
    expect(off.json<LastChanceFollows>()).toMatchObject({ stores: [], products: [], customised: true });
  });

  it('refuses unknown stores, products and categories (404, nothing written), unknown fields and too many', async () => {
    const user = await createUser(app);
    const cases: [unknown, number, string][] = [
      [{ stores: ['NOPE99'] }, 404, 'STORE_NOT_FOUND'],
      [{ stores: [stores[0]], skus: ['NOPE-999999'] }, 404, 'PRODUCT_NOT_FOUND'],
      [{ stores: [stores[0]], categories: [999_999] }, 404, 'CATEGORY_NOT_FOUND'],
      [{ stores: [stores[0]], extra: 1 }, 400, 'VALIDATION_FAILED'],
      [{ stores: stores.slice(0, 6) }, 400, 'VALIDATION_FAILED'],
      [{}, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code] of cases) {
      const res = await putFollows(user, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().code).toBe(code);
    }
    expect(await db.selectFrom('last_chance_follow_settings').select('user_id').where('user_id', '=', user.id).execute()).toEqual([]);
  });

  it('two users: each reads and writes only their own follows', async () => {
    const a = await follower(stores[2]!);
    const b = await createUser(app);
    const bRead = await app.inject({ url: '/api/v1/last-chance/follows', headers: b.headers });
    expect(bRead.json<LastChanceFollows>().stores).toEqual([]);
    await putFollows(b, { stores: [stores[3]] });
    const aRead = await app.inject({ url: '/api/v1/last-chance/follows', headers: a.headers });
    expect(aRead.json<LastChanceFollows>().stores.map((s) => s.MAGASIN)).toEqual([stores[2]]);
  });

  it('gives the names in Arabic with ?lang=ar', async () => {
    const user = await follower(stores[0]!);
    const res = await app.inject({ url: '/api/v1/last-chance/follows?lang=ar', headers: user.headers });
    const ar = await db
      .selectFrom('stores')
      .select(['storename', 'storename_ar'])
      .where('magasin_code', '=', stores[0]!)
      .executeTakeFirstOrThrow();
    expect(res.json<LastChanceFollows>().stores[0]!.storename).toBe(ar.storename_ar || ar.storename);
  });
});

describe('alerts', () => {
  it('the offers published within a minute make ONE message per follower, at the window’s end; another store’s follower gets nothing', async () => {
    at('2026-11-24T10:00:05');
    const store = stores[4]!;
    const fan = await follower(store);
    const byDefault = await createUser(app);
    await setStore(byDefault, store);
    const other = await follower(stores[5]!);
    const offers = await freshProducts(store, 3);
    await publish(store, offers.slice(0, 2));
    at('2026-11-24T10:00:40');
    await publish(store, offers.slice(2));
    await app.services.jobs.runDue();
    expect(await alertsOf(fan)).toEqual([]); // The window is still open.
    at('2026-11-24T10:01:00');
    await app.services.jobs.runDue();
    const [message, ...more] = await alertsOf(fan);
    expect(more).toEqual([]);
    const storename = (await db.selectFrom('stores').select('storename').where('magasin_code', '=', store).executeTakeFirstOrThrow())
      .storename;
    expect(message!.title_fr).toBe(`3 nouvelles offres Dernière chance à ${storename}`);
    expect(plain(message!.title_ar)).toContain('3 عروض جديدة');
    expect(message!.title_ar).toContain('الفرصة الأخيرة');
    expect(message!.body_fr).toMatch(/^Jusqu’à -50\s?% : /);
    expect(message!.link).toBe(`/layout/last-chance/products?magasin=${store}&alerte=1`);
    expect(message!.dedupe_key).toMatch(new RegExp(`^last-chance:${store}:\\d+$`));
    // The shopper's store followed by default is told the same; the other store's follower nothing.
    expect(await alertsOf(byDefault)).toHaveLength(1);
    expect(await alertsOf(other)).toEqual([]);
    // A rerun of the job writes nothing twice.
    await app.services.lastChanceAlerts.tell(store, parseTunisDateTime('2026-11-24T10:01')!);
    expect(await alertsOf(fan)).toHaveLength(1);
    // An offer changed (not new) tells nobody.
    at('2026-11-24T10:05:00');
    await publish(store, offers.slice(0, 1), 2);
    at('2026-11-24T10:06:00');
    await app.services.jobs.runDue();
    expect(await alertsOf(fan)).toHaveLength(1);
  });

  it('one offer: its prices and the stock left; a follower restricted to products or categories hears only of those', async () => {
    at('2026-11-24T11:00:10');
    const store = stores[6]!;
    const [wanted, ...rest] = await freshProducts(store, 4);
    const others = rest.slice(0, 2);
    const unpublished = rest[2]!;
    const categoryOf = others[0]!.category_id;
    const onProducts = await follower(store, { skus: [wanted!.sku] });
    const onCategory = await follower(store, { categories: [categoryOf] });
    const onNothingHere = await follower(store, { skus: [unpublished.sku] });
    await publish(store, [wanted!, ...others], 7);
    at('2026-11-24T11:01:00');
    await app.services.jobs.runDue();
    const [one] = await alertsOf(onProducts);
    expect(one!.title_fr).toMatch(/^Nouvelle offre Dernière chance à /);
    expect(one!.body_fr).toContain(`${wanted!.name} : `);
    expect(one!.body_fr).toContain('plus que 7 en stock');
    expect(plain(one!.body_ar)).toContain('الكمية المتبقية: 7');
    // The discount as the glossary says it (« تخفيض 43% »), never a minus sign in Arabic.
    expect(plain(one!.body_ar)).toMatch(/\(تخفيض \d+%\)/);
    expect(plain(one!.body_ar)).not.toMatch(/-\d+%/);
    expect(one!.payload).toMatchObject({ magasin: store, skus: [wanted!.sku] });
    const [cat] = await alertsOf(onCategory);
    const inCategory = [wanted!, ...others].filter((o) => o.category_id === categoryOf).map((o) => o.sku);
    expect((cat!.payload as { skus: string[] }).skus.sort()).toEqual(inCategory.sort());
    expect(await alertsOf(onNothingHere)).toEqual([]);
  });

  it(`at most ${LAST_CHANCE_ALERTS_DAILY_MAX} alert messages a day; the next day counts again`, async () => {
    const store = stores[8]!;
    const fan = await follower(store);
    const offers = await freshProducts(store, LAST_CHANCE_ALERTS_DAILY_MAX + 2);
    for (let i = 0; i <= LAST_CHANCE_ALERTS_DAILY_MAX; i++) {
      at(`2026-11-25T1${i}:00:00`);
      await publish(store, [offers[i]!]);
      at(`2026-11-25T1${i}:01:00`);
      await app.services.jobs.runDue();
    }
    expect(await alertsOf(fan)).toHaveLength(LAST_CHANCE_ALERTS_DAILY_MAX);
    at('2026-11-26T09:00:00');
    await publish(store, [offers.at(-1)!]);
    at('2026-11-26T09:01:00');
    await app.services.jobs.runDue();
    expect(await alertsOf(fan)).toHaveLength(LAST_CHANCE_ALERTS_DAILY_MAX + 1);
  });

  it('quiet hours: published at 23:00 the inbox has it within a minute, the push waits for 08:00; the promos switch off tells nothing', async () => {
    const store = stores[9]!;
    const fan = await follower(store);
    const sub = pushService.subscriber();
    const put = await app.inject({
      method: 'PUT',
      url: '/api/v1/push/subscription',
      headers: fan.headers,
      payload: { device_id: crypto.randomUUID().replaceAll('-', ''), endpoint: sub.endpoint, keys: sub.keys, lang: 'ar' },
    });
    expect(put.statusCode).toBe(200);
    const muted = await follower(store);
    await db
      .insertInto('notification_settings')
      .values({ user_id: muted.id, notify_promos: 0 } as never)
      .execute();
    at('2026-11-27T23:00:00');
    await publish(store, await freshProducts(store, 2));
    at('2026-11-27T23:01:00');
    await app.services.jobs.runDue();
    expect(await alertsOf(fan)).toHaveLength(1);
    expect(pushService.to(sub.path)).toHaveLength(0);
    expect(await alertsOf(muted)).toEqual([]);
    at('2026-11-28T08:00:00');
    await app.services.jobs.runDue();
    const pushes = pushService.to(sub.path);
    expect(pushes).toHaveLength(1);
    const payload = sub.decrypt(pushes[0]!.body);
    expect(payload).toMatchObject({ link: `/layout/last-chance/products?magasin=${store}&alerte=1` });
    expect(plain(String(payload.title))).toContain('عرضان جديدان');
  });
});

describe('what the alerts sold (back office)', () => {
  it('counts followers per store, the alerts, the alerted shoppers who bought an alerted product there within 48 h, and the amount', async () => {
    const store = stores[10]!;
    at('2026-11-29T10:00:00');
    const buyer = await follower(store);
    const late = await follower(store);
    const elsewhere = await follower(store);
    const [offer, notAlerted] = await freshProducts(store, 2);
    await publish(store, [offer!]);
    at('2026-11-29T10:01:00');
    await app.services.jobs.runDue();
    let till = 0;
    const receipt = async (user: TestAccount, magasin: string, when: string, lines: { sku: string; total: number }[]) => {
      const total = lines.reduce((s, l) => s + l.total, 0);
      const row = await db
        .insertInto('receipts')
        .values({
          magasin_code: magasin,
          till_receipt_id: `lc-alerts-${process.pid}-${++till}-${crypto.randomUUID().slice(0, 8)}`,
          user_id: user.id,
          kind: 'sale',
          purchased_at: parseTunisDateTime(when)!,
          total,
          paid: total,
          payment: 'cash',
          attach_code: String(crypto.randomInt(1e11, 1e12 - 1)),
          request_hash: 'x',
          answer: '{}',
          created_at: parseTunisDateTime(when)!,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('receipt_lines')
        .values(
          lines.map((l, i) => ({
            receipt_id: Number(row.id),
            line_no: i + 1,
            sku: l.sku,
            name: 'x',
            quantity: 1,
            unit_price: l.total,
            discount: 0,
            total: l.total,
          })),
        )
        .execute();
    };
    await receipt(buyer, store, '2026-11-29T18:00', [
      { sku: offer!.sku, total: 2500 },
      { sku: notAlerted!.sku, total: 9000 },
    ]);
    await receipt(buyer, store, '2026-11-30T09:00', [{ sku: offer!.sku, total: 1500 }]);
    await receipt(late, store, '2026-12-01T11:00', [{ sku: offer!.sku, total: 2500 }]); // past 48 h
    await receipt(elsewhere, stores[11]!, '2026-11-29T12:00', [{ sku: offer!.sku, total: 2500 }]); // another store
    // Staff sessions of now (the clock moved days since beforeAll).
    const chief = await createStaff(app, 'admin');
    const manager = await createStaff(app, 'store_manager', [store]);
    const query = '/api/v1/admin/last-chance-alerts?from=2026-11-29&to=2026-11-29';
    const res = await app.inject({ url: query, headers: chief.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json<AdminLastChanceAlerts>();
    expect(body.stores.find((s) => s.MAGASIN === store)).toMatchObject({ followers: 3, alerts: 3, buyers: 1, sold: 4000 });
    // A store manager sees their own stores only; a shopper's token is no staff session.
    const mine = await app.inject({ url: query, headers: manager.headers });
    expect(mine.json<AdminLastChanceAlerts>().stores.map((s) => s.MAGASIN)).toEqual([store]);
    expect((await app.inject({ url: query, headers: buyer.headers })).statusCode).toBe(401);
    const support = await createStaff(app, 'support');
    expect((await app.inject({ url: query, headers: support.headers })).statusCode).toBe(403);
  });
});

describe('texts', () => {
  it('Arabic plural forms of the count', () => {
    expect([1, 2, 3, 10, 11, 99, 100, 102].map((n) => plain(arabicNewOffers(n)))).toEqual([
      'عرض جديد',
      'عرضان جديدان',
      '3 عروض جديدة',
      '10 عروض جديدة',
      '11 عرضًا جديدًا',
      '99 عرضًا جديدًا',
      '100 عرض جديد',
      '102 عرض جديد',
    ]);
    expect([1, 2, 5, 12].map((n) => plain(arabicOtherOffers(n)))).toEqual(['عرض آخر', 'عرضان آخران', '5 عروض أخرى', '12 عرضًا آخر']);
  });
});
