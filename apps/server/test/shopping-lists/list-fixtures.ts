import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import { createUser, type TestAccount } from '../helpers/accounts.ts';
import type { DB } from '../../src/db/schema.ts';
import { buildTestApp, type TestAppOptions } from '../helpers/build-test-app.ts';

/**
 * Helpers of the shopping lists' API tests (docs/shopping-lists.md#api): calls as a shopper,
 * operations as a device makes them, products with only their shelf price today.
 */

export const TODAY = '2026-11-24';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function call(app: FastifyInstance, who: TestAccount, method: Method, url: string, payload?: unknown) {
  return app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Calls and expects a status; the JSON body. */
export async function ok(app: FastifyInstance, who: TestAccount, method: Method, url: string, payload?: unknown, status = 200) {
  const res = await call(app, who, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.body ? res.json() : null;
}

export const rid = () => crypto.randomUUID();

/**
 * The products (as `p`) priced at their shelf price only today: no daily promo, no published
 * catalogue running today, no last-chance price; select the columns on it.
 */
export function plainProductsQuery(db: Kysely<DB>) {
  return db
    .selectFrom('products as p')
    .where(sql<boolean>`not exists (select 1 from promos pr where pr.product_id = p.id and pr.promo_date = ${TODAY}::date)`)
    .where(
      sql<boolean>`not exists (select 1 from catalogue_products cp join catalogues k on k.id = cp.catalogue_id
        where cp.product_id = p.id and k.published_at is not null and k.oc_debut < ${TODAY}::date + 1 and k.oc_fin >= ${TODAY}::date)`,
    )
    .where(sql<boolean>`not exists (select 1 from last_chance lc where lc.sku = p.sku)`)
    .where('p.price', '>', 100);
}

/** Products with no daily promo today, no published catalogue running today and no last-chance price. */
export async function plainProducts(app: FastifyInstance, n: number, from: 'first' | 'last' = 'first') {
  return plainProductsQuery(app.database.db)
    .select(['p.id', 'p.sku', 'p.name', 'p.price', 'p.base_price'])
    .orderBy('p.id', from === 'first' ? 'asc' : 'desc')
    .limit(n)
    .execute();
}

/** A device's operations: stamps from its own counter (epoch ms near the test clock). */
export function device(name: string, start = Date.parse('2026-11-24T12:31:00Z')) {
  let t = start;
  const stamp = () => ({ device: name, at: (t += 1000) });
  return {
    add: (sku: string, quantity = 1) => ({ kind: 'add', item: `p:${sku}`, sku, text: null, quantity, ...stamp() }),
    addText: (text: string, quantity = 1) => ({
      kind: 'add',
      item: `t:${text.trim().toLowerCase()}`,
      sku: null,
      text,
      quantity,
      ...stamp(),
    }),
    quantity: (item: string, quantity: number) => ({ kind: 'quantity', item, quantity, ...stamp() }),
    remove: (item: string) => ({ kind: 'remove', item, ...stamp() }),
    tick: (item: string, tick = `${name}-${crypto.randomUUID().slice(0, 8)}`) => ({ kind: 'tick', item, tick, ...stamp() }),
    untick: (item: string, ticks: string[]) => ({ kind: 'untick', item, ticks, ...stamp() }),
  };
}

/** Everything of these shoppers: their lists go with them (rows cascade). */
export async function removeShoppers(app: FastifyInstance, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  const ids = sql.join(userIds);
  const db = app.database.db;
  await sql`delete from families where owner_id in (${ids})`.execute(db);
  await sql`delete from users where id in (${ids})`.execute(db);
}

/**
 * The set-up of a file (or describe) of shopping-list tests: an app (with `options`) built before its tests and
 * handed to `onApp`, closed after them; the function returned makes a shopper of this `lastname`,
 * removed with their lists and families after the tests (removeShoppers). Hooks registered after
 * this call run before its own at the end (a file closes its streams first).
 */
export function shoppersApp(
  lastname: string,
  onApp: (app: FastifyInstance) => void,
  options?: TestAppOptions,
): (name: string | null) => Promise<TestAccount> {
  let app: FastifyInstance | undefined;
  const made: number[] = [];
  beforeAll(async () => {
    app = await buildTestApp(options);
    onApp(app);
  });
  afterAll(async () => {
    if (!app) return;
    await removeShoppers(app, made);
    await app.close();
  });
  return async (name) => {
    const u = await createUser(app!, { name, lastname });
    made.push(u.id);
    return u;
  };
}

/** A list's rows as one comparable snapshot. */
export async function listSnapshot(app: FastifyInstance, listId: number) {
  const db = app.database.db;
  const q = async (query: ReturnType<typeof sql>) => (await query.execute(db)).rows;
  return {
    list: await q(sql`select * from shopping_lists where id = ${listId}`),
    members: await q(sql`select * from shopping_list_members where list_id = ${listId} order by user_id`),
    items: await q(sql`select * from shopping_list_items where list_id = ${listId} order by item_key`),
    ticks: await q(sql`select * from shopping_list_ticks where list_id = ${listId} order by item_key, tick_id`),
    images: await q(sql`select * from shopping_list_images where list_id = ${listId} order by id`),
    notifications: await q(sql`select * from notifications where link like ${`%/${listId}%`} order by id`),
  };
}
