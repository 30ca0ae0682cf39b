import { addDays, catalogueWeek, catalogueWeekInfo } from '@qadhya/domain';

/** Catalogue weeks (Wednesday → Tuesday) the demo data always holds: 8 back to next week. */
export const WEEKS_BACK = 8;
export const WEEKS_AHEAD = 1;

/** A catalogue week's names (ISO week, id…): the domain's rule. */
export const weekInfo = catalogueWeekInfo;

/** The Wednesdays of the weeks to hold for `today`, oldest first. */
export function weeksAround(today: string, back = WEEKS_BACK, ahead = WEEKS_AHEAD): string[] {
  const current = catalogueWeek(today).start;
  const out: string[] = [];
  for (let i = -back; i <= ahead; i++) out.push(addDays(current, i * 7));
  return out;
}
