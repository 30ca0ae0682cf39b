/**
 * Every writer of prices appends to the price log in its own transaction, and the price history
 * shows it (docs/products.md#price-history): the products feed, the last-chance feed, the back
 * office's product price, promo day and catalogue price. Products of the file's own where it can; what
 * it changes of the seeded data it puts back (a PostgreSQL test database is shared by the worker's files).
 */
import type { AdminCatalogueProduct, AdminPromoCalendar, PriceHistory } from '@qadhya/contracts';
import { parseTunisDateTime } from '@qadhya/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, type TestStaff } from '../admin/staff-helpers.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { createKey, idem } from '../integrations/helpers.ts';

const app: FastifyInstance = await buildTestApp();
const db = app.database.db;
const NOW = parseTunisDateTime('2026-11-24T13:30')!;
const TODAY = '2026-11-24';
const tag = String((Date.now() + 500_000) % 1_000_000).padStart(6, '0');
const SKU = `PW${tag}`;
let productId: number;
let store: string;
let admin: TestStaff;
let feedAuth: Record<string, string>;

const logOf = (sku: string) =>
  db.selectFrom('price_log').select(['kind', 'magasin_code', 'price', 'at', 'source']).where('sku', '=', sku).orderBy('id').execute();
const history = async (sku: string, query = ''): Promise<PriceHistory> => {
  const res = await app.inject(`/api/v1/products/sku/${sku}/price-history${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PriceHistory>();
};
const feed = (method: 'PATCH' | 'PUT', url: string, payload: object) =>
  app.inject({ method, url: `/api/v1/integrations${url}`, headers: { ...feedAuth, 'idempotency-key': idem() }, payload });
const asAdmin = (method: 'PATCH' | 'PUT' | 'GET', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/admin${url}`, headers: admin.headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  const top = await sql<{ id: number }>`select coalesce(max(id), 0)::int + 1 as id from products`.execute(db);
  productId = top.rows[0]!.id + 500 + Number(tag.slice(-3));
  await db
    .insertInto('products')
    .values({
      id: productId,
      sku: SKU,
      ean: `28${tag}00003`,
      name: `Produit du journal ${SKU}`,
      description: '',
      short_description: '',
      marque: null,
      size: null,
      category_id: 516,
      base_price: 10_000,
      price: 10_000,
      old_price: 10_000,
      new_price: 10_000,
      plus: null,
      pack: 'box',
      source: 'admin',
    })
    .execute();
  store = (await db.selectFrom('stores').select('magasin_code').orderBy('magasin_code').limit(1).executeTakeFirstOrThrow()).magasin_code;
  admin = await createStaff(app, 'admin');
  feedAuth = { authorization: `Bearer ${(await createKey(app, admin)).key}` };
});

afterAll(async () => {
  await db.deleteFrom('price_log').where('sku', '=', SKU).execute();
  await db.deleteFrom('last_chance').where('sku', '=', SKU).execute();
  await db.deleteFrom('promos').where('product_id', '=', productId).execute();
  await db.deleteFrom('products').where('sku', '=', SKU).execute();
  await app.close();
});

describe('the feeds', () => {
  it('a new base price from the products feed: a regular row, and the history shows it', async () => {
    const res = await feed('PATCH', '/products', { rows: [{ sku: SKU, base_price: 10_500 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await logOf(SKU)).toEqual([{ kind: 'regular', magasin_code: null, price: 10_500, at: NOW, source: 'feed' }]);
    await expect.poll(async () => (await history(SKU)).now).toEqual({ price: 10_500, kind: 'regular' });
    // A selling price below it is a promo; the same prices again append nothing.
    expect((await feed('PATCH', '/products', { rows: [{ sku: SKU, base_price: 10_500, price: 9_000 }] })).statusCode).toBe(200);
    expect((await feed('PATCH', '/products', { rows: [{ sku: SKU, base_price: 10_500, price: 9_000 }] })).statusCode).toBe(200);
    expect((await logOf(SKU)).slice(1)).toEqual([{ kind: 'promo', magasin_code: null, price: 9_000, at: NOW, source: 'feed' }]);
    await expect.poll(async () => (await history(SKU)).now).toEqual({ price: 9_000, kind: 'promo' });
    // A name alone is no price change.
    expect((await feed('PATCH', '/products', { rows: [{ sku: SKU, name: 'Autre nom' }] })).statusCode).toBe(200);
    expect(await logOf(SKU)).toHaveLength(2);
  });

  it('a last-chance offer added, then ended, at a store', async () => {
    const add = await feed('PATCH', `/stores/${store}/last-chance`, {
      rows: [{ sku: SKU, nouveau_pv: 6_000, ancien_pv: 10_500, stock: 4 }],
    });
    expect(add.statusCode, add.body).toBe(200);
    expect((await logOf(SKU)).at(-1)).toEqual({ kind: 'last_chance', magasin_code: store, price: 6_000, at: NOW, source: 'feed' });
    await expect.poll(async () => (await history(SKU, `?magasin=${store}`)).now).toEqual({ price: 6_000, kind: 'last_chance' });
    expect((await history(SKU)).now).toEqual({ price: 9_000, kind: 'promo' });
    const end = await feed('PATCH', `/stores/${store}/last-chance`, { rows: [{ sku: SKU, remove: true }] });
    expect(end.statusCode, end.body).toBe(200);
    expect((await logOf(SKU)).at(-1)).toEqual({ kind: 'last_chance', magasin_code: store, price: null, at: NOW, source: 'feed' });
    await expect.poll(async () => (await history(SKU, `?magasin=${store}`)).now).toEqual({ price: 9_000, kind: 'promo' });
  });
});

describe('the back office', () => {
  it('a new base price: a regular row (the running discount stays below it)', async () => {
    const res = await asAdmin('PATCH', `/products/${SKU}`, { base_price: 11_000 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await logOf(SKU)).at(-1)).toEqual({ kind: 'regular', magasin_code: null, price: 11_000, at: NOW, source: 'admin' });
    await expect.poll(async () => (await history(SKU)).points.at(-1)).toMatchObject({ regular: 11_000, promo: 9_000 });
  });

  it('today’s promos replaced: the product’s promo from now, then withdrawn; the day’s other promos untouched', async () => {
    const calendar = (await asAdmin('GET', `/promos?month=${TODAY.slice(0, 7)}`)).json<AdminPromoCalendar>();
    const day = calendar.days.find((d) => d.date === TODAY)!;
    const others = day.items.map((i) => ({
      sku: i.sku,
      price: i.price,
      note_fr: i.note_fr,
      note_ar: i.note_ar,
      super_friday: i.super_friday,
    }));
    const withMine = await asAdmin('PUT', `/promos/${TODAY}`, { items: [...others, { sku: SKU, price: 7_700 }] });
    expect(withMine.statusCode, withMine.body).toBe(200);
    const rows = await logOf(SKU);
    expect(rows.at(-2)).toEqual({ kind: 'promo', magasin_code: null, price: 7_700, at: NOW, source: 'admin' });
    // Tomorrow the day's promo is over: back to the running discount.
    expect(rows.at(-1)).toEqual({
      kind: 'promo',
      magasin_code: null,
      price: 9_000,
      at: parseTunisDateTime('2026-11-25')!,
      source: 'admin',
    });
    await expect.poll(async () => (await history(SKU)).now).toEqual({ price: 7_700, kind: 'promo' });
    const back = await asAdmin('PUT', `/promos/${TODAY}`, { items: others });
    expect(back.statusCode, back.body).toBe(200);
    expect((await logOf(SKU)).at(-1)).toEqual({ kind: 'promo', magasin_code: null, price: 9_000, at: NOW, source: 'admin' });
    await expect.poll(async () => (await history(SKU)).now).toEqual({ price: 9_000, kind: 'promo' });
  });

  it('a published catalogue’s price: its product’s promo follows', async () => {
    const row = await sql<{ id: number; sku: string; price: number; old_price: number }>`
      select k.id, p.sku, cp.price, cp.old_price from catalogue_products cp
      join catalogues k on k.id = cp.catalogue_id join products p on p.id = cp.product_id
      where k.published_at is not null and k.oc_debut <= ${TODAY}::date and k.oc_fin >= ${TODAY}::date and cp.price > 200
      order by p.sku limit 1`.execute(db);
    const zone = row.rows[0]!;
    const lower = zone.price - 100;
    const res = await asAdmin('PATCH', `/catalogues/${zone.id}/products/${zone.sku}`, { price: lower });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminCatalogueProduct>().price).toBe(lower);
    // The last row written for now (a row ahead may follow: the day after the catalogue's end).
    const nowRow = async () => (await logOf(zone.sku)).filter((r) => r.kind === 'promo' && r.at.getTime() === NOW.getTime()).at(-1);
    try {
      expect(await nowRow()).toEqual({ kind: 'promo', magasin_code: null, price: lower, at: NOW, source: 'admin' });
      await expect.poll(async () => (await history(zone.sku)).now.price).toBe(lower);
    } finally {
      await asAdmin('PATCH', `/catalogues/${zone.id}/products/${zone.sku}`, { price: zone.price });
    }
    expect((await nowRow())!.price).not.toBe(lower);
  });
});
