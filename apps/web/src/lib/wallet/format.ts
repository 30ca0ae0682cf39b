import { formatDate, formatMoney, formatTime, formatWeekday, tunisParts } from '@qadhya/domain';
import { moneyDrawn } from '../../components/ui/price-text.ts';

/**
 * How the wallet's screens print instants and signed amounts (docs/wallet.md#purchases-screens):
 * every date and time as seen in Tunis, whatever the device's zone, written by the domain formats
 * (docs/formats.md).
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** "24/11/2026" in Tunis (isolated in Arabic). */
export function tunisDay(iso: string, lang: string | null | undefined): string {
  return formatDate(iso, lang);
}

/** "13:05" in Tunis (isolated in Arabic). */
export function tunisTime(iso: string, lang: string | null | undefined): string {
  return formatTime(iso, lang);
}

/** "YYYY-MM-DD" of an instant in Tunis: a key (grouping tickets by day), not a display. */
export function tunisDate(iso: string): string {
  const p = tunisParts(new Date(iso));
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/**
 * A signed amount as printed on an activity card: "-12,500 DT" for a purchase or budget given
 * (money out: the text's colour, a down arrow), "+3,000 DT" for a return or budget received (money
 * in: green, an up arrow) — issue 33 reverses the spec's green purchases. `text` is the whole
 * amount (formatMoney), `figures` and `currency` the pieces a screen draws.
 */
export function signedAmount(
  millimes: number,
  lang: string | null | undefined,
): { text: string; figures: string; currency: string; tone: 'debit' | 'credit' } {
  const tone = millimes < 0 ? 'debit' : 'credit';
  return { text: formatMoney(millimes, lang, { signed: true }), ...moneyDrawn(millimes, lang, { signed: true }), tone };
}

/** The weekday's name in Tunis, in the app's language ("Mardi", "الثلاثاء"). */
export function tunisWeekday(iso: string, lang: string): string {
  return formatWeekday(iso, lang, { capital: true });
}
