import { addDays, daysBetween } from '@qadhya/domain';
import { addMonths, tunisMidnight } from '../../modules/price-history/price-history.ts';
import { lastChanceOf, promoOn, type NewPriceRow, type PriceSources } from '../../modules/price-history/price-log.ts';
import { Rng } from '../prng.ts';

/** How far back the demo history goes, in months (the answer reads 25 months back). */
export const HISTORY_MONTHS = 25;
/** Share of the products on promo often (every two weeks or so); the others every eight months or so. */
const OFTEN_SHARE = 0.05;
const OFTEN_GAP_DAYS = 14;
const SELDOM_GAP_DAYS = 240;

export interface PriceHistoryInput {
  /** The clock's Tunis day. */
  today: string;
  /** Every product's price sources from `realStart` on (the seeded promos and catalogues, the last-chance offers). */
  sources: readonly PriceSources[];
  /** The first day of the seeded promos and catalogues: from it on, the history is what they say. */
  realStart: string;
  /** From this day on a product's selling price below its regular price (a standing discount) counts: the current catalogue week's start. */
  standingSince: string;
  /** The products that may have promos and last-chance offers (the generator's products but those never on promo). */
  promotable: ReadonlySet<string>;
  /** Every store's code. */
  stores: readonly string[];
}

/** A price of the demo's kind: tens of millimes below 1 DT, then 50 millimes, then 0,5 DT. */
function roundPrice(millimes: number): number {
  const step = millimes < 1_000 ? 10 : millimes < 100_000 ? 50 : 500;
  return Math.max(step, Math.round(millimes / step) * step);
}

/** `percent` off `price`, rounded, and strictly below it (null when rounding leaves nothing off). */
function off(price: number, percent: number): number | null {
  const p = roundPrice((price * (100 - percent)) / 100);
  return p < price && p > 0 ? p : null;
}

const midnights = new Map<string, number>();
const midnight = (day: string, hours = 0) => {
  let t = midnights.get(day);
  if (t === undefined) midnights.set(day, (t = tunisMidnight(day)));
  return new Date(t + hours * 3_600_000);
};

/**
 * Two years of believable price history for every product (docs/products.md#price-history),
 * deterministic (a seeded generator per sku), ending where the tables are today:
 * - the regular price rises 2 to 6 % two to four times over the two years, back from today's base price;
 * - before the seeded weeks, promos of 10 to 40 % off for a day or a catalogue week: every two
 *   weeks or so for one product in twenty, every eight months or so for the others;
 * - from the seeded weeks on, what their daily promos and catalogues say (and the standing discount
 *   from this week on), ahead of today too;
 * - last-chance offers: today's, started in the last three weeks, and a few ended ones at other stores.
 */
export function generatePriceHistory(input: PriceHistoryInput): NewPriceRow[] {
  const { today, realStart } = input;
  const start = addMonths(today, -HISTORY_MONTHS);
  const lastRegularChange = addDays(realStart, -7);
  // The days from the seeded weeks' first to the day after the last dated source.
  const lastDated = [today, ...input.sources.flatMap((src) => [...src.daily.map((d) => d.date), ...src.catalogues.map((c) => c.end)])]
    .sort()
    .at(-1)!;
  const days: string[] = [];
  for (let day = realStart; day <= addDays(lastDated, 1); day = addDays(day, 1)) days.push(day);
  const out: NewPriceRow[] = [];
  const push = (sku: string, kind: NewPriceRow['kind'], price: number | null, at: Date, magasin: string | null = null) =>
    out.push({ sku, magasin_code: magasin, kind, price, at, source: 'seed' });

  for (const src of input.sources) {
    const rng = new Rng('price-history', src.sku);
    const sku = src.sku;

    // The regular price: from today's back, a few percent lower before each rise.
    const span = daysBetween(addDays(start, 30), lastRegularChange);
    const rises = span > 0 ? [...new Set(Array.from({ length: rng.int(2, 4) }, () => addDays(start, 30 + rng.int(0, span))))].sort() : [];
    const prices = [src.base_price];
    for (let i = rises.length - 1; i >= 0; i--) {
      const lower = roundPrice(prices[0]! / (1 + rng.int(2, 6) / 100));
      prices.unshift(lower < prices[0]! ? lower : prices[0]!);
    }
    const regularOn = (day: string) => {
      let p = prices[0]!;
      rises.forEach((d, i) => {
        if (d <= day) p = prices[i + 1]!;
      });
      return p;
    };
    push(sku, 'regular', prices[0]!, midnight(start));
    rises.forEach((day, i) => {
      if (prices[i + 1] !== prices[i]) push(sku, 'regular', prices[i + 1]!, midnight(day));
    });

    const promotable = input.promotable.has(sku);
    // Promos before the seeded weeks, never reaching them.
    if (promotable) {
      const gap = rng.chance(OFTEN_SHARE) ? OFTEN_GAP_DAYS : SELDOM_GAP_DAYS;
      for (let day = addDays(start, rng.int(0, gap)); ;) {
        const length = rng.chance(0.4) ? 1 : 7;
        const after = addDays(day, length);
        if (after >= realStart) break;
        const price = off(regularOn(day), rng.int(10, 40));
        if (price !== null) {
          push(sku, 'promo', price, midnight(day));
          push(sku, 'promo', null, midnight(after));
        }
        day = addDays(after, rng.int(Math.ceil(gap / 2), Math.ceil(gap * 1.5)));
      }
    }

    // From the seeded weeks on: their promos and catalogues, day by day, and the days ahead.
    const noStanding: PriceSources = { ...src, price: src.base_price };
    let promo: number | null = null;
    for (const day of days) {
      const price = promoOn(day >= input.standingSince ? src : noStanding, day);
      if (price !== promo) push(sku, 'promo', price, midnight(day));
      promo = price;
    }

    // Last chance: a few offers that ended, at other stores; today's, started in the last three weeks.
    const current = src.lastChance.filter((o) => lastChanceOf(src, o.magasin) !== null);
    if (promotable && input.stores.length > 0 && rng.chance(src.lastChance.length > 0 ? 0.5 : 0.03)) {
      const first = addDays(start, 60);
      const range = daysBetween(first, addDays(today, -90));
      const used = new Set(src.lastChance.map((o) => o.magasin));
      for (let n = rng.int(1, 2); n > 0 && range > 0; n--) {
        const magasin = rng.pick(input.stores);
        if (used.has(magasin)) continue;
        used.add(magasin);
        const day = addDays(first, rng.int(0, range));
        const price = off(regularOn(day), rng.int(30, 60));
        if (price === null) continue;
        push(sku, 'last_chance', price, midnight(day, rng.int(8, 19)), magasin);
        push(sku, 'last_chance', null, midnight(addDays(day, rng.int(7, 28)), rng.int(8, 19)), magasin);
      }
    }
    for (const offer of current) {
      push(sku, 'last_chance', offer.price, midnight(addDays(today, -rng.int(1, 21)), rng.int(8, 19)), offer.magasin);
    }
  }
  return out;
}
