import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_TABS,
  DEFAULT_CATALOGUE_TAB,
  activeCatalogueForTab,
  carouselIndexOfTab,
  catalogueRange,
  catalogueTabs,
  catalogueWeekLabel,
  classifyCatalogues,
  defaultActiveCatalogue,
  fallbackNextWeekEntry,
  fallbackNextWeekQuery,
  visibleEntries,
  weekLabelParts,
  type CatalogueInput,
} from '../src/catalogue-tabs.ts';
import { fixedClock, parseTunisDateTime } from '../src/clock.ts';

/** A pinned clock in Africa/Tunis: "2026-11-24T13:00" is Tunis wall time. */
function at(local: string): Date {
  const d = parseTunisDateTime(local);
  if (!d) throw new Error(`bad time ${local}`);
  return fixedClock(d).now();
}

const cat = (id: number, start: string, end: string, extra: Partial<CatalogueInput> = {}): CatalogueInput => ({
  id,
  name: `Catalogue ${id}`,
  small_image: `/cover/${id}.svg`,
  oc_debut: `${start} 00:00:00`,
  oc_fin: `${end} 23:59:59`,
  ...extra,
});

// Catalogue weeks run Wednesday → Tuesday. 2026-11-24 is a Tuesday.
const W45 = cat(45, '2026-11-04', '2026-11-10');
const W46 = cat(46, '2026-11-11', '2026-11-17');
const W47 = cat(47, '2026-11-18', '2026-11-24');
const W48 = cat(48, '2026-11-25', '2026-12-01');
const W49 = cat(49, '2026-12-02', '2026-12-08');
const ALL = [W45, W46, W47, W48, W49];

const ids = (entries: { id: number | null }[]) => entries.map((e) => e.id);

describe('classifyCatalogues (docs/catalogues.md#tabs-and-selection)', () => {
  // Each weekday of the week of Wednesday 2026-11-18 → Tuesday 2026-11-24, at noon.
  const days: [string, string][] = [
    ['2026-11-18', 'Wednesday'],
    ['2026-11-19', 'Thursday'],
    ['2026-11-20', 'Friday'],
    ['2026-11-21', 'Saturday'],
    ['2026-11-22', 'Sunday'],
    ['2026-11-23', 'Monday'],
    ['2026-11-24', 'Tuesday'],
  ];
  for (const [day, name] of days) {
    it(`${name} ${day} 12:00: last week W46, current W47, no next week`, () => {
      const tabs = classifyCatalogues(ALL, at(`${day}T12:00`));
      expect(ids(tabs.lastWeek)).toEqual([46]);
      expect(ids(tabs.currentWeek)).toEqual([47]);
      expect(ids(tabs.nextWeek)).toEqual([]);
    });
  }

  it('Tuesday 12:59 hides next week, 13:00 lists it', () => {
    expect(ids(classifyCatalogues(ALL, at('2026-11-24T12:59')).nextWeek)).toEqual([]);
    expect(ids(classifyCatalogues(ALL, at('2026-11-24T12:59:59')).nextWeek)).toEqual([]);
    expect(ids(classifyCatalogues(ALL, at('2026-11-24T13:00')).nextWeek)).toEqual([48]);
    expect(ids(classifyCatalogues(ALL, at('2026-11-24T13:30')).nextWeek)).toEqual([48]);
    expect(ids(classifyCatalogues(ALL, at('2026-11-24T23:59')).nextWeek)).toEqual([48]);
  });

  it('never lists next week on another day after 12:59 (Monday 18:00, Wednesday 13:30)', () => {
    expect(ids(classifyCatalogues(ALL, at('2026-11-23T18:00')).nextWeek)).toEqual([]);
    expect(ids(classifyCatalogues(ALL, at('2026-11-25T13:30')).nextWeek)).toEqual([]);
  });

  it('Wednesday rollover: at 00:00 the new week is current and the old one is last week', () => {
    const tue = classifyCatalogues(ALL, at('2026-11-24T23:59'));
    expect(ids(tue.currentWeek)).toEqual([47]);
    expect(ids(tue.lastWeek)).toEqual([46]);
    const wed = classifyCatalogues(ALL, at('2026-11-25T00:00'));
    expect(ids(wed.currentWeek)).toEqual([48]);
    expect(ids(wed.lastWeek)).toEqual([47]);
    expect(ids(wed.nextWeek)).toEqual([]);
  });

  it('compares dates only: start and end days are inclusive whatever the time of day', () => {
    const late = cat(1, '2026-11-24', '2026-11-24');
    late.oc_debut = '2026-11-24 18:00:00';
    late.oc_fin = '2026-11-24 08:00:00';
    expect(ids(classifyCatalogues([late], at('2026-11-24T12:00')).currentWeek)).toEqual([1]);
  });

  it('last week: started before today and ended within the previous 7 days', () => {
    const today = '2026-11-24';
    const endedYesterday = cat(1, '2026-11-10', '2026-11-23');
    const endedSevenDaysAgo = cat(2, '2026-11-10', '2026-11-17');
    const endedEightDaysAgo = cat(3, '2026-11-10', '2026-11-16');
    const startedToday = cat(4, today, today);
    const tabs = classifyCatalogues([endedYesterday, endedSevenDaysAgo, endedEightDaysAgo, startedToday], at(`${today}T10:00`));
    expect(ids(tabs.lastWeek)).toEqual([1, 2]);
    expect(ids(tabs.currentWeek)).toEqual([4]);
  });

  it('keeps list order for several current catalogues; the first active one is used', () => {
    const a = cat(10, '2026-11-18', '2026-11-24');
    const b = cat(11, '2026-11-20', '2026-11-30');
    const tabs = classifyCatalogues([a, b], at('2026-11-22T09:00'));
    expect(ids(tabs.currentWeek)).toEqual([10, 11]);
    expect(defaultActiveCatalogue(catalogueTabs([a, b], at('2026-11-22T09:00')))?.id).toBe(10);
  });

  it('ignores catalogues further away (two weeks later, a month ago)', () => {
    const tabs = classifyCatalogues(ALL, at('2026-11-24T13:30'));
    expect(ids([...tabs.lastWeek, ...tabs.currentWeek, ...tabs.nextWeek])).toEqual([46, 47, 48]);
  });

  it('derives title, image, week and 2-digit year', () => {
    const [entry] = classifyCatalogues([W47], at('2026-11-20T10:00')).currentWeek;
    expect(entry).toMatchObject({
      id: 47,
      title: 'Catalogue 47',
      image: '/cover/47.svg',
      start: '2026-11-18',
      end: '2026-11-24',
      week: 47,
      year: '26',
      hide: false,
      fallback: false,
    });
    const given = classifyCatalogues([{ ...W47, week: 99, year: '99' }], at('2026-11-20T10:00')).currentWeek[0];
    expect(given).toMatchObject({ week: 99, year: '99' });
  });

  it('catalogueRange drops the time of day', () => {
    expect(catalogueRange(W47)).toEqual({ start: '2026-11-18', end: '2026-11-24' });
  });
});

describe('default tab and active catalogue', () => {
  it('the default tab is currentWeek', () => {
    expect(DEFAULT_CATALOGUE_TAB).toBe('currentWeek');
    expect(CATALOGUE_TABS).toEqual(['lastWeek', 'currentWeek', 'nextWeek']);
  });

  it('current, else last week, else next week, else null', () => {
    const now = at('2026-11-24T13:30');
    expect(defaultActiveCatalogue(catalogueTabs(ALL, now))?.id).toBe(47);
    expect(defaultActiveCatalogue(catalogueTabs([W46, W48], now))?.id).toBe(46);
    expect(defaultActiveCatalogue(catalogueTabs([W48], now))?.id).toBe(48);
    expect(defaultActiveCatalogue(catalogueTabs([], now))).toBeNull();
  });

  it('a fallback built from the images call can be the active one; a placeholder cannot', () => {
    const monday = at('2026-11-23T09:00');
    const fromImages = catalogueTabs([], monday, { catalogue: null, images: [{ id: 48, img: '/p/1.svg', week: 48, year: '26' }] });
    expect(defaultActiveCatalogue(fromImages)?.id).toBe(48);
    expect(defaultActiveCatalogue(catalogueTabs([], monday, null))).toBeNull();
    // Hidden (Wednesday): never active.
    const wednesday = catalogueTabs([], at('2026-11-25T09:00'), { catalogue: W49, images: [] });
    expect(defaultActiveCatalogue(wednesday)).toBeNull();
  });

  it('a tab selects its first visible catalogue', () => {
    const tabs = catalogueTabs(ALL, at('2026-11-24T13:30'));
    expect(activeCatalogueForTab(tabs, 'lastWeek')?.id).toBe(46);
    expect(activeCatalogueForTab(tabs, 'currentWeek')?.id).toBe(47);
    expect(activeCatalogueForTab(tabs, 'nextWeek')?.id).toBe(48);
  });

  it('on wide screens the tab maps to carousel index 0, 1, 2', () => {
    expect(CATALOGUE_TABS.map(carouselIndexOfTab)).toEqual([0, 1, 2]);
  });
});

describe('fallback next-week entry', () => {
  const weekdays: [string, string, boolean][] = [
    ['2026-11-18', 'Wednesday', true],
    ['2026-11-19', 'Thursday', true],
    ['2026-11-20', 'Friday', true],
    ['2026-11-21', 'Saturday', true],
    ['2026-11-22', 'Sunday', true],
    ['2026-11-23', 'Monday', false],
    ['2026-11-24', 'Tuesday', false],
  ];
  for (const [day, name, hidden] of weekdays) {
    it(`${name}: ${hidden ? 'hidden' : 'visible'}, dates Wednesday 2026-11-25 → Tuesday 2026-12-01`, () => {
      const entry = fallbackNextWeekEntry(day);
      expect(entry.hide).toBe(hidden);
      expect(entry).toMatchObject({ start: '2026-11-25', end: '2026-12-01', fallback: true, week: 48, year: '26', id: null, image: null });
    });
  }

  it('Wednesday rollover: the fallback moves to the following week', () => {
    expect(fallbackNextWeekEntry('2026-11-25')).toMatchObject({ start: '2026-12-02', end: '2026-12-08', week: 49, hide: true });
  });

  it('is built from the images call: the catalogue when found, else its first page', () => {
    expect(fallbackNextWeekEntry('2026-11-23', { catalogue: W48, images: [] })).toMatchObject({
      id: 48,
      title: 'Catalogue 48',
      image: '/cover/48.svg',
      week: 48,
      year: '26',
    });
    expect(fallbackNextWeekEntry('2026-11-23', { images: [{ id: 48, img: '/p/1.svg', week: 48, year: '26' }] })).toMatchObject({
      id: 48,
      image: '/p/1.svg',
    });
    expect(fallbackNextWeekEntry('2026-11-23', { images: [] })).toMatchObject({ id: null, image: null, title: '' });
  });

  it('is added to the nextWeek tab only when no next-week catalogue is listed', () => {
    const before = catalogueTabs(ALL, at('2026-11-24T12:59'));
    expect(before.nextWeek).toHaveLength(1);
    expect(before.nextWeek[0]).toMatchObject({ fallback: true, hide: false });
    const after = catalogueTabs(ALL, at('2026-11-24T13:00'));
    expect(after.nextWeek.map((e) => [e.id, e.fallback])).toEqual([[48, false]]);
  });

  it('Monday and Tuesday show the fallback; other days keep it hidden', () => {
    expect(visibleEntries(catalogueTabs(ALL, at('2026-11-23T10:00')).nextWeek)).toHaveLength(1);
    expect(visibleEntries(catalogueTabs(ALL, at('2026-11-24T10:00')).nextWeek)).toHaveLength(1);
    expect(visibleEntries(catalogueTabs(ALL, at('2026-11-22T10:00')).nextWeek)).toHaveLength(0);
    expect(visibleEntries(catalogueTabs(ALL, at('2026-11-25T10:00')).nextWeek)).toHaveLength(0);
  });

  it('ISO week 53 → 1 at a year boundary (2026 has 53 weeks)', () => {
    // Tuesday 2026-12-22: next week starts Wednesday 2026-12-23 (week 52).
    expect(fallbackNextWeekQuery('2026-12-22')).toEqual({ week: 52, year: '26' });
    // Tuesday 2026-12-29: next week starts Wednesday 2026-12-30 (week 53 of 2026).
    expect(fallbackNextWeekQuery('2026-12-29')).toEqual({ week: 53, year: '26' });
    expect(fallbackNextWeekEntry('2026-12-29')).toMatchObject({ start: '2026-12-30', end: '2027-01-05', week: 53, year: '26' });
    // Tuesday 2027-01-05: next week starts Wednesday 2027-01-06 (week 1 of 2027).
    expect(fallbackNextWeekQuery('2027-01-05')).toEqual({ week: 1, year: '27' });
  });

  it('ISO week 52 → 1, and a December start in week 1 of the next year', () => {
    // 2027 has 52 weeks: Wednesday 2027-12-29 is week 52, Wednesday 2028-01-05 week 1.
    expect(fallbackNextWeekQuery('2027-12-28')).toEqual({ week: 52, year: '27' });
    expect(fallbackNextWeekQuery('2028-01-04')).toEqual({ week: 1, year: '28' });
    // Wednesday 2025-12-31 already belongs to ISO week 1 of 2026.
    expect(fallbackNextWeekQuery('2025-12-30')).toEqual({ week: 1, year: '26' });
    expect(fallbackNextWeekEntry('2025-12-30')).toMatchObject({ start: '2025-12-31', end: '2026-01-06', week: 1, year: '26' });
  });

  it('classifies across the year boundary', () => {
    const lastOf2026 = cat(1, '2026-12-23', '2026-12-29');
    const w53 = cat(2, '2026-12-30', '2027-01-05');
    const w1 = cat(3, '2027-01-06', '2027-01-12');
    const tabs = classifyCatalogues([lastOf2026, w53, w1], at('2027-01-05T13:00'));
    expect(ids(tabs.lastWeek)).toEqual([1]);
    expect(ids(tabs.currentWeek)).toEqual([2]);
    expect(tabs.currentWeek[0]).toMatchObject({ week: 53, year: '26' });
    expect(ids(tabs.nextWeek)).toEqual([3]);
    expect(tabs.nextWeek[0]).toMatchObject({ week: 1, year: '27' });
  });
});

describe("'Semaine du {start} au {end}'", () => {
  it('formats dd/MM/yyyy', () => {
    expect(weekLabelParts({ start: '2026-11-25', end: '2026-12-01' })).toEqual({ start: '25/11/2026', end: '01/12/2026' });
    expect(catalogueWeekLabel({ start: '2026-11-25', end: '2026-12-01' })).toBe('Semaine du 25/11/2026 au 01/12/2026');
    expect(catalogueWeekLabel({ start: '2026-12-30', end: '2027-01-05' }, 'أسبوع {start} - {end}')).toBe('أسبوع 30/12/2026 - 05/01/2027');
  });
});
