import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock, parseTunisDateTime, tunisDateString, type Clock } from '../src/clock.ts';
import {
  isPromoKeyListed,
  isTodayPromo,
  productPromoBadge,
  promoDateForKey,
  promoDateLabel,
  promoDay,
  promoWeekday,
  shortDate,
  sortPromos,
  todayPromoKey,
  todayPromoKeys,
  UNKNOWN_DAY_LABEL,
} from '../src/promo-days.ts';

/** Today as the app sees it: a clock pinned to a Tunis wall time. */
function todayAt(wallTime: string): string {
  const at = parseTunisDateTime(wallTime);
  if (!at) throw new Error(`bad time ${wallTime}`);
  const clock: Clock = fixedClock(at);
  return tunisDateString(clock.now());
}

// The machine's zone must not matter: run under a zone far from Tunis.
const savedTz = process.env.TZ;
beforeEach(() => {
  process.env.TZ = 'Pacific/Kiritimati';
});
afterEach(() => {
  process.env.TZ = savedTz;
});

describe("today's promo key", () => {
  it('follows each weekday of the catalogue week (Wednesday 2026-11-18 → Tuesday 2026-11-24)', () => {
    const expected: Record<string, string> = {
      '2026-11-18T10:00': 'super_mercredi',
      '2026-11-19T10:00': 'super_jeudi',
      '2026-11-20T10:00': 'super_vendredi',
      '2026-11-21T10:00': 'super_samedi',
      '2026-11-22T10:00': 'super_dimanche',
      '2026-11-23T10:00': 'super_lundi',
      '2026-11-24T13:30': 'super_mardi',
    };
    for (const [at, key] of Object.entries(expected)) expect(todayPromoKey(todayAt(at))).toBe(key);
  });

  it('switches at midnight Tunis time, not UTC', () => {
    expect(todayPromoKey(tunisDateString(new Date('2026-11-24T22:59:59Z')))).toBe('super_mardi');
    expect(todayPromoKey(tunisDateString(new Date('2026-11-24T23:00:00Z')))).toBe('super_mercredi');
  });
});

describe('Super Friday', () => {
  it('is listed up to and including Friday, and dropped once Friday has passed', () => {
    for (const at of ['2026-11-18T09:00', '2026-11-19T09:00', '2026-11-20T23:59']) {
      const today = todayAt(at);
      expect(isPromoKeyListed('super_friday', today)).toBe(true);
      expect(todayPromoKeys(today)).toContain('super_friday');
    }
    for (const at of ['2026-11-21T00:00', '2026-11-22T12:00', '2026-11-24T13:30']) {
      const today = todayAt(at);
      expect(isPromoKeyListed('super_friday', today)).toBe(false);
      expect(todayPromoKeys(today)).toEqual([todayPromoKey(today)]);
    }
  });
  it('never drops weekday keys', () => {
    expect(isPromoKeyListed('super_vendredi', '2026-11-24')).toBe(true);
    expect(isPromoKeyListed('super_lundi', '2026-11-24')).toBe(true);
  });
  it('falls on the Friday of the catalogue week', () => {
    expect(promoWeekday('super_friday')).toBe(5);
    expect(promoDateForKey('super_friday', '2026-11-24')).toBe('2026-11-20');
  });
});

describe('promo dates', () => {
  const today = todayAt('2026-11-24T13:30');
  it('gives the date of each key within the current catalogue week', () => {
    expect(promoDateForKey('super_mercredi', today)).toBe('2026-11-18');
    expect(promoDateForKey('super_dimanche', today)).toBe('2026-11-22');
    expect(promoDateForKey('super_mardi', today)).toBe('2026-11-24');
    expect(promoDateForKey('Mardi', today)).toBe('2026-11-24');
    expect(promoDateForKey('super_jeudi', '2026-11-25')).toBe('2026-11-26');
  });
  it('writes short dates as dd/MM', () => {
    expect(shortDate('2026-11-24')).toBe('24/11');
    expect(shortDate('2027-01-05')).toBe('05/01');
  });
  it("labels an unresolved weekday 'Jour inconnu'", () => {
    expect(UNKNOWN_DAY_LABEL).toBe('Jour inconnu');
    expect(promoDateLabel('super_mardi', today)).toBe('24/11');
    for (const key of ['super_', 'super_noel', '', null, undefined]) {
      expect(promoDateForKey(key, today)).toBeNull();
      expect(promoDateLabel(key, today)).toBe('Jour inconnu');
    }
    expect(promoDay({ promo: 'super_xyz' }, today)).toEqual({ date: null, shortDate: null, weekday: null, status: 'past' });
  });
  it('prefers the server date and derives the status from it', () => {
    expect(promoDay({ promo: 'super_mardi', promo_date: '2026-11-24' }, today)).toEqual({
      date: '2026-11-24',
      shortDate: '24/11',
      weekday: 2,
      status: 'today',
    });
    expect(promoDay({ promo: 'super_lundi' }, today).status).toBe('past');
    expect(promoDay({ promo: 'super_lundi', promo_date: '2026-11-30' }, today).status).toBe('future');
    expect(isTodayPromo({ promo: 'super_mardi' }, today)).toBe(true);
    expect(isTodayPromo({ promo: 'super_lundi' }, today)).toBe(false);
  });
});

describe('offers order', () => {
  it('puts today first, then future, then past, then by date; unknown last; drops a passed Super Friday', () => {
    const today = '2026-11-21'; // Saturday: Friday has passed
    const entries = [
      { id: 1, promo: 'super_jeudi' }, // 19/11 past
      { id: 2, promo: 'super_lundi' }, // 23/11 future
      { id: 3, promo: 'super_samedi' }, // 21/11 today
      { id: 4, promo: 'super_mercredi' }, // 18/11 past
      { id: 5, promo: 'inconnu' }, // unknown
      { id: 6, promo: 'super_dimanche' }, // 22/11 future
      { id: 7, promo: 'super_friday' }, // dropped
      { id: 8, promo: 'super_samedi' }, // today, keeps input order
    ];
    expect(sortPromos(entries, today).map((e) => e.id)).toEqual([3, 8, 6, 2, 4, 1, 5]);
    expect(entries.map((e) => e.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
  it('keeps Super Friday (a future Friday) before Friday has passed', () => {
    const sorted = sortPromos([{ promo: 'super_mardi' }, { promo: 'super_friday' }, { promo: 'super_mercredi' }], '2026-11-19');
    expect(sorted.map((e) => e.promo)).toEqual(['super_friday', 'super_mardi', 'super_mercredi']);
  });
});

describe('product-detail promo badge', () => {
  const none = { super_lundi: 0, super_mardi: 0, super_mercredi: 0, super_jeudi: 0, super_vendredi: 0, super_samedi: 0, super_dimanche: 0 };
  it('is the first of the seven weekday flags equal to 1', () => {
    expect(productPromoBadge(none)).toBeNull();
    expect(productPromoBadge({ ...none, super_jeudi: 1 })).toBe('super_jeudi');
    expect(productPromoBadge({ ...none, super_dimanche: 1, super_mardi: 1 })).toBe('super_mardi');
    expect(productPromoBadge({ ...none, super_samedi: '1' })).toBe('super_samedi');
    expect(productPromoBadge({})).toBeNull();
  });
});
