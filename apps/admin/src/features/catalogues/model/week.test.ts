import { describe, expect, it } from 'vitest';
import { frenchLongDate, frenchShortDate } from './week.ts';

/** A catalogue week's days, written by the domain formatters (docs/formats.md). */
describe('the catalogue week dates', () => {
  it('writes the calendar day as given, in words or as dd/mm/yyyy', () => {
    expect(frenchLongDate('2026-12-02')).toBe('mercredi 2 décembre 2026');
    expect(frenchShortDate('2026-12-02')).toBe('02/12/2026');
    // A timestamp's day is its first ten characters, whatever the zone.
    expect(frenchShortDate('2026-12-01T23:30:00Z')).toBe('01/12/2026');
    expect(frenchLongDate('2027-01-01T00:00:00Z')).toBe('vendredi 1 janvier 2027');
  });
});
