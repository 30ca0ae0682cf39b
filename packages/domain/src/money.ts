/** Money is integer millimes (1 DT = 1000 millimes). Display helpers for prices and discounts. */
export const MILLIMES_PER_DINAR = 1000;
export const CURRENCY = 'DT';

export interface PriceParts {
  /** Integer dinars with fr-FR grouping, e.g. "1 234" (narrow no-break space). */
  integer: string;
  /** Exactly three digits of millimes, e.g. "500". */
  decimals: string;
}

/** Splits a price: 12500 → { integer: "12", decimals: "500" }; null/undefined → "0" / "000". */
export function priceParts(millimes: number | null | undefined): PriceParts {
  throw new Error('not implemented');
}

/** "12,500" (fr-FR, 3 decimals; the spec's old-price format 1.3-3). */
export function formatPrice(millimes: number | null | undefined): string {
  throw new Error('not implemented');
}

/** Discount percent shown with no decimals: 24.6 → "25". */
export function formatDiscount(remise: number | null | undefined): string {
  throw new Error('not implemented');
}

/** Integer discount percent between an old and a new price, 0 when there is none. */
export function discountPercent(oldMillimes: number, newMillimes: number): number {
  throw new Error('not implemented');
}
