import { sql } from 'kysely';
import type { Lang } from '../http/lang.ts';
import { localisedSql } from './localised.ts';
import { DEFAULT_CATEGORY_NAME, DEFAULT_CATEGORY_NAME_AR } from '../modules/products/product.mapper.ts';

// The SQL of a product as the repositories read it (product.mapper.ts turns the rows into
// Products); for repositories only (docs/architecture.md#layers).

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
