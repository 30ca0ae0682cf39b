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
