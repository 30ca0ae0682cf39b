import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Lang } from '../../http/lang.ts';
import { storeColumnsIn } from '../../db/store-columns.ts';
import { type StoreRow } from '../stores/store.mapper.ts';

export interface StockStoreRow extends StoreRow {
  stock: number | null;
  updated_at: Date | string | null;
}

/** SQL only: stock of an article per store (stock_pkey / stock_sku_covering_idx, index-only). */
export function createStockRepository(db: Kysely<DB>) {
  return {
    async productExists(sku: string): Promise<boolean> {
      return (await db.selectFrom('products').select('sku').where('sku', '=', sku).executeTakeFirst()) !== undefined;
    },

    async existingStores(codes: string[]): Promise<string[]> {
      const rows = await db.selectFrom('stores').select('magasin_code').where('magasin_code', 'in', codes).execute();
      return rows.map((r) => r.magasin_code);
    },

    /**
     * The stock rows of `sku` (stock_sku_covering_idx, index-only): in the given stores when codes
     * are given, else only the stores that have it (STOCK > 0) and the store `also` whatever its
     * quantity (the shopper's own, docs/stock.md#api). updated_at comes as epoch milliseconds (a
     * float, cheap to decode: a best seller has thousands of rows, and parsing as many timestamps
     * cost more than the query; only the page's few are turned into ISO text).
     */
    rowsForSku(sku: string, codes?: string[], also?: string) {
      return db
        .selectFrom('stock')
        .select(['magasin_code', 'stock', sql<number>`floor(extract(epoch from updated_at) * 1000)::float8`.as('updated_at')])
        .where('sku', '=', sku)
        .$if(codes !== undefined, (qb) => qb.where('magasin_code', 'in', codes!))
        .$if(codes === undefined, (qb) =>
          qb.where((eb) => (also === undefined ? eb('stock', '>', 0) : eb.or([eb('stock', '>', 0), eb('magasin_code', '=', also)]))),
        )
        .execute();
    },

    /** Every (or the given) store with its stock row of `sku`, null when it has none. */
    forSku(sku: string, codes?: string[], lang: Lang = 'fr'): Promise<StockStoreRow[]> {
      return db
        .selectFrom('stores as s')
        .leftJoin('stock as st', (join) => join.onRef('st.magasin_code', '=', 's.magasin_code').on('st.sku', '=', sku))
        .select(storeColumnsIn(lang))
        .select(['st.stock', sql<Date | string | null>`st.updated_at`.as('updated_at')])
        .$if(codes !== undefined, (qb) => qb.where('s.magasin_code', 'in', codes!))
        .orderBy('s.magasin_code')
        .execute();
    },
  };
}

export type StockRepository = ReturnType<typeof createStockRepository>;
