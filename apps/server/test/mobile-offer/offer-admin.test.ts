/**
 * The mobile offer's products in the back office and from the chain's feed
 * (docs/mobile-offer.md#back-office-products): staff add, edit and archive lines, each audited; the
 * chain's systems upsert them by sku with an API key and an Idempotency-Key; shoppers see each change.
 */
import type { AdminOfferProduct, AdminOfferProductPage, FeedResult, RowsRejected } from '@qadhya/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, type TestStaff } from '../admin/staff-helpers.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { createKey, idem } from '../integrations/helpers.ts';

let app: FastifyInstance;
let admin: TestStaff;
let marketing: TestStaff;
let support: TestStaff;
/**
 * The lines made here are recharge cards at the end of the list: on a PostgreSQL test database shared
 * with products.test.ts, the offer keeps its SIM cards, phones, recharge cards order.
 */
const LAST = 90_000;
/** Catalogue products that are not in the offer yet, nor on last chance. */
let free: { sku: string; name: string }[];

beforeAll(async () => {
  // Versions read before every answer: a write is seen at once (in production within CACHE_VERSION_CHECK_MS).
  app = await buildTestApp({ env: { CACHE_VERSION_CHECK_MS: '0' } });
  admin = await createStaff(app, 'admin');
  marketing = await createStaff(app, 'marketing');
  support = await createStaff(app, 'support');
  free = await app.database.db
    .selectFrom('products as p')
    .leftJoin('mobile_offer_products as m', 'm.product_id', 'p.id')
    .select(['p.sku', 'p.name'])
    .where('m.product_id', 'is', null)
    // Not on last chance: a matched entry's price would show instead of the line's (docs/mobile-offer.md#products-api).
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('last_chance as lc').select('lc.sku').whereRef('lc.sku', '=', 'p.sku'))))
    .orderBy('p.sku', 'desc')
    .limit(4)
    .execute();
});
afterAll(async () => {
  await app.close();
});

type ShopperItem = { sku: string; name: string; price: number; old_price: number; kind: string };
const shopperList = async (lang: 'fr' | 'ar' = 'fr') => {
  const res = await app.inject({ url: `/api/v1/mobile-offer/products?pageSize=100&lang=${lang}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: ShopperItem[] }).items;
};
const shopperItem = async (sku: string, lang: 'fr' | 'ar' = 'fr') => (await shopperList(lang)).find((i) => i.sku === sku);
const admin$ = (staff: TestStaff, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/admin/mobile-offer/products${url}`, headers: staff.headers, ...(payload ? { payload } : {}) });
const auditOf = (sku: string) =>
  app.database.db
    .selectFrom('audit_log')
    .select(['action', 'staff_id', 'before', 'after'])
    .where('entity', '=', 'mobile_offer_product')
    .where('entity_id', '=', sku)
    .orderBy('id')
    .execute();

describe('back office: the offer’s products', () => {
  it('marketing adds a catalogue product; shoppers see its own names (French and Arabic) and price; audited', async () => {
    const sku = free[0]!.sku;
    const res = await admin$(marketing, 'POST', '', {
      sku,
      kind: 'recharge',
      name: 'Recharge Qadhya 50 DT',
      name_ar: 'تعبئة قضية 50 دينار',
      price: 499_900,
      position: LAST,
    });
    expect(res.statusCode, res.body).toBe(201);
    const line = res.json<AdminOfferProduct>();
    expect(line).toMatchObject({ sku, kind: 'recharge', name: 'Recharge Qadhya 50 DT', price: 499_900, position: LAST, archived: false });
    expect(line.product_name).toBe(free[0]!.name);
    expect(await shopperItem(sku)).toMatchObject({ name: 'Recharge Qadhya 50 DT', price: 499_900, old_price: 499_900, kind: 'recharge' });
    expect((await shopperItem(sku, 'ar'))?.name).toBe('تعبئة قضية 50 دينار');
    const audit = await auditOf(sku);
    expect(audit.map((a) => a.action)).toEqual(['mobile_offer_product.create']);
    expect(audit[0]!.staff_id).toBe(marketing.id);

    const again = await admin$(admin, 'POST', '', { sku, kind: 'sim', name: 'Autre', price: 1_000 });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('MOBILE_OFFER_PRODUCT_EXISTS');
    const unknown = await admin$(admin, 'POST', '', { sku: 'NOPE-404', kind: 'sim', name: 'Rien', price: 1_000 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe('PRODUCT_NOT_FOUND');
  });

  it('an edit changes what shoppers see at once, audited with before and after; an empty Arabic shows the French', async () => {
    const sku = free[0]!.sku;
    await shopperList(); // the answer is cached now
    const res = await admin$(admin, 'PATCH', `/${sku}`, { price: 449_900, name_ar: '', position: LAST + 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminOfferProduct>()).toMatchObject({ price: 449_900, name_ar: '', position: LAST + 2 });
    expect((await shopperItem(sku))?.price).toBe(449_900);
    expect((await shopperItem(sku, 'ar'))?.name).toBe('Recharge Qadhya 50 DT');
    const last = (await auditOf(sku)).at(-1)!;
    expect(last.action).toBe('mobile_offer_product.update');
    expect(last.before).toMatchObject({ price: 499_900, name_ar: 'تعبئة قضية 50 دينار' });
    expect(last.after).toMatchObject({ price: 449_900, name_ar: '' });
    const missing = await admin$(admin, 'PATCH', '/NOPE-404', { price: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('MOBILE_OFFER_PRODUCT_NOT_FOUND');
    const bad = await admin$(admin, 'PATCH', `/${sku}`, { price: 12.5 });
    expect(bad.statusCode).toBe(400);
  });

  it('an archived line leaves the shoppers’ list and the live list, shows under archived, and comes back', async () => {
    const sku = free[0]!.sku;
    const archived = await admin$(admin, 'POST', `/${sku}/archive`, { archived: true });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json<AdminOfferProduct>().archived).toBe(true);
    expect(await shopperItem(sku)).toBeUndefined();
    const live = (await admin$(admin, 'GET', '?pageSize=100')).json<AdminOfferProductPage>();
    expect(live.items.some((i) => i.sku === sku)).toBe(false);
    const gone = (await admin$(admin, 'GET', '?pageSize=100&archived=true&kind=recharge')).json<AdminOfferProductPage>();
    expect(gone.items.map((i) => i.sku)).toContain(sku);
    // Again: the same answer, no second audit line.
    const before = (await auditOf(sku)).length;
    expect((await admin$(admin, 'POST', `/${sku}/archive`, { archived: true })).json<AdminOfferProduct>().archived_at).toBe(
      archived.json<AdminOfferProduct>().archived_at,
    );
    expect((await auditOf(sku)).length).toBe(before);
    const back = await admin$(admin, 'POST', `/${sku}/archive`, { archived: false });
    expect(back.json<AdminOfferProduct>().archived).toBe(false);
    expect(await shopperItem(sku)).toBeDefined();
    expect((await auditOf(sku)).map((a) => a.action).slice(-2)).toEqual(['mobile_offer_product.archive', 'mobile_offer_product.restore']);
  });

  it('is for admin and marketing only: support is refused, a shopper or no token too', async () => {
    const sku = free[0]!.sku;
    expect((await admin$(support, 'GET', '')).statusCode).toBe(403);
    expect((await admin$(support, 'PATCH', `/${sku}`, { price: 1_000 })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/v1/admin/mobile-offer/products' })).statusCode).toBe(401);
    expect((await shopperItem(sku))?.price).toBe(449_900);
  });
});

describe('the chain’s feed: PATCH /integrations/mobile-offer/products', () => {
  let auth: Record<string, string>;
  beforeAll(async () => {
    auth = { authorization: `Bearer ${(await createKey(app, admin, ['products:write'])).key}` };
  });
  const feed = (payload: object, key = idem(), headers = auth) =>
    app.inject({
      method: 'PATCH',
      url: '/api/v1/integrations/mobile-offer/products',
      headers: { ...headers, 'idempotency-key': key },
      payload,
    });

  it('inserts a new line and replaces an existing one by sku, once per Idempotency-Key; shoppers see both', async () => {
    const [edited, added] = [free[0]!.sku, free[1]!.sku];
    const body = {
      rows: [
        { sku: edited, kind: 'recharge', name: 'Recharge Qadhya 50 DT (ERP)', price: 399_000 },
        { sku: added, kind: 'recharge', name: 'Recharge 20 DT', name_ar: 'تعبئة 20 دينار', price: 20_000, position: LAST + 9 },
      ],
    };
    const key = idem();
    const res = await feed(body, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<FeedResult>()).toEqual({ applied: true, rows: 2, written: 2, removed: 0 });
    expect(await shopperItem(edited)).toMatchObject({ name: 'Recharge Qadhya 50 DT (ERP)', price: 399_000 });
    expect(await shopperItem(added, 'ar')).toMatchObject({ name: 'تعبئة 20 دينار', price: 20_000, kind: 'recharge' });
    // name_ar and position left out are kept (the edit above emptied the Arabic and set the order to LAST + 2).
    const line = (await admin$(admin, 'GET', `/${edited}`)).json<AdminOfferProduct>();
    expect(line).toMatchObject({ name_ar: '', position: LAST + 2 });
    // The same request again: replayed, nothing written again.
    const replay = await feed(body, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(res.json());
    const feedAudits = await app.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'mobile_offer_product.feed')
      .where((eb) => eb('after', '@>', JSON.stringify({ idempotency_key: key }) as never))
      .execute();
    expect(feedAudits).toHaveLength(1);
    // Sent again with a new key, an equal line is not rewritten.
    expect((await feed(body)).json<FeedResult>().written).toBe(0);
  });

  it('archived: true takes a line off the shoppers’ list; a line sent again without it brings it back', async () => {
    const sku = free[1]!.sku;
    expect((await feed({ rows: [{ sku, kind: 'recharge', name: 'Recharge 20 DT', price: 20_000, archived: true }] })).statusCode).toBe(200);
    expect(await shopperItem(sku)).toBeUndefined();
    expect((await feed({ rows: [{ sku, kind: 'recharge', name: 'Recharge 20 DT', price: 19_000 }] })).statusCode).toBe(200);
    expect((await shopperItem(sku))?.price).toBe(19_000);
  });

  it('refuses the whole request when a row’s sku is unknown or repeated, writing nothing', async () => {
    const sku = free[2]!.sku;
    const res = await feed({
      rows: [
        { sku, kind: 'sim', name: 'SIM', price: 5_000 },
        { sku: 'NOPE-404', kind: 'sim', name: 'SIM', price: 5_000 },
        { sku, kind: 'sim', name: 'SIM 2', price: 5_000 },
      ],
    });
    expect(res.statusCode).toBe(422);
    const body = res.json<RowsRejected>();
    expect(body.code).toBe('ROWS_INVALID');
    expect(body.errors.map((e) => [e.index, e.code])).toEqual([
      [1, 'SKU_UNKNOWN'],
      [2, 'SKU_DUPLICATE'],
    ]);
    expect(await shopperItem(sku)).toBeUndefined();
    const shape = await feed({ rows: [{ sku, kind: 'tablet', name: 'X', price: 5_000 }] });
    expect(shape.statusCode).toBe(400);
  });

  it('needs a key with products:write, not bound to stores, and an Idempotency-Key', async () => {
    const row = { rows: [{ sku: free[3]!.sku, kind: 'sim', name: 'SIM', price: 5_000 }] };
    expect((await feed(row, idem(), {})).statusCode).toBe(401);
    const stockOnly = (await createKey(app, admin, ['stock:write'])).key;
    expect((await feed(row, idem(), { authorization: `Bearer ${stockOnly}` })).json().code).toBe('API_KEY_SCOPE_MISSING');
    const store = (await app.database.db.selectFrom('stores').select('magasin_code').limit(1).executeTakeFirstOrThrow()).magasin_code;
    const bound = (await createKey(app, admin, ['products:write'], [store])).key;
    expect((await feed(row, idem(), { authorization: `Bearer ${bound}` })).json().code).toBe('API_KEY_STORE_FORBIDDEN');
    const noKey = await app.inject({ method: 'PATCH', url: '/api/v1/integrations/mobile-offer/products', headers: auth, payload: row });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect(await shopperItem(free[3]!.sku)).toBeUndefined();
  });
});
