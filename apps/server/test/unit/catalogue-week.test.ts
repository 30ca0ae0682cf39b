import { describe, expect, it } from 'vitest';
import { catalogueWeekOf, storedWeek } from '../../src/modules/catalogue-admin/catalogue-week.ts';

/** The week of a new catalogue (docs/catalogue-admin.md#the-flow): never typed, always by the week rules. */
describe('catalogueWeekOf', () => {
  it('any day of the catalogue week gives its Wednesday → Tuesday and ISO ids', () => {
    for (const date of ['2026-11-25', '2026-11-29', '2026-12-01']) {
      expect(catalogueWeekOf({ date })).toEqual({
        start: '2026-11-25',
        end: '2026-12-01',
        week: 48,
        isoYear: 2026,
        yy: '26',
        id: 202648,
        visibleDay: '2026-11-24',
        visibleFrom: '2026-11-24 13:00:00',
      });
    }
  });

  it('across the new year: 2026 has a week 53, whose Wednesday is 30 December', () => {
    expect(catalogueWeekOf({ date: '2027-01-04' })).toMatchObject({
      start: '2026-12-30',
      end: '2027-01-05',
      week: 53,
      isoYear: 2026,
      id: 202653,
    });
    expect(catalogueWeekOf({ iso_year: 2026, week: 53 })).toMatchObject({ start: '2026-12-30', id: 202653 });
    expect(catalogueWeekOf({ iso_year: 2027, week: 1 })).toMatchObject({ start: '2027-01-06', end: '2027-01-12', yy: '27', id: 202701 });
    expect(catalogueWeekOf({ iso_year: 2021, week: 1 })).toMatchObject({ start: '2021-01-06' });
  });

  it('a week 53 in a year without one is refused', () => {
    expect(() => catalogueWeekOf({ iso_year: 2027, week: 53 })).toThrow(/no week 53/);
  });

  it('the stored start gives the same week', () => {
    expect(storedWeek('2026-12-30 00:00:00')).toMatchObject({ id: 202653, visibleFrom: '2026-12-29 13:00:00' });
  });
});
