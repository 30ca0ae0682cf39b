import { discountPercent } from '@qadhya/domain';

/**
 * Shelf prices in integer millimes that look like real ones: 0,190 / 2,350 / 12,900 / 1 299,000.
 */
export function shelfPrice(millimes: number): number {
  if (millimes < 1000) return Math.max(50, Math.round(millimes / 10) * 10);
  if (millimes < 10_000) return Math.round(millimes / 50) * 50;
  if (millimes < 100_000) return Math.max(10_000, Math.round(millimes / 1000) * 1000 - 100);
  if (millimes < 1_000_000) return Math.round(millimes / 10_000) * 10_000 - 1000;
  return Math.round(millimes / 50_000) * 50_000 - 1000;
}

export interface PriceState {
  price: number;
  old_price: number;
  new_price: number;
  remise: number;
}

/** No discount: old = new = price, remise 0. */
export function regularPrice(base: number): PriceState {
  return { price: base, old_price: base, new_price: base, remise: 0 };
}

/**
 * A promotion of about `percent` off the shelf price, rounded to a shelf-looking price; the remise
 * is then computed from the two prices so that remise = round((old − new) / old × 100).
 */
export function promoPrice(base: number, percent: number): PriceState {
  const target = shelfPrice(Math.round((base * (100 - percent)) / 100));
  const newPrice = target >= base ? shelfPrice(base - Math.max(10, Math.round(base * 0.05))) : target;
  const safe = newPrice > 0 && newPrice < base ? newPrice : base;
  return { price: safe, old_price: base, new_price: safe, remise: discountPercent(base, safe) };
}
