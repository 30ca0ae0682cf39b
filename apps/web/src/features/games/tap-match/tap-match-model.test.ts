import { dealTapMatch, judgePlay, LEVELS, MIN_MOVE_MS } from '@qadhya/domain';
import { describe, expect, it } from 'vitest';

import {
  chooseFaces,
  columnsFor,
  deal,
  expire,
  hideMiss,
  isFaceUp,
  moveFocus,
  report,
  secondsLeft,
  shuffle,
  turn,
  type Picture,
  type TapMatchState,
} from './tap-match-model.ts';

/** A seeded random (mulberry32): the same deal every run. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pictures: Picture[] = Array.from({ length: 8 }, (_, i) => ({ id: 100 + i, name: `Produit ${i}`, image: `/media/p${i}.webp` }));

/** The positions of the two cards of each face. */
const pairsOf = (state: TapMatchState): [number, number][] =>
  state.faces.map((_, f) => {
    const at = state.cards.flatMap((c, i) => (c === f ? [i] : []));
    return [at[0]!, at[1]!];
  });

/** The page's time of each turn: a person's pace (MIN_MOVE_MS and more between two turns). */
let now = 0;
const next = () => (now += 400);
const play = (state: TapMatchState, ...positions: number[]) => positions.reduce((s, p) => turn(s, p, next()).state, state);

describe('deal', () => {
  it('deals each of `pairs` distinct pictures twice, all face down, the cards where the domain’s deal puts them', () => {
    for (const [i, { pairs }] of LEVELS.tap_match.entries()) {
      const level = i + 1;
      const state = deal(pictures, level, pairs);
      expect(state.cards).toEqual(dealTapMatch(level, pairs).cards);
      expect(state.cards).toHaveLength(2 * pairs);
      expect(state.faces).toHaveLength(pairs);
      expect(new Set(state.faces.map((f) => f.id)).size).toBe(pairs);
      for (let f = 0; f < pairs; f++) expect(state.cards.filter((c) => c === f)).toHaveLength(2);
      expect(state.cards.some((_, i) => isFaceUp(state, i))).toBe(false);
      expect(state).toMatchObject({ moves: 0, score: 0, status: 'playing', open: [] });
    }
  });

  it('deals from the server’s seed: the same seed the same deal (the cards and their pictures), another seed another', () => {
    expect(deal(pictures, 2, 1)).toEqual(deal(pictures, 2, 1));
    expect(deal(pictures, 2, 1).cards).toEqual(deal(pictures, 2, 1).cards);
    expect(deal(pictures, 2, 1).cards).not.toEqual(deal(pictures, 2, 2).cards);
    // Not left in order: the two cards of a face are not always side by side.
    const state = deal(pictures, 3, 3);
    expect(pairsOf(state).every(([a, b]) => b === a + 1)).toBe(false);
  });

  it('shuffle is Fisher–Yates: random 0 rotates, a random near 1 keeps the order, nothing lost', () => {
    expect(shuffle([1, 2, 3, 4], () => 0)).toEqual([2, 3, 4, 1]);
    expect(shuffle([1, 2, 3, 4], () => 0.999999)).toEqual([1, 2, 3, 4]);
    expect(shuffle([5, 6, 7], seeded(9)).sort()).toEqual([5, 6, 7]);
  });

  it('never deals two pictures of the same name, and makes up missing pictures with symbols', () => {
    const twins: Picture[] = [
      { id: 1, name: 'Lait', image: '/a.webp' },
      { id: 2, name: 'lait ', image: '/b.webp' },
      { id: 3, name: 'Café', image: '' },
      { id: 4, name: 'Thé', image: '/d.webp' },
    ];
    const faces = chooseFaces(twins, 4, seeded(4));
    expect(
      faces
        .filter((f) => f.name)
        .map((f) => f.name!.trim().toLowerCase())
        .sort(),
    ).toEqual(['lait', 'thé']);
    expect(faces.filter((f) => f.symbol).map((f) => f.symbol)).toEqual(['A', 'B']);
    expect(new Set(faces.map((f) => f.id)).size).toBe(4);
  });
});

describe('turning cards', () => {
  it('a pair found stays face up and counts one move and one point', () => {
    const state = deal(pictures, 1, 5);
    const [[a, b]] = pairsOf(state) as [[number, number]];
    const first = turn(state, a, next());
    expect(first.result).toEqual({ kind: 'first', position: a });
    expect(first.state.moves).toBe(0);
    const second = turn(first.state, b, next());
    expect(second.result).toEqual({ kind: 'match', face: 0 });
    expect(second.state).toMatchObject({ moves: 1, score: 1, open: [], status: 'playing' });
    expect(isFaceUp(second.state, a) && isFaceUp(second.state, b)).toBe(true);
    // A matched card does nothing.
    expect(turn(second.state, a, next()).result.kind).toBe('none');
  });

  it('a miss stays face up until it turns back, and is one move', () => {
    const state = deal(pictures, 1, 6);
    const pairs = pairsOf(state);
    const [a, c] = [pairs[0]![0], pairs[1]![0]];
    const missed = turn(turn(state, a, next()).state, c, next());
    expect(missed.result).toEqual({ kind: 'miss', first: a, second: c });
    expect(missed.state).toMatchObject({ moves: 1, score: 0, open: [a, c] });
    const back = hideMiss(missed.state);
    expect(back.open).toEqual([]);
    expect(isFaceUp(back, a) || isFaceUp(back, c)).toBe(false);
    expect(back.moves).toBe(1);
  });

  it('turning a third card while a miss waits turns the miss back and the new card up', () => {
    const state = deal(pictures, 1, 7);
    const pairs = pairsOf(state);
    const missed = play(state, pairs[0]![0], pairs[1]![0]);
    const third = turn(missed, pairs[2]![0], next());
    expect(third.result).toEqual({ kind: 'first', position: pairs[2]![0] });
    expect(third.state.open).toEqual([pairs[2]![0]]);
    expect(third.state.moves).toBe(1);
  });

  it('the same card twice, a card off the grid, a card turned quicker than a person, or a card after the end does nothing', () => {
    const state = deal(pictures, 1, 8);
    const once = turn(state, 0, next()).state;
    expect(turn(once, 1, now + MIN_MOVE_MS - 1).state).toBe(once);
    expect(turn(once, 1, now + MIN_MOVE_MS).result.kind).not.toBe('none');
    expect(turn(once, 0, next()).result.kind).toBe('none');
    expect(turn(once, 0, next()).state).toBe(once);
    expect(turn(state, -1, next()).state).toBe(state);
    expect(turn(state, 8, next()).state).toBe(state);
    const lost = expire(state);
    expect(turn(lost, 0, next()).state).toBe(lost);
  });

  it('the last pair wins the level; the report is the log, pairs found and pairs turned, and the judge replaying the log gives the win', () => {
    now = 0;
    const state = deal(pictures, 1, 10);
    const pairs = pairsOf(state);
    // One miss, then every pair.
    const end = play(hideMiss(play(state, pairs[0]![0], pairs[1]![0])), ...pairs.flat());
    expect(end.status).toBe('won');
    expect(report(end)).toMatchObject({ score: 4, moves: 5 });
    expect(report(end).log.map((m) => m.target)).toEqual([pairs[0]![0], pairs[1]![0], ...pairs.flat()]);
    expect(judgePlay('tap_match', 1, 10, report(end).log, now, report(end))).toEqual({ plausible: true, won: true, score: 4, moves: 5 });
    // On another seed's deal the same turns are not a win.
    expect(judgePlay('tap_match', 1, 11, report(end).log, now).won).toBe(false);
    // The time running out after a win changes nothing.
    expect(expire(end)).toBe(end);
  });

  it('the time running out loses the level with what was found', () => {
    now = 0;
    const state = deal(pictures, 2, 11);
    const pairs = pairsOf(state);
    const lost = expire(play(state, ...pairs[0]!, pairs[1]![0]));
    expect(lost.status).toBe('lost');
    expect(lost.open).toEqual([]);
    expect(report(lost)).toMatchObject({ score: 1, moves: 1 });
    expect(judgePlay('tap_match', 2, 11, report(lost).log, 76_000, report(lost))).toEqual({
      plausible: true,
      won: false,
      score: 1,
      moves: 1,
    });
  });
});

describe('time and focus', () => {
  it('the time left is whole seconds rounded up, never below 0', () => {
    expect(secondsLeft(60, 0)).toBe(60);
    expect(secondsLeft(60, 999)).toBe(60);
    expect(secondsLeft(60, 1000)).toBe(59);
    expect(secondsLeft(60, 59_001)).toBe(1);
    expect(secondsLeft(60, 60_000)).toBe(0);
    expect(secondsLeft(60, 90_000)).toBe(0);
    expect(secondsLeft(60, -5)).toBe(60);
  });

  it('arrow keys move in the grid, visually in Arabic, and stop at its edges', () => {
    expect(columnsFor(8)).toBe(4);
    expect(columnsFor(16)).toBe(4);
    // 8 cards, 4 columns.
    expect(moveFocus(1, 'ArrowRight', 8, 4, false)).toBe(2);
    expect(moveFocus(1, 'ArrowLeft', 8, 4, false)).toBe(0);
    expect(moveFocus(1, 'ArrowRight', 8, 4, true)).toBe(0);
    expect(moveFocus(1, 'ArrowLeft', 8, 4, true)).toBe(2);
    expect(moveFocus(1, 'ArrowDown', 8, 4, false)).toBe(5);
    expect(moveFocus(5, 'ArrowUp', 8, 4, true)).toBe(1);
    expect(moveFocus(6, 'ArrowDown', 8, 4, false)).toBe(6);
    expect(moveFocus(0, 'ArrowLeft', 8, 4, false)).toBe(0);
    expect(moveFocus(7, 'ArrowLeft', 8, 4, true)).toBe(7);
    expect(moveFocus(3, 'ArrowRight', 8, 4, false)).toBe(4);
    expect([moveFocus(5, 'Home', 8, 4, false), moveFocus(2, 'End', 8, 4, false)]).toEqual([0, 7]);
    expect(moveFocus(2, 'Enter', 8, 4, false)).toBeNull();
  });
});
