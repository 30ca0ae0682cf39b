import { upcEToUpcA, type ApiError, type Product, type ScanResponse } from '@qadhya/contracts';
import { withCheckDigit } from '@qadhya/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { eanCandidates } from '../../src/modules/scan/scan.service.ts';

describe('POST /scan', () => {
  let app: FastifyInstance;
  /** A last-chance offer: its sku, store and prices. */
  let offer: { sku: string; magasin_code: string; nouveau_pv: number; ancien_pv: number; remise: number; stock: number };
  let product: Product;
  /** A store where that sku has no last-chance offer. */
  let plainStore: string;
  beforeAll(async () => {
    app = await buildTestApp();
    const db = app.database.db;
    offer = await db
      .selectFrom('last_chance')
      .select(['sku', 'magasin_code', 'nouveau_pv', 'ancien_pv', 'remise', 'stock'])
      .orderBy('sku')
      .orderBy('magasin_code')
      .executeTakeFirstOrThrow();
    product = (await app.inject(`/api/v1/products/sku/${offer.sku}`)).json<Product>();
    const other = await db
      .selectFrom('stores')
      .select('magasin_code')
      .where('magasin_code', 'not in', (eb) => eb.selectFrom('last_chance').select('magasin_code').where('sku', '=', offer.sku))
      .orderBy('magasin_code')
      .executeTakeFirstOrThrow();
    plainStore = other.magasin_code;
  });
  afterAll(async () => {
    await app.close();
  });

  const scan = (CODE_PRODUIT: unknown, MAGASIN_ID: unknown) =>
    app.inject({ method: 'POST', url: '/api/v1/scan', payload: { CODE_PRODUIT, MAGASIN_ID } });
  const stockOf = async (sku: string, store: string) =>
    (await app.database.db.selectFrom('stock').select('stock').where('sku', '=', sku).where('magasin_code', '=', store).executeTakeFirst())
      ?.stock ?? 0;

  it("a seeded product's EAN-13 at a store with a last-chance offer → that store's price", async () => {
    const res = await scan(product.ean, offer.magasin_code);
    expect(res.statusCode).toBe(200);
    const body = res.json<ScanResponse>();
    expect(body.data).toEqual({ CODE_PRODUIT: product.ean, MAGASIN_ID: offer.magasin_code });
    expect(body.product).toEqual(product);
    expect(body).toMatchObject({
      price: offer.nouveau_pv,
      old_price: offer.ancien_pv,
      remise: offer.remise,
      price_source: 'last_chance',
      last_chance_stock: offer.stock,
      stock: await stockOf(offer.sku, offer.magasin_code),
    });
    expect(body.store.magasin_code).toBe(offer.magasin_code);
    expect(body.price).toBeLessThan(product.price);
  });

  it("elsewhere the product's own price, and the stock there", async () => {
    const res = await scan(`  ${product.ean}\n`, plainStore);
    expect(res.statusCode).toBe(200);
    const body = res.json<ScanResponse>();
    expect(body).toMatchObject({ price: product.price, old_price: product.old_price, price_source: 'product', last_chance_stock: null });
    expect(body.stock).toBe(await stockOf(product.sku, plainStore));
    expect(body.store.magasin_code).toBe(plainStore);
    expect(body.data.CODE_PRODUIT).toBe(product.ean);
  });

  it('a CODE_128 text that is a sku finds the product', async () => {
    const res = await scan(product.sku, plainStore);
    expect(res.statusCode).toBe(200);
    expect(res.json<ScanResponse>().product.id).toBe(product.id);
  });

  it('UPC-A and UPC-E codes are looked up as their EAN-13', () => {
    expect(eanCandidates('036000291452')).toEqual(['0036000291452']);
    expect(upcEToUpcA('04252614')).toBe('042100005264');
    expect(eanCandidates('04252614')).toContain('0042100005264');
  });

  it.each([
    ['an unknown valid EAN-13', withCheckDigit('200000000001')],
    ['an unknown EAN-8', withCheckDigit('9600000')],
    ['an unknown CODE_128 text', 'ABC-123 XYZ'],
  ])('%s → 404 PRODUCT_NOT_FOUND', async (_label, code) => {
    const res = await scan(code, plainStore);
    expect(res.statusCode).toBe(404);
    expect(res.json<ApiError>().code).toBe('PRODUCT_NOT_FOUND');
  });

  it('an unknown store → 404 STORE_NOT_FOUND', async () => {
    const res = await scan(product.ean, 'TN9999');
    expect(res.statusCode).toBe(404);
    expect(res.json<ApiError>().code).toBe('STORE_NOT_FOUND');
  });

  const wrongCheck = (ean: string) => ean.slice(0, -1) + String((Number(ean.at(-1)) + 1) % 10);
  it.each([
    ['a wrong EAN-13 check digit', () => wrongCheck(product.ean), 'TN0001'],
    ['an empty code', () => '', 'TN0001'],
    ['a blank code', () => '   ', 'TN0001'],
    ['41 characters', () => 'A'.repeat(41), 'TN0001'],
    ['a non-ASCII code', () => 'éé', 'TN0001'],
    ['a number', () => 6194001800814, 'TN0001'],
    ['a missing store', () => product.ean, undefined],
    ['a bad store code', () => product.ean, 'TN 1'],
  ])('%s → 400', async (_label, code, store) => {
    const res = await scan(code(), store);
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().code).toBe('VALIDATION_FAILED');
  });

  it('a body that is not JSON → 4xx', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/scan', payload: 'x', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
