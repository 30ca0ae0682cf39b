/**
 * bench/offline-store.ts, in Chromium: the app's own offline databases and their read/write code
 * (apps/web/src/lib/offline: db.ts's Dexie classes, resources.ts's save/load of each screen's
 * answer), timed with performance.now() inside the page.
 */
import type { Product, ProductPage } from '@qadhya/contracts';
import { closeOfflineDbs, offlineDbs } from '../../apps/web/src/lib/offline/db.ts';
import { catalogueProductsIO, productPageIO } from '../../apps/web/src/lib/offline/resources.ts';

const PAGE_SIZE = 24;
let products: Product[] = [];

function pages(all: Product[]): ProductPage[] {
  const out: ProductPage[] = [];
  for (let i = 0; i < all.length; i += PAGE_SIZE) {
    const page = i / PAGE_SIZE + 1;
    out.push({ items: all.slice(i, i + PAGE_SIZE), page, pageSize: PAGE_SIZE, total: all.length, hasMore: i + PAGE_SIZE < all.length });
  }
  return out;
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

const bench = {
  /** Takes the products to write (sent once from Node). */
  setProducts(json: string): number {
    products = JSON.parse(json) as Product[];
    return products.length;
  },
  /** Deletes the three databases (a fresh device). */
  async reset(): Promise<void> {
    const dbs = offlineDbs();
    closeOfflineDbs();
    await Promise.all([dbs.products.delete(), dbs.catalog.delete(), dbs.app.delete()]);
  },
  /** ProductsDB.products emptied (untimed), then one bulkPut of every product (timed). */
  async bulkWrite(): Promise<number> {
    const dbs = offlineDbs();
    await dbs.products.products.clear();
    return time(() => dbs.products.products.bulkPut(products));
  },
  /**
   * The whole list saved as the screens save it, page by page: one catalogue's product pages
   * (catalogDB.productPages + ProductsDB.products) and the products list (meta + products).
   */
  async saveAsScreens(catalogueId: number): Promise<{ catalogueMs: number; listMs: number; pages: number }> {
    const dbs = offlineDbs();
    const all = pages(products);
    const catalogueMs = await time(async () => {
      for (const p of all) await catalogueProductsIO(catalogueId, p.page).save(dbs, p);
    });
    const listMs = await time(async () => {
      for (const p of all) await productPageIO('all', p.page).save(dbs, p);
    });
    return { catalogueMs, listMs, pages: all.length };
  },
  /** Reads `pageNumbers` one after the other as the offline screens do; each read's duration and items. */
  async readPages(kind: 'catalogue' | 'list', catalogueId: number, pageNumbers: number[]): Promise<{ ms: number[]; items: number }> {
    const dbs = offlineDbs();
    const ms: number[] = [];
    let items = 0;
    for (const page of pageNumbers) {
      const io = kind === 'catalogue' ? catalogueProductsIO(catalogueId, page) : productPageIO('all', page);
      const t0 = performance.now();
      const res = await io.load(dbs);
      ms.push(performance.now() - t0);
      items += res?.items.length ?? 0;
    }
    return { ms, items };
  },
  /** The first grid read after the databases were closed (the app just started, offline): open + read. */
  async coldRead(catalogueId: number, page: number): Promise<{ ms: number; items: number }> {
    closeOfflineDbs();
    const t0 = performance.now();
    const res = await catalogueProductsIO(catalogueId, page).load(offlineDbs());
    return { ms: performance.now() - t0, items: res?.items.length ?? 0 };
  },
};

declare global {
  interface Window {
    benchOffline: typeof bench;
  }
}
window.benchOffline = bench;
