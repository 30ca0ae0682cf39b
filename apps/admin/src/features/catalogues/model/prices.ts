import { MILLIMES_PER_DINAR } from '@qadhya/domain';

/**
 * Catalogue prices are typed in dinars with up to 3 decimals ("2,450", "2.45", "12") and sent as
 * integer millimes (docs/back-office.md#catalogues).
 */
const DINARS_RE = /^(\d{1,6})(?:[.,](\d{1,3}))?$/;

/** "2,450" → 2450; not a price → null. */
export function parseDinars(text: string): number | null {
  const m = DINARS_RE.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * MILLIMES_PER_DINAR + Number((m[2] ?? '').padEnd(3, '0'));
}

/** 2450 → "2,450" (what a price field shows). */
export function toDinars(millimes: number): string {
  const dinars = Math.floor(millimes / MILLIMES_PER_DINAR);
  return `${dinars},${String(millimes - dinars * MILLIMES_PER_DINAR).padStart(3, '0')}`;
}
