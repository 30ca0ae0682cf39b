import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { productColumns, type ProductRow } from './product.mapper.ts';

/** Filters of the product list; every field optional. Dates are Tunis plain dates "YYYY-MM-DD". */
export interface ProductFilter {
  q?: string;
  categoryIds?: number[];
  /** Catalogues overlapping start..end (inclusive) and starting no later than `maxStart`. */
  catalogues?: { start: string; end: string; maxStart: string };
  kind?: 'food' | 'nonfood';
}

export interface PageWindow {
  limit: number;
  offset: number;
}

const SEARCH_KEY = sql`search_key(p.name || ' ' || coalesce(p.marque, ''))`;
const intArray = (ids: number[]) => sql`array[${sql.join(ids.map((id) => sql.lit(id)))}]::int[]`;
/** LIKE's own wildcards in the user's text are matched literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** SQL only: products with their category (AUTRES when unknown). */
export function createProductsRepository(db: Kysely<DB>) {
  function filtered(f: ProductFilter) {
    const range = f.catalogues;
    return db
      .selectFrom('products as p')
      .leftJoin('categories as c', 'c.category_id', 'p.category_id')
      .$if(Boolean(f.q), (qb) => qb.where(sql<boolean>`${SEARCH_KEY} like '%' || search_key(${escapeLike(f.q ?? '')}) || '%'`))
      .$if(Boolean(f.categoryIds?.length), (qb) =>
        qb.where(sql<boolean>`(p.category_id = any(${intArray(f.categoryIds!)}) or p.category_ids && ${intArray(f.categoryIds!)})`),
      )
      .$if(f.kind === 'food', (qb) => qb.where('c.kind', 'in', ['food', 'hygiene']))
      .$if(f.kind === 'nonfood', (qb) => qb.where(sql<boolean>`coalesce(c.kind, 'default') not in ('food', 'hygiene')`))
      .$if(Boolean(range), (qb) =>
        qb.where('p.id', 'in', (eb) =>
          eb
            .selectFrom('catalogue_products as cp')
            .innerJoin('catalogues as k', 'k.id', 'cp.catalogue_id')
            .select('cp.product_id')
            .where(sql<boolean>`k.oc_debut < ${range!.end}::date + 1`)
            .where(sql<boolean>`k.oc_fin >= ${range!.start}::date`)
            .where(sql<boolean>`k.oc_debut < ${range!.maxStart}::date + 1`),
        ),
      );
  }

  return {
    async list(f: ProductFilter, page: PageWindow): Promise<{ rows: ProductRow[]; total: number }> {
      const range = f.catalogues;
      const rowsQuery = filtered(f)
        // The week's price when the list is a catalogue range: the latest overlapping catalogue's.
        .leftJoinLateral(
          (eb) =>
            eb
              .selectFrom('catalogue_products as cp')
              .innerJoin('catalogues as k', 'k.id', 'cp.catalogue_id')
              .select(['cp.price', 'cp.old_price', 'cp.remise'])
              .whereRef('cp.product_id', '=', 'p.id')
              .$if(!range, (qb) => qb.where(sql<boolean>`false`))
              .$if(Boolean(range), (qb) =>
                qb
                  .where(sql<boolean>`k.oc_debut < ${range!.end}::date + 1`)
                  .where(sql<boolean>`k.oc_fin >= ${range!.start}::date`)
                  .where(sql<boolean>`k.oc_debut < ${range!.maxStart}::date + 1`),
              )
              .orderBy('k.oc_debut', 'desc')
              .limit(1)
              .as('w'),
          (join) => join.onTrue(),
        )
        .select(productColumns)
        .select([
          sql<number>`coalesce(w.price, p.price)`.as('price'),
          sql<number>`coalesce(w.old_price, p.old_price)`.as('old_price'),
          sql<number>`coalesce(w.remise, p.remise)`.as('remise'),
          'p.plus',
        ])
        .$if(Boolean(f.q), (qb) =>
          qb.orderBy(sql`similarity(${SEARCH_KEY}, search_key(${f.q ?? ''}))`, 'desc'),
        )
        .orderBy('p.id')
        .limit(page.limit)
        .offset(page.offset);
      const countQuery = filtered(f).select(sql<number>`count(*)::int`.as('total'));
      const [rows, count] = await Promise.all([rowsQuery.execute(), countQuery.executeTakeFirstOrThrow()]);
      return { rows, total: count.total };
    },

    byId(id: number): Promise<ProductRow | undefined> {
      return one(db).where('p.id', '=', id).executeTakeFirst();
    },

    bySku(sku: string): Promise<ProductRow | undefined> {
      return one(db).where('p.sku', '=', sku).executeTakeFirst();
    },
  };
}

function one(db: Kysely<DB>) {
  return db
    .selectFrom('products as p')
    .leftJoin('categories as c', 'c.category_id', 'p.category_id')
    .select(productColumns)
    .select(['p.price', 'p.old_price', 'p.remise', 'p.plus']);
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
