import { catalogueWeekInfo, formatDate, formatLongDate, nextCatalogueWeek, tunisDateString, type CatalogueWeekInfo } from '@qadhya/domain';

/** A catalogue week as the create form shows it (docs/catalogues.md: Wednesday → Tuesday). */
export type WeekChoice = CatalogueWeekInfo;

/** The catalogue week containing `date`, with the Tuesday from which shoppers see it. */
export const weekOf = (date: string): WeekChoice => catalogueWeekInfo(date);

/** The Wednesday of next catalogue week, from the browser's clock read in Tunis time. */
export function nextWeekStart(now: Date = new Date()): string {
  return nextCatalogueWeek(tunisDateString(now)).start;
}

/** The calendar day of "2026-12-02" or "2026-12-02T…" (the day as written, whatever the zone). */
const dayOf = (date: string) => date.slice(0, 10);

/** "mercredi 2 décembre 2026" (docs/formats.md). */
export const frenchLongDate = (date: string) => formatLongDate(dayOf(date), 'fr', { year: true });
/** "02/12/2026" (docs/formats.md). */
export const frenchShortDate = (date: string) => formatDate(dayOf(date), 'fr');
