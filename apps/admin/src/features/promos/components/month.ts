import { formatLongDate, formatMonthYear, tunisDateString, weekdayOf } from '@qadhya/domain';

/** Month arithmetic of the calendar ("2026-11" ± n), Tunis dates. */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The current month in Tunis (the browser's clock; the server's `today` marks the day). */
export function currentTunisMonth(now: Date = new Date()): string {
  return tunisDateString(now).slice(0, 7);
}

/** Empty cells before the 1st in a Monday-first week. */
export function leadingBlanks(firstDate: string): number {
  return (weekdayOf(firstDate) + 6) % 7;
}

/** "novembre 2026" (docs/formats.md). */
export function monthLabel(month: string): string {
  return formatMonthYear(`${month}-01`, 'fr');
}

/** "vendredi 27 novembre 2026" (docs/formats.md). */
export function dayLabel(date: string): string {
  return formatLongDate(date, 'fr', { year: true });
}

export const WEEKDAYS = ['Lun', 'Mar', 'Mer', 'Jeu', 'Ven', 'Sam', 'Dim'] as const;
export const WEEKDAY_NAMES = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;
