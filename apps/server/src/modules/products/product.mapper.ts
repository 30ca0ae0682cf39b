import { productImageUrl, type Product } from '@qadhya/contracts';
import { sql } from 'kysely';
import { localisedSql, type Lang } from '../../http/lang.ts';

/** The spec's default category, for a product whose category is unknown. */
export const DEFAULT_CATEGORY_NAME = 'AUTRES';
/** Its Arabic name. */
export const DEFAULT_CATEGORY_NAME_AR = 'أخرى';

const KINDS = new Set<Product['category_kind']>(['food', 'hygiene', 'nonfood', 'default']);

/** A product row as the repositories select it (prices already chosen: shelf, catalogue or promo). */
export interface ProductRow {
  id: number;
  sku: string;
  ean: string;
  name: string;
  description: string;
  short_description: string;
  marque: string | null;
  size: string | null;
  image_version: number;
  price: number;
  old_price: number;
  remise: number;
  plus: string | null;
  category_id: number;
  category_name: string;
  category_kind: string;
  category_ids: number[];
  super_lundi: number;
  super_mardi: number;
  super_mercredi: number;
  super_jeudi: number;
  super_vendredi: number;
  super_samedi: number;
  super_dimanche: number;
  super_friday: number;
}

const baseColumns = [
  'p.id',
  'p.sku',
  'p.ean',
  'p.name',
  'p.marque',
  'p.size',
  'p.image_version',
  'p.category_id',
  'p.category_ids',
  'p.super_lundi',
  'p.super_mardi',
  'p.super_mercredi',
  'p.super_jeudi',
  'p.super_vendredi',
  'p.super_samedi',
  'p.super_dimanche',
  'p.super_friday',
] as const;

/**
 * The category name of `categories as c` in `lang`: the Arabic one when set (else the French), and
 * the default AUTRES (أخرى) when the category is unknown.
 */
export function categoryNameSql(lang: Lang) {
  return lang === 'ar'
    ? sql<string>`coalesce(nullif(c.category_name_ar, ''), c.category_name, ${sql.lit(DEFAULT_CATEGORY_NAME_AR)})`
    : sql<string>`coalesce(c.category_name, ${sql.lit(DEFAULT_CATEGORY_NAME)})`;
}

/** A promo note or product line `<table>.plus` in `lang` (its `plus_ar` when set, else the French). */
export function plusSql(table: 'p' | 'pr', lang: Lang) {
  return lang === 'ar'
    ? sql<string | null>`coalesce(nullif(${sql.ref(`${table}.plus_ar`)}, ''), ${sql.ref(`${table}.plus`)})`
    : sql<string | null>`${sql.ref(`${table}.plus`)}`;
}

/**
 * The product columns of `products as p` left-joined to `categories as c`, with the spec's
 * default (AUTRES, kind default) when the category is unknown, the category's name, the
 * description and the short line in `lang`. Prices come from the caller. Product names, brands
 * and sizes stay as printed on the pack.
 */
export function productColumnsIn(lang: Lang) {
  return [
    ...baseColumns,
    localisedSql('p.description', 'p.description_ar', lang).as('description'),
    localisedSql('p.short_description', 'p.short_description_ar', lang).as('short_description'),
    categoryNameSql(lang).as('category_name'),
    sql<string>`coalesce(c.kind, 'default')`.as('category_kind'),
  ] as const;
}

/** The product columns in French. */
export const productColumns = productColumnsIn('fr');

/** One product row → the API's Product. */
export function toProduct(row: ProductRow): Product {
  const kind = row.category_kind as Product['category_kind'];
  return {
    id: row.id,
    sku: row.sku,
    ean: row.ean,
    name: row.name,
    description: row.description,
    short_description: row.short_description,
    marque: row.marque,
    size: row.size,
    image: productImageUrl(row.sku, row.image_version),
    price: row.price,
    old_price: row.old_price,
    new_price: row.price,
    remise: row.remise,
    plus: row.plus,
    category_id: row.category_id,
    category_name: row.category_name || DEFAULT_CATEGORY_NAME,
    category_kind: KINDS.has(kind) ? kind : 'default',
    category_ids: row.category_ids ?? [],
    super_lundi: row.super_lundi,
    super_mardi: row.super_mardi,
    super_mercredi: row.super_mercredi,
    super_jeudi: row.super_jeudi,
    super_vendredi: row.super_vendredi,
    super_samedi: row.super_samedi,
    super_dimanche: row.super_dimanche,
    super_friday: row.super_friday,
  };
}
