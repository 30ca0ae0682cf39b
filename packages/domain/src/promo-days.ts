/**
 * Daily promo rules (docs/promotions.md#rules), on plain Tunis dates.
 * Take `today` from the server clock (GET /clock → today) or tunisDateString(clock.now()).
 */
import {
  dateInCatalogueWeek,
  hasFridayPassed,
  promoKeyForWeekday,
  promoStatus,
  PROMO_STATUS_RANK,
  weekdayForPromoKey,
  weekdayOf,
  type PromoKey,
  type PromoStatus,
} from './calendar.ts';

/** The Super Friday key (a Friday promo listed only while this week's Friday has not passed). */
export const SUPER_FRIDAY_KEY = 'super_friday';

/** The text shown when a promo's weekday cannot be resolved (docs/promotions.md#rules). */
export const UNKNOWN_DAY_LABEL = 'Jour inconnu';

/** Today's promo key from the weekday of `today`: 'super_dimanche' … 'super_samedi'. */
export function todayPromoKey(today: string): PromoKey {
  return promoKeyForWeekday(weekdayOf(today));
}

/** Weekday (0 = Sunday … 6 = Saturday) of a promo key; Super Friday is a Friday; null when unknown. */
export function promoWeekday(key: string | null | undefined): number | null {
  if (typeof key === 'string' && /^(super_)?friday$/i.test(key.trim())) return 5;
  return weekdayForPromoKey(key);
}

/** Super Friday items are included only while this catalogue week's Friday has not passed. */
export function isPromoKeyListed(key: string | null | undefined, today: string): boolean {
  const isFriday = typeof key === 'string' && /^(super_)?friday$/i.test(key.trim());
  return !isFriday || !hasFridayPassed(today);
}

/** The promo keys of today: the weekday's key, plus Super Friday while Friday has not passed. */
export function todayPromoKeys(today: string): string[] {
  const keys: string[] = [todayPromoKey(today)];
  if (!hasFridayPassed(today)) keys.push(SUPER_FRIDAY_KEY);
  return keys;
}

/** The date of a promo key within the current catalogue week (Wednesday → Tuesday); null when unknown. */
export function promoDateForKey(key: string | null | undefined, today: string): string | null {
  const weekday = promoWeekday(key);
  return weekday === null ? null : dateInCatalogueWeek(today, weekday);
}

/** "2026-11-24" → "24/11". */
export function shortDate(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}`;
}

/** The date text of a promo: its short date, or 'Jour inconnu' when the weekday cannot be resolved. */
export function promoDateLabel(key: string | null | undefined, today: string, unknownLabel = UNKNOWN_DAY_LABEL): string {
  const date = promoDateForKey(key, today);
  return date === null ? unknownLabel : shortDate(date);
}

export interface PromoLike {
  promo: string;
  /** The date given by the server, when any (else derived from the key). */
  promo_date?: string | null;
}

export interface PromoDay {
  /** YYYY-MM-DD, or null when the weekday cannot be resolved. */
  date: string | null;
  /** "24/11", or null when unknown. */
  shortDate: string | null;
  /** 0 = Sunday … 6 = Saturday, or null. */
  weekday: number | null;
  /** today / future / past (an unknown day counts as past: greyed). */
  status: PromoStatus;
}

/** Date, short date, weekday and status of one promo entry. */
export function promoDay(entry: PromoLike, today: string): PromoDay {
  const given = typeof entry.promo_date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(entry.promo_date) ? entry.promo_date : null;
  const date = given ?? promoDateForKey(entry.promo, today);
  if (date === null) return { date: null, shortDate: null, weekday: null, status: 'past' };
  return { date, shortDate: shortDate(date), weekday: weekdayOf(date), status: promoStatus(date, today) };
}

/** A promo is today's when its date is today. */
export function isTodayPromo(entry: PromoLike, today: string): boolean {
  return promoDay(entry, today).status === 'today';
}

/**
 * Offers order: today first, then future, then past, then by date (the short date within the week;
 * the full date so that a week across two months stays in order). Unknown days go last.
 * Drops Super Friday once Friday has passed. Returns a new array; the input is untouched.
 */
export function sortPromos<T extends PromoLike>(entries: readonly T[], today: string): T[] {
  const keyed = entries
    .filter((e) => isPromoKeyListed(e.promo, today))
    .map((entry, index) => ({ entry, index, day: promoDay(entry, today) }));
  keyed.sort((a, b) => {
    const rank = PROMO_STATUS_RANK[a.day.status] - PROMO_STATUS_RANK[b.day.status];
    if (rank !== 0) return rank;
    if (a.day.date !== b.day.date) {
      if (a.day.date === null) return 1;
      if (b.day.date === null) return -1;
      return a.day.date < b.day.date ? -1 : 1;
    }
    return a.index - b.index;
  });
  return keyed.map((k) => k.entry);
}

/** The seven weekday flags in the order the product detail checks them. */
export const WEEKDAY_FLAG_KEYS = [
  'super_lundi',
  'super_mardi',
  'super_mercredi',
  'super_jeudi',
  'super_vendredi',
  'super_samedi',
  'super_dimanche',
] as const;
export type WeekdayFlagKey = (typeof WEEKDAY_FLAG_KEYS)[number];

/** Product-detail promo badge: the first of the seven weekday flags equal to 1, else null. */
export function productPromoBadge(product: Partial<Record<WeekdayFlagKey, number | string | null>>): WeekdayFlagKey | null {
  return WEEKDAY_FLAG_KEYS.find((key) => Number(product[key]) === 1) ?? null;
}
