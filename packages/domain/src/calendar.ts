/**
 * Calendar helpers on plain dates ("YYYY-MM-DD"), independent of the machine's time zone.
 * Take "today" from the clock with tunisDateString(clock.now()).
 * Plain dates compare correctly as strings ("2026-11-24" < "2026-11-25").
 */
import { parseTunisDateTime, tunisDateString, tunisParts } from './clock.ts';

const DAY_MS = 86_400_000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written "YYYY-MM-DD". */
export function isPlainDate(date: string): boolean {
  return toEpochDay(date, false) !== null;
}

function toEpochDay(date: string, strict: true): number;
function toEpochDay(date: string, strict: false): number | null;
function toEpochDay(date: string, strict: boolean): number | null {
  const m = typeof date === 'string' ? DATE_RE.exec(date) : null;
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const t = new Date(0);
    t.setUTCFullYear(y, mo - 1, d);
    if (t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d) {
      return Math.floor(t.getTime() / DAY_MS);
    }
  }
  if (strict) throw new RangeError(`Invalid plain date: "${String(date)}" (expected YYYY-MM-DD)`);
  return null;
}

function fromEpochDay(day: number): string {
  const t = new Date(day * DAY_MS);
  const y = t.getUTCFullYear();
  if (y < 0 || y > 9999) throw new RangeError(`Date out of range (year ${y})`);
  return `${String(y).padStart(4, '0')}-${String(t.getUTCMonth() + 1).padStart(2, '0')}-${String(t.getUTCDate()).padStart(2, '0')}`;
}

/** "2026-11-24" + 3 → "2026-11-27". `days` must be an integer. */
export function addDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`addDays: integer expected, got ${days}`);
  return fromEpochDay(toEpochDay(date, true) + days);
}

/** The instant the Tunis day after `at`'s begins (its midnight): when daily limits start again. */
export function nextTunisMidnight(at: Date): Date {
  return parseTunisDateTime(addDays(tunisDateString(at), 1))!;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return toEpochDay(to, true) - toEpochDay(from, true);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  // Epoch day 0 (1970-01-01) was a Thursday.
  return (((toEpochDay(date, true) + 4) % 7) + 7) % 7;
}

/** ISO-8601 week: { week: 1..53, year: ISO week-year (4 digits), yy: 2-digit year string, e.g. "26" }. */
export function isoWeek(date: string): { week: number; year: number; yy: string } {
  const day = toEpochDay(date, true);
  const isoDow = ((weekdayOf(date) + 6) % 7) + 1; // 1 = Monday … 7 = Sunday
  const thursday = fromEpochDay(day + 4 - isoDow);
  const year = Number(thursday.slice(0, 4));
  const jan1 = toEpochDay(`${thursday.slice(0, 4)}-01-01`, true);
  const week = Math.floor((toEpochDay(thursday, true) - jan1) / 7) + 1;
  return { week, year, yy: String(year % 100).padStart(2, '0') };
}

export interface DateRange {
  /** First day, inclusive. */
  start: string;
  /** Last day, inclusive. */
  end: string;
}

/** The Wednesday-to-Tuesday catalogue week that contains `date`. */
export function catalogueWeek(date: string): { start: string; end: string } {
  const back = (weekdayOf(date) - 3 + 7) % 7;
  const start = addDays(date, -back);
  return { start, end: addDays(start, 6) };
}

/** A catalogue week with the names the week rules give it (docs/catalogues.md). */
export interface CatalogueWeekInfo {
  /** Wednesday. */
  start: string;
  /** Tuesday, inclusive. */
  end: string;
  /** ISO week of the Wednesday, e.g. 47. */
  week: number;
  isoYear: number;
  /** 2-digit ISO week-year, e.g. "26". */
  yy: string;
  /** Catalogue id: ISO week-year × 100 + week, e.g. 202647. */
  id: number;
  /** The Tuesday before: shoppers see the week's catalogue from 13:00 that day. */
  visibleDay: string;
}

/** The catalogue week that contains `date`, with its ISO week, id and first visible day. */
export function catalogueWeekInfo(date: string): CatalogueWeekInfo {
  const { start, end } = catalogueWeek(date);
  const { week, year, yy } = isoWeek(start);
  return { start, end, week, isoYear: year, yy, id: year * 100 + week, visibleDay: addDays(start, -1) };
}

/** The Wednesday of an ISO week (the week of 4 January is week 1; weeks start on Monday). */
export function wednesdayOfIsoWeek(isoYear: number, week: number): string {
  const jan4 = `${isoYear}-01-04`;
  const monday = addDays(jan4, -((weekdayOf(jan4) + 6) % 7));
  return addDays(monday, (week - 1) * 7 + 2);
}

/** The catalogue week after the one containing `date` (the fallback next-week dates). */
export function nextCatalogueWeek(date: string): DateRange {
  const start = addDays(catalogueWeek(date).start, 7);
  return { start, end: addDays(start, 6) };
}

/** The catalogue week before the one containing `date`. */
export function previousCatalogueWeek(date: string): DateRange {
  const start = addDays(catalogueWeek(date).start, -7);
  return { start, end: addDays(start, 6) };
}

/** Current catalogue: `today` lies between start and end, inclusive (dates only). */
export function isCurrentCatalogue(range: DateRange, today: string): boolean {
  return range.start <= today && today <= range.end;
}

/** Last-week catalogue: started before today and ended before today, within the previous 7 days. */
export function isLastWeekCatalogue(range: DateRange, today: string): boolean {
  return range.start < today && range.end < today && range.end >= addDays(today, -7);
}

/**
 * Next-week catalogues are listed only on Tuesday after 12:59, Tunis time
 * (from 13:00:00 to the end of the Tuesday).
 */
export function isNextWeekVisible(now: Date): boolean {
  const p = tunisParts(now);
  return p.weekday === 2 && p.hour * 60 + p.minute > 12 * 60 + 59;
}

/** The fallback next-week entry is hidden unless `today` is a Monday or a Tuesday. */
export function isFallbackNextWeekHidden(today: string): boolean {
  const wd = weekdayOf(today);
  return wd !== 1 && wd !== 2;
}

export const PROMO_DAY_NAMES = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'] as const;
export type PromoDayName = (typeof PROMO_DAY_NAMES)[number];
export type PromoKey = `super_${PromoDayName}`;
export const PROMO_KEYS: readonly PromoKey[] = PROMO_DAY_NAMES.map((d) => `super_${d}` as const);

/** 0 → 'super_dimanche' … 6 → 'super_samedi'. Throws RangeError outside 0..6. */
export function promoKeyForWeekday(weekday: number): PromoKey {
  const key = Number.isInteger(weekday) ? PROMO_KEYS[weekday] : undefined;
  if (!key) throw new RangeError(`promoKeyForWeekday: weekday 0..6 expected, got ${weekday}`);
  return key;
}

/**
 * 'super_vendredi' or 'vendredi' (any case, surrounding spaces ignored) → 5;
 * null when the name cannot be resolved (the UI then shows 'Jour inconnu').
 */
export function weekdayForPromoKey(key: string | null | undefined): number | null {
  if (typeof key !== 'string') return null;
  const name = key
    .trim()
    .toLowerCase()
    .replace(/^super_/, '');
  const index = (PROMO_DAY_NAMES as readonly string[]).indexOf(name);
  return index === -1 ? null : index;
}

/** The catalogue-week date (Wednesday → Tuesday) that falls on `weekday` for the week of `date`. */
export function dateInCatalogueWeek(date: string, weekday: number): string {
  if (!Number.isInteger(weekday) || weekday < 0 || weekday > 6) {
    throw new RangeError(`dateInCatalogueWeek: weekday 0..6 expected, got ${weekday}`);
  }
  return addDays(catalogueWeek(date).start, (weekday - 3 + 7) % 7);
}

/** Super Friday: true when this catalogue week's Friday is before `today`. */
export function hasFridayPassed(today: string): boolean {
  return dateInCatalogueWeek(today, 5) < today;
}

export type PromoStatus = 'today' | 'future' | 'past';

/** Status used to sort offers: today first, future second, past last. */
export function promoStatus(date: string, today: string): PromoStatus {
  return date === today ? 'today' : date > today ? 'future' : 'past';
}

/** Sort rank of a status (today 0, future 1, past 2). */
export const PROMO_STATUS_RANK: Readonly<Record<PromoStatus, number>> = { today: 0, future: 1, past: 2 };
