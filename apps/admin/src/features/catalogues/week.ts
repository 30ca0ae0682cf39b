import { addDays, catalogueWeek, isoWeek, nextCatalogueWeek, tunisDateString } from '@qadhya/domain';

/** A catalogue week as the create form shows it (docs/catalogues.md: Wednesday → Tuesday). */
export interface WeekChoice {
  /** Wednesday, YYYY-MM-DD. */
  start: string;
  /** Tuesday after, YYYY-MM-DD. */
  end: string;
  week: number;
  isoYear: number;
  /** The Tuesday before the start: shoppers see a published catalogue from 13:00 that day. */
  visibleDay: string;
}

export function weekOf(date: string): WeekChoice {
  const { start, end } = catalogueWeek(date);
  const { week, year } = isoWeek(start);
  return { start, end, week, isoYear: year, visibleDay: addDays(start, -1) };
}

/** The Wednesday of next catalogue week, from the browser's clock read in Tunis time. */
export function nextWeekStart(now: Date = new Date()): string {
  return nextCatalogueWeek(tunisDateString(now)).start;
}

const longDate = new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });

/** "mercredi 2 décembre 2026". */
export const frenchLongDate = (date: string) => longDate.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
/** "02/12/2026". */
export const frenchShortDate = (date: string) => shortDate.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
