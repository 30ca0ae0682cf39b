import { formatDate, formatDayMonth, formatMonth, ltr, type TextLang } from '@qadhya/domain';

/**
 * Dates as the flyer writes them, by the domain formats (docs/formats.md): dd/mm and dd/mm/yyyy,
 * the month names of each language (Tunisian ones in Arabic), the figures isolated in Arabic (the
 * outlines of rtl-text.ts order them and draw no isolate). Inputs are plain "YYYY-MM-DD".
 */

/** "2026-11-18" → "18/11" ("⁦18/11⁩" in Arabic). */
export const dayMonth = (date: string, lang: TextLang = 'fr') => formatDayMonth(date, lang);

/** "2026-11-18" → "18/11/2026" ("⁦18/11/2026⁩" in Arabic). */
export const fullDate = (date: string, lang: TextLang = 'fr') => formatDate(date, lang);

const monthOf = (date: string, lang: TextLang) => formatMonth({ month: Number(date.slice(5, 7)) }, lang);

const dayWord = (date: string) => {
  const d = Number(date.slice(8, 10));
  return d === 1 ? '1er' : String(d);
};

/** "Semaine du 18 au 24 novembre" or "Semaine du 25 novembre au 1er décembre". */
export function weekLong(start: string, end: string): string {
  const m1 = monthOf(start, 'fr');
  const m2 = monthOf(end, 'fr');
  return m1 === m2
    ? `Semaine du ${dayWord(start)} au ${dayWord(end)} ${m2}`
    : `Semaine du ${dayWord(start)} ${m1} au ${dayWord(end)} ${m2}`;
}

/** "Semaine du 18/11 au 24/11". */
export const weekShort = (start: string, end: string) => `Semaine du ${dayMonth(start)} au ${dayMonth(end)}`;

/** "أسبوع من 18 إلى 24 نوفمبر" or "أسبوع من 25 نوفمبر إلى 1 ديسمبر" (Tunisian month names). */
export function weekLongAr(start: string, end: string): string {
  const m1 = monthOf(start, 'ar');
  const m2 = monthOf(end, 'ar');
  const d1 = ltr(String(Number(start.slice(8, 10))), 'ar');
  const d2 = ltr(String(Number(end.slice(8, 10))), 'ar');
  return m1 === m2 ? `أسبوع من ${d1} إلى ${d2} ${m2}` : `أسبوع من ${d1} ${m1} إلى ${d2} ${m2}`;
}

/** "أسبوع من 18/11 إلى 24/11". */
export const weekShortAr = (start: string, end: string) => `أسبوع من ${dayMonth(start, 'ar')} إلى ${dayMonth(end, 'ar')}`;
