/** Dates as the flyer writes them. Inputs are plain "YYYY-MM-DD". */

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** "2026-11-18" → "18/11". */
export const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/** "2026-11-18" → "18/11/2026". */
export const fullDate = (date: string) => `${dayMonth(date)}/${date.slice(0, 4)}`;

const dayWord = (date: string) => {
  const d = Number(date.slice(8, 10));
  return d === 1 ? '1er' : String(d);
};

/** "Semaine du 18 au 24 novembre" or "Semaine du 25 novembre au 1er décembre". */
export function weekLong(start: string, end: string): string {
  const m1 = MONTHS[Number(start.slice(5, 7)) - 1]!;
  const m2 = MONTHS[Number(end.slice(5, 7)) - 1]!;
  return m1 === m2
    ? `Semaine du ${dayWord(start)} au ${dayWord(end)} ${m2}`
    : `Semaine du ${dayWord(start)} ${m1} au ${dayWord(end)} ${m2}`;
}

/** "Semaine du 18/11 au 24/11". */
export const weekShort = (start: string, end: string) => `Semaine du ${dayMonth(start)} au ${dayMonth(end)}`;

/** Month names as written in Tunisia. */
const MONTHS_AR = ['جانفي', 'فيفري', 'مارس', 'أفريل', 'ماي', 'جوان', 'جويلية', 'أوت', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'];

/** "أسبوع من 18 إلى 24 نوفمبر" or "أسبوع من 25 نوفمبر إلى 1 ديسمبر". */
export function weekLongAr(start: string, end: string): string {
  const m1 = MONTHS_AR[Number(start.slice(5, 7)) - 1]!;
  const m2 = MONTHS_AR[Number(end.slice(5, 7)) - 1]!;
  const d1 = Number(start.slice(8, 10));
  const d2 = Number(end.slice(8, 10));
  return m1 === m2 ? `أسبوع من ${d1} إلى ${d2} ${m2}` : `أسبوع من ${d1} ${m1} إلى ${d2} ${m2}`;
}

/** "أسبوع من 18/11 إلى 24/11". */
export const weekShortAr = (start: string, end: string) => `أسبوع من ${dayMonth(start)} إلى ${dayMonth(end)}`;
