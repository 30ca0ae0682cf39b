import { dealPanierChrono, judgePlay, LEVELS, MIN_MOVE_MS } from '@qadhya/domain';
import { describe, expect, it } from 'vitest';

import {
  drawRound,
  focusAfterTake,
  isComplete,
  isOver,
  moveFocus,
  reportOf,
  secondsLeft,
  spokenSeconds,
  startProgress,
  tap,
  type Product,
  type Progress,
  type Round,
} from './panier-chrono-model.ts';

const products = (n: number): Product[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Produit ${i + 1}`, image: `/img/${i + 1}.webp` }));

const decoysOf = (round: Round) => round.shelf.filter((p) => !round.list.some((l) => l.id === p.id));
const slotOf = (round: Round, p: Product) => round.shelf.indexOf(p);

describe('drawRound', () => {
  it.each([1, 2, 3])(
    'level %i: the list has `items` products, the shelf them and `decoys` others, all different, where the deal puts them',
    (level) => {
      const { items, decoys, seconds } = LEVELS.panier_chrono[level - 1]!;
      const round = drawRound(products(16), level, level);
      expect(round.list).toHaveLength(items);
      expect(round.shelf).toHaveLength(items + decoys);
      expect(round.seconds).toBe(seconds);
      expect(new Set(round.shelf.map((p) => p.id)).size).toBe(items + decoys);
      expect(round.deal).toEqual(dealPanierChrono(level, level));
      expect(round.deal.listed.map((slot) => round.shelf[slot])).toEqual(round.list);
      expect(decoysOf(round)).toHaveLength(decoys);
    },
  );

  it('is the seed’s: the same seed draws the same, another seed another', () => {
    const a = drawRound(products(16), 2, 7);
    expect(drawRound(products(16), 2, 7)).toEqual(a);
    expect(drawRound(products(16), 2, 8).shelf.map((p) => p.id)).not.toEqual(a.shelf.map((p) => p.id));
  });

  it('never lists a product twice nor a decoy named like a listed one (same id or same name)', () => {
    const pictures = [...products(8), { id: 3, name: 'Copie', image: '/x' }, { id: 99, name: ' produit 1 ', image: '/y' }];
    for (let seed = 1; seed <= 20; seed++) {
      const round = drawRound(pictures, 1, seed);
      const names = round.shelf.map((p) => p.name.trim().toLowerCase());
      expect(new Set(names).size).toBe(names.length);
      expect(new Set(round.shelf.map((p) => p.id)).size).toBe(round.shelf.length);
    }
  });

  it('with too few pictures, letters stand in (without a picture) so the shelf is the dealt one', () => {
    const round = drawRound(products(6), 1, 3);
    expect(round.shelf).toHaveLength(8);
    expect(round.shelf.filter((p) => p.image === '').map((p) => p.name)).toEqual(['A', 'B']);
  });
});

describe('a play', () => {
  const round = drawRound(products(16), 1, 42);
  const [decoy] = decoysOf(round);

  it('a listed product goes in the basket once, logged with its time; taps quicker than a person count nothing', () => {
    let progress: Progress = startProgress();
    const first = slotOf(round, round.list[0]!);
    let step = tap(round, progress, first, 1000);
    expect(step.result).toBe('taken');
    progress = step.progress;
    expect(tap(round, progress, first, 2000).result).toBe('ignored');
    expect(tap(round, progress, slotOf(round, round.list[1]!), 1000 + MIN_MOVE_MS - 1).result).toBe('ignored');
    expect(tap(round, progress, 8, 2000).result).toBe('ignored');
    step = tap(round, progress, slotOf(round, round.list[1]!), 1000 + MIN_MOVE_MS);
    expect(step.result).toBe('taken');
    expect(reportOf(step.progress)).toEqual({
      log: [
        { target: first, at_ms: 1000 },
        { target: slotOf(round, round.list[1]!), at_ms: 1000 + MIN_MOVE_MS },
      ],
      score: 2,
      moves: 2,
    });
    expect(isComplete(round, step.progress)).toBe(false);
  });

  it('a decoy tapped ends the level: lost, and nothing counts after it', () => {
    let progress = tap(round, startProgress(), slotOf(round, round.list[0]!), 500).progress;
    const wrong = tap(round, progress, slotOf(round, decoy!), 1500);
    expect(wrong.result).toBe('wrong');
    progress = wrong.progress;
    expect(isOver(round, progress)).toBe(true);
    expect(isComplete(round, progress)).toBe(false);
    expect(tap(round, progress, slotOf(round, round.list[1]!), 3000)).toEqual({ progress, result: 'ignored' });
    const report = reportOf(progress);
    expect(judgePlay('panier_chrono', 1, 42, report.log, 5000, report)).toEqual({ plausible: true, won: false, score: 1, moves: 2 });
  });

  it('ends when every listed product is in the basket; the server, replaying the log, agrees and gives the win', () => {
    for (const level of [1, 2, 3]) {
      const r = drawRound(products(16), level, level * 11);
      let progress = startProgress();
      r.list.forEach((p, i) => {
        progress = tap(r, progress, slotOf(r, p), 700 + i * 400).progress;
      });
      expect(isComplete(r, progress)).toBe(true);
      expect(tap(r, progress, slotOf(r, decoysOf(r)[0]!), 60_000).result).toBe('ignored');
      const report = reportOf(progress);
      expect(judgePlay('panier_chrono', level, level * 11, report.log, 12_000, report)).toEqual({
        plausible: true,
        won: true,
        score: r.list.length,
        moves: r.list.length,
      });
      // Another seed deals other slots: the same taps there do not win.
      expect(judgePlay('panier_chrono', level, level * 11 + 1, report.log, 12_000, report).won).toBe(false);
    }
  });

  it('an empty list is never complete', () => {
    expect(isComplete({ deal: { slots: 0, listed: [], seconds: 30 }, list: [], shelf: [], seconds: 30 }, startProgress())).toBe(false);
  });
});

describe('the clock', () => {
  it('rounds the seconds left up and stops at 0', () => {
    expect(secondsLeft(1000, 1000, 30)).toBe(30);
    expect(secondsLeft(1000, 1001, 30)).toBe(30);
    expect(secondsLeft(1000, 2000, 30)).toBe(29);
    expect(secondsLeft(1000, 30_999, 30)).toBe(1);
    expect(secondsLeft(1000, 31_000, 30)).toBe(0);
    expect(secondsLeft(1000, 99_000, 30)).toBe(0);
    expect(secondsLeft(1000, 500, 30)).toBe(30);
  });

  it('tells a screen reader every ten seconds, then each of the last five', () => {
    expect([30, 29, 21, 20, 11, 10, 6, 5, 4, 1, 0].map(spokenSeconds)).toEqual([30, 30, 30, 20, 20, 10, 10, 5, 4, 1, 0]);
  });
});

describe('the shelf’s keys', () => {
  const none = () => false;

  it('left and right go along the shelf, mirrored right to left; up and down a row', () => {
    expect(moveFocus('ArrowRight', 0, 8, 4, false, none)).toBe(1);
    expect(moveFocus('ArrowLeft', 0, 8, 4, false, none)).toBeNull();
    expect(moveFocus('ArrowRight', 3, 8, 4, false, none)).toBe(4);
    expect(moveFocus('ArrowRight', 7, 8, 4, false, none)).toBeNull();
    expect(moveFocus('ArrowRight', 1, 8, 4, true, none)).toBe(0);
    expect(moveFocus('ArrowLeft', 1, 8, 4, true, none)).toBe(2);
    expect(moveFocus('ArrowDown', 1, 8, 4, false, none)).toBe(5);
    expect(moveFocus('ArrowDown', 5, 8, 4, false, none)).toBeNull();
    expect(moveFocus('ArrowUp', 5, 8, 4, true, none)).toBe(1);
    expect(moveFocus('Home', 5, 8, 4, false, none)).toBe(0);
    expect(moveFocus('End', 0, 8, 4, false, none)).toBe(7);
    expect(moveFocus('Enter', 0, 8, 4, false, none)).toBeNull();
  });

  it('skips the products that left the shelf', () => {
    const gone = (i: number) => [1, 2, 5, 7].includes(i);
    expect(moveFocus('ArrowRight', 0, 8, 4, false, gone)).toBe(3);
    expect(moveFocus('ArrowDown', 1, 12, 4, false, gone)).toBe(9);
    expect(moveFocus('End', 0, 8, 4, false, gone)).toBe(6);
    expect(moveFocus('Home', 6, 8, 4, false, (i) => i < 2)).toBe(2);
    expect(focusAfterTake(2, 8, gone)).toBe(3);
    expect(focusAfterTake(6, 8, gone)).toBe(4);
    expect(focusAfterTake(0, 2, () => true)).toBeNull();
  });
});
