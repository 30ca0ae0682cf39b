import type { ApiError, StockResponse } from '@qadhya/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';

describe('GET /stock?sku=&stores=', () => {
  let app: FastifyInstance;
  /** A sku stocked in some stores but not all, with a stocked and an unstocked store. */
  let sku: string;
  let stocked: { magasin_code: string; stock: number };
  let unstocked: string;
  let storeCount: number;
  beforeAll(async () => {
    app = await buildTestApp();
    const db = app.database.db;
    storeCount = (await db.selectFrom('stores').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const row = await db
      .selectFrom('stock')
      .select(['sku', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('sku')
      .having((eb) => eb.fn.countAll(), '<', Number(storeCount))
      .orderBy('sku')
      .executeTakeFirstOrThrow();
    sku = row.sku;
    stocked = await db.selectFrom('stock').select(['magasin_code', 'stock']).where('sku', '=', sku).orderBy('magasin_code').executeTakeFirstOrThrow();
    const missing = await db
      .selectFrom('stores as s')
      .select('s.magasin_code')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('stock as st').select('st.sku').whereRef('st.magasin_code', '=', 's.magasin_code').where('st.sku', '=', sku))))
      .orderBy('s.magasin_code')
      .executeTakeFirstOrThrow();
    unstocked = missing.magasin_code;
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers several stores, by code, with their store and the time of the count; no row → 0', async () => {
    const res = await app.inject(`/api/v1/stock?sku=${sku}&stores=${unstocked},${stocked.magasin_code}`);
    expect(res.statusCode).toBe(200);
    const { items } = res.json<StockResponse>();
    expect(items.map((r) => r.Magasin_Code)).toEqual([stocked.magasin_code, unstocked].sort());
    const has = items.find((r) => r.Magasin_Code === stocked.magasin_code)!;
    expect(has).toMatchObject({ Article_Code: sku, STOCK: stocked.stock });
    expect(has.store.magasin_code).toBe(stocked.magasin_code);
    expect(Number.isNaN(Date.parse(has.updated_at!))).toBe(false);
    const none = items.find((r) => r.Magasin_Code === unstocked)!;
    expect(none).toMatchObject({ Article_Code: sku, STOCK: 0, updated_at: null });
    expect(none.store.magasin_code).toBe(unstocked);
  });

  it('answers one store', async () => {
    const res = await app.inject(`/api/v1/stock?sku=${sku}&stores=${stocked.magasin_code}`);
    expect(res.json<StockResponse>().items).toHaveLength(1);
  });

  it('without stores answers every store (missing → 0)', async () => {
    const res = await app.inject(`/api/v1/stock?sku=${sku}`);
    expect(res.statusCode).toBe(200);
    const { items } = res.json<StockResponse>();
    expect(items).toHaveLength(Number(storeCount));
    expect(items.find((r) => r.Magasin_Code === unstocked)!.STOCK).toBe(0);
    expect(items.find((r) => r.Magasin_Code === stocked.magasin_code)!.STOCK).toBe(stocked.stock);
    expect(items.filter((r) => r.updated_at !== null).length).toBeLessThan(items.length);
  });

  it.each([
    ['?sku=NOPE123', 404, 'PRODUCT_NOT_FOUND'],
    ['?sku=100554&stores=TN9999', 404, 'STORE_NOT_FOUND'],
    ['', 400, 'VALIDATION_FAILED'],
    ['?sku=a%20b', 400, 'VALIDATION_FAILED'],
    ['?sku=100554&stores=', 400, 'VALIDATION_FAILED'],
    ['?sku=100554&stores=TN0001,,TN0002', 400, 'VALIDATION_FAILED'],
    ['?sku=100554&stores=TN0001;drop', 400, 'VALIDATION_FAILED'],
  ])('%s → %i %s', async (q, status, code) => {
    const res = await app.inject(`/api/v1/stock${q}`);
    expect(res.statusCode).toBe(status);
    expect(res.json<ApiError>().code).toBe(code);
  });
});
