import { productImageUrl } from '@qadhya/contracts';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { localisedSql } from '../../db/localised.ts';
import type { Lang } from '../../http/lang.ts';

/** What a list item shows of its product, and today's unit price (docs/shopping-lists.md#score-and-promo-deduite). */
export interface SkuInfo {
  name: string;
  /** The size printed on the pack, else the short description in the language (French fallback). */
  desc: string | null;
  /** The product picture, the same URL as GET /products gives. */
  image: string | null;
  /** Today's unit price in the shopper's store, millimes: the lowest of the four prices below. */
  price: number;
  /** The product's regular shelf price (base_price), millimes. */
  regular_price: number;
}

export interface PricingOptions {
  /** Today in Tunis, YYYY-MM-DD (the daily promos' and the catalogues' day). */
  today: string;
  /** The shopper's store (magasin_code): its last-chance prices count. */
  store?: string;
  lang: Lang;
}

/**
 * Today's prices of `skus`, in one query (docs/shopping-lists.md#score-and-promo-deduite): the lowest
 * of the product's price, today's daily promo price (promos, promo_date = today), the price in a
 * published catalogue running today (catalogue_products) and the last-chance price in `store`.
 * PostgreSQL's least() skips the nulls of the prices that do not apply. Unknown skus are absent.
 */
export async function pricesFor(db: Kysely<DB>, skus: string[], opts: PricingOptions): Promise<Map<string, SkuInfo>> {
  const wanted = [...new Set(skus)];
  const out = new Map<string, SkuInfo>();
  if (wanted.length === 0) return out;
  const today = opts.today;
  const promo = sql<number | null>`(select min(pr.price) from promos pr where pr.product_id = p.id and pr.promo_date = ${today}::date)`;
  const catalogue = sql<number | null>`(select min(cp.price) from catalogue_products cp join catalogues k on k.id = cp.catalogue_id
    where cp.product_id = p.id and k.published_at is not null and k.oc_debut < ${today}::date + 1 and k.oc_fin >= ${today}::date)`;
  const lastChance = opts.store
    ? sql<number | null>`(select min(lc.nouveau_pv) from last_chance lc where lc.sku = p.sku and lc.magasin_code = ${opts.store})`
    : sql<number | null>`null::int`;
  const rows = await db
    .selectFrom('products as p')
    .select([
      'p.sku',
      'p.name',
      'p.size',
      'p.image_version',
      'p.base_price',
      localisedSql('p.short_description', 'p.short_description_ar', opts.lang).as('short'),
      sql<number>`least(p.price, ${promo}, ${catalogue}, ${lastChance})`.as('price'),
    ])
    .where('p.sku', 'in', wanted)
    .execute();
  for (const r of rows) {
    const size = r.size?.trim() ? r.size : null;
    const short = r.short?.trim() ? r.short : null;
    out.set(r.sku, {
      name: r.name,
      desc: size ?? short,
      image: productImageUrl(r.sku, r.image_version),
      price: Number(r.price),
      regular_price: r.base_price,
    });
  }
  return out;
}
