import { tunisParts } from '@qadhya/domain';
import { priceText } from '../../components/ui/price-text.ts';

/**
 * How the wallet's screens print instants and signed amounts (docs/wallet.md#purchases-screens):
 * every date and time as seen in Tunis, whatever the device's zone.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** "24/11/2026" in Tunis. */
export function tunisDay(iso: string): string {
  const p = tunisParts(new Date(iso));
  return `${pad(p.day)}/${pad(p.month)}/${p.year}`;
}

/** "13:05" in Tunis. */
export function tunisTime(iso: string): string {
  const p = tunisParts(new Date(iso));
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** "YYYY-MM-DD" of an instant in Tunis. */
export function tunisDate(iso: string): string {
  const p = tunisParts(new Date(iso));
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/**
 * A signed amount as printed on an activity card: "-12,500 DT" for a purchase or budget given
 * (money out: the text's colour, a down arrow), "+3,000 DT" for a return or budget received (money
 * in: green, an up arrow) — issue 33 reverses the spec's green purchases.
 */
export function signedAmount(millimes: number): { text: string; tone: 'debit' | 'credit' } {
  const tone = millimes < 0 ? 'debit' : 'credit';
  return { text: `${millimes < 0 ? '-' : '+'}${priceText(Math.abs(millimes))}`, tone };
}

/** The weekday's name in Tunis, in the app's language ("Mardi", "الثلاثاء"). */
export function tunisWeekday(iso: string, lang: string): string {
  const name = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-TN' : 'fr-FR', { weekday: 'long', timeZone: 'Africa/Tunis' }).format(
    new Date(iso),
  );
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}
