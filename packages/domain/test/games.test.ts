import { describe, expect, it } from 'vitest';
import { drawPrize, judgePlay, slotOpen, type DrawPrize } from '../src/games.ts';

const prize = (over: Partial<DrawPrize>): DrawPrize => ({ id: 1, weight: 1000, quantity: 10, awarded: 0, value: 20_000, slotStart: null, slotEnd: null, ...over });

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

describe('judgePlay', () => {
  it('Tap & Match: every pair found in time wins; faster than a person can turn cards is not believed', () => {
    expect(judgePlay('tap_match', 1, { score: 4, moves: 6 }, 20_000)).toEqual({ plausible: true, won: true });
    expect(judgePlay('tap_match', 1, { score: 3, moves: 6 }, 20_000)).toEqual({ plausible: true, won: false });
    expect(judgePlay('tap_match', 1, { score: 4, moves: 6 }, 66_000)).toEqual({ plausible: true, won: false });
    expect(judgePlay('tap_match', 1, { score: 4, moves: 6 }, 1_000)).toMatchObject({ plausible: false, reason: 'too_fast' });
    expect(judgePlay('tap_match', 1, { score: 5, moves: 6 }, 20_000)).toMatchObject({ plausible: false, reason: 'score_too_high' });
    expect(judgePlay('tap_match', 1, { score: 4, moves: 3 }, 20_000)).toMatchObject({ plausible: false, reason: 'moves_too_few' });
  });
  it('Panier Chrono: all the listed products within the time; more taps than products shown is not believed', () => {
    expect(judgePlay('panier_chrono', 1, { score: 4, moves: 5 }, 10_000)).toEqual({ plausible: true, won: true });
    expect(judgePlay('panier_chrono', 1, { score: 4, moves: 9 }, 10_000)).toMatchObject({ plausible: false, reason: 'moves_too_many' });
    expect(judgePlay('panier_chrono', 1, { score: 4, moves: 4 }, 36_000)).toEqual({ plausible: true, won: false });
  });
  it('Attrape Promo: no more tags caught than have fallen; three wrong catches lose', () => {
    expect(judgePlay('attrape_promo', 1, { score: 8, moves: 0 }, 30_000)).toEqual({ plausible: true, won: true });
    expect(judgePlay('attrape_promo', 1, { score: 8, moves: 3 }, 30_000)).toEqual({ plausible: true, won: false });
    expect(judgePlay('attrape_promo', 1, { score: 8, moves: 0 }, 5_000)).toMatchObject({ plausible: false, reason: 'score_too_high' });
  });
});
