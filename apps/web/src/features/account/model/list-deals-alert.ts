import { formatTime, formatWeekday } from '@qadhya/domain';

/**
 * The choices of the weekly push « Cette semaine sur ma liste » (docs/notifications.md#this-week-on-my-list):
 * the days Monday (1) to Sunday (7) and the hours 8 to 21 the contract allows (ListDealsAlert).
 */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const HOURS = Array.from({ length: 14 }, (_, i) => 8 + i);

/** A Monday: the day of weekday n is this one plus n − 1. */
const MONDAY = Date.UTC(2026, 10, 23, 12);

/** « lundi » … « dimanche » / « الاثنين » … « الأحد » for 1 … 7. */
export function weekdayName(weekday: number, lang: string, opts: { capital?: boolean } = {}): string {
  return formatWeekday(new Date(MONDAY + (weekday - 1) * 86_400_000), lang, opts);
}

/** « 08:00 » … « 21:00 ». */
export const hourText = (hour: number, lang: string) => formatTime(`${hour}:00`, lang);
