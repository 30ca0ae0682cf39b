import { describe, expect, it } from 'vitest';
import {
  directionsUrl,
  filterByRegion,
  latestUpdate,
  matchesRegion,
  mergeStock,
  openingOn,
  quantityOf,
  sortByDistance,
  storesOfPlace,
} from './logic.ts';

const store = (code: string, storename: string, city: string, lat: number, lng: number, gouvernorat = 'Tunis') => ({
  magasin_code: code,
  storename,
  city,
  delegation: city,
  region_name: gouvernorat,
  gouvernorat,
  latitude: lat,
  longitude: lng,
});

const A = store('TN1', 'Qadhya Lac 2', 'La Marsa', 36.85, 10.27);
const B = store('TN2', 'Qadhya Centre', 'Tunis', 36.8, 10.18);
const C = store('TN3', 'Qadhya Menzah', 'Ariana Ville', 36.86, 10.19, 'Ariana');

describe('region filter', () => {
  it('matches the region on store name or city, case-insensitively', () => {
    expect(matchesRegion(A, 'marsa')).toBe(true);
    expect(matchesRegion(A, 'LAC')).toBe(true);
    expect(matchesRegion(A, 'ariana')).toBe(false);
    expect(filterByRegion([A, B, C], 'ARIANA').map((s) => s.magasin_code)).toEqual(['TN3']);
  });
  it("keeps every store for 'all' or a blank region", () => {
    expect(filterByRegion([A, B, C], 'all')).toHaveLength(3);
    expect(filterByRegion([A, B, C], '  ')).toHaveLength(3);
    expect(filterByRegion([A, B, C], null)).toHaveLength(3);
  });
  it('ignores accents', () => {
    expect(matchesRegion(store('X', 'Qadhya Médina', 'Sfax', 0, 0), 'medina')).toBe(true);
  });
});

describe('distance sort', () => {
  it('sorts nearest first and adds the distance in metres', () => {
    const sorted = sortByDistance([A, B, C], { lat: 36.8, lng: 10.18 });
    expect(sorted.map((s) => s.magasin_code)).toEqual(['TN2', 'TN3', 'TN1']);
    expect(sorted[0]!.distance_m).toBe(0);
    expect(sorted[1]!.distance_m).toBeGreaterThan(6000);
    expect(sorted[1]!.distance_m).toBeLessThan(sorted[2]!.distance_m);
  });
  it('keeps the input order for equal distances and does not mutate the input', () => {
    const twin = { ...A, magasin_code: 'TN9' };
    const input = [twin, A];
    expect(sortByDistance(input, { lat: 0, lng: 0 }).map((s) => s.magasin_code)).toEqual(['TN9', 'TN1']);
    expect(input[0]).not.toHaveProperty('distance_m');
  });
});

describe('stock merge', () => {
  it('joins rows by store code; a missing row or stock gives 0', () => {
    const merged = mergeStock(
      [A, B, C],
      [
        { Magasin_Code: 'TN1', STOCK: 7 },
        { MAGASIN: 'TN2', STOCK_DISPO: null },
      ],
    );
    expect(merged.map((s) => s.stock)).toEqual([7, 0, 0]);
  });
  it('reads STOCK_DISPO of last-chance rows', () => {
    expect(mergeStock([C], [{ MAGASIN: 'TN3', STOCK_DISPO: 4 }])[0]!.stock).toBe(4);
  });
  it('quantity: missing, negative, NaN → 0', () => {
    expect([quantityOf(undefined), quantityOf(-2), quantityOf('x'), quantityOf('3'), quantityOf(2.7)]).toEqual([0, 0, 0, 3, 2]);
  });
});

describe('places and notes', () => {
  it('stores of a governorate and delegation, case-insensitively', () => {
    expect(storesOfPlace([A, B, C], 'tunis', 'la marsa').map((s) => s.magasin_code)).toEqual(['TN1']);
    expect(storesOfPlace([A, B, C], 'Tunis').map((s) => s.magasin_code)).toEqual(['TN1', 'TN2']);
    expect(storesOfPlace([A, B, C], null)).toEqual([]);
  });
  it('latest update among rows', () => {
    expect(latestUpdate([{ updated_at: null }, { updated_at: '2026-11-24T08:00:00Z' }, { updated_at: '2026-11-24T09:30:00Z' }])).toBe(
      '2026-11-24T09:30:00Z',
    );
    expect(latestUpdate([{ updated_at: null }])).toBeNull();
  });
  it('directions link with the latitude and longitude', () => {
    expect(directionsUrl(A)).toBe('https://www.google.com/maps/dir/?api=1&destination=36.85,10.27');
  });
});

describe('opening hours', () => {
  const week = [
    { opens: '08:00', closes: '22:00' },
    { opens: '08:00', closes: '22:00' },
    { opens: '08:00', closes: '22:00' },
    { opens: '08:00', closes: '22:00' },
    { opens: '08:30', closes: '12:30' },
    { opens: '08:00', closes: '22:00' },
    null,
  ];
  it('reads the day of a Tunis date, Monday first; null = shut that weekday', () => {
    expect(openingOn({ opening_hours: week, temporarily_closed: false }, '2026-11-23')).toEqual({
      state: 'open',
      opens: '08:00',
      closes: '22:00',
    });
    expect(openingOn({ opening_hours: week, temporarily_closed: false }, '2026-11-27')).toEqual({
      state: 'open',
      opens: '08:30',
      closes: '12:30',
    });
    expect(openingOn({ opening_hours: week, temporarily_closed: false }, '2026-11-29')).toEqual({ state: 'shut' });
  });
  it('a temporary closing wins over the hours; a store saved without hours shows none', () => {
    expect(openingOn({ opening_hours: week, temporarily_closed: true }, '2026-11-23')).toEqual({ state: 'closed_temporarily' });
    expect(openingOn({}, '2026-11-23')).toBeNull();
  });
});
