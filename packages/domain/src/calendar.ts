/**
 * Calendar helpers on plain dates ("YYYY-MM-DD"), independent of the machine's time zone.
 * Take "today" from the clock with tunisDateString(clock.now()).
 */

/** "2026-11-24" + 3 → "2026-11-27". */
export function addDays(date: string, days: number): string {
  throw new Error('not implemented');
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  throw new Error('not implemented');
}

/** ISO-8601 week: { week: 1..53, year: ISO week-year (4 digits), yy: 2-digit year string, e.g. "26" }. */
export function isoWeek(date: string): { week: number; year: number; yy: string } {
  throw new Error('not implemented');
}

/** The Wednesday-to-Tuesday catalogue week that contains `date`. */
export function catalogueWeek(date: string): { start: string; end: string } {
  throw new Error('not implemented');
}
