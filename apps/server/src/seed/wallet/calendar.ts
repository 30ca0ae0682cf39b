import { addDays, weekdayOf } from '@qadhya/domain';

/**
 * The shopping calendar of the demo receipts (docs/wallet.md#demo-data): Ramadan and the two Aïds of
 * 2024–2026 as observed in Tunisia (first and last day of Ramadan included). Only these dates are
 * known here; a year outside them simply has no peak.
 */
export const HOLIDAYS = [
  { ramadan: ['2024-03-11', '2024-04-09'], fitr: '2024-04-10', adha: '2024-06-16' },
  { ramadan: ['2025-03-01', '2025-03-30'], fitr: '2025-03-30', adha: '2025-06-06' },
  { ramadan: ['2026-02-18', '2026-03-19'], fitr: '2026-03-20', adha: '2026-05-27' },
] as const;

export function isRamadan(day: string): boolean {
  return HOLIDAYS.some((h) => day >= h.ramadan[0] && day <= h.ramadan[1]);
}

/** The five days before each Aïd ("YYYY-MM-DD"), when families shop for the feast. */
const AID_EVES = new Set(HOLIDAYS.flatMap((h) => [h.fitr, h.adha]).flatMap((aid) => [1, 2, 3, 4, 5].map((n) => addDays(aid, -n))));

/** Whether `day` is one of the five days before an Aïd. */
export const isAidEve = (day: string) => AID_EVES.has(day);

/** Summer (drinks sell): June to August. */
export const isSummer = (day: string) => day.slice(5, 7) >= '06' && day.slice(5, 7) <= '08';
/** Back to school (stationery): 25 August to 20 September. */
export const isBackToSchool = (day: string) => day.slice(5) >= '08-25' && day.slice(5) <= '09-20';

/** Relative chance of a shopping trip on `day`: Friday to Sunday more, Ramadan and the eve of an Aïd much more. */
export function tripWeight(day: string): number {
  const weekday = weekdayOf(day);
  let w = weekday === 5 || weekday === 6 || weekday === 0 ? 1.6 : 0.75;
  if (isRamadan(day)) w *= 1.7;
  if (isAidEve(day)) w *= 2.2;
  return w;
}

/** How much bigger than usual a basket is on `day`. */
export function basketFactor(day: string): number {
  let f = 1;
  if (isRamadan(day)) f *= 1.35;
  if (isAidEve(day)) f *= 1.5;
  if (isBackToSchool(day)) f *= 1.1;
  return f;
}

/** Every day from `from` to `to`, both included. */
export function daysFrom(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}
