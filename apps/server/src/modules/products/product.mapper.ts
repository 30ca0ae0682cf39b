import { productImageUrl, type Product } from '@qadhya/contracts';
import type { SuperDayFlags } from '../../db/tables/products.ts';

/** The spec's default category, for a product whose category is unknown. */
export const DEFAULT_CATEGORY_NAME = 'AUTRES';
/** Its Arabic name. */
export const DEFAULT_CATEGORY_NAME_AR = 'أخرى';

const KINDS = new Set<Product['category_kind']>(['food', 'hygiene', 'nonfood', 'default']);

/** A product row as the repositories select it (prices already chosen: shelf, catalogue or promo). */
export interface ProductRow extends SuperDayFlags {
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
}

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
