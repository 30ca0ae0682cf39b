/**
 * Two store managers, A and B (docs/back-office.md#roles): on every back-office route a store manager
 * may call with a store code, B names A's store with B's own valid session, and never reads nor
 * changes it (403/404, A's stock, last chance and store unchanged); B's dashboard lists none of A's
 * stock-outs. Routes added later are walked too (the table of admin routes).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { createStaff } from './staff-helpers.ts';

const app: FastifyInstance = await buildTestApp();
afterAll(async () => {
  await app.close();
});
const db = app.database.db;
const [storeA, storeB] = await db.selectFrom('last_chance').select('magasin_code').distinct().orderBy('magasin_code').limit(2).execute();
const codeA = storeA!.magasin_code;
const codeB = storeB!.magasin_code;
const managerA = await createStaff(app, 'store_manager', [codeA]);
const managerB = await createStaff(app, 'store_manager', [codeB]);
const sku = (await db.selectFrom('stock').select('sku').where('magasin_code', '=', codeA).orderBy('sku').limit(1).executeTakeFirstOrThrow())
  .sku;

/** What A's store is, read from the database. */
const snapshotA = async () => ({
  stock: await db.selectFrom('stock').select(['sku', 'stock']).where('magasin_code', '=', codeA).orderBy('sku').execute(),
  lastChance: await db
    .selectFrom('last_chance')
    .select(['sku', 'nouveau_pv', 'stock'])
    .where('magasin_code', '=', codeA)
    .orderBy('sku')
    .execute(),
  store: await db.selectFrom('stores').selectAll().where('magasin_code', '=', codeA).executeTakeFirstOrThrow(),
});

/** A body that would change A's store if it were let through. */
function bodyFor(url: string): { payload?: string | object; headers: Record<string, string> } {
  if (url.endsWith('/stock/import')) return { payload: `sku;stock\n${sku};987`, headers: { 'content-type': 'text/csv' } };
  if (url.endsWith('/last-chance/import'))
    return { payload: `sku;nouveau_pv;ancien_pv;stock\n${sku};1000;2000;5`, headers: { 'content-type': 'text/csv' } };
  return { payload: { temporarily_closed: true }, headers: {} };
}

const storeRoutes = app.adminRoutes.filter((r) => r.url.includes(':code') && r.roles?.includes('store_manager'));

describe("store manager B never reaches store manager A's store", () => {
  it('walks the store routes a store manager may call (there are some)', () => {
    expect(storeRoutes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/v1/admin/stores/:code',
        'GET /api/v1/admin/stores/:code/stock',
        'POST /api/v1/admin/stores/:code/stock/import',
      ]),
    );
  });

  for (const route of storeRoutes) {
    it(`${route.method} ${route.url}: B with A's store → 403/404, A's store unchanged; A gets through`, async () => {
      const before = await snapshotA();
      const url = route.url.replace(':code', codeA);
      // B tries to write for real; A's own call only previews (the database is shared with other files).
      const send = (headers: Record<string, string>, mode: 'apply' | 'preview') => {
        const { payload, headers: extra } = route.method === 'GET' ? { payload: undefined, headers: {} } : bodyFor(url);
        return app.inject({
          method: route.method as 'GET',
          url: `${url}${route.method === 'POST' ? `?mode=${mode}` : ''}`,
          headers: { ...headers, ...extra },
          payload,
        });
      };
      const res = await send(managerB.headers, 'apply');
      expect([403, 404]).toContain(res.statusCode);
      expect(JSON.stringify(res.json())).not.toContain(sku);
      expect(await snapshotA()).toEqual(before);
      // The same call by A's own manager is let in (so the refusal above is about the store).
      const own = await send(managerA.headers, 'preview');
      expect([401, 403, 404]).not.toContain(own.statusCode);
      expect(await snapshotA()).toEqual(before);
    });
  }

  it("B's dashboard lists only B's stock-outs", async () => {
    const res = await app.inject({ url: '/api/v1/admin/dashboard', headers: managerB.headers });
    expect(res.statusCode).toBe(200);
    const stores = new Set(res.json().stock_outs.items.map((i: { magasin_code: string }) => i.magasin_code));
    expect(stores.has(codeA)).toBe(false);
    expect([...stores].every((c) => c === codeB)).toBe(true);
  });
});
