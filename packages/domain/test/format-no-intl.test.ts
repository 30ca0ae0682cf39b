import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATE_NAMES } from '../src/format/dates.ts';
import { intlLocale } from '../src/format/lang.ts';
import { formatWhole } from '../src/format/whole.ts';

describe('formatWhole writes what Intl fr-FR writes, without Intl (docs/formats.md#no-intl-at-start-up)', () => {
  const intl = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
  const discount = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0, minimumFractionDigits: 0 });

  it('groups, rounds halves away from zero and keeps the sign of a negative zero', () => {
    expect(formatWhole(1234)).toBe('1\u202f234');
    expect(formatWhole(999)).toBe('999');
    expect(formatWhole(1_234_567)).toBe('1\u202f234\u202f567');
    expect(formatWhole(2.5)).toBe('3');
    expect(formatWhole(-2.5)).toBe('-3');
    expect(formatWhole(-0.4)).toBe('-0');
    expect(formatWhole(-0)).toBe('-0');
    expect(formatWhole(0)).toBe('0');
    for (const n of [0.5, 1.5, -1.5, 24.6, 999.5, 9999.49, 1e14 + 0.5, 123456789012345, 1e15, -1e16, 2 ** 53, 1e21, Infinity, -Infinity])
      expect(formatWhole(n)).toBe(intl.format(n));
  });

  it('property: equal to both Intl formatters it replaces', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1e12, max: 1e12 }), fc.double({ min: -1e16, max: 1e16, noNaN: true })), (n) => {
        expect(formatWhole(n)).toBe(intl.format(n));
        expect(formatWhole(n)).toBe(discount.format(n));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('weekday and month names kept as text (docs/formats.md#no-intl-at-start-up)', () => {
  it('are the names Intl gives for fr-FR and ar-TN', () => {
    for (const lang of ['fr', 'ar'] as const) {
      const names = (options: Intl.DateTimeFormatOptions, dates: Date[]) =>
        dates.map((d) => new Intl.DateTimeFormat(intlLocale(lang), { ...options, timeZone: 'UTC' }).format(d));
      const days = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2024, 0, 7 + i, 12)));
      const months = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2024, i, 15, 12)));
      expect(DATE_NAMES[lang].weekday).toEqual(names({ weekday: 'long' }, days));
      expect(DATE_NAMES[lang].month).toEqual(names({ month: 'long' }, months));
      expect(DATE_NAMES[lang].monthShort).toEqual(names({ month: 'short' }, months));
    }
  });
});
