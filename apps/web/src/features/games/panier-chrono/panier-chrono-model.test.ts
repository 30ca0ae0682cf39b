import { judgePlay, LEVELS } from '@qadhya/domain';
import { describe, expect, it } from 'vitest';
import { textKeys, textValues } from '../../../lib/i18n/lazy-texts.ts';
import {
  drawRound,
  focusAfterTake,
  isComplete,
  moveFocus,
  reportOf,
  reportWait,
  secondsLeft,
  shuffle,
  spokenSeconds,
  startProgress,
  tap,
  type Product,
  type Progress,
  type Round,
} from './panier-chrono-model.ts';
import { panierChronoAr } from './texts.ar.ts';
import { panierChronoFr } from './texts.fr.ts';

const products = (n: number): Product[] => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Produit ${i + 1}`, image: `/img/${i + 1}.webp` }));

/** A seeded random (mulberry32): the same draw every run. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const decoysOf = (round: Round) => round.shelf.filter((p) => !round.list.some((l) => l.id === p.id));

describe('drawRound', () => {
  it.each([1, 2, 3])('level %i: the list has `items` products, the shelf them and `decoys` others, all different', (level) => {
    const { items, decoys, seconds } = LEVELS.panier_chrono[level - 1]!;
    const round = drawRound(products(16), level, seeded(level));
    expect(round.list).toHaveLength(items);
    expect(round.shelf).toHaveLength(items + decoys);
    expect(round.seconds).toBe(seconds);
    expect(new Set(round.shelf.map((p) => p.id)).size).toBe(items + decoys);
    for (const p of round.list) expect(round.shelf).toContainEqual(p);
    expect(decoysOf(round)).toHaveLength(decoys);
  });

  it('follows the injected random: the same seed draws the same, another seed another', () => {
    const a = drawRound(products(16), 2, seeded(7));
    const b = drawRound(products(16), 2, seeded(7));
    const c = drawRound(products(16), 2, seeded(8));
    expect(b).toEqual(a);
    expect(c.shelf.map((p) => p.id)).not.toEqual(a.shelf.map((p) => p.id));
  });

  it('with a random always 0 the list is not simply the first pictures in order, and the shelf is shuffled again', () => {
    const round = drawRound(products(8), 1, () => 0);
    // Fisher–Yates with j = 0 each step rotates: [2,3,…,8,1].
    expect(round.list.map((p) => p.id)).toEqual([2, 3, 4, 5]);
    expect(round.shelf.map((p) => p.id)).not.toEqual([2, 3, 4, 5, 6, 7, 8, 1]);
  });

  it('never lists a product twice nor a decoy named like a listed one (same id or same name)', () => {
    const pictures = [...products(8), { id: 3, name: 'Copie', image: '/x' }, { id: 99, name: ' produit 1 ', image: '/y' }];
    for (let seed = 1; seed <= 20; seed++) {
      const round = drawRound(pictures, 1, seeded(seed));
      const names = round.shelf.map((p) => p.name.trim().toLowerCase());
      expect(new Set(names).size).toBe(names.length);
      expect(new Set(round.shelf.map((p) => p.id)).size).toBe(round.shelf.length);
    }
  });

  it('with too few pictures, the decoys shrink before the list', () => {
    const round = drawRound(products(6), 1, seeded(3));
    expect(round.list).toHaveLength(4);
    expect(decoysOf(round)).toHaveLength(2);
    expect(drawRound(products(3), 1, seeded(3)).list).toHaveLength(3);
  });
});

describe('a play', () => {
  const round = drawRound(products(16), 1, seeded(42));
  const [decoy] = decoysOf(round);

  it('a listed product goes in the basket once; a decoy is a mistake once; both are moves', () => {
    let progress: Progress = startProgress();
    let step = tap(round, progress, round.list[0]!.id);
    expect(step.result).toBe('taken');
    progress = step.progress;
    expect(tap(round, progress, round.list[0]!.id).result).toBe('ignored');
    step = tap(round, progress, decoy!.id);
    expect(step.result).toBe('wrong');
    progress = step.progress;
    expect(tap(round, progress, decoy!.id)).toEqual({ progress, result: 'ignored' });
    expect(tap(round, progress, 12345).result).toBe('ignored');
    expect(progress).toEqual({ taken: [round.list[0]!.id], wrong: [decoy!.id], moves: 2 });
    expect(reportOf(progress)).toEqual({ score: 1, moves: 2 });
    expect(isComplete(round, progress)).toBe(false);
  });

  it('ends when every listed product is in the basket, and a tap after that counts nothing', () => {
    let progress = startProgress();
    for (const p of round.list) progress = tap(round, progress, p.id).progress;
    expect(isComplete(round, progress)).toBe(true);
    expect(tap(round, progress, decoy!.id).result).toBe('ignored');
    expect(reportOf(progress)).toEqual({ score: 4, moves: 4 });
  });

  it('a report quicker than a person is held back just long enough for the server to believe it', () => {
    const report = { score: 4, moves: 5 };
    expect(reportWait(report, 400)).toBe(850);
    expect(judgePlay('panier_chrono', 1, report, 400).reason).toBe('too_fast');
    expect(judgePlay('panier_chrono', 1, report, 400 + reportWait(report, 400))).toEqual({ plausible: true, won: true });
    expect(reportWait(report, 1250)).toBe(0);
    expect(reportWait(report, 9000)).toBe(0);
  });

  it('an empty list is never complete', () => {
    expect(isComplete({ list: [], shelf: [], seconds: 30 }, startProgress())).toBe(false);
  });

  it('every report of a play is one the server believes (every decoy tapped, then the list, at a person’s pace)', () => {
    for (const level of [1, 2, 3]) {
      const r = drawRound(products(16), level, seeded(level * 11));
      let progress = startProgress();
      for (const p of [...shuffle(decoysOf(r), seeded(level)), ...r.list]) progress = tap(r, progress, p.id).progress;
      const report = reportOf(progress);
      expect(report.moves).toBe(r.shelf.length);
      const judged = judgePlay('panier_chrono', level, report, report.moves * 300);
      expect(judged).toEqual({ plausible: true, won: true });
    }
    // Only the decoys, then the time runs out: believed, lost.
    let progress = startProgress();
    for (const d of decoysOf(round)) progress = tap(round, progress, d.id).progress;
    expect(judgePlay('panier_chrono', 1, reportOf(progress), 31_000)).toEqual({ plausible: true, won: false });
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

describe('texts', () => {
  it('have the same keys in French and Arabic, none empty, Arabic in Arabic script', () => {
    expect(textKeys(panierChronoAr).sort()).toEqual(textKeys(panierChronoFr).sort());
    expect(textValues(panierChronoFr).filter((v) => !v.trim())).toEqual([]);
    expect(textValues(panierChronoAr).filter((v) => !/[\u0600-\u06ff]/.test(v.replace(/\{\{\w+\}\}/g, '')))).toEqual([]);
  });
});
