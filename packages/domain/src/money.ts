/** Money is integer millimes (1 DT = 1000 millimes). Display helpers for prices and discounts. */
import { formatWhole } from './format/whole.ts';

export const MILLIMES_PER_DINAR = 1000;
export const CURRENCY = 'DT';

export interface PriceParts {
  /** Integer dinars with fr-FR grouping, e.g. "1 234" (narrow no-break space). */
  integer: string;
  /** Exactly three digits of millimes, e.g. "500". */
  decimals: string;
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * Splits a price: 12500 → { integer: "12", decimals: "500" }; null/undefined → "0" / "000".
 * Fractions of a millime are rounded; a negative price keeps its sign on the integer part
 * (-12500 → "-12" / "500", -500 → "-0" / "500"). NaN and infinities count as missing.
 */
export function priceParts(millimes: number | null | undefined): PriceParts {
  if (!isNumber(millimes)) return { integer: '0', decimals: '000' };
  const abs = Math.round(Math.abs(millimes));
  const negative = millimes < 0 && abs !== 0;
  const dinars = Math.floor(abs / MILLIMES_PER_DINAR);
  const rest = abs - dinars * MILLIMES_PER_DINAR;
  return {
    integer: (negative ? '-' : '') + formatWhole(dinars),
    decimals: String(rest).padStart(3, '0'),
  };
}

/** "12,500" (fr-FR, 3 decimals; the spec's old-price format 1.3-3). */
export function formatPrice(millimes: number | null | undefined): string {
  const { integer, decimals } = priceParts(millimes);
  return `${integer},${decimals}`;
}

/** Discount percent shown with no decimals: 24.6 → "25"; null/undefined/NaN → "0". */
export function formatDiscount(remise: number | null | undefined): string {
  if (!isNumber(remise)) return '0';
  const text = formatWhole(remise);
  // Intl renders values that round to zero from below as "-0".
  return text === '-0' ? '0' : text;
}

/**
 * Integer discount percent between an old and a new price (rounded half up), 0 when there is
 * none: missing/non-finite prices, an old price ≤ 0, a negative new price or new ≥ old.
 */
export function discountPercent(oldMillimes: number, newMillimes: number): number {
  if (!isNumber(oldMillimes) || !isNumber(newMillimes)) return 0;
  if (oldMillimes <= 0 || newMillimes < 0 || newMillimes >= oldMillimes) return 0;
  return Math.round(((oldMillimes - newMillimes) * 100) / oldMillimes);
}
