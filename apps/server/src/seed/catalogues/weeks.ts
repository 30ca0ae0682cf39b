import { addDays, catalogueWeek, isoWeek } from '@qadhya/domain';

/** Catalogue weeks (Wednesday → Tuesday) the demo data always holds: 8 back to next week. */
export const WEEKS_BACK = 8;
export const WEEKS_AHEAD = 1;

export interface WeekInfo {
  /** Wednesday. */
  start: string;
  /** Tuesday. */
  end: string;
  /** ISO week of the Wednesday, e.g. 47. */
  week: number;
  isoYear: number;
  /** 2-digit ISO week-year, e.g. "26". */
  yy: string;
  /** Catalogue id: isoYear * 100 + week. */
  id: number;
}

export function weekInfo(start: string): WeekInfo {
  const { week, year, yy } = isoWeek(start);
  return { start, end: addDays(start, 6), week, isoYear: year, yy, id: year * 100 + week };
}

/** The Wednesdays of the weeks to hold for `today`, oldest first. */
export function weeksAround(today: string, back = WEEKS_BACK, ahead = WEEKS_AHEAD): string[] {
  const current = catalogueWeek(today).start;
  const out: string[] = [];
  for (let i = -back; i <= ahead; i++) out.push(addDays(current, i * 7));
  return out;
}
