import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOW_STOCK_THRESHOLD, clampToNow, stockLevel, stockTime } from '../src/stock.ts';

describe('stockLevel', () => {
  it('reads 0 as out, up to the threshold as low, above as in stock with the figure', () => {
    expect(LOW_STOCK_THRESHOLD).toBe(5);
    expect(stockLevel(0)).toEqual({ state: 'out', count: 0 });
    expect(stockLevel(1)).toEqual({ state: 'low', count: 1 });
    expect(stockLevel(5)).toEqual({ state: 'low', count: 5 });
    expect(stockLevel(6)).toEqual({ state: 'in', count: 6 });
    expect(stockLevel(120)).toEqual({ state: 'in', count: 120 });
  });
  it('counts missing, negative and unreadable quantities as 0, floors fractions', () => {
    for (const q of [null, undefined, -3, Number.NaN, Number.POSITIVE_INFINITY, 0.4]) expect(stockLevel(q).state).toBe('out');
    expect(stockLevel(5.9)).toEqual({ state: 'low', count: 5 });
    expect(stockLevel(6.2)).toEqual({ state: 'in', count: 6 });
  });
  it('takes another threshold', () => {
    expect(stockLevel(9, 10)).toEqual({ state: 'low', count: 9 });
    expect(stockLevel(11, 10)).toEqual({ state: 'in', count: 11 });
  });
  it('is one of the three states for any integer, with its count', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 100_000 }), (q) => {
        const l = stockLevel(q);
        expect(l.count).toBe(Math.max(0, q));
        expect(l.state).toBe(q <= 0 ? 'out' : q <= LOW_STOCK_THRESHOLD ? 'low' : 'in');
      }),
    );
  });
});

describe('stockTime', () => {
  const now = new Date('2026-11-24T12:30:00Z'); // 13:30 in Tunis
  it('formats a past count in Tunis time and says whether it is today', () => {
    expect(stockTime('2026-11-24T08:05:00Z', now)).toMatchObject({ date: '24/11/2026', time: '09:05', today: true });
    expect(stockTime('2026-11-23T22:59:00Z', now)).toMatchObject({ date: '23/11/2026', time: '23:59', today: false });
    // Tunis midnight: 23:00 UTC the day before is already the 24th.
    expect(stockTime('2026-11-23T23:00:00Z', now)).toMatchObject({ date: '24/11/2026', time: '00:00', today: true });
    expect(stockTime(Date.parse('2026-11-20T10:00:00Z'), now)).toMatchObject({ date: '20/11/2026', time: '11:00', today: false });
  });
  it('never shows a time after now: a later count shows as now', () => {
    const later = stockTime('2026-11-24T14:59:00Z', now)!;
    expect(later).toMatchObject({ date: '24/11/2026', time: '13:30', today: true });
    expect(later.at.getTime()).toBe(now.getTime());
    expect(stockTime('2027-01-01T00:00:00Z', now)).toMatchObject({ date: '24/11/2026', time: '13:30' });
    fc.assert(
      fc.property(fc.integer({ min: -10 * 86_400_000, max: 10 * 86_400_000 }), (shift) => {
        expect(stockTime(now.getTime() + shift, now)!.at.getTime()).toBeLessThanOrEqual(now.getTime());
      }),
    );
  });
  it('is null without a readable time', () => {
    for (const v of [null, undefined, '', 'hier', Number.NaN]) expect(stockTime(v, now)).toBeNull();
  });
  it('clampToNow keeps the past and brings the future back to now', () => {
    const past = new Date('2026-11-24T10:00:00Z');
    expect(clampToNow(past, now)).toBe(past);
    expect(clampToNow(new Date('2026-11-25T10:00:00Z'), now).getTime()).toBe(now.getTime());
  });
});
