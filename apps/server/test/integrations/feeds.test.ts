/**
 * The feeds (docs/integrations.md): stock snapshot and deltas, last chance, products and prices —
 * idempotent per Idempotency-Key, all or nothing with every refused row listed, audited once per
 * request, and seen by the shopper's reads.
 */
import type { AuditEntry, FeedResult, LastChanceStockResponse, Product, RowsRejected, StockResponse } from '@qadhya/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, type TestStaff } from '../admin/staff-helpers.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { createKey, fixtures, idem, stockOf } from './helpers.ts';

let app: FastifyInstance;
let admin: TestStaff;
let auth: Record<string, string>;
let keyId: number;
let fx: Awaited<ReturnType<typeof fixtures>>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await createStaff(app, 'admin');
  const created = await createKey(app, admin);
  auth = { authorization: `Bearer ${created.key}` };
  keyId = created.api_key.id;
  fx = await fixtures(app);
});
afterAll(async () => {
  await app.close();
});

const send = (method: 'PUT' | 'PATCH', url: string, payload: unknown, key = idem()) =>
  app.inject({ method, url: `/api/v1/integrations${url}`, headers: { ...auth, 'idempotency-key': key }, payload: payload as object });
/** A product's price fields, as stored. */
const pricesOf = (sku: string) =>
  app.database.db
    .selectFrom('products')
    .select(['base_price', 'price', 'new_price', 'old_price', 'remise'])
    .where('sku', '=', sku)
    .executeTakeFirstOrThrow();
const auditCount = async (action: string) =>
  Number(
    (
      await app.database.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('action', '=', action)
        .where('api_key_id', '=', keyId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('stock', () => {
  it('a snapshot sets the listed figures and 0 for the store’s other skus; GET /stock shows it', async () => {
    const [p0, p1, p2] = fx.products;
    const db = app.database.db;
    // p2 had stock in the store: absent from the snapshot, it goes to 0.
    await db
      .insertInto('stock')
      .values({ magasin_code: fx.storeA, sku: p2!.sku, stock: 9, updated_at: app.clock.now() })
      .onConflict((oc) => oc.columns(['magasin_code', 'sku']).doUpdateSet({ stock: 9 }))
      .execute();
    const res = await send('PUT', `/stores/${fx.storeA}/stock`, {
      rows: [
        { sku: p0!.sku, stock: 31 },
        { sku: p1!.sku, stock: 0 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<FeedResult>()).toMatchObject({ applied: true, rows: 2 });
    expect(res.json<FeedResult>().removed).toBeGreaterThanOrEqual(1);
    expect(await stockOf(app, fx.storeA, p0!.sku)).toBe(31);
    expect(await stockOf(app, fx.storeA, p2!.sku)).toBe(0);
    const other = await db.selectFrom('stock').select('sku').where('magasin_code', '=', fx.storeA).where('stock', '>', 0).execute();
    expect(other.map((r) => r.sku)).toEqual([p0!.sku]);
    const seen = await app.inject(`/api/v1/stock?sku=${p0!.sku}&stores=${fx.storeA}`);
    expect(seen.json<StockResponse>().items[0]).toMatchObject({ Magasin_Code: fx.storeA, STOCK: 31 });
  });

  it('the same Idempotency-Key twice: the same answer, applied once; another body with it → 422', async () => {
    const sku = fx.products[0]!.sku;
    const before = (await stockOf(app, fx.storeB, sku)) ?? 0;
    const audits = await auditCount('stock.delta');
    const key = idem();
    const first = await send('PATCH', `/stores/${fx.storeB}/stock`, { rows: [{ sku, delta: 5 }] }, key);
    const again = await send('PATCH', `/stores/${fx.storeB}/stock`, { rows: [{ sku, delta: 5 }] }, key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await stockOf(app, fx.storeB, sku)).toBe(before + 5);
    expect(await auditCount('stock.delta')).toBe(audits + 1);
    const other = await send('PATCH', `/stores/${fx.storeB}/stock`, { rows: [{ sku, delta: 6 }] }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await stockOf(app, fx.storeB, sku)).toBe(before + 5);
  });

  it('a snapshot replayed is applied once too', async () => {
    const sku = fx.products[1]!.sku;
    const key = idem();
    const body = { rows: [{ sku, stock: 12 }] };
    expect((await send('PUT', `/stores/${fx.storeB}/stock`, body, key)).statusCode).toBe(200);
    await app.database.db.updateTable('stock').set({ stock: 3 }).where('magasin_code', '=', fx.storeB).where('sku', '=', sku).execute();
    const again = await send('PUT', `/stores/${fx.storeB}/stock`, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await stockOf(app, fx.storeB, sku)).toBe(3);
  });

  it('bad rows → 422 listing each, nothing written; the refusal is replayed too', async () => {
    const [p0, p1] = fx.products;
    const before = await stockOf(app, fx.storeA, p1!.sku);
    const key = idem();
    const body = {
      rows: [
        { sku: p1!.sku, delta: 1 },
        { sku: fx.unknownSku, delta: 1 },
        { sku: p1!.sku, delta: 2 },
      ],
    };
    const res = await send('PATCH', `/stores/${fx.storeA}/stock`, body, key);
    expect(res.statusCode).toBe(422);
    const rejected = res.json<RowsRejected>();
    expect(rejected.code).toBe('ROWS_INVALID');
    expect(rejected.errors.map((e) => [e.index, e.sku, e.code])).toEqual([
      [1, fx.unknownSku, 'SKU_UNKNOWN'],
      [2, p1!.sku, 'SKU_DUPLICATE'],
    ]);
    expect(await stockOf(app, fx.storeA, p1!.sku)).toBe(before);
    const again = await send('PATCH', `/stores/${fx.storeA}/stock`, body, key);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual(rejected);
    // A delta below 0 is a row error; the good row beside it is not written either.
    const current = (await stockOf(app, fx.storeA, p0!.sku)) ?? 0;
    const negative = await send('PATCH', `/stores/${fx.storeA}/stock`, {
      rows: [
        { sku: p1!.sku, delta: 4 },
        { sku: p0!.sku, delta: -(current + 1) },
      ],
    });
    expect(negative.statusCode).toBe(422);
    expect(negative.json<RowsRejected>().errors).toEqual([
      expect.objectContaining({ index: 1, sku: p0!.sku, field: 'delta', code: 'STOCK_NEGATIVE' }),
    ]);
    expect(await stockOf(app, fx.storeA, p1!.sku)).toBe(before);
  });

  it('a malformed row is a 400 with its path', async () => {
    const res = await send('PUT', `/stores/${fx.storeA}/stock`, { rows: [{ sku: fx.products[0]!.sku, stock: -1 }] });
    expect(res.statusCode).toBe(400);
  });
});

describe('last chance', () => {
  it('a snapshot replaces the store’s offers (remise computed, name from the product); GET /last-chance/stock shows it', async () => {
    const [p0, p1] = fx.products;
    const db = app.database.db;
    const had = await db.selectFrom('last_chance').select('sku').where('magasin_code', '=', fx.storeA).execute();
    const res = await send('PUT', `/stores/${fx.storeA}/last-chance`, {
      rows: [{ sku: p0!.sku, nouveau_pv: 1000, ancien_pv: 4000, stock: 3 }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<FeedResult>()).toEqual({ applied: true, rows: 1, written: 1, removed: had.filter((r) => r.sku !== p0!.sku).length });
    const rows = await db.selectFrom('last_chance').selectAll().where('magasin_code', '=', fx.storeA).execute();
    expect(rows).toEqual([
      {
        sku: p0!.sku,
        magasin_code: fx.storeA,
        nouveau_pv: 1000,
        ancien_pv: 4000,
        remise: 75,
        stock: 3,
        desc_article: p0!.size ? `${p0!.name} ${p0!.size}` : p0!.name,
        category_id: p0!.category_id,
      },
    ]);
    const seen = await app.inject(`/api/v1/last-chance/stock?sku=${p0!.sku}`);
    expect(seen.json<LastChanceStockResponse>().items.find((r) => r.MAGASIN === fx.storeA)).toMatchObject({
      NOUVEAU_PV: 1000,
      ANCIEN_PV: 4000,
      REMISE: 75,
      STOCK_DISPO: 3,
    });
    // A patch adds one and ends the other.
    const patch = await send('PATCH', `/stores/${fx.storeA}/last-chance`, {
      rows: [
        { sku: p1!.sku, nouveau_pv: 900, ancien_pv: 1000, stock: 1 },
        { sku: p0!.sku, remove: true },
      ],
    });
    expect(patch.json<FeedResult>()).toEqual({ applied: true, rows: 2, written: 1, removed: 1 });
    expect(await db.selectFrom('last_chance').select(['sku', 'remise']).where('magasin_code', '=', fx.storeA).execute()).toEqual([
      { sku: p1!.sku, remise: 10 },
    ]);
    const list = await app.inject(`/api/v1/last-chance?magasin=${fx.storeA}`);
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).toContain(p1!.sku);
    expect(await auditCount('last_chance.snapshot')).toBe(1);
    expect(await auditCount('last_chance.patch')).toBe(1);
  });

  it('prices that are no discount → 422, nothing written', async () => {
    const [p0, p1] = fx.products;
    const before = await app.database.db.selectFrom('last_chance').selectAll().where('magasin_code', '=', fx.storeA).execute();
    const res = await send('PUT', `/stores/${fx.storeA}/last-chance`, {
      rows: [
        { sku: p0!.sku, nouveau_pv: 1000, ancien_pv: 1000, stock: 1 },
        { sku: p1!.sku, nouveau_pv: 1, ancien_pv: 100_000, stock: 1 },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<RowsRejected>().errors.map((e) => [e.index, e.code])).toEqual([
      [0, 'PRICE_NOT_DISCOUNTED'],
      [1, 'DISCOUNT_TOO_LARGE'],
    ]);
    expect(await app.database.db.selectFrom('last_chance').selectAll().where('magasin_code', '=', fx.storeA).execute()).toEqual(before);
  });
});

describe('products', () => {
  it('a new base price and a name: the prices stay consistent and GET /products/sku shows them', async () => {
    const p = fx.products[2]!;
    const res = await send('PATCH', '/products', { rows: [{ sku: p.sku, base_price: p.base_price + 1000, name: 'Nom du flux' }] });
    expect(res.statusCode).toBe(200);
    const seen = (await app.inject(`/api/v1/products/sku/${p.sku}`)).json<Product>();
    expect(seen).toMatchObject({
      name: 'Nom du flux',
      price: p.base_price + 1000,
      old_price: p.base_price + 1000,
      new_price: p.base_price + 1000,
      remise: 0,
    });
    // A selling price below the base is a discount.
    expect((await send('PATCH', '/products', { rows: [{ sku: p.sku, price: 2000, base_price: 4000 }] })).statusCode).toBe(200);
    expect(await pricesOf(p.sku)).toEqual({ base_price: 4000, price: 2000, new_price: 2000, old_price: 4000, remise: 50 });
    // Only the base moves: the running discount stays while it is below it.
    expect((await send('PATCH', '/products', { rows: [{ sku: p.sku, base_price: 5000 }] })).statusCode).toBe(200);
    expect(await pricesOf(p.sku)).toMatchObject({ price: 2000, old_price: 5000, remise: 60 });
    expect((await send('PATCH', '/products', { rows: [{ sku: p.sku, base_price: 1500 }] })).statusCode).toBe(200);
    expect(await pricesOf(p.sku)).toMatchObject({ price: 1500, old_price: 1500, remise: 0 });
  });

  it('an unknown sku or a price above the base → 422, no row written', async () => {
    const [p0, p1] = fx.products;
    const rows = () =>
      app.database.db
        .selectFrom('products')
        .select(['sku', 'name', 'price'])
        .where('sku', 'in', [p0!.sku, p1!.sku])
        .orderBy('sku')
        .execute();
    const before = await rows();
    const res = await send('PATCH', '/products', {
      rows: [
        { sku: p0!.sku, name: 'Changé' },
        { sku: fx.unknownSku, name: 'x' },
        { sku: p1!.sku, price: p1!.base_price + 1 },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<RowsRejected>().errors.map((e) => [e.index, e.field, e.code])).toEqual([
      [1, 'sku', 'SKU_UNKNOWN'],
      [2, 'price', 'PRICE_ABOVE_BASE'],
    ]);
    expect(await rows()).toEqual(before);
  });
});

describe('the audit log', () => {
  it('shows the machine’s writes: one line per request with its counts, filterable by key', async () => {
    const res = await app.inject({ url: `/api/v1/admin/audit?api_key_id=${keyId}&pageSize=100`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const { items } = res.json<{ items: AuditEntry[] }>();
    expect(items.length).toBeGreaterThan(3);
    expect(items.every((e) => e.api_key_id === keyId && e.staff_id === null)).toBe(true);
    expect(items.find((e) => e.action === 'stock.snapshot')?.after).toMatchObject({
      source: 'api',
      rows: expect.any(Number),
      written: expect.any(Number),
      removed: expect.any(Number),
      idempotency_key: expect.any(String),
    });
  });
});
