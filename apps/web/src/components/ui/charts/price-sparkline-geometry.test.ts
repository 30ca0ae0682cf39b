import { describe, expect, it } from 'vitest';
import { chartShape, type HistoryPoint } from './price-sparkline-geometry.ts';

const box = { width: 100, height: 50, pad: 5 };
const week = (date: string, regular: number, promo: number | null = null, last_chance: number | null = null): HistoryPoint => ({
  date,
  regular,
  promo,
  last_chance,
});

describe('price history chart geometry', () => {
  it('draws the regular price as steps from the first week to the last, highest at the top', () => {
    const shape = chartShape([week('2026-01-05', 2000), week('2026-01-12', 2000), week('2026-01-19', 2500)], box);
    expect(shape.regular).toBe('M5 45 H50 V45 H95 V5');
    expect([shape.min, shape.max]).toEqual([2000, 2500]);
  });

  it('puts promo and last-chance weeks as dots at their own prices, scaled with the regular ones', () => {
    const shape = chartShape([week('2026-01-05', 3000, 1500), week('2026-01-12', 3000, null, 1000), week('2026-01-19', 3000)], box);
    expect(shape.promo).toEqual([{ x: 5, y: 35, price: 1500, date: '2026-01-05' }]);
    expect(shape.lastChance).toEqual([{ x: 50, y: 45, price: 1000, date: '2026-01-12' }]);
    expect([shape.min, shape.max]).toEqual([1000, 3000]);
  });

  it('draws a flat history in the middle, and a single week across the chart', () => {
    expect(chartShape([week('2026-01-05', 1200), week('2026-01-12', 1200)], box).regular).toBe('M5 25 H95 V25');
    expect(chartShape([week('2026-01-05', 1200)], box).regular).toBe('M50 25 H95');
  });

  it('draws nothing for no weeks', () => {
    expect(chartShape([], box)).toEqual({ regular: '', promo: [], lastChance: [], min: 0, max: 0 });
  });
});
