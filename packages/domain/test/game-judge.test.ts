import { describe, expect, it } from 'vitest';
import {
  attrapeConfig,
  dealPanierChrono,
  dealTapMatch,
  judgePlay,
  LEVELS,
  MIN_MOVE_MS,
  newAttrape,
  PLAY_GRACE_MS,
  replayPlay,
  seededRandom,
  shuffle,
  SKILL_GAMES,
  turn,
  type PlayMove,
  type SkillGame,
} from '../src/index.ts';
import { honestPlay, minimalWin, randomCatches, randomTaps } from './game-players.ts';

/** A server-measured play long enough for every log here, within every level’s time. */
const LONG = 25_000;
const seeds = (n: number, from = 1) => Array.from({ length: n }, (_, i) => from + i * 7919);
const secondsOf = (game: SkillGame, level: number) => LEVELS[game][level - 1]!.seconds;

describe('the deal', () => {
  it('is the seed’s: the same seed deals the same level, another seed another', () => {
    expect(dealTapMatch(2, 42)).toEqual(dealTapMatch(2, 42));
    expect(dealTapMatch(2, 42).cards).not.toEqual(dealTapMatch(2, 43).cards);
    expect(dealPanierChrono(3, 42)).toEqual(dealPanierChrono(3, 42));
    expect(dealPanierChrono(3, 42).listed).not.toEqual(dealPanierChrono(3, 43).listed);
    const lanes = (seed: number) => newAttrape(attrapeConfig(1), seed).tags.map((t) => t.lane);
    expect(lanes(42)).toEqual(lanes(42));
    expect(lanes(42)).not.toEqual(lanes(43));
  });

  it('deals every face twice, the listed slots among the shelf, a tag for every spawn before the time is up', () => {
    for (const [i, { pairs }] of LEVELS.tap_match.entries()) {
      const cards = dealTapMatch(i + 1, 9).cards;
      expect([...cards].sort((a, b) => a - b)).toEqual(Array.from({ length: pairs }, (_, f) => [f, f]).flat());
    }
    for (const [i, { items, decoys }] of LEVELS.panier_chrono.entries()) {
      const deal = dealPanierChrono(i + 1, 9);
      expect(deal.slots).toBe(items + decoys);
      expect(new Set(deal.listed).size).toBe(items);
      for (const s of deal.listed) expect(s).toBeLessThan(deal.slots);
    }
    for (const [i, { seconds, spawnMs }] of LEVELS.attrape_promo.entries()) {
      const tags = newAttrape(attrapeConfig(i + 1), 9).tags;
      expect(tags).toHaveLength(Math.ceil((seconds * 1000) / spawnMs));
      expect(tags[0]!.kind).toBe('good');
    }
  });
});

describe('an honest log, replayed on the server, wins', () => {
  for (const game of SKILL_GAMES) {
    it(`${game}: every level, many deals`, () => {
      for (const level of [1, 2, 3]) {
        for (const seed of seeds(20)) {
          const played = honestPlay(game, level, seed);
          const judged = judgePlay(game, level, seed, played.log, played.log.at(-1)!.at_ms + 500, played);
          expect(played.log.at(-1)!.at_ms).toBeLessThanOrEqual(secondsOf(game, level) * 1000);
          expect(judged, `${game} level ${level} seed ${seed}`).toEqual({
            plausible: true,
            won: true,
            score: played.score,
            moves: played.moves,
          });
        }
      }
    });
  }

  it('the goal reached past the level’s time and its grace is lost, not cheating', () => {
    const played = honestPlay('tap_match', 1, 5);
    expect(judgePlay('tap_match', 1, 5, played.log, 60_000 + PLAY_GRACE_MS + 1)).toMatchObject({ plausible: true, won: false });
  });

  it('a count sent along must agree with the replay; none sent is fine', () => {
    const played = honestPlay('panier_chrono', 1, 5);
    expect(judgePlay('panier_chrono', 1, 5, played.log, LONG).won).toBe(true);
    expect(judgePlay('panier_chrono', 1, 5, played.log, LONG, { score: played.score + 1 })).toMatchObject({
      plausible: false,
      won: false,
      reason: 'report_mismatch',
    });
    expect(judgePlay('panier_chrono', 1, 5, played.log, LONG, { moves: played.moves - 1 })).toMatchObject({
      plausible: false,
      reason: 'report_mismatch',
    });
  });
});

describe('a log a person could not have played earns nothing', () => {
  const honest = honestPlay('tap_match', 1, 77);
  it('faster than a person (MIN_MOVE_MS between two moves)', () => {
    const quick = honest.log.map((m, i) => ({ ...m, at_ms: 1000 + i * (MIN_MOVE_MS - 1) }));
    expect(judgePlay('tap_match', 1, 77, quick, LONG)).toMatchObject({ plausible: false, won: false, reason: 'too_fast' });
    // Out of order is faster still.
    expect(judgePlay('tap_match', 1, 77, [...honest.log].reverse(), LONG)).toMatchObject({ plausible: false, reason: 'too_fast' });
  });
  it('past the level’s time, or longer than the play the server measured', () => {
    const late = honest.log.map((m, i) => ({ ...m, at_ms: 55_000 + i * 1000 }));
    expect(judgePlay('tap_match', 1, 77, late, 120_000)).toMatchObject({ plausible: false, reason: 'past_time' });
    const last = honest.log.at(-1)!.at_ms;
    expect(judgePlay('tap_match', 1, 77, honest.log, last - 1)).toMatchObject({ plausible: false, reason: 'longer_than_play' });
    expect(judgePlay('tap_match', 1, 77, honest.log, last).won).toBe(true);
  });
  it('Tap & Match: a card that does not exist, a matched card turned again; a miss counted as a pair does not agree', () => {
    expect(judgePlay('tap_match', 1, 77, [{ target: 8, at_ms: 1000 }], LONG)).toMatchObject({
      plausible: false,
      reason: 'impossible_move',
    });
    const state = dealTapMatch(1, 77);
    const a = 0;
    const b = state.cards.findIndex((f, i) => i !== a && f === state.cards[a]);
    const c = state.cards.findIndex((f) => f !== state.cards[a]);
    const again: PlayMove[] = [
      { target: a, at_ms: 1000 },
      { target: b, at_ms: 1600 },
      { target: a, at_ms: 2200 },
    ];
    expect(judgePlay('tap_match', 1, 77, again, LONG)).toMatchObject({ plausible: false, reason: 'impossible_move' });
    const miss: PlayMove[] = [
      { target: a, at_ms: 1000 },
      { target: c, at_ms: 1600 },
    ];
    expect(judgePlay('tap_match', 1, 77, miss, LONG, { score: 1, moves: 1 })).toMatchObject({
      plausible: false,
      reason: 'report_mismatch',
      score: 0,
      moves: 1,
    });
    // The rules the board plays by refuse the same turns (nothing logged).
    expect(turn(turn(state, a, 1000).state, a, 1600).result.kind).toBe('none');
    expect(turn(turn(state, a, 1000).state, b, 1000 + MIN_MOVE_MS - 1).result.kind).toBe('none');
  });
  it('Panier Chrono: a slot that does not exist, a product tapped twice, a tap after a decoy ended the level', () => {
    const deal = dealPanierChrono(1, 77);
    const taps = (...slots: number[]) => slots.map((target, i) => ({ target, at_ms: 1000 + i * 600 }));
    expect(judgePlay('panier_chrono', 1, 77, taps(deal.slots), LONG)).toMatchObject({ plausible: false, reason: 'impossible_move' });
    expect(judgePlay('panier_chrono', 1, 77, taps(deal.listed[0]!, deal.listed[0]!), LONG)).toMatchObject({
      plausible: false,
      reason: 'impossible_move',
    });
    const decoy = [...Array(deal.slots).keys()].find((s) => !deal.listed.includes(s))!;
    expect(judgePlay('panier_chrono', 1, 77, taps(decoy), LONG)).toEqual({ plausible: true, won: false, score: 0, moves: 1 });
    expect(judgePlay('panier_chrono', 1, 77, taps(decoy, ...deal.listed), LONG)).toMatchObject({
      plausible: false,
      reason: 'impossible_move',
    });
  });
  it('Attrape Promo: a tag caught before it landed, after it fell, in another lane, or after the level ended', () => {
    const config = attrapeConfig(1);
    const tag = newAttrape(config, 77).tags[0]!;
    const at = (at_ms: number, target = tag.lane) => [{ target, at_ms }];
    expect(judgePlay('attrape_promo', 1, 77, at(tag.landAt), LONG)).toMatchObject({ plausible: true, score: 1 });
    expect(judgePlay('attrape_promo', 1, 77, at(tag.spawnAt + 100), LONG)).toMatchObject({ plausible: false, reason: 'impossible_move' });
    expect(judgePlay('attrape_promo', 1, 77, at(tag.landAt - 1), LONG)).toMatchObject({ plausible: false, reason: 'impossible_move' });
    expect(judgePlay('attrape_promo', 1, 77, at(tag.landAt + 100), LONG)).toMatchObject({ plausible: false, reason: 'impossible_move' });
    expect(judgePlay('attrape_promo', 1, 77, at(tag.landAt, (tag.lane + 1) % config.lanes), LONG)).toMatchObject({
      plausible: false,
      reason: 'impossible_move',
    });
    const won = honestPlay('attrape_promo', 1, 77);
    const after = { target: 0, at_ms: won.log.at(-1)!.at_ms + config.spawnMs };
    expect(judgePlay('attrape_promo', 1, 77, [...won.log, after], LONG)).toMatchObject({ plausible: false, reason: 'impossible_move' });
  });
});

describe('bots that do not know the deal never win', () => {
  const DEALS = 300;
  const winsOf = (game: SkillGame, level: number, logFor: (seed: number) => PlayMove[], claimed = {}) =>
    seeds(DEALS, 11).filter((seed) => judgePlay(game, level, seed, logFor(seed), LONG, claimed).won).length;

  it('the bare winning count, without a log that earns it', () => {
    for (const game of SKILL_GAMES)
      expect(
        winsOf(game, 1, () => [], minimalWin(game, 1)),
        game,
      ).toBe(0);
  });

  it('random taps at a person’s pace', () => {
    expect(winsOf('tap_match', 1, (seed) => randomTaps(seed + 1, 8, 90))).toBe(0);
    expect(winsOf('panier_chrono', 1, (seed) => randomTaps(seed + 1, 8, 8))).toBe(0);
    expect(winsOf('attrape_promo', 1, (seed) => randomCatches(1, seed + 1, 20))).toBe(0);
  });

  it('Panier Chrono: a blind guess of the list wins no more often than a guess can (a decoy ends the level)', () => {
    // Level 1 lists 4 of 8 products: 70 ways, so a guess of 4 slots wins 1 time in 70, and tapping
    // the whole shelf no more (its first decoy loses).
    const deals = seeds(1400, 5);
    const guess = (seed: number) =>
      shuffle([...Array(8).keys()], seededRandom(seed + 1)).map((target, i) => ({ target, at_ms: 1000 + i * 400 }));
    const wins = (log: (seed: number) => PlayMove[]) =>
      deals.filter((seed) => judgePlay('panier_chrono', 1, seed, log(seed), LONG).won).length;
    expect(wins((seed) => guess(seed).slice(0, 4))).toBeLessThanOrEqual(40);
    expect(
      wins((seed) => {
        // The whole shelf, stopping where the level ends (the rest would be impossible moves).
        const deal = dealPanierChrono(1, seed);
        const order = guess(seed);
        const end = order.findIndex((m) => !deal.listed.includes(m.target));
        return end < 0 ? order : order.slice(0, end + 1);
      }),
    ).toBeLessThanOrEqual(40);
  });

  it('the winning log of another deal (another seed), where the two layouts differ', () => {
    for (const game of SKILL_GAMES) {
      let tried = 0;
      for (const seed of seeds(DEALS, 3)) {
        const other = honestPlay(game, 1, seed + 1);
        // Two deals alike where the log goes are the same level: the log is an honest one there.
        const same = replayPlay(game, 1, seed, other.log);
        if (same?.won) continue;
        tried++;
        expect(judgePlay(game, 1, seed, other.log, LONG, other).won, `${game} seed ${seed}`).toBe(false);
      }
      expect(tried).toBeGreaterThan(DEALS * 0.9);
    }
  });
});
