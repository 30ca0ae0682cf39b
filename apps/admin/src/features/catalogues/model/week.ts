import { catalogueWeekInfo, nextCatalogueWeek, tunisDateString, type CatalogueWeekInfo } from '@qadhya/domain';

/** A catalogue week as the create form shows it (docs/catalogues.md: Wednesday → Tuesday). */
export type WeekChoice = CatalogueWeekInfo;

/** The catalogue week containing `date`, with the Tuesday from which shoppers see it. */
export const weekOf = (date: string): WeekChoice => catalogueWeekInfo(date);

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
