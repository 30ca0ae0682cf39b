import { sql, type Kysely } from 'kysely';
import { productMatches } from '../../db/like.ts';
import type { DB } from '../../db/schema.ts';

export interface StockFilter {
  code: string;
  q?: string | undefined;
  out?: boolean | undefined;
}

/** SQL only: one store's stock and last-chance rows (their primary keys begin with the store, or hold it). */
export function createStoreStockAdminRepository(db: Kysely<DB>) {
  // The store's rows by the stock primary key (magasin_code, sku); a search through the products' trigram index.
  const stock = (f: StockFilter) =>
    db
      .selectFrom('stock as s')
      .innerJoin('products as p', 'p.sku', 's.sku')
      .where('s.magasin_code', '=', f.code)
      .$if(Boolean(f.q), (qb) => qb.where((eb) => productMatches(eb, f.q ?? '')))
      .$if(f.out === true, (qb) => qb.where('s.stock', '=', 0));

  return {
    storeExists: async (code: string) =>
      (await db.selectFrom('stores').select('magasin_code').where('magasin_code', '=', code).executeTakeFirst()) !== undefined,

    async stock(f: StockFilter, limit: number, offset: number) {
      const [rows, count] = await Promise.all([
        stock(f)
          .select(['s.sku', 'p.ean', 'p.name', 'p.marque', 's.stock', 's.updated_at'])
          .orderBy('s.sku')
          .limit(limit)
          .offset(offset)
          .execute(),
        stock(f)
          .select(sql<number>`count(*)::int`.as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: count.total };
    },

    // last_chance's primary key is (sku, magasin_code): last_chance_store_idx (magasin_code, category_id) finds the store's rows.
    async lastChance(code: string, limit: number, offset: number) {
      const base = db.selectFrom('last_chance as l').where('l.magasin_code', '=', code);
      const [rows, count] = await Promise.all([
        base
          .select(['l.sku', 'l.desc_article as name', 'l.nouveau_pv', 'l.ancien_pv', 'l.remise', 'l.stock'])
          .orderBy('l.sku')
          .limit(limit)
          .offset(offset)
          .execute(),
        base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: count.total };
    },
  };
}

export type StoreStockAdminRepository = ReturnType<typeof createStoreStockAdminRepository>;
