import type {
  CataloguesResponse,
  CategoriesResponse,
  LastChanceItem,
  LastChancePage,
  Product,
  ProductPage,
  StoresResponse,
} from '@qadhya/contracts';
import { distanceMeters, type LatLng } from '@qadhya/domain';
import type { LastChanceRow, OfflineDbs, PageRef } from './db.ts';
import type { OfflineIO } from './fallback.ts';

/** What each screen's answer looks like on the device (no Dexie here: db.ts is loaded lazily). */

const pageRef = ({ page, pageSize, total, hasMore }: PageRef): PageRef => ({ page, pageSize, total, hasMore });
const defined = <T>(values: (T | undefined)[]): T[] => values.filter((v): v is T => v !== undefined);

/** One product (product detail), by sku. */
export const productIO = (sku: string): OfflineIO<Product> => ({
  save: async (dbs, product) => {
    await dbs.products.products.put(product);
  },
  load: (dbs) => dbs.products.products.get(sku),
});

/** A page of a products list: the products by sku, the page's skus in meta. */
export const productPageIO = (listKey: string, page: number): OfflineIO<ProductPage> => {
  const key = `page:products:${listKey}:${page}`;
  return {
    save: async (dbs, res) => {
      await dbs.products.products.bulkPut(res.items);
      await dbs.products.meta.put({ key, value: { ...pageRef(res), skus: res.items.map((p) => p.sku) } });
    },
    load: async (dbs) => {
      const row = (await dbs.products.meta.get(key))?.value as (PageRef & { skus: string[] }) | undefined;
      if (!row) return undefined;
      const items = defined(await dbs.products.products.bulkGet(row.skus));
      return { ...pageRef(row), items };
    },
  };
};

/** The current catalogues (last, current and next week), in the server's order. */
export const cataloguesIO: OfflineIO<CataloguesResponse> = {
  save: async (dbs, res) => {
    await dbs.catalog.transaction('rw', dbs.catalog.catalogues, async () => {
      await dbs.catalog.catalogues.clear();
      await dbs.catalog.catalogues.bulkPut(res.items.map((c, position) => ({ ...c, position })));
    });
  },
  load: async (dbs) => {
    const rows = await dbs.catalog.catalogues.orderBy('position').toArray();
    if (!rows.length) return undefined;
    return { items: rows.map(({ position: _position, ...c }) => c) };
  },
};

/** A page of a catalogue's products (its products also go to ProductsDB for the detail screen). */
export const catalogueProductsIO = (catalogueId: number, page: number): OfflineIO<ProductPage> => ({
  save: async (dbs, res) => {
    await dbs.catalog.productPages.put({ catalogueId, ...pageRef(res), page, items: res.items });
    await dbs.products.products.bulkPut(res.items);
  },
  load: async (dbs) => {
    const row = await dbs.catalog.productPages.get([catalogueId, page]);
    return row ? { ...pageRef(row), items: row.items } : undefined;
  },
});

const toRow = (item: LastChanceItem): LastChanceRow => ({ ...item, sku: item.ARTICLE, magasin_code: item.MAGASIN });
const fromRow = ({ sku: _sku, magasin_code: _code, ...item }: LastChanceRow): LastChanceItem => item;

/** A page of a last-chance list: offers keyed by [sku+magasin_code], the page's keys in meta. */
export const lastChancePageIO = (listKey: string, page: number): OfflineIO<LastChancePage> => {
  const key = `page:last-chance:${listKey}:${page}`;
  return {
    save: async (dbs, res) => {
      await dbs.products.lastChances.bulkPut(res.items.map(toRow));
      await dbs.products.meta.put({ key, value: { ...pageRef(res), keys: res.items.map((i) => [i.ARTICLE, i.MAGASIN]) } });
    },
    load: async (dbs) => {
      const row = (await dbs.products.meta.get(key))?.value as (PageRef & { keys: [string, string][] }) | undefined;
      if (!row) return undefined;
      const items = defined(await dbs.products.lastChances.bulkGet(row.keys)).map(fromRow);
      return { ...pageRef(row), items };
    },
  };
};

const STORE_ORDER = 'stores:order';

/** Every store (keyed by magasin_code, the list's order in meta), plus the current store in meta. */
export const storesIO = (currentStore: () => unknown): OfflineIO<StoresResponse> => ({
  save: async (dbs, res) => {
    await dbs.products.stores.bulkPut(res.items.map(({ distance_m: _d, ...s }) => s));
    await dbs.products.meta.bulkPut([
      { key: STORE_ORDER, value: res.items.map((s) => s.magasin_code) },
      { key: 'current_store', value: currentStore() ?? null },
    ]);
  },
  load: async (dbs) => {
    const order = (await dbs.products.meta.get(STORE_ORDER))?.value as string[] | undefined;
    if (!order) return undefined;
    return { items: defined(await dbs.products.stores.bulkGet(order)) };
  },
});

/** Stores near a position: saved with the full list; offline, the saved stores within the radius. */
export const nearStoresIO = (position: LatLng, radius: number, currentStore: () => unknown): OfflineIO<StoresResponse> => ({
  save: async (dbs, res) => {
    await dbs.products.stores.bulkPut(res.items.map(({ distance_m: _d, ...s }) => s));
    await dbs.products.meta.put({ key: 'current_store', value: currentStore() ?? null });
  },
  load: async (dbs) => {
    const all = await dbs.products.stores.toArray();
    if (!all.length) return undefined;
    const items = all
      .map((s) => ({ ...s, distance_m: Math.round(distanceMeters(position, { lat: s.latitude, lng: s.longitude })) }))
      .filter((s) => s.distance_m <= radius)
      .sort((a, b) => a.distance_m - b.distance_m);
    return { items };
  },
});

/** The categories (myAppDB, keyed by CATEGORY_ID), in the server's order. */
export const categoriesIO: OfflineIO<CategoriesResponse> = {
  save: async (dbs, res) => {
    await dbs.app.categories.bulkPut(res.items.map((c, position) => ({ ...c, position })));
  },
  load: async (dbs) => {
    const rows = await dbs.app.categories.orderBy('position').toArray();
    if (!rows.length) return undefined;
    return { items: rows.map(({ position: _position, ...c }) => c) };
  },
};

export type { OfflineDbs };
