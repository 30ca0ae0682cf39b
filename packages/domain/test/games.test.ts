import { describe, expect, it } from 'vitest';
import { drawPrize, slotOpen, type DrawPrize } from '../src/games.ts';

const prize = (over: Partial<DrawPrize>): DrawPrize => ({
  id: 1,
  weight: 1000,
  quantity: 10,
  awarded: 0,
  value: 20_000,
  slotStart: null,
  slotEnd: null,
  ...over,
});

describe('drawPrize', () => {
  const table = [prize({ id: 1, weight: 1000 }), prize({ id: 2, weight: 2000, value: 5_000 })];
  it('a roll falls in one prize’s share of the table, in its order, or in none', () => {
    expect(drawPrize(table, 0, 12, 1e9)?.id).toBe(1);
    expect(drawPrize(table, 999, 12, 1e9)?.id).toBe(1);
    expect(drawPrize(table, 1000, 12, 1e9)?.id).toBe(2);
    expect(drawPrize(table, 2999, 12, 1e9)?.id).toBe(2);
    expect(drawPrize(table, 3000, 12, 1e9)).toBeNull();
  });
  it('a prize all given, out of its hours or beyond the budget left gives nothing, and never passes its roll to another', () => {
    expect(drawPrize([prize({ quantity: 3, awarded: 3 }), prize({ id: 2 })], 10, 12, 1e9)).toBeNull();
    expect(drawPrize([prize({ slotStart: 10, slotEnd: 12 })], 10, 12, 1e9)).toBeNull();
    expect(drawPrize([prize({ slotStart: 10, slotEnd: 12 })], 10, 11, 1e9)?.id).toBe(1);
    expect(drawPrize([prize({ value: 20_000 })], 10, 12, 19_999)).toBeNull();
    expect(drawPrize([prize({ value: 20_000 })], 10, 12, 20_000)?.id).toBe(1);
  });
  it('a slot of no length never opens', () => {
    expect(slotOpen({ slotStart: 14, slotEnd: 14 }, 14)).toBe(false);
    expect(slotOpen({ slotStart: null, slotEnd: null }, 3)).toBe(true);
  });
});
