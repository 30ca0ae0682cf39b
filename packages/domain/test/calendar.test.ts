import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  catalogueWeekInfo,
  wednesdayOfIsoWeek,
  PROMO_KEYS,
  PROMO_STATUS_RANK,
  addDays,
  catalogueWeek,
  dateInCatalogueWeek,
  daysBetween,
  hasFridayPassed,
  isCurrentCatalogue,
  isFallbackNextWeekHidden,
  isLastWeekCatalogue,
  isNextWeekVisible,
  isPlainDate,
  isoWeek,
  nextCatalogueWeek,
  previousCatalogueWeek,
  promoKeyForWeekday,
  promoStatus,
  weekdayForPromoKey,
  weekdayOf,
} from '../src/calendar.ts';
import { parseTunisDateTime } from '../src/clock.ts';

const plainDate = fc
  .date({ min: new Date('1901-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** Naive reference: step day by day with Date objects. */
function refIsoWeek(date: string): { week: number; year: number } {
  const d = new Date(`${date}T12:00:00Z`);
  while (d.getUTCDay() !== 4) d.setUTCDate(d.getUTCDate() + (d.getUTCDay() === 0 || d.getUTCDay() > 4 ? -1 : 1));
  // d is the Thursday of the Monday–Sunday week containing `date`.
  const year = d.getUTCFullYear();
  let week = 1;
  const t = new Date(d);
  for (;;) {
    t.setUTCDate(t.getUTCDate() - 7);
    if (t.getUTCFullYear() !== year) break;
    week++;
  }
  return { week, year };
}

const savedTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = savedTz;
});

describe('plain dates', () => {
  it('validates YYYY-MM-DD', () => {
    expect(isPlainDate('2026-11-24')).toBe(true);
    expect(isPlainDate('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-01', '26-11-24', '2026-11-24T00:00', '', 'abc'])
      expect(isPlainDate(bad)).toBe(false);
  });
  it('throws on invalid input', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-02-01', 1.5)).toThrow(RangeError);
    expect(() => weekdayOf('nope')).toThrow(RangeError);
  });
});

describe('addDays / weekdayOf / daysBetween', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-11-24', 3)).toBe('2026-11-27');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-24', 0)).toBe('2026-11-24');
    expect(daysBetween('2026-11-24', '2027-11-24')).toBe(365);
  });
  it('gives weekdays with 0 = Sunday', () => {
    expect(weekdayOf('2026-11-24')).toBe(2); // Tuesday
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-28')).toBe(6);
    expect(weekdayOf('1970-01-01')).toBe(4);
    expect(weekdayOf('1969-12-31')).toBe(3);
  });
  it('does not depend on the machine time zone', () => {
    for (const tz of ['Pacific/Kiritimati', 'America/Los_Angeles', 'Africa/Tunis', 'UTC']) {
      process.env.TZ = tz;
      expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
      expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
      expect(weekdayOf('2026-11-24')).toBe(2);
      expect(catalogueWeek('2026-11-24')).toEqual({ start: '2026-11-18', end: '2026-11-24' });
    }
  });
  it('property: matches Date arithmetic and round-trips', () => {
    fc.assert(
      fc.property(plainDate, fc.integer({ min: -20000, max: 20000 }), (d, n) => {
        const ref = new Date(`${d}T00:00:00Z`);
        ref.setUTCDate(ref.getUTCDate() + n);
        const expected = ref.toISOString().slice(0, 10);
        expect(addDays(d, n)).toBe(expected);
        expect(addDays(addDays(d, n), -n)).toBe(d);
        expect(daysBetween(d, addDays(d, n))).toBe(n);
        expect(weekdayOf(d)).toBe(new Date(`${d}T00:00:00Z`).getUTCDay());
        expect(weekdayOf(addDays(d, n))).toBe((((weekdayOf(d) + n) % 7) + 7) % 7);
      }),
    );
  });
});

describe('isoWeek', () => {
  it('gives ISO weeks with the week-year and a 2-digit year', () => {
    expect(isoWeek('2026-11-24')).toEqual({ week: 48, year: 2026, yy: '26' });
    expect(isoWeek('2026-01-01')).toEqual({ week: 1, year: 2026, yy: '26' }); // Thursday
    expect(isoWeek('2026-12-31')).toEqual({ week: 53, year: 2026, yy: '26' });
    expect(isoWeek('2027-01-03')).toEqual({ week: 53, year: 2026, yy: '26' });
    expect(isoWeek('2027-01-04')).toEqual({ week: 1, year: 2027, yy: '27' });
    expect(isoWeek('2021-01-03')).toEqual({ week: 53, year: 2020, yy: '20' });
    expect(isoWeek('2024-12-30')).toEqual({ week: 1, year: 2025, yy: '25' });
    expect(isoWeek('2008-12-29')).toEqual({ week: 1, year: 2009, yy: '09' });
    expect(isoWeek('2000-01-01')).toEqual({ week: 52, year: 1999, yy: '99' });
    expect(isoWeek('2000-01-03')).toEqual({ week: 1, year: 2000, yy: '00' });
  });
  it('property: agrees with a naive day-stepping reference', () => {
    fc.assert(
      fc.property(plainDate, (d) => {
        const { week, year, yy } = isoWeek(d);
        expect({ week, year }).toEqual(refIsoWeek(d));
        expect(yy).toBe(String(year).slice(-2));
        expect(week).toBeGreaterThanOrEqual(1);
        expect(week).toBeLessThanOrEqual(53);
      }),
      { numRuns: 2000 },
    );
  });
  it('property: the week changes exactly on Mondays', () => {
    fc.assert(
      fc.property(plainDate, (d) => {
        const next = addDays(d, 1);
        const same = isoWeek(d).week === isoWeek(next).week && isoWeek(d).year === isoWeek(next).year;
        expect(same).toBe(weekdayOf(next) !== 1);
      }),
    );
  });
});

describe('catalogueWeekInfo and wednesdayOfIsoWeek', () => {
  it('names a week: its ISO week of the Wednesday, the id, the Tuesday it shows from', () => {
    expect(catalogueWeekInfo('2026-11-29')).toEqual({
      start: '2026-11-25',
      end: '2026-12-01',
      week: 48,
      isoYear: 2026,
      yy: '26',
      id: 202648,
      visibleDay: '2026-11-24',
    });
    // The Wednesday of 30 December 2026 is in ISO week 53 of 2026.
    expect(catalogueWeekInfo('2027-01-04')).toMatchObject({ start: '2026-12-30', week: 53, isoYear: 2026, id: 202653 });
    expect(wednesdayOfIsoWeek(2026, 48)).toBe('2026-11-25');
    expect(wednesdayOfIsoWeek(2027, 1)).toBe('2027-01-06');
  });
  it("property: the Wednesday of a week's ISO week is the week itself", () => {
    fc.assert(
      fc.property(plainDate, (d) => {
        const w = catalogueWeekInfo(d);
        expect(wednesdayOfIsoWeek(w.isoYear, w.week)).toBe(w.start);
        expect(w.id).toBe(w.isoYear * 100 + w.week);
      }),
    );
  });
});

describe('catalogueWeek (Wednesday → Tuesday)', () => {
  it('finds the week containing a date', () => {
    expect(catalogueWeek('2026-11-24')).toEqual({ start: '2026-11-18', end: '2026-11-24' }); // Tuesday: last day
    expect(catalogueWeek('2026-11-25')).toEqual({ start: '2026-11-25', end: '2026-12-01' }); // Wednesday: first day
    expect(catalogueWeek('2026-11-29')).toEqual({ start: '2026-11-25', end: '2026-12-01' });
    expect(catalogueWeek('2027-01-01')).toEqual({ start: '2026-12-30', end: '2027-01-05' });
    expect(nextCatalogueWeek('2026-11-24')).toEqual({ start: '2026-11-25', end: '2026-12-01' });
    expect(previousCatalogueWeek('2026-11-25')).toEqual({ start: '2026-11-18', end: '2026-11-24' });
  });
  it('property: starts on a Wednesday, lasts 7 days and contains the date', () => {
    fc.assert(
      fc.property(plainDate, (d) => {
        const { start, end } = catalogueWeek(d);
        expect(weekdayOf(start)).toBe(3);
        expect(weekdayOf(end)).toBe(2);
        expect(end).toBe(addDays(start, 6));
        expect(start <= d && d <= end).toBe(true);
        expect(catalogueWeek(start)).toEqual({ start, end });
        expect(catalogueWeek(end)).toEqual({ start, end });
        expect(nextCatalogueWeek(d).start).toBe(addDays(end, 1));
        expect(previousCatalogueWeek(d).end).toBe(addDays(start, -1));
      }),
    );
  });
});

describe('catalogue selection rules', () => {
  const week = { start: '2026-11-18', end: '2026-11-24' };
  it('current: today between start and end inclusive', () => {
    expect(isCurrentCatalogue(week, '2026-11-18')).toBe(true);
    expect(isCurrentCatalogue(week, '2026-11-24')).toBe(true);
    expect(isCurrentCatalogue(week, '2026-11-17')).toBe(false);
    expect(isCurrentCatalogue(week, '2026-11-25')).toBe(false);
  });
  it('last week: started and ended before today, ended within the previous 7 days', () => {
    expect(isLastWeekCatalogue(week, '2026-11-25')).toBe(true);
    expect(isLastWeekCatalogue(week, '2026-12-01')).toBe(true);
    expect(isLastWeekCatalogue(week, '2026-12-02')).toBe(false);
    expect(isLastWeekCatalogue(week, '2026-11-24')).toBe(false);
  });
  it('next week visible only on Tuesday from 13:00 Tunis time', () => {
    const at = (s: string) => parseTunisDateTime(s)!;
    expect(isNextWeekVisible(at('2026-11-24T12:59:59'))).toBe(false);
    expect(isNextWeekVisible(at('2026-11-24T13:00'))).toBe(true);
    expect(isNextWeekVisible(at('2026-11-24T23:59:59'))).toBe(true);
    expect(isNextWeekVisible(at('2026-11-25T00:00'))).toBe(false);
    expect(isNextWeekVisible(at('2026-11-23T15:00'))).toBe(false);
    // 12:30Z on Tuesday is 13:30 in Tunis.
    expect(isNextWeekVisible(new Date('2026-11-24T12:30:00Z'))).toBe(true);
    expect(isNextWeekVisible(new Date('2026-11-24T11:59:00Z'))).toBe(false);
    // 23:30Z on Monday is already Tuesday 00:30 in Tunis, but before 13:00.
    expect(isNextWeekVisible(new Date('2026-11-23T23:30:00Z'))).toBe(false);
  });
  it('fallback next-week entry hidden unless Monday or Tuesday', () => {
    expect(isFallbackNextWeekHidden('2026-11-23')).toBe(false);
    expect(isFallbackNextWeekHidden('2026-11-24')).toBe(false);
    for (const d of ['2026-11-22', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']) expect(isFallbackNextWeekHidden(d)).toBe(true);
  });
});

describe('daily promo keys', () => {
  it('maps weekdays to French promo keys', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(promoKeyForWeekday)).toEqual([
      'super_dimanche',
      'super_lundi',
      'super_mardi',
      'super_mercredi',
      'super_jeudi',
      'super_vendredi',
      'super_samedi',
    ]);
    expect(PROMO_KEYS).toHaveLength(7);
    for (const bad of [-1, 7, 1.5, Number.NaN]) expect(() => promoKeyForWeekday(bad)).toThrow(RangeError);
  });
  it('resolves keys with or without the prefix', () => {
    expect(weekdayForPromoKey('super_vendredi')).toBe(5);
    expect(weekdayForPromoKey('vendredi')).toBe(5);
    expect(weekdayForPromoKey('Super_Dimanche')).toBe(0);
    expect(weekdayForPromoKey(' samedi ')).toBe(6);
    for (const bad of ['super_', 'friday', 'super_super_lundi', '', null, undefined]) expect(weekdayForPromoKey(bad)).toBeNull();
  });
  it('property: round-trips', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), (wd) => {
        expect(weekdayForPromoKey(promoKeyForWeekday(wd))).toBe(wd);
        expect(weekdayForPromoKey(promoKeyForWeekday(wd).slice('super_'.length))).toBe(wd);
      }),
    );
  });
  it('today key follows the date', () => {
    expect(promoKeyForWeekday(weekdayOf('2026-11-27'))).toBe('super_vendredi');
  });
});

describe('hasFridayPassed (Super Friday)', () => {
  it('is true only after the catalogue week Friday', () => {
    // Catalogue week 2026-11-25 (Wed) → 2026-12-01 (Tue); its Friday is 2026-11-27.
    expect(hasFridayPassed('2026-11-25')).toBe(false);
    expect(hasFridayPassed('2026-11-26')).toBe(false);
    expect(hasFridayPassed('2026-11-27')).toBe(false); // Friday itself has not passed
    expect(hasFridayPassed('2026-11-28')).toBe(true);
    expect(hasFridayPassed('2026-11-30')).toBe(true);
    expect(hasFridayPassed('2026-12-01')).toBe(true);
    expect(hasFridayPassed('2026-12-02')).toBe(false); // new week
    expect(dateInCatalogueWeek('2026-11-30', 5)).toBe('2026-11-27');
  });
  it('property: true exactly on Saturday, Sunday, Monday and Tuesday', () => {
    fc.assert(
      fc.property(plainDate, (d) => {
        expect(hasFridayPassed(d)).toBe([6, 0, 1, 2].includes(weekdayOf(d)));
      }),
    );
  });
});

describe('promoStatus', () => {
  it('orders today, future, past', () => {
    expect(promoStatus('2026-11-24', '2026-11-24')).toBe('today');
    expect(promoStatus('2026-11-25', '2026-11-24')).toBe('future');
    expect(promoStatus('2026-11-23', '2026-11-24')).toBe('past');
    expect(PROMO_STATUS_RANK.today < PROMO_STATUS_RANK.future && PROMO_STATUS_RANK.future < PROMO_STATUS_RANK.past).toBe(true);
  });
});
