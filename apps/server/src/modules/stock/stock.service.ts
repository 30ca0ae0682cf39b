import type { Lang, StockRow } from '@qadhya/contracts';
import { notFound } from '../../errors.ts';
import { toStore } from '../stores/store.mapper.ts';
import type { StockRepository } from './stock.repository.ts';

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

/** What the stock answers need of the store list held in memory. */
export interface StoreList {
  has(code: string): boolean;
  /** Every store code, in the answers' order. */
  codes(): string[];
  /** The Store JSON of a store, or undefined. */
  storeJson(code: string): string | undefined;
}

export interface StockDeps {
  /**
   * The store list as of the stores' data version `version`: the stores service's index, handed
   * over by the composition root (src/services.ts), so one list in memory serves both features.
   */
  storeList: (version: string, lang: Lang) => Promise<StoreList>;
}

/** Stock of an article in some stores or all: a store without a row shows 0. */
export function createStockService(repo: StockRepository, { storeList }: StockDeps) {
  return {
    /** The stores' names, addresses and places in `lang` (docs/architecture.md#languages). */
    async forSku(sku: string, stores?: string[], lang: Lang = 'fr'): Promise<StockRow[]> {
      if (stores) {
        const known = new Set(await repo.existingStores(stores));
        const unknown = stores.filter((c) => !known.has(c));
        if (unknown.length > 0) throw notFound('STORE_NOT_FOUND', `No store ${unknown.slice(0, 5).join(', ')}`);
      }
      if (!(await repo.productExists(sku))) throw notFound('PRODUCT_NOT_FOUND', `No product with sku ${sku}`);
      const rows = await repo.forSku(sku, stores, lang);
      return rows.map((r) => ({
        Magasin_Code: r.magasin_code,
        Article_Code: sku,
        STOCK: r.stock ?? 0,
        updated_at: iso(r.updated_at),
        store: toStore(r),
      }));
    },

    /**
     * The same answer as forSku, as StockResponse JSON text, from the store list in memory (as of
     * the stores' data version `storesVersion`) and only the sku's stock rows: no join, no
     * per-store serialization.
     */
    async forSkuJson(storesVersion: string, sku: string, codes?: string[], lang: Lang = 'fr'): Promise<string> {
      const stores = await storeList(storesVersion, lang);
      if (codes) {
        const unknown = codes.filter((c) => !stores.has(c));
        if (unknown.length > 0) throw notFound('STORE_NOT_FOUND', `No store ${unknown.slice(0, 5).join(', ')}`);
      }
      if (!(await repo.productExists(sku))) throw notFound('PRODUCT_NOT_FOUND', `No product with sku ${sku}`);
      const rows = new Map((await repo.rowsForSku(sku, codes)).map((r) => [r.magasin_code, r]));
      const wanted = codes ? new Set(codes) : null;
      const article = JSON.stringify(sku);
      const items: string[] = [];
      for (const code of stores.codes()) {
        if (wanted && !wanted.has(code)) continue;
        const r = rows.get(code);
        items.push(
          `{"Magasin_Code":${JSON.stringify(code)},"Article_Code":${article},"STOCK":${r ? r.stock : 0},"updated_at":${JSON.stringify(r ? iso(r.updated_at) : null)},"store":${stores.storeJson(code)!}}`,
        );
      }
      return `{"items":[${items.join(',')}]}`;
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
