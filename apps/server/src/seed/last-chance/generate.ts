import type { Insertable } from 'kysely';
import type { LastChanceTable } from '../../db/tables/stock.ts';
import type { StoresTable } from '../../db/tables/stores.ts';
import { FOOD_CATEGORY_IDS, HYGIENE_CATEGORY_IDS, NONFOOD_CATEGORY_IDS } from '../categories/categories.ts';
import { Rng } from '../prng.ts';
import { promoPrice } from '../products/pricing.ts';
import type { SeedProduct } from '../products/generate.ts';

export type LastChanceRow = Insertable<LastChanceTable>;

/** Skus on last-chance sale: end of series, damaged packaging, short dates. */
export const LAST_CHANCE_SKUS = 320;

/** Food that can end up with a short date. */
const SHORT_DATE = new Set([516, 517, 519, 522, 548, 556, 571, 609]);

/**
 * A few hundred skus, each cleared in 3 to 15 stores with its own stock, at 30 to 70 % off.
 * The same product can have a different discount in each store.
 */
export function generateLastChance(
  products: readonly SeedProduct[],
  stores: readonly Pick<StoresTable, 'magasin_code'>[],
): LastChanceRow[] {
  const rng = new Rng('last-chance');
  const eligible = (ids: readonly number[]) => products.filter((p) => !p.noPromo && ids.includes(p.category_id));
  const food = eligible(FOOD_CATEGORY_IDS).filter((p) => SHORT_DATE.has(p.category_id));
  const chosen = [
    ...rng.sample(eligible(NONFOOD_CATEGORY_IDS), Math.round(LAST_CHANCE_SKUS * 0.55)),
    ...rng.sample(eligible(HYGIENE_CATEGORY_IDS), Math.round(LAST_CHANCE_SKUS * 0.15)),
    ...rng.sample(food, Math.round(LAST_CHANCE_SKUS * 0.3)),
  ].sort((a, b) => a.id - b.id);
  const rows: LastChanceRow[] = [];
  for (const p of chosen) {
    const storeCount = rng.int(3, 15);
    const base = rng.int(30, 60);
    for (const store of rng.sample(stores, storeCount)) {
      const price = promoPrice(p.base_price, Math.min(70, base + rng.int(0, 10)));
      rows.push({
        sku: p.sku,
        magasin_code: store.magasin_code,
        nouveau_pv: price.new_price,
        ancien_pv: price.old_price,
        remise: price.remise,
        stock: rng.int(1, p.base_price > 100_000 ? 4 : 25),
        desc_article: p.size ? `${p.name} ${p.size}` : p.name,
        category_id: p.category_id,
      });
    }
  }
  return rows.sort((a, b) => (a.sku === b.sku ? a.magasin_code.localeCompare(b.magasin_code) : a.sku.localeCompare(b.sku)));
}
