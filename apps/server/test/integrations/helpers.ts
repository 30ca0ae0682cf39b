import type { ApiKeyCreated, ApiScope } from '@qadhya/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TestStaff } from '../admin/staff-helpers.ts';

export const ALL_SCOPES: ApiScope[] = ['stock:write', 'last_chance:write', 'products:write', 'receipts:write'];

/** An API key created through the back office by `admin`. */
export async function createKey(
  app: FastifyInstance,
  admin: TestStaff,
  scopes: ApiScope[] = ALL_SCOPES,
  stores: string[] = [],
): Promise<ApiKeyCreated> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/api-keys',
    headers: admin.headers,
    payload: { name: `test ${scopes.join(' ')}`, scopes, stores },
  });
  expect(res.statusCode).toBe(201);
  return res.json<ApiKeyCreated>();
}

let counter = 0;
/** A fresh Idempotency-Key. */
export const idem = () => `test-${process.pid}-${Date.now().toString(36)}-${++counter}`;

/** Two stores and three products of the seeded database, and a sku no product has. */
export async function fixtures(app: FastifyInstance) {
  const db = app.database.db;
  const stores = (await db.selectFrom('stores').select('magasin_code').orderBy('magasin_code').limit(2).execute()).map(
    (r) => r.magasin_code,
  );
  const products = await db
    .selectFrom('products')
    .select(['id', 'sku', 'ean', 'name', 'size', 'category_id', 'base_price', 'price', 'new_price', 'old_price', 'remise'])
    .where('remise', '=', 0)
    .where('base_price', '>', 5000)
    .orderBy('sku')
    .limit(3)
    .execute();
  return { storeA: stores[0]!, storeB: stores[1]!, products, unknownSku: 'NOPE-999999' };
}

export const stockOf = async (app: FastifyInstance, store: string, sku: string) =>
  (await app.database.db.selectFrom('stock').select('stock').where('magasin_code', '=', store).where('sku', '=', sku).executeTakeFirst())
    ?.stock;
