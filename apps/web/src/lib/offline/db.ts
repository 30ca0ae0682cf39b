import type { Catalogue, CatalogueImagesResponse, Category, LastChanceItem, Product, Store } from '@qadhya/contracts';
import Dexie, { type EntityTable } from 'dexie';

// walletDB (wallet-db.ts) takes Dexie from here, so both share one chunk of it.
export { Dexie };

/**
 * The offline databases (docs/favourites-offline.md#offline-data). Only ever loaded through a dynamic import
 * (see fallback.ts), so Dexie stays out of the first load.
 */

/** One page of a paged answer, without its items (they live in their own table). */
export interface PageRef {
  page: number;
  pageSize: number;
  total: number;
  hasMore: boolean;
}

export interface CatalogueProductPage extends PageRef {
  catalogueId: number;
  items: Product[];
}

export interface CatalogueImagesRow {
  week: number;
  year: string;
  response: CatalogueImagesResponse;
}

/** catalogDB version 3: catalogues, their product pages and their page images. */
export class CatalogDB extends Dexie {
  catalogues!: EntityTable<Catalogue & { position: number }, 'id'>;
  productPages!: Dexie.Table<CatalogueProductPage, [number, number]>;
  images!: Dexie.Table<CatalogueImagesRow, [number, string]>;
  constructor() {
    super('catalogDB');
    this.version(3).stores({
      catalogues: 'id, position',
      productPages: '[catalogueId+page], catalogueId',
      images: '[week+year]',
    });
  }
}

export type LastChanceRow = LastChanceItem & { sku: string; magasin_code: string };
export interface MetaRow {
  key: string;
  value: unknown;
}

/** ProductsDB version 1: products by sku, last-chance offers by sku and store, stores, meta. */
export class ProductsDB extends Dexie {
  products!: EntityTable<Product, 'sku'>;
  lastChances!: Dexie.Table<LastChanceRow, [string, string]>;
  stores!: EntityTable<Store, 'magasin_code'>;
  meta!: EntityTable<MetaRow, 'key'>;
  constructor() {
    super('ProductsDB');
    this.version(1).stores({
      products: 'sku',
      lastChances: '[sku+magasin_code], sku, magasin_code',
      stores: 'magasin_code',
      meta: 'key',
    });
  }
}

export type CategoryRow = Category & { position: number };

/** myAppDB version 1: categories by CATEGORY_ID. */
export class MyAppDB extends Dexie {
  categories!: EntityTable<CategoryRow, 'CATEGORY_ID'>;
  constructor() {
    super('myAppDB');
    this.version(1).stores({ categories: 'CATEGORY_ID, position' });
  }
}

export interface OfflineDbs {
  catalog: CatalogDB;
  products: ProductsDB;
  app: MyAppDB;
}

let dbs: OfflineDbs | null = null;

/** The three databases (opened on first use by Dexie). */
export function offlineDbs(): OfflineDbs {
  dbs ??= { catalog: new CatalogDB(), products: new ProductsDB(), app: new MyAppDB() };
  return dbs;
}

/** Closes and forgets the databases (tests). */
export function closeOfflineDbs(): void {
  if (!dbs) return;
  dbs.catalog.close();
  dbs.products.close();
  dbs.app.close();
  dbs = null;
}
