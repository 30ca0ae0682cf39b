import 'fake-indexeddb/auto';
import type { LastChanceItem, LastChancePage, Product } from '@qadhya/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { CatalogDB, MyAppDB, ProductsDB, closeOfflineDbs, offlineDbs } from './db.ts';
import { flushOfflineSaves, withOfflineFallback } from './fallback.ts';
import { catalogueProductsIO, categoriesIO, lastChancePageIO, productIO, productPageIO } from './resources.ts';

const product = (sku: string): Product => ({ id: Number(sku), sku, name: `Produit ${sku}` }) as unknown as Product;
const offer = (sku: string, magasin: string, price: number): LastChanceItem =>
  ({
    ARTICLE: sku,
    MAGASIN: magasin,
    NOUVEAU_PV: price,
    ANCIEN_PV: price * 2,
    REMISE: 50,
    STOCK_DISPO: 3,
    DESC_ARTICLE: sku,
  }) as LastChanceItem;
const networkDown = () => Promise.reject(new ApiError(0, 'NETWORK_ERROR', 'Failed to fetch', 'GET', '/x'));

afterEach(async () => {
  await flushOfflineSaves();
  const dbs = offlineDbs();
  await Promise.all([dbs.catalog.delete(), dbs.products.delete(), dbs.app.delete()]);
  closeOfflineDbs();
});

describe('offline databases', () => {
  it('have the documented names, versions and keys', async () => {
    const { catalog, products, app } = offlineDbs();
    await Promise.all([catalog.open(), products.open(), app.open()]);
    expect([catalog.name, catalog.verno]).toEqual(['catalogDB', 3]);
    expect([products.name, products.verno]).toEqual(['ProductsDB', 1]);
    expect([app.name, app.verno]).toEqual(['myAppDB', 1]);
    expect(catalog).toBeInstanceOf(CatalogDB);
    expect(products).toBeInstanceOf(ProductsDB);
    expect(app).toBeInstanceOf(MyAppDB);
    expect(products.products.schema.primKey.keyPath).toBe('sku');
    expect(products.lastChances.schema.primKey.keyPath).toEqual(['sku', 'magasin_code']);
    expect(products.stores.schema.primKey.keyPath).toBe('magasin_code');
    expect(products.meta.schema.primKey.keyPath).toBe('key');
    expect(app.categories.schema.primKey.keyPath).toBe('CATEGORY_ID');
  });

  it('keeps one last-chance offer per sku and store', async () => {
    const { products } = offlineDbs();
    const row = (o: LastChanceItem) => ({ ...o, sku: o.ARTICLE, magasin_code: o.MAGASIN });
    await products.lastChances.bulkPut([row(offer('1', 'TN01', 1000)), row(offer('1', 'TN02', 900)), row(offer('1', 'TN01', 800))]);
    expect(await products.lastChances.count()).toBe(2);
    expect((await products.lastChances.get(['1', 'TN01']))?.NOUVEAU_PV).toBe(800);
  });
});

describe('withOfflineFallback', () => {
  it('saves a fresh answer and gives it back, dated, when the network fails', async () => {
    const fresh = await withOfflineFallback('product:42', () => Promise.resolve(product('42')), productIO('42'));
    expect(fresh).toEqual(product('42'));
    expect(fresh.offline).toBeUndefined();
    await flushOfflineSaves();
    const back = await withOfflineFallback('product:42', networkDown, productIO('42'));
    expect(back).toMatchObject({ sku: '42', name: 'Produit 42', offline: true });
    expect(Date.parse(back.savedAt!)).not.toBeNaN();
  });

  it('dates a product saved with a catalogue page by the last sync', async () => {
    const page = { items: [product('11')], page: 1, pageSize: 24, total: 1, hasMore: false };
    await withOfflineFallback('catalogue-products:47:1', () => Promise.resolve(page), catalogueProductsIO(47, 1));
    await flushOfflineSaves();
    const back = await withOfflineFallback('product:11', networkDown, productIO('11'));
    expect(back).toMatchObject({ sku: '11', offline: true });
    expect(Date.parse(back.savedAt!)).toBeGreaterThan(0);
    expect(await withOfflineFallback('catalogue-products:47:1', networkDown, catalogueProductsIO(47, 1))).toMatchObject({
      ...page,
      offline: true,
    });
  });

  it('asks for a quiet call (no error toast) only while the device is offline', async () => {
    const seen: boolean[] = [];
    await withOfflineFallback('product:1', (quiet) => (seen.push(quiet), Promise.resolve(product('1'))), productIO('1'));
    expect(seen).toEqual([typeof navigator !== 'undefined' && navigator.onLine === false]);
  });

  it('rethrows the network error when nothing was saved', async () => {
    await expect(withOfflineFallback('product:7', networkDown, productIO('7'))).rejects.toMatchObject({ status: 0 });
  });

  it('rethrows server errors without falling back', async () => {
    await withOfflineFallback('product:9', () => Promise.resolve(product('9')), productIO('9'));
    await flushOfflineSaves();
    const notFound = () => Promise.reject(new ApiError(404, 'PRODUCT_NOT_FOUND', 'no', 'GET', '/x'));
    await expect(withOfflineFallback('product:9', notFound, productIO('9'))).rejects.toMatchObject({ status: 404 });
  });

  it('gives back a products page and a last-chance page in their order', async () => {
    const page = { items: [product('3'), product('1')], page: 1, pageSize: 24, total: 2, hasMore: false };
    await withOfflineFallback('products:a', () => Promise.resolve(page), productPageIO('a', 1));
    const lc: LastChancePage = {
      items: [offer('5', 'TN01', 500), offer('5', 'TN02', 400)],
      page: 2,
      pageSize: 24,
      total: 26,
      hasMore: false,
    };
    await withOfflineFallback('lc:b', () => Promise.resolve(lc), lastChancePageIO('b', 2));
    await flushOfflineSaves();
    expect(await withOfflineFallback('products:a', networkDown, productPageIO('a', 1))).toMatchObject({ ...page, offline: true });
    expect(await withOfflineFallback('lc:b', networkDown, lastChancePageIO('b', 2))).toMatchObject({ ...lc, offline: true });
  });

  it('keeps categories by CATEGORY_ID in the server order', async () => {
    const items = [{ CATEGORY_ID: 9 }, { CATEGORY_ID: 2 }].map((c) => ({
      ID: c.CATEGORY_ID,
      ...c,
      CATEGORY_NAME: 'x',
      ID_PARENT: null,
      IMAGE: null,
      kind: 'food' as const,
    }));
    await withOfflineFallback('categories', () => Promise.resolve({ items }), categoriesIO);
    await flushOfflineSaves();
    const back = await withOfflineFallback('categories', networkDown, categoriesIO);
    expect(back.items.map((c) => c.CATEGORY_ID)).toEqual([9, 2]);
  });
});
