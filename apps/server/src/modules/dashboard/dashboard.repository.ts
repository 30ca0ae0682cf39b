import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** SQL only: the figures of the back office's home (docs/back-office-content.md#dashboard). */
export function createDashboardRepository(db: Kysely<DB>) {
  return {
    /** Distinct shoppers active on `today` and from `since` to `today` (primary key (day, user_id)). */
    async shoppersActive(today: string, since: string) {
      const row = await db
        .selectFrom('shopper_activity')
        .select([
          sql<number>`count(*) filter (where day = ${today}::date)::int`.as('today'),
          sql<number>`count(distinct user_id)::int`.as('last_7_days'),
        ])
        .where(sql<boolean>`day between ${since}::date and ${today}::date`)
        .executeTakeFirstOrThrow();
      return row;
    },

    /** Scans on `today` and from `since` to `today` (scan_log_day_idx). */
    async scans(today: string, since: string) {
      return db
        .selectFrom('scan_log')
        .select([sql<number>`count(*) filter (where day = ${today}::date)::int`.as('today'), sql<number>`count(*)::int`.as('last_7_days')])
        .where(sql<boolean>`day between ${since}::date and ${today}::date`)
        .executeTakeFirstOrThrow();
    },

    /** The products in the most favourite lists (favourites_sku_idx groups them by sku). */
    topFavourites(limit: number) {
      const counts = db
        .selectFrom('favourites')
        .select(['sku', sql<number>`count(*)::int`.as('favourites')])
        .groupBy('sku')
        .orderBy(sql`count(*)`, 'desc')
        .orderBy('sku')
        .limit(limit)
        .as('f');
      return db
        .selectFrom(counts)
        .innerJoin('products as p', 'p.sku', 'f.sku')
        .select(['f.sku', 'p.name', 'f.favourites'])
        .orderBy('f.favourites', 'desc')
        .orderBy('f.sku')
        .execute();
    },

    /** The published catalogue whose week holds `today` (catalogues_dates_idx); a draft is not the shoppers'. */
    async currentCatalogue(today: string): Promise<number | null> {
      const row = await db
        .selectFrom('catalogues')
        .select('id')
        .where(sql<boolean>`oc_debut < ${today}::date + 1 and oc_fin >= ${today}::date`)
        .where('published_at', 'is not', null)
        .orderBy('oc_debut', 'desc')
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /** (store, product) pairs of a catalogue with stock 0 (stock_out_idx), in some stores or all. */
    async stockOuts(catalogueId: number, codes: string[] | undefined, limit: number) {
      const outs = () =>
        db
          .selectFrom('catalogue_products as cp')
          .innerJoin('products as p', 'p.id', 'cp.product_id')
          .innerJoin('stock as s', (j) => j.onRef('s.sku', '=', 'p.sku').on('s.stock', '=', 0))
          .where('cp.catalogue_id', '=', catalogueId)
          .$if(codes !== undefined, (qb) => qb.where('s.magasin_code', 'in', codes?.length ? codes : ['']));
      const [count, items] = await Promise.all([
        outs()
          .select(sql<number>`count(*)::int`.as('count'))
          .executeTakeFirstOrThrow(),
        outs()
          .innerJoin('stores as st', 'st.magasin_code', 's.magasin_code')
          .select(['s.magasin_code', 'st.storename', 'p.sku', 'p.name'])
          .orderBy('s.magasin_code')
          .orderBy('p.sku')
          .limit(limit)
          .execute(),
      ]);
      return { count: count.count, items };
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
