/**
 * The back office's home figures (docs/back-office-content.md#dashboard): each moves by exactly
 * what the test does — a shopper's session on a day, a scan, favourites, a stock-out of this
 * week's catalogue. Deltas, so the figures of other files on a shared PostgreSQL do not matter.
 */
import crypto from 'node:crypto';
import { parseTunisDateTime, withCheckDigit } from '@qadhya/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createUser } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { mutableClock } from '../helpers/clock.ts';
import { createStaff } from '../admin/staff-helpers.ts';

const clock = mutableClock();
const app: FastifyInstance = await buildTestApp({ clock, env: { CACHE_VERSION_CHECK_MS: '0' } });
afterAll(async () => {
  await app.close();
});

const marketing = await createStaff(app, 'marketing');
/**
 * A figure grew by exactly `n` on this file's own PGlite; on a shared PostgreSQL other files run at
 * the same pinned instant, so by at least `n`.
 */
const shared = Boolean(inject('databaseUrl'));
const grewBy = (after: number, before: number, n: number) =>
  shared ? expect(after).toBeGreaterThanOrEqual(before + n) : expect(after).toBe(before + n);
interface Dashboard {
  today: string;
  shoppers_active: { today: number; last_7_days: number } | null;
  scans: { today: number; last_7_days: number } | null;
  top_favourites: { sku: string; name: string; favourites: number }[];
  stock_outs: { catalogue_id: number | null; count: number; items: { magasin_code: string; sku: string }[] };
}
const figures = async (headers = marketing.headers): Promise<Dashboard> => {
  const res = await app.inject({ url: '/api/v1/admin/dashboard', headers });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('GET /admin/dashboard', () => {
  it('counts a shopper once a day: signing in today, then using the session on the next day', async () => {
    const before = await figures();
    expect(before.today).toBe('2026-11-24');
    const shopper = await createUser(app);
    await createUser(app);
    const after = await figures();
    grewBy(after.shoppers_active!.today, before.shoppers_active!.today, 2);
    grewBy(after.shoppers_active!.last_7_days, before.shoppers_active!.last_7_days, 2);

    clock.set(parseTunisDateTime('2026-11-25T09:00')!);
    try {
      // A staff session of that day (the other one has been idle too long by then).
      const { headers } = await createStaff(app, 'admin');
      const nextDay = await figures(headers);
      expect(nextDay.today).toBe('2026-11-25');
      expect((await app.inject({ url: '/api/v1/users/me', headers: shopper.headers })).statusCode).toBe(200);
      await app.inject({ url: '/api/v1/users/me', headers: shopper.headers });
      const used = await figures(headers);
      // One more today; over 7 days the same shopper is not counted twice.
      grewBy(used.shoppers_active!.today, nextDay.shoppers_active!.today, 1);
      grewBy(used.shoppers_active!.last_7_days, nextDay.shoppers_active!.last_7_days, 0);
    } finally {
      clock.set(parseTunisDateTime('2026-11-24T13:30')!);
    }
  });

  it('counts answered scans, today and over 7 days', async () => {
    const product = await app.database.db.selectFrom('products').select('ean').orderBy('id').executeTakeFirstOrThrow();
    const store = await app.database.db.selectFrom('stores').select('magasin_code').orderBy('magasin_code').executeTakeFirstOrThrow();
    const before = await figures();
    const scan = (code: string) =>
      app.inject({ method: 'POST', url: '/api/v1/scan', payload: { CODE_PRODUIT: code, MAGASIN_ID: store.magasin_code } });
    expect((await scan(product.ean)).statusCode).toBe(200);
    expect((await scan(product.ean)).statusCode).toBe(200);
    expect((await scan('0000000000000')).statusCode).toBe(404);
    const after = await figures();
    grewBy(after.scans!.today, before.scans!.today, 2);
    grewBy(after.scans!.last_7_days, before.scans!.last_7_days, 2);
  });

  it('lists the most favourited products with their counts', async () => {
    // Two products of this test's own: nobody else has them in a favourite list.
    const category = await app.database.db
      .selectFrom('categories')
      .select('category_id')
      .where('kind', '=', 'food')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const create = async (name: string) => {
      const ean = withCheckDigit(`619${String(crypto.randomInt(1e9)).padStart(9, '0')}`);
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/admin/products',
        headers: marketing.headers,
        payload: { ean, name, category_id: category.category_id, base_price: 1500 },
      });
      expect(res.statusCode).toBe(201);
      return res.json() as { sku: string; name: string };
    };
    const x = await create('Dattes Deglet Nour favorites');
    const y = await create('Huile d’olive favorites');
    const users = await Promise.all([createUser(app), createUser(app), createUser(app), createUser(app), createUser(app)]);
    const before = await figures();
    const countOf = (d: Dashboard, sku: string) => d.top_favourites.find((f) => f.sku === sku)?.favourites ?? 0;
    expect(countOf(before, x.sku)).toBe(0);
    for (const u of users)
      expect((await app.inject({ method: 'POST', url: `/api/v1/favorites/${x.sku}`, headers: u.headers })).statusCode).toBeLessThan(300);
    for (const u of users.slice(0, 4)) await app.inject({ method: 'POST', url: `/api/v1/favorites/${y.sku}`, headers: u.headers });
    const after = await figures();
    expect(after.top_favourites.length).toBeLessThanOrEqual(10);
    expect(after.top_favourites.find((f) => f.sku === x.sku)).toEqual({ sku: x.sku, name: x.name, favourites: 5 });
    expect(countOf(after, y.sku)).toBe(4);
    const counts = after.top_favourites.map((f) => f.favourites);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('counts stock-outs of this week’s catalogue products; a store manager sees only their store’s and no chain figures', async () => {
    const before = await figures();
    expect(before.stock_outs.catalogue_id).not.toBeNull();
    const row = await app.database.db
      .selectFrom('catalogue_products as cp')
      .innerJoin('products as p', 'p.id', 'cp.product_id')
      .innerJoin('stock as s', 's.sku', 'p.sku')
      .select(['s.magasin_code', 's.sku'])
      .where('cp.catalogue_id', '=', before.stock_outs.catalogue_id!)
      .where('s.stock', '>', 0)
      .orderBy('s.magasin_code')
      .orderBy('s.sku')
      .executeTakeFirstOrThrow();
    const manager = await createStaff(app, 'store_manager', [row.magasin_code]);
    const mineBefore = await figures(manager.headers);

    const stockOf = (stock: number) =>
      app.database.db
        .updateTable('stock')
        .set({ stock, updated_at: clock.now() })
        .where('magasin_code', '=', row.magasin_code)
        .where('sku', '=', row.sku)
        .execute();
    const was = await app.database.db
      .selectFrom('stock')
      .select('stock')
      .where('magasin_code', '=', row.magasin_code)
      .where('sku', '=', row.sku)
      .executeTakeFirstOrThrow();
    await stockOf(0);
    const after = await figures();
    const mine = await figures(manager.headers);
    await stockOf(was.stock);

    grewBy(after.stock_outs.count, before.stock_outs.count, 1);
    grewBy(mine.stock_outs.count, mineBefore.stock_outs.count, 1);
    expect(mine.stock_outs.items.every((i) => i.magasin_code === row.magasin_code)).toBe(true);
    if (mine.stock_outs.count <= 20)
      expect(mine.stock_outs.items).toContainEqual(expect.objectContaining({ magasin_code: row.magasin_code, sku: row.sku }));
    expect(mine.shoppers_active).toBeNull();
    expect(mine.scans).toBeNull();
    expect(mine.top_favourites).toEqual([]);
  });
});
