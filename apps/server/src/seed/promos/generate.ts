import { addDays, promoKeyForWeekday, weekdayOf } from '@qadhya/domain';
import type { Insertable } from 'kysely';
import type { PromosTable } from '../../db/tables/catalogues.ts';
import { FOOD_CATEGORY_IDS, HYGIENE_CATEGORY_IDS, NONFOOD_CATEGORY_IDS } from '../categories/categories.ts';
import { Rng } from '../prng.ts';
import { promoPrice } from '../products/pricing.ts';
import type { SeedProduct } from '../products/generate.ts';

export type PromoRow = Insertable<PromosTable>;

const DAY_NAMES = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];

const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

function dailyPlus(rng: Rng, date: string): string {
  return rng.pick([
    `Offre valable le ${DAY_NAMES[weekdayOf(date)]} ${dayMonth(date)} uniquement`,
    'Dans la limite des stocks disponibles',
    'Limité à 3 articles par client',
    'Prix spécial du jour',
  ]);
}

/**
 * Daily promos of the catalogue week starting `start` (Wednesday): every day 5 to 8 products
 * under its key super_<jour>, and 4 to 6 "Super Friday" offers dated the week's Friday.
 */
export function generatePromos(start: string, pool: Map<number, SeedProduct[]>): PromoRow[] {
  const rng = new Rng('promos', start);
  const used = new Set<number>();
  const pick = (categories: readonly number[]) => {
    const candidates = categories.flatMap((c) => pool.get(c) ?? []).filter((p) => !used.has(p.id));
    const p = rng.pick(candidates);
    used.add(p.id);
    return p;
  };
  const rows: PromoRow[] = [];
  for (let i = 0; i < 7; i++) {
    const date = addDays(start, i);
    const key = promoKeyForWeekday(weekdayOf(date));
    const count = rng.int(5, 8);
    for (let k = 0; k < count; k++) {
      const p = pick(rng.chance(0.75) ? FOOD_CATEGORY_IDS : rng.chance(0.5) ? HYGIENE_CATEGORY_IDS : NONFOOD_CATEGORY_IDS);
      const price = promoPrice(p.base_price, rng.int(20, 50));
      rows.push({
        product_id: p.id,
        promo_date: date,
        promo_key: key,
        price: price.new_price,
        old_price: price.old_price,
        remise: price.remise,
        plus: dailyPlus(rng, date),
      });
    }
  }
  const friday = addDays(start, 2);
  const fridayCount = rng.int(4, 6);
  for (let k = 0; k < fridayCount; k++) {
    const p = pick(rng.chance(0.6) ? NONFOOD_CATEGORY_IDS : FOOD_CATEGORY_IDS);
    const price = promoPrice(p.base_price, rng.int(30, 50));
    rows.push({
      product_id: p.id,
      promo_date: friday,
      promo_key: 'super_friday',
      price: price.new_price,
      old_price: price.old_price,
      remise: price.remise,
      plus: `Super Friday : prix exceptionnel le vendredi ${dayMonth(friday)}`,
    });
  }
  return rows;
}
