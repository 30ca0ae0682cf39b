import { addDays } from './calendar.ts';

/**
 * When points lapse (docs/wallet.md#points-expire): a lot of points earned on a Tunis day expires on
 * that day plus the configured life in months (the same day of the month, or the month's last day
 * when it has none: earned on 31/01, 1 month → 28/02 or 29/02). From that day on they are gone.
 */

/** The day a lot earned on `earnedDay` ("2026-01-31") expires, `months` later. */
export function pointsExpiryDay(earnedDay: string, months: number): string {
  if (!Number.isInteger(months) || months < 0) throw new RangeError(`pointsExpiryDay: whole months expected, got ${months}`);
  const [y, m, d] = earnedDay.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * The last earning day whose lots have expired by `day` (expiry day ≤ `day`): lots earned on it or
 * before are lapsed, later ones are not. pointsExpiryDay never goes down as the earning day goes
 * up, so this is the one boundary.
 */
export function lastLapsedEarningDay(day: string, months: number): string {
  // The day before the 1st of the month `months` earlier has expired (its lots ended by the 1st of
  // `day`'s month at the latest); walk forward while the next earning day has expired too (≤ 31 steps).
  const [y, m] = day.split('-').map(Number) as [number, number];
  const back = y * 12 + (m - 1) - months;
  let candidate = addDays(`${String(Math.floor(back / 12)).padStart(4, '0')}-${String((back % 12) + 1).padStart(2, '0')}-01`, -1);
  while (pointsExpiryDay(addDays(candidate, 1), months) <= day) candidate = addDays(candidate, 1);
  return candidate;
}
