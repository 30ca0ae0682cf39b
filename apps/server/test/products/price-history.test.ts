/**
 * GET /products/sku/:sku/price-history (docs/products.md#price-history): the repository's reads of
 * the price log, the recorder that keeps it in line with the tables, and the route (200, 404s, 400s,
 * ETag), on PGlite and on PostgreSQL. A product of the file's own keeps the seeded data untouched.
 */
import type { ApiError, PriceHistory } from '@qadhya/contracts';
import { addDays, parseTunisDateTime } from '@qadhya/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPriceHistoryRepository } from '../../src/modules/price-history/price-history.repository.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import type { Doc } from '../api/support/json-schema.ts';

const app: FastifyInstance = await buildTestApp();
const db = app.database.db;
const repo = createPriceHistoryRepository(db);
const at = (text: string) => parseTunisDateTime(text)!;
const tag = String(Date.now() % 1_000_000).padStart(6, '0');
/** Products of this file alone, made and removed by it. */
const SKU = `PH${tag}A`;
const BARE = `PH${tag}B`;
let productId: number;
let store: string;
let otherStore: string;

async function makeProduct(sku: string, id: number, ean: string) {
  await db
    .insertInto('products')
    .values({
      id,
      sku,
      ean,
      name: `Produit historique ${sku}`,
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
}

const log = (rows: { kind: 'regular' | 'promo' | 'last_chance'; price: number | null; at: string; magasin?: string }[], sku = SKU) =>
  db
    .insertInto('price_log')
    .values(
      rows.map((r) => ({ sku, kind: r.kind, price: r.price, at: at(r.at), magasin_code: r.magasin ?? null, source: 'admin' as const })),
    )
    .execute();

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url: `/api/v1${url}`, headers });
const history = async (sku: string, query = ''): Promise<PriceHistory> => {
  const res = await get(`/products/sku/${sku}/price-history${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PriceHistory>();
};

beforeAll(async () => {
  const top = await sql<{ id: number }>`select coalesce(max(id), 0)::int + 1 as id from products`.execute(db);
  productId = top.rows[0]!.id + Number(tag.slice(-3));
  await makeProduct(SKU, productId, `29${tag}00001`);
  await makeProduct(BARE, productId + 1, `29${tag}00002`);
  const stores = await db.selectFrom('stores').select('magasin_code').orderBy('magasin_code').limit(2).execute();
  [store, otherStore] = stores.map((s) => s.magasin_code) as [string, string];
  await log([
    { kind: 'regular', price: 9_000, at: '2020-01-01' },
    { kind: 'regular', price: 9_500, at: '2021-06-01' },
    { kind: 'regular', price: 10_000, at: '2026-03-04T08:00' },
    { kind: 'promo', price: 7_000, at: '2026-10-25' },
    { kind: 'promo', price: null, at: '2026-10-29' },
    { kind: 'last_chance', price: 6_000, at: '2026-11-20T10:00', magasin: store },
    { kind: 'last_chance', price: 5_000, at: '2026-11-21', magasin: otherStore },
    // Ahead of the clock (2026-11-24 13:30): not in force yet.
    { kind: 'promo', price: 4_000, at: '2026-11-27' },
  ]);
});

afterAll(async () => {
  for (const sku of [SKU, BARE]) {
    await db.deleteFrom('price_log').where('sku', '=', sku).execute();
    await db.deleteFrom('last_chance').where('sku', '=', sku).execute();
  }
  await db
    .deleteFrom('promos')
    .where('product_id', 'in', [productId, productId + 1])
    .execute();
  await db.deleteFrom('products').where('sku', 'in', [SKU, BARE]).execute();
  await app.close();
});

describe('the repository', () => {
  it('reads the sku’s rows from a date, and the last row before it of each kind and store', async () => {
    const events = await repo.events(SKU, store, at('2024-10-24'));
    expect(events.map((e) => [e.kind, e.magasin_code, e.price])).toEqual([
      ['regular', null, 9_500], // the last before: 9,000 of 2020 is not read
      ['regular', null, 10_000],
      ['promo', null, 7_000],
      ['promo', null, null],
      ['last_chance', store, 6_000],
      ['promo', null, 4_000],
    ]);
    expect(events.map((e) => e.id)).toEqual([1, 2, 3, 4, 5, 6]);
    // Chain-wide only: no store's rows.
    expect((await repo.events(SKU, null, at('2024-10-24'))).some((e) => e.magasin_code !== null)).toBe(false);
  });
});

describe('GET /products/sku/:sku/price-history', () => {
  it('is in the OpenAPI document, public, under products', () => {
    const doc = app.swagger() as Doc & {
      paths: Record<string, Record<string, { operationId?: string; tags?: string[]; security?: unknown }>>;
    };
    const op = doc.paths['/api/v1/products/sku/{sku}/price-history']?.get;
    expect(op?.operationId).toBe('getProductPriceHistory');
    expect(op?.tags).toEqual(['products']);
    expect(op?.security).toBeUndefined();
  });

  it('chain-wide: the regular price, the promos, nothing of the stores', async () => {
    const h = await history(SKU);
    expect(h).toMatchObject({ sku: SKU, magasin_code: null, from: '2025-11-24', to: '2026-11-24' });
    expect(h.points).toHaveLength(53);
    expect(h.points[0]).toEqual({ date: '2025-11-24', regular: 9_500, promo: null, last_chance: null });
    expect(h.points.find((p) => p.date === '2026-03-02')!.regular).toBe(10_000);
    expect(h.points.find((p) => p.date === '2026-10-19')!.promo).toBe(7_000);
    expect(h.points.find((p) => p.date === '2026-10-26')!.promo).toBe(7_000);
    expect(h.points.every((p) => p.last_chance === null)).toBe(true);
    expect(h.points.at(-1)).toEqual({ date: '2026-11-23', regular: 10_000, promo: null, last_chance: null });
    expect(h.now).toEqual({ price: 10_000, kind: 'regular' });
    expect(h.lowest_30_days).toBeNull();
    expect(h.lowest_since_months).toBeNull();
  });

  it('at a store: its last-chance offer, the 30 days before it, lowest since 24 months', async () => {
    const h = await history(SKU, `?magasin=${store}`);
    expect(h.magasin_code).toBe(store);
    // From Friday 2026-11-20: that week and this one.
    expect(h.points.map((p) => p.last_chance).slice(-3)).toEqual([null, 6_000, 6_000]);
    expect(h.now).toEqual({ price: 6_000, kind: 'last_chance' });
    expect(h.lowest_30_days).toBe(7_000);
    expect(h.lowest_since_months).toBe(24);
    expect((await history(SKU, `?magasin=${otherStore}`)).now).toEqual({ price: 5_000, kind: 'last_chance' });
  });

  it('a product the log knows nothing of: a flat line of today’s prices', async () => {
    const h = await history(BARE, `?magasin=${store}`);
    expect(h.points).toHaveLength(53);
    expect(h.points.every((p) => p.regular === 10_000 && p.promo === null && p.last_chance === null)).toBe(true);
    expect(h.now).toEqual({ price: 10_000, kind: 'regular' });
  });

  it('is cached with an ETag: 304 when it has not changed', async () => {
    const first = await get(`/products/sku/${SKU}/price-history`);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = String(first.headers.etag);
    expect(etag).toBeTruthy();
    expect((await get(`/products/sku/${SKU}/price-history`, { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('404 PRODUCT_NOT_FOUND for an unknown sku, 404 STORE_NOT_FOUND for an unknown store', async () => {
    const noProduct = await get('/products/sku/NOPE999999/price-history');
    expect(noProduct.statusCode).toBe(404);
    expect(noProduct.json<ApiError>().code).toBe('PRODUCT_NOT_FOUND');
    const noStore = await get(`/products/sku/${SKU}/price-history?magasin=ZZ9999`);
    expect(noStore.statusCode).toBe(404);
    expect(noStore.json<ApiError>().code).toBe('STORE_NOT_FOUND');
  });

  it('400 VALIDATION_FAILED with the JSON error for a bad sku or store code', async () => {
    for (const url of [
      `/products/sku/${encodeURIComponent('bad sku!')}/price-history`,
      `/products/sku/${'A'.repeat(41)}/price-history`,
      `/products/sku/${SKU}/price-history?magasin=${encodeURIComponent('no such/store')}`,
      `/products/sku/${SKU}/price-history?magasin=${'S'.repeat(21)}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(String(res.headers['content-type'])).toContain('application/json');
      expect(res.json<ApiError>()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    }
  });
});

describe('the recorder', () => {
  const record = () => app.services.priceHistory.record(db, [BARE], 'admin');
  const rows = () =>
    db.selectFrom('price_log').select(['kind', 'magasin_code', 'price', 'at', 'source']).where('sku', '=', BARE).orderBy('id').execute();
  const now = at('2026-11-24T13:30');
  const tomorrow = at(addDays('2026-11-24', 1));
  const dayAfter = at(addDays('2026-11-24', 2));

  it('writes what the tables say from now on, dated promos on their days, and nothing twice', async () => {
    await db
      .insertInto('promos')
      .values({
        product_id: productId + 1,
        promo_date: '2026-11-25',
        promo_key: 'super_mercredi',
        price: 7_500,
        old_price: 10_000,
        remise: 25,
        plus: null,
      })
      .execute();
    await db
      .insertInto('last_chance')
      .values({
        sku: BARE,
        magasin_code: store,
        nouveau_pv: 6_500,
        ancien_pv: 10_000,
        remise: 35,
        stock: 3,
        desc_article: 'x',
        category_id: 516,
      })
      .execute();
    expect(await record()).toBe(4);
    expect(await rows()).toEqual([
      { kind: 'regular', magasin_code: null, price: 10_000, at: now, source: 'admin' },
      { kind: 'promo', magasin_code: null, price: 7_500, at: tomorrow, source: 'admin' },
      { kind: 'promo', magasin_code: null, price: null, at: dayAfter, source: 'admin' },
      { kind: 'last_chance', magasin_code: store, price: 6_500, at: now, source: 'admin' },
    ]);
    expect(await record()).toBe(0);
    // The answer cached before follows the log's data version (read again within a second).
    await expect.poll(async () => (await history(BARE, `?magasin=${store}`)).now).toEqual({ price: 6_500, kind: 'last_chance' });
  });

  it('a promo day withdrawn and an offer ended: rows that say so, the past untouched', async () => {
    await db
      .deleteFrom('promos')
      .where('product_id', '=', productId + 1)
      .execute();
    await db.deleteFrom('last_chance').where('sku', '=', BARE).execute();
    expect(await record()).toBe(2);
    const last = (await rows()).slice(-2);
    expect(last).toEqual([
      { kind: 'promo', magasin_code: null, price: null, at: tomorrow, source: 'admin' },
      { kind: 'last_chance', magasin_code: store, price: null, at: now, source: 'admin' },
    ]);
    expect(await record()).toBe(0);
  });
});
