import { formatMonth, formatMonthYear } from '@qadhya/domain';

/**
 * Month names in the app's language for the charts' axes and tables (docs/wallet.md#charts),
 * written by the domain formats (docs/formats.md): Tunisian month names in Arabic.
 */

/** "janv.", "févr." … / "جانفي" …: month 1..12 of any year. */
export function monthName(month: number, lang: string, width: 'short' | 'long' = 'short'): string {
  return formatMonth({ month }, lang, { short: width === 'short' });
}

/** The twelve months January first. */
export function yearMonths(lang: string, width: 'short' | 'long' = 'short'): string[] {
  return Array.from({ length: 12 }, (_, i) => monthName(i + 1, lang, width));
}

/** "2026-03" → "mars 2026" / "مارس ⁦2026⁩" (long) or the short name alone. */
export function labelOfMonth(ym: string, lang: string, width: 'short' | 'long' = 'short'): string {
  const [, m] = ym.split('-').map(Number) as [number, number];
  return width === 'long' ? formatMonthYear(`${ym}-01`, lang) : monthName(m, lang, width);
}
