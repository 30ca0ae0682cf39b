/**
 * A store's stock and last chance in the back office (docs/back-office-content.md#a-stores-stock-and-last-chance):
 * paged by sku, searchable, only what is out; admin or the store's own manager.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createStaff } from '../admin/staff-helpers.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

const app: FastifyInstance = await buildTestApp();
afterAll(async () => {
  await app.close();
});
const db = app.database.db;
// A store with last-chance offers and some stock at 0.
const store = await db
  .selectFrom('last_chance')
  .innerJoin('stock', (j) => j.onRef('stock.magasin_code', '=', 'last_chance.magasin_code'))
  .select('last_chance.magasin_code')
  .where('stock.stock', '=', 0)
  .orderBy('last_chance.magasin_code')
  .limit(1)
  .executeTakeFirstOrThrow();
const code = store.magasin_code;
const other = await db
  .selectFrom('stores')
  .select('magasin_code')
  .where('magasin_code', '!=', code)
  .orderBy('magasin_code')
  .limit(1)
  .executeTakeFirstOrThrow();
const admin = await createStaff(app, 'admin');
const manager = await createStaff(app, 'store_manager', [code]);
const marketing = await createStaff(app, 'marketing');
const get = (url: string, headers: Record<string, string>) => app.inject({ url: `/api/v1/admin/stores/${url}`, headers });

describe("a store's stock and last chance in the back office", () => {
  it('lists the stock by sku, paged, with the product’s name; searches by sku; shows only what is out', async () => {
    const count = await db
      .selectFrom('stock')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('magasin_code', '=', code)
      .executeTakeFirstOrThrow();
    const page = (await get(`${code}/stock?pageSize=10`, admin.headers)).json();
    expect(page.total).toBe(Number(count.n));
    expect(page.items).toHaveLength(10);
    const skus = page.items.map((r: { sku: string }) => r.sku);
    expect(skus).toEqual([...skus].sort());
    const first = page.items[0];
    const product = await db.selectFrom('products').select(['name', 'ean']).where('sku', '=', first.sku).executeTakeFirstOrThrow();
    expect(first).toMatchObject({ name: product.name, ean: product.ean });

    const bySku = (await get(`${code}/stock?q=${first.sku}`, admin.headers)).json();
    expect(bySku.items.map((r: { sku: string }) => r.sku)).toEqual([first.sku]);
    const out = (await get(`${code}/stock?out=true&pageSize=100`, manager.headers)).json();
    expect(out.total).toBeGreaterThan(0);
    expect(out.items.every((r: { stock: number }) => r.stock === 0)).toBe(true);
  });

  it('lists the last-chance offers with their prices in millimes', async () => {
    const rows = await db
      .selectFrom('last_chance')
      .select(['sku', 'nouveau_pv', 'ancien_pv', 'remise', 'stock'])
      .where('magasin_code', '=', code)
      .orderBy('sku')
      .execute();
    const page = (await get(`${code}/last-chance?pageSize=100`, manager.headers)).json();
    expect(page.total).toBe(rows.length);
    expect(
      page.items
        .slice(0, 3)
        .map(({ sku, nouveau_pv, ancien_pv, remise, stock }: Record<string, unknown>) => ({ sku, nouveau_pv, ancien_pv, remise, stock })),
    ).toEqual(rows.slice(0, 3));
  });

  it('a store manager reads only their stores; marketing and anonymous never; an unknown store is 404', async () => {
    expect((await get(`${other.magasin_code}/stock`, manager.headers)).json().code).toBe('STORE_NOT_FOUND');
    expect((await get(`${other.magasin_code}/last-chance`, manager.headers)).statusCode).toBe(404);
    expect((await get(`${other.magasin_code}/stock`, admin.headers)).statusCode).toBe(200);
    expect((await get(`${code}/stock`, marketing.headers)).statusCode).toBe(403);
    expect((await get(`${code}/stock`, {})).statusCode).toBe(401);
    const missing = await get('ZZ9999/stock', admin.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('STORE_NOT_FOUND');
    expect((await get(`${code}/stock?out=maybe`, admin.headers)).statusCode).toBe(400);
  });
});
