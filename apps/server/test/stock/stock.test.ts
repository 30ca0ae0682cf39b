import type { ApiError, StockResponse } from '@qadhya/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bestSellerSku } from '../helpers/best-seller.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').trim().toLocaleLowerCase('fr');

describe('GET /stock?sku=&stores= and the paged stores that have it (docs/stock.md#api)', () => {
  let app: FastifyInstance;
  /** A sku stocked in some stores but not all, with a stocked and an unstocked store. */
  let sku: string;
  let stocked: { magasin_code: string; stock: number };
  let unstocked: string;
  /** A best seller: the codes of the stores that have it (STOCK > 0), by code. */
  let best: string;
  let bestStores: string[];
  beforeAll(async () => {
    app = await buildTestApp();
    const db = app.database.db;
    const storeCount = (
      await db
        .selectFrom('stores')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    const row = await db
      .selectFrom('stock')
      .select(['sku', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('sku')
      .having((eb) => eb.fn.countAll(), '<', Number(storeCount))
      .orderBy('sku')
      .executeTakeFirstOrThrow();
    sku = row.sku;
    stocked = await db
      .selectFrom('stock')
      .select(['magasin_code', 'stock'])
      .where('sku', '=', sku)
      .where('stock', '>', 0)
      .orderBy('magasin_code')
      .executeTakeFirstOrThrow();
    const missing = await db
      .selectFrom('stores as s')
      .select('s.magasin_code')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('stock as st').select('st.sku').whereRef('st.magasin_code', '=', 's.magasin_code').where('st.sku', '=', sku),
          ),
        ),
      )
      .orderBy('s.magasin_code')
      .executeTakeFirstOrThrow();
    unstocked = missing.magasin_code;
    best = await bestSellerSku(db);
    bestStores = (
      await db.selectFrom('stock').select('magasin_code').where('sku', '=', best).where('stock', '>', 0).orderBy('magasin_code').execute()
    ).map((r) => r.magasin_code);
  });
  afterAll(async () => {
    await app.close();
  });

  const get = async (q: string) => {
    const res = await app.inject(`/api/v1/stock?${q}`);
    expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
    return res.json<StockResponse>();
  };
  /** Every page from `q`, following next. */
  const walk = async (q: string) => {
    const pages: StockResponse[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: StockResponse = await get(`${q}${cursor ? `&cursor=${cursor}` : ''}`);
      pages.push(page);
      cursor = page.next;
      expect(pages.length).toBeLessThan(100);
    }
    return pages;
  };

  it('answers several stores, by code, with their store and the time of the count; no row → 0', async () => {
    const body = await get(`sku=${sku}&stores=${unstocked},${stocked.magasin_code}`);
    expect(body.next).toBeNull();
    const { items } = body;
    expect(items.map((r) => r.Magasin_Code)).toEqual([stocked.magasin_code, unstocked].sort());
    const has = items.find((r) => r.Magasin_Code === stocked.magasin_code)!;
    expect(has).toMatchObject({ Article_Code: sku, STOCK: stocked.stock });
    expect(has.store.magasin_code).toBe(stocked.magasin_code);
    expect(has.store.distance_m).toBeUndefined();
    expect(Number.isNaN(Date.parse(has.updated_at!))).toBe(false);
    const none = items.find((r) => r.Magasin_Code === unstocked)!;
    expect(none).toMatchObject({ Article_Code: sku, STOCK: 0, updated_at: null });
    expect(none.store.magasin_code).toBe(unstocked);
  });

  it('answers one store; 50 stores at most', async () => {
    expect((await get(`sku=${sku}&stores=${stocked.magasin_code}`)).items).toHaveLength(1);
    expect((await get(`sku=${best}&stores=${bestStores.slice(0, 50).join(',')}`)).items).toHaveLength(50);
  });

  it('without stores: a page of 20 of the stores that have it, by code, then next', async () => {
    const page = await get(`sku=${best}`);
    expect(bestStores.length).toBeGreaterThan(50);
    expect(page.items.map((r) => r.Magasin_Code)).toEqual(bestStores.slice(0, 20));
    expect(page.items.every((r) => r.STOCK > 0 && r.updated_at !== null && r.store.distance_m === undefined)).toBe(true);
    expect(page.next).not.toBeNull();
  });

  it('paging walks every store that has it once, by code, the last page saying next null', async () => {
    const pages = await walk(`sku=${best}&limit=50`);
    expect(pages.flatMap((p) => p.items.map((r) => r.Magasin_Code))).toEqual(bestStores);
    expect(pages.slice(0, -1).every((p) => p.items.length === 50)).toBe(true);
    expect(pages.at(-1)!.next).toBeNull();
  });

  it('with a position: nearest first with distance_m, every store that has it once over the pages', async () => {
    const at = await app.database.db
      .selectFrom('stores')
      .select(['latitude', 'longitude'])
      .where('magasin_code', '=', bestStores[7]!)
      .executeTakeFirstOrThrow();
    const pages = await walk(`sku=${best}&lat=${at.latitude}&lng=${at.longitude}&limit=30`);
    const items = pages.flatMap((p) => p.items);
    expect(items.map((r) => r.Magasin_Code).sort()).toEqual(bestStores);
    expect(items[0]!.Magasin_Code).toBe(bestStores[7]);
    const d = items.map((r) => r.store.distance_m!);
    expect(d.every((x, k) => typeof x === 'number' && (k === 0 || d[k - 1]! <= x))).toBe(true);
  });

  it('the current store comes first, with its stock even at 0, once', async () => {
    const first = await get(`sku=${sku}&current=${unstocked}&limit=3`);
    expect(first.items[0]).toMatchObject({ Magasin_Code: unstocked, STOCK: 0, updated_at: null });
    const all = (await walk(`sku=${sku}&current=${unstocked}&limit=3`)).flatMap((p) => p.items.map((r) => r.Magasin_Code));
    expect(all.filter((c) => c === unstocked)).toHaveLength(1);
    const near = await get(`sku=${best}&current=${bestStores[40]}&lat=0&lng=0`);
    expect(near.items[0]!.Magasin_Code).toBe(bestStores[40]);
  });

  it('gouvernorat and delegation keep the stores of that place (case and accents ignored)', async () => {
    const place = await app.database.db
      .selectFrom('stores')
      .select(['region_name', 'city'])
      .where('magasin_code', '=', bestStores[0]!)
      .executeTakeFirstOrThrow();
    const items = (await walk(`sku=${best}&gouvernorat=${encodeURIComponent(place.region_name.toUpperCase())}&limit=50`)).flatMap(
      (p) => p.items,
    );
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((r) => fold(r.store.region_name) === fold(place.region_name))).toBe(true);
    const inCity = (
      await get(`sku=${best}&gouvernorat=${encodeURIComponent(place.region_name)}&delegation=${encodeURIComponent(place.city)}`)
    ).items;
    expect(inCity.map((r) => r.Magasin_Code)).toContain(bestStores[0]);
    expect(inCity.every((r) => fold(r.store.city) === fold(place.city))).toBe(true);
    expect((await get(`sku=${best}&gouvernorat=Atlantis`)).items).toEqual([]);
  });

  it.each([
    ['?sku=NOPE123', 404, 'PRODUCT_NOT_FOUND'],
    ['?sku=100554&stores=TN9999', 404, 'STORE_NOT_FOUND'],
    ['?sku=NOPE123&current=TN9999', 404, 'STORE_NOT_FOUND'],
    ['', 400, 'VALIDATION_FAILED'],
    ['?sku=a%20b', 400, 'VALIDATION_FAILED'],
    ['?sku=100554&stores=', 400, 'VALIDATION_FAILED'],
    ['?sku=100554&stores=TN0001,,TN0002', 400, 'VALIDATION_FAILED'],
    ['?sku=100554&stores=TN0001;drop', 400, 'VALIDATION_FAILED'],
    [
      `?sku=100554&stores=${Array.from({ length: 51 }, (_, k) => `TN${String(k + 1).padStart(4, '0')}`).join(',')}`,
      400,
      'VALIDATION_FAILED',
    ],
    ['?sku=100554&stores=TN0001&limit=5', 400, 'VALIDATION_FAILED'],
    ['?sku=100554&stores=TN0001&lat=36&lng=10', 400, 'VALIDATION_FAILED'],
    ['?sku=100554&limit=0', 400, 'VALIDATION_FAILED'],
    ['?sku=100554&limit=51', 400, 'VALIDATION_FAILED'],
    ['?sku=100554&limit=abc', 400, 'VALIDATION_FAILED'],
    ['?sku=100554&cursor=-1', 400, 'VALIDATION_FAILED'],
    ['?sku=100554&cursor=abc', 400, 'VALIDATION_FAILED'],
    ['?sku=100554&lat=36.8', 400, 'VALIDATION_FAILED'],
    ['?sku=100554&lat=91&lng=10', 400, 'VALIDATION_FAILED'],
    ['?sku=100554&gouvernorat=', 400, 'VALIDATION_FAILED'],
    ['?sku=100554&current=TN%3B1', 400, 'VALIDATION_FAILED'],
  ])('%s → %i %s', async (q, status, code) => {
    const res = await app.inject(`/api/v1/stock${q}`);
    expect(res.statusCode).toBe(status);
    expect(res.json<ApiError>().code).toBe(code);
  });

  it('a cursor past the end → an empty last page', async () => {
    expect(await get(`sku=${best}&cursor=999999`)).toEqual({ items: [], next: null });
  });

  it('never answers a count time after the app clock: the seed counts before it, a later count is written as now', async () => {
    const now = app.clock.now().getTime();
    const latest = await app.database.db
      .selectFrom('stock')
      .select((eb) => eb.fn.max('updated_at').as('m'))
      .executeTakeFirstOrThrow();
    expect(new Date(latest.m as Date | string).getTime()).toBeLessThanOrEqual(now);
    // A till's clock ahead by two hours: the answer says now, both ways of asking.
    const code = bestStores.at(-1)!;
    await app.database.db
      .updateTable('stock')
      .set({ updated_at: new Date(now + 2 * 3_600_000) })
      .where('sku', '=', best)
      .where('magasin_code', '=', code)
      .execute();
    const listed = (await get(`sku=${best}&stores=${code}`)).items[0]!;
    expect(listed.updated_at).toBe(new Date(now).toISOString());
    const paged = (await get(`sku=${best}&current=${code}&limit=1`)).items[0]!;
    expect([paged.Magasin_Code, paged.updated_at]).toEqual([code, new Date(now).toISOString()]);
  });
});
