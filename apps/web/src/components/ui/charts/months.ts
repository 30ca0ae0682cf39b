/** Month names in the app's language for the charts' axes and tables (docs/wallet.md#charts). */
const locale = (lang: string) => (lang === 'ar' ? 'ar-TN' : 'fr-FR');

/** "janv.", "févr." … / "جانفي" …: month 1..12 of any year (UTC, no zone shift). */
export function monthName(month: number, lang: string, width: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(locale(lang), { month: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, month - 1, 15)));
}

/** The twelve months January first. */
export function yearMonths(lang: string, width: 'short' | 'long' = 'short'): string[] {
  return Array.from({ length: 12 }, (_, i) => monthName(i + 1, lang, width));
}

/** "2026-03" → "mars 2026" / "مارس 2026" (long) or the short name alone. */
export function labelOfMonth(ym: string, lang: string, width: 'short' | 'long' = 'short'): string {
  const [y, m] = ym.split('-').map(Number) as [number, number];
  const name = monthName(m, lang, width);
  return width === 'long' ? `${name} ${y}` : name;
}
