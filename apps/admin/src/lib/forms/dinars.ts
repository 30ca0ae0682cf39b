import { MILLIMES_PER_DINAR, formatMoney, formatPrice } from '@qadhya/domain';

/**
 * Prices are typed in dinars with up to 3 decimals ("2,350" or "2.350") and sent as integer
 * millimes (docs/back-office-screens.md#prices-in-dinars).
 */
const DINARS = /^\s*(\d{1,6})(?:[.,](\d{1,3}))?\s*$/;

/** "2,35" → 2350 millimes; null when it is not a price. */
export function dinarsToMillimes(text: string): number | null {
  const m = DINARS.exec(text);
  if (!m) return null;
  return Number(m[1]) * MILLIMES_PER_DINAR + Number((m[2] ?? '').padEnd(3, '0'));
}

/** 2350 → "2,350" (what the price fields show). */
export function millimesToDinars(millimes: number): string {
  return formatPrice(millimes).replace(/\s/g, '');
}

/** The message of a price field, or undefined when it is fine. */
export function dinarsError(text: string, { below }: { below?: number } = {}): string | undefined {
  const millimes = dinarsToMillimes(text);
  if (millimes === null) return 'Un prix en dinars, comme 2,350.';
  if (millimes < 1) return 'Le prix doit être positif.';
  if (below !== undefined && millimes >= below) return `Le prix doit être inférieur à l’ancien prix (${formatMoney(below, 'fr')}).`;
  return undefined;
}
