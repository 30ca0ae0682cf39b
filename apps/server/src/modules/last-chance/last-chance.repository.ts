import { sql, type Kysely } from 'kysely';
import { escapeLike } from '../../db/like.ts';
import type { DB } from '../../db/schema.ts';
import type { LastChanceTable } from '../../db/tables/stock.ts';
import { localisedSql } from '../../db/localised.ts';
import type { Lang } from '../../http/lang.ts';
import { categoryNameSql } from '../../db/product-columns.ts';
import { storeColumnsIn } from '../../db/store-columns.ts';
import { type StoreRow } from '../stores/store.mapper.ts';

export interface LastChanceFilter {
  magasin?: string;
  category?: number;
  /** Every term must be in the product's name (accent- and case-insensitive). */
  terms: string[];
  distinct: boolean;
  /** Language of the category and store names. */
  lang?: Lang;
}

/** A stored offer with its product's and store's names. */
export interface LastChanceRow extends LastChanceTable {
  product_id: number;
  name: string;
  image_version: number;
  category_name: string;
  storename: string;
}

export interface LastChanceCategoryRow {
  id: number;
  category_id: number;
  category_name: string;
  image: string | null;
  count: number;
}

/** SQL only: last-chance offers with their product, category and store. */
export function createLastChanceRepository(db: Kysely<DB>) {
  function filtered(f: Pick<LastChanceFilter, 'magasin' | 'category' | 'terms'>) {
    let qb = db
      .selectFrom('last_chance as lc')
      .innerJoin('products as p', 'p.sku', 'lc.sku')
      .$if(f.magasin !== undefined, (q) => q.where('lc.magasin_code', '=', f.magasin!))
      .$if(f.category !== undefined, (q) => q.where('lc.category_id', '=', f.category!));
    for (const term of f.terms) {
      const pattern = sql`'%' || search_key(${escapeLike(term)}) || '%'`;
      // desc_article (name + size) has the trigram index; the name decides.
      qb = qb.where(sql<boolean>`search_key(lc.desc_article) like ${pattern}`).where(sql<boolean>`search_key(p.name) like ${pattern}`);
    }
    return qb;
  }

  return {
    async list(f: LastChanceFilter, limit: number, offset: number): Promise<{ rows: LastChanceRow[]; total: number }> {
      const chosen = filtered(f)
        .select([
          'lc.sku',
          'lc.magasin_code',
          'lc.nouveau_pv',
          'lc.ancien_pv',
          'lc.remise',
          'lc.stock',
          'lc.desc_article',
          'lc.category_id',
        ])
        .select(['p.id as product_id', 'p.name', 'p.image_version'])
        // distinct: the sku's lowest price, then largest stock, then first store.
        .$if(f.distinct, (q) =>
          q.distinctOn('lc.sku').orderBy('lc.sku').orderBy('lc.nouveau_pv').orderBy('lc.stock', 'desc').orderBy('lc.magasin_code'),
        )
        .as('x');
      const rowsQuery = db
        .selectFrom(chosen)
        .innerJoin('stores as s', 's.magasin_code', 'x.magasin_code')
        .leftJoin('categories as c', 'c.category_id', 'x.category_id')
        .selectAll('x')
        .select([
          localisedSql('s.storename', 's.storename_ar', f.lang ?? 'fr').as('storename'),
          categoryNameSql(f.lang ?? 'fr').as('category_name'),
        ])
        .orderBy('x.remise', 'desc')
        .orderBy('x.sku')
        .orderBy('x.magasin_code')
        .limit(limit)
        .offset(offset);
      const countQuery = filtered(f).select(
        f.distinct ? sql<number>`count(distinct lc.sku)::int`.as('total') : sql<number>`count(*)::int`.as('total'),
      );
      const [rows, count] = await Promise.all([
        limit > 0 ? rowsQuery.execute() : Promise.resolve([]),
        countQuery.executeTakeFirstOrThrow(),
      ]);
      return { rows, total: count.total };
    },

    /** Categories with last-chance items (optionally in one store), with their distinct sku count. */
    categories(magasin?: string, lang: Lang = 'fr'): Promise<LastChanceCategoryRow[]> {
      return db
        .selectFrom('last_chance as lc')
        .leftJoin('categories as c', 'c.category_id', 'lc.category_id')
        .$if(magasin !== undefined, (q) => q.where('lc.magasin_code', '=', magasin!))
        .select([
          sql<number>`coalesce(c.id, 108)`.as('id'),
          sql<number>`coalesce(c.category_id, 0)`.as('category_id'),
          categoryNameSql(lang).as('category_name'),
          sql<string | null>`c.image`.as('image'),
          sql<number>`count(distinct lc.sku)::int`.as('count'),
        ])
        .groupBy(['c.id', 'c.category_id', 'c.category_name', 'c.category_name_ar', 'c.image'])
        .execute();
    },

    /** The last-chance offers of one sku, with their store, by store code. */
    forSku(
      sku: string,
      lang: Lang = 'fr',
    ): Promise<(StoreRow & { sku: string; stock: number; nouveau_pv: number; ancien_pv: number; remise: number })[]> {
      return db
        .selectFrom('last_chance as lc')
        .innerJoin('stores as s', 's.magasin_code', 'lc.magasin_code')
        .select(storeColumnsIn(lang))
        .select(['lc.sku', 'lc.stock', 'lc.nouveau_pv', 'lc.ancien_pv', 'lc.remise'])
        .where('lc.sku', '=', sku)
        .orderBy('s.magasin_code')
        .execute();
    },

    async productExists(sku: string): Promise<boolean> {
      return (await db.selectFrom('products').select('sku').where('sku', '=', sku).executeTakeFirst()) !== undefined;
    },

    async storeExists(code: string): Promise<boolean> {
      return (await db.selectFrom('stores').select('magasin_code').where('magasin_code', '=', code).executeTakeFirst()) !== undefined;
    },
  };
}

export type LastChanceRepository = ReturnType<typeof createLastChanceRepository>;
