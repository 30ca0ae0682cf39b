import { withoutIsolates } from '@qadhya/domain';
import { describe, expect, it } from 'vitest';
import { chartSummary } from './chart-summary.ts';
import { labelOfMonth, monthName, yearMonths } from './months.ts';

describe('chartSummary', () => {
  it('totals the values and names the first highest month', () => {
    expect(chartSummary(['a', 'b', 'c'], [1000, 5000, 5000])).toEqual({ total: 11000, top: 'b', topValue: 5000 });
  });
  it('has no top month when nothing was bought', () => {
    expect(chartSummary(['a', 'b'], [0, 0])).toEqual({ total: 0, top: null, topValue: 0 });
  });
});

describe('month names', () => {
  it('are localized, January first, in French and Arabic', () => {
    expect(yearMonths('fr')).toHaveLength(12);
    expect(monthName(3, 'fr', 'long')).toBe('mars');
    expect(monthName(3, 'ar', 'long')).toMatch(/[\u0600-\u06ff]/);
    expect(labelOfMonth('2026-03', 'fr', 'long')).toBe('mars 2026');
    // Tunisian month names in Arabic, the year's figures isolated (docs/formats.md).
    expect(monthName(1, 'ar', 'long')).toBe('جانفي');
    expect(monthName(8, 'ar')).toBe('أوت');
    expect(withoutIsolates(labelOfMonth('2026-03', 'ar', 'long'))).toBe('مارس 2026');
  });
});
