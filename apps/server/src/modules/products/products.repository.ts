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

type Prices = { price: number; old_price: number; remise: number };
/** Outside a catalogue range the shelf price applies. */
const shelfPrice = sql<Prices>`(select p.price, p.old_price, p.remise)`.as('w');

const SEARCH_KEY = sql`search_key(p.name || ' ' || coalesce(p.marque, ''))`;
const intArray = (ids: number[]) => sql`array[${sql.join(ids.map((id) => sql.lit(id)))}]::int[]`;
/** Catalogue `k` overlaps the range and is visible (starts no later than maxStart). */
const overlapping = (range: NonNullable<ProductFilter['catalogues']>) =>
  sql<boolean>`k.oc_debut < ${range.end}::date + 1 and k.oc_fin >= ${range.start}::date and k.oc_debut < ${range.maxStart}::date + 1`;

/** LIKE's own wildcards in the user's text are matched literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** SQL only: products with their category (AUTRES when unknown). */
export function createProductsRepository(db: Kysely<DB>) {
  const foodCategories = db.selectFrom('categories').select('category_id').where('kind', 'in', ['food', 'hygiene']);

  /** The week's price in a catalogue range: the latest overlapping catalogue's (one row per product). */
  const weekPrice = (range: NonNullable<ProductFilter['catalogues']>) =>
    db
      .selectFrom('catalogue_products as cp')
      .innerJoin('catalogues as k', 'k.id', 'cp.catalogue_id')
      .select(['cp.price', 'cp.old_price', 'cp.remise'])
      .where(sql<boolean>`cp.product_id = p.id`)
      .where(overlapping(range))
      .orderBy('k.oc_debut', 'desc')
      .limit(1)
      .as('w');

  function filtered(f: ProductFilter) {
    const range = f.catalogues;
    return db
      .selectFrom('products as p')
      .leftJoin('categories as c', 'c.category_id', 'p.category_id')
      .$if(Boolean(f.q), (qb) => qb.where(sql<boolean>`${SEARCH_KEY} like '%' || search_key(${escapeLike(f.q ?? '')}) || '%'`))
      .$if(Boolean(f.categoryIds?.length), (qb) =>
        qb.where(sql<boolean>`(p.category_id = any(${intArray(f.categoryIds!)}) or p.category_ids && ${intArray(f.categoryIds!)})`),
      )
      // By category ids (products_category_idx); an unknown category counts as non-food.
      .$if(f.kind === 'food', (qb) => qb.where('p.category_id', 'in', foodCategories))
      .$if(f.kind === 'nonfood', (qb) => qb.where('p.category_id', 'not in', foodCategories))
      .$if(Boolean(range), (qb) =>
        qb.where('p.id', 'in', (eb) =>
          eb
            .selectFrom('catalogue_products as cp')
            .innerJoin('catalogues as k', 'k.id', 'cp.catalogue_id')
            .select('cp.product_id')
            .where(overlapping(range!)),
        ),
      );
  }

  return {
    async list(f: ProductFilter, page: PageWindow): Promise<{ rows: ProductRow[]; total: number }> {
      const range = f.catalogues;
      const rowsQuery = filtered(f)
        .leftJoinLateral(() => (range ? weekPrice(range) : shelfPrice), (join) => join.onTrue())
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
