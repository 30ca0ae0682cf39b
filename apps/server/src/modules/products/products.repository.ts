import { sql, type Kysely } from 'kysely';
import { escapeLike } from '../../db/like.ts';
import type { DB } from '../../db/schema.ts';
import type { Lang } from '../../http/lang.ts';
import { plusSql, productColumnsIn } from '../../db/product-columns.ts';
import { type ProductRow } from './product.mapper.ts';

/** Filters of the product list; every field optional. Dates are Tunis plain dates "YYYY-MM-DD". */
export interface ProductFilter {
  q?: string;
  categoryIds?: number[];
  /** Catalogues overlapping start..end (inclusive) and starting no later than `maxStart`. */
  catalogues?: { start: string; end: string; maxStart: string };
  kind?: 'food' | 'nonfood';
  /** Language of the category names and product lines (default French). */
  lang?: Lang;
}

export interface PageWindow {
  limit: number;
  offset: number;
}

type Prices = { price: number; old_price: number; remise: number };
/** Outside a catalogue range the shelf price applies. */
const shelfPrice = sql<Prices>`(select p.price, p.old_price, p.remise)`.as('w');

/**
 * search_key(name || ' ' || coalesce(marque, '')), stored (migration 0009) and trigram-indexed;
 * with p.search_trigrams, its number of distinct trigrams. Generated columns: kept out of the
 * ProductsTable type (no insert or select of the app names them).
 */
const SEARCH_TEXT = sql`p.search_text`;
/** Ranking by trigram similarity is bounded (see `mayRank`) for pages up to this depth. */
const BOUNDED_RANK_MAX = 1000;
const intArray = (ids: number[]) => sql`array[${sql.join(ids.map((id) => sql.lit(id)))}]::int[]`;
/** Catalogue `k` is published, overlaps the range and is visible (starts no later than maxStart). */
const overlapping = (range: NonNullable<ProductFilter['catalogues']>) =>
  sql<boolean>`k.published_at is not null and k.oc_debut < ${range.end}::date + 1 and k.oc_fin >= ${range.start}::date and k.oc_debut < ${range.maxStart}::date + 1`;

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
    return (
      db
        .selectFrom('products as p')
        .leftJoin('categories as c', 'c.category_id', 'p.category_id')
        .$if(Boolean(f.q), (qb) => qb.where(sql<boolean>`${SEARCH_TEXT} like '%' || search_key(${escapeLike(f.q ?? '')}) || '%'`))
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
        )
    );
  }

  /**
   * Rows that may be among the first `k` by similarity to `q`. The similarity of a text with n
   * distinct trigrams to a query with n_q is at most min(n, n_q) / max(n, n_q) (n stored as
   * p.search_trigrams, migration 0009), and the k-th best similarity of any matching rows is a
   * floor under the k-th best of all: here of the 8k matches with the fewest trigrams (the best
   * bounds), scored first. A row whose bound is below that floor cannot reach the page, so only the
   * rows that can are scored and sorted, and the page is exactly the one of ordering every match
   * by similarity (the 1e-6 covers similarity()'s float4 rounding).
   */
  function mayRank(f: ProductFilter & { q: string }, k: number) {
    const key = sql`search_key(${f.q})`;
    const sample = filtered(f)
      .select(sql<string>`p.search_text`.as('search_text'))
      .orderBy(sql`p.search_trigrams`)
      .orderBy('p.id')
      .limit(8 * k)
      .as('t');
    const scored = db
      .selectFrom(sample)
      .select(sql<number>`similarity(t.search_text, ${key})`.as('s'))
      .as('u');
    const floor = db
      .selectFrom(
        db
          .selectFrom(scored)
          .select('u.s')
          .orderBy('u.s', 'desc')
          .limit(1)
          .offset(k - 1)
          .as('v'),
      )
      .select(sql<number>`coalesce(max(v.s)::float8, 0)`.as('floor'));
    const nq = sql<number>`coalesce(array_length(show_trgm(${key}), 1), 0)`;
    return sql<boolean>`least(p.search_trigrams, ${nq})::float8 / greatest(p.search_trigrams, ${nq}, 1) >= ${floor} - 1e-6::float8`;
  }

  return {
    async list(f: ProductFilter, page: PageWindow): Promise<{ rows: ProductRow[]; total: number }> {
      const range = f.catalogues;
      const q = f.q;
      const depth = page.offset + page.limit;
      const rowsQuery = filtered(f)
        .$if(Boolean(q) && depth <= BOUNDED_RANK_MAX, (qb) => qb.where(mayRank({ ...f, q: q! }, depth)))
        .leftJoinLateral(
          () => (range ? weekPrice(range) : shelfPrice),
          (join) => join.onTrue(),
        )
        .select(productColumnsIn(f.lang ?? 'fr'))
        .select([
          sql<number>`coalesce(w.price, p.price)`.as('price'),
          sql<number>`coalesce(w.old_price, p.old_price)`.as('old_price'),
          sql<number>`coalesce(w.remise, p.remise)`.as('remise'),
          plusSql('p', f.lang ?? 'fr').as('plus'),
        ])
        .$if(Boolean(q), (qb) => qb.orderBy(sql`similarity(${SEARCH_TEXT}, search_key(${q ?? ''}))`, 'desc'))
        .orderBy('p.id')
        .limit(page.limit)
        .offset(page.offset);
      const countQuery = filtered(f).select(sql<number>`count(*)::int`.as('total'));
      const [rows, count] = await Promise.all([rowsQuery.execute(), countQuery.executeTakeFirstOrThrow()]);
      return { rows, total: count.total };
    },

    byId(id: number, lang: Lang = 'fr'): Promise<ProductRow | undefined> {
      return one(db, lang).where('p.id', '=', id).executeTakeFirst();
    },

    bySku(sku: string, lang: Lang = 'fr'): Promise<ProductRow | undefined> {
      return one(db, lang).where('p.sku', '=', sku).executeTakeFirst();
    },

    /**
     * One page of the whole-range search (docs/products.md#one-search), best first, with its rank
     * and the total. Read by word (migration 0039): the query's words are looked up in
     * search_dictionary (3+ letters: every word containing it, trigram index; 1–2 letters: the
     * words starting with it; a word found in fewer than 24 products also brings its close
     * spellings); product_words holds each word's products in rank order, so a page reads the
     * first rows of each word only, and the total counts product ids from the same index. A
     * product has every word of the query (words of one or two letters only rank). The aisles
     * whose French or Arabic name has the key add their products, the EAN or article code its
     * product. Ranks: 0 the code, 1 a whole word of the name in an aisle named so too (« lait »:
     * the milks), 2 a whole word of the name, 3 a whole word of the aisle, 4 a word start of the
     * name, 5 a word start of the aisle (or inside its Arabic name), 6 inside a word of the name,
     * 7 a close spelling; several words rank by the weakest of their matches, in any order. Then
     * the names led by the (first) word, the closest spelling, the shorter names (the key is more
     * of them), then id.
     */
    async search(s: SearchInput, page: PageWindow): Promise<{ hits: { id: number; rank: number }[]; total: number }> {
      const result = await sql<{ id: number | null; rank: number | null; total: number }>`
        select hit_id as id, hit_rank as rank, hit_total as total
        from search_products(${s.key}, ${s.arabicKey}, ${s.code ?? ''}, ${page.limit}, ${page.offset})`.execute(db);
      const rows = result.rows.filter((r): r is { id: number; rank: number; total: number } => r.id !== null);
      return { hits: rows.map((r) => ({ id: r.id, rank: Number(r.rank) })), total: result.rows[0]?.total ?? 0 };
    },

    /** The products `ids` with today's promo or catalogue price and the last-chance offer in `store`. */
    async withOffers(ids: number[], o: { today: string; store?: string; lang: Lang }): Promise<SearchRow[]> {
      if (ids.length === 0) return [];
      return one(db, o.lang)
        .leftJoinLateral(
          (eb) =>
            eb
              .selectFrom('promos as pr')
              .select(['pr.price', 'pr.old_price', 'pr.remise'])
              .where(sql<boolean>`pr.product_id = p.id and pr.promo_date = ${o.today}::date`)
              .orderBy('pr.price')
              .limit(1)
              .as('dp'),
          (join) => join.onTrue(),
        )
        .leftJoinLateral(
          (eb) =>
            eb
              .selectFrom('catalogue_products as cp')
              .innerJoin('catalogues as k', 'k.id', 'cp.catalogue_id')
              .select(['cp.price', 'cp.old_price', 'cp.remise'])
              .where(
                sql<boolean>`cp.product_id = p.id and k.published_at is not null and k.oc_debut < ${o.today}::date + 1 and k.oc_fin >= ${o.today}::date`,
              )
              .orderBy('cp.price')
              .limit(1)
              .as('kp'),
          (join) => join.onTrue(),
        )
        .leftJoinLateral(
          (eb) =>
            eb
              .selectFrom('last_chance as lc')
              .select(['lc.magasin_code', 'lc.nouveau_pv', 'lc.ancien_pv', 'lc.remise', 'lc.stock'])
              .where(sql<boolean>`lc.sku = p.sku and lc.magasin_code = ${o.store ?? ''} and lc.stock > 0`)
              .as('lc'),
          (join) => join.onTrue(),
        )
        .select([
          sql<number | null>`dp.price`.as('promo_price'),
          sql<number | null>`dp.old_price`.as('promo_old_price'),
          sql<number | null>`dp.remise`.as('promo_remise'),
          sql<number | null>`kp.price`.as('cat_price'),
          sql<number | null>`kp.old_price`.as('cat_old_price'),
          sql<number | null>`kp.remise`.as('cat_remise'),
          sql<string | null>`lc.magasin_code`.as('lc_magasin'),
          sql<number | null>`lc.nouveau_pv`.as('lc_price'),
          sql<number | null>`lc.ancien_pv`.as('lc_old_price'),
          sql<number | null>`lc.remise`.as('lc_remise'),
          sql<number | null>`lc.stock`.as('lc_stock'),
        ])
        .where('p.id', 'in', ids)
        .execute();
    },
  };
}

/** What the repository searches with (the service prepares it). */
export interface SearchInput {
  /** The query as typed, cleaned; search_key() of it is compared with the products' search_text. */
  key: string;
  /** The query's Arabic words without their article (« ال »), '' when it has no Arabic letter. */
  arabicKey: string;
  /** The query when it may be an EAN or article code (letters, digits, - and _), else undefined. */
  code?: string;
}

/** A product row with today's offers (null columns when none). */
export interface SearchRow extends ProductRow {
  promo_price: number | null;
  promo_old_price: number | null;
  promo_remise: number | null;
  cat_price: number | null;
  cat_old_price: number | null;
  cat_remise: number | null;
  lc_magasin: string | null;
  lc_price: number | null;
  lc_old_price: number | null;
  lc_remise: number | null;
  lc_stock: number | null;
}

function one(db: Kysely<DB>, lang: Lang) {
  return db
    .selectFrom('products as p')
    .leftJoin('categories as c', 'c.category_id', 'p.category_id')
    .select(productColumnsIn(lang))
    .select(['p.price', 'p.old_price', 'p.remise', plusSql('p', lang).as('plus')]);
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
