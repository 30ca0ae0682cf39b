import type { Insertable } from 'kysely';
import type { CatalogueProductsTable } from '../../db/tables/catalogues.ts';
import type { SuperDayFlags } from '../../db/tables/products.ts';
import { BANNER, CURRENT_CATALOGUE } from '../categories/categories.ts';
import type { PromoRow } from '../promos/generate.ts';
import { standingPrice, type SeedProduct } from './generate.ts';

/** The fields of a product that follow the current week. */
export interface ProductWeekState extends SuperDayFlags {
  price: number;
  old_price: number;
  new_price: number;
  remise: number;
  category_ids: number[];
}

export const WEEK_STATE_FIELDS = [
  'price',
  'old_price',
  'new_price',
  'remise',
  'category_ids',
  'super_lundi',
  'super_mardi',
  'super_mercredi',
  'super_jeudi',
  'super_vendredi',
  'super_samedi',
  'super_dimanche',
  'super_friday',
] as const satisfies readonly (keyof ProductWeekState)[];

/** Products of the week's banner (726): the cover's heroes and the first tile of the next pages. */
export function bannerProductIds(items: readonly Insertable<CatalogueProductsTable>[]): Set<number> {
  const ids = items.filter((i) => i.page === 1 || (i.position === 0 && i.page <= 9)).map((i) => i.product_id);
  return new Set(ids);
}

/**
 * What every product shows this week: the current catalogue's price and category 695 for its
 * products, 726 for the banner, and the day flags of the week's daily promos.
 */
export function weekStates(
  products: readonly SeedProduct[],
  currentItems: readonly Insertable<CatalogueProductsTable>[],
  currentPromos: readonly PromoRow[],
): Map<number, ProductWeekState> {
  const inCatalogue = new Map(currentItems.map((i) => [i.product_id, i]));
  const banner = bannerProductIds(currentItems);
  const flags = new Map<number, Set<string>>();
  for (const promo of currentPromos) {
    const set = flags.get(promo.product_id) ?? new Set<string>();
    set.add(promo.promo_key);
    flags.set(promo.product_id, set);
  }
  const out = new Map<number, ProductWeekState>();
  for (const p of products) {
    const item = inCatalogue.get(p.id);
    const prices = item
      ? { price: item.price, old_price: item.old_price, new_price: item.price, remise: item.remise }
      : standingPrice(p.sku, p.base_price);
    const f = flags.get(p.id);
    const flag = (key: string) => (f?.has(key) ? 1 : 0);
    out.set(p.id, {
      ...prices,
      category_ids: [p.category_id, ...(item ? [CURRENT_CATALOGUE] : []), ...(banner.has(p.id) ? [BANNER] : [])],
      super_lundi: flag('super_lundi'),
      super_mardi: flag('super_mardi'),
      super_mercredi: flag('super_mercredi'),
      super_jeudi: flag('super_jeudi'),
      super_vendredi: flag('super_vendredi'),
      super_samedi: flag('super_samedi'),
      super_dimanche: flag('super_dimanche'),
      super_friday: flag('super_friday'),
    });
  }
  return out;
}
