import { judgePlay, LEVELS, MIN_MOVE_MS } from '@qadhya/domain';
import { describe, expect, it } from 'vitest';
import { textValues } from '../../../lib/i18n/lazy-texts.ts';
import {
  advance,
  BAD_VARIANTS,
  configFor,
  GOOD_VARIANTS,
  laneAfterKey,
  laneAt,
  makeTag,
  newGame,
  progress,
  reportOf,
  secondsLeft,
  type AttrapeConfig,
  type GameEvent,
  type GameState,
  type Tag,
} from './attrape-promo-model.ts';
import { attrapePromoAr } from './texts.ar.ts';
import { attrapePromoFr } from './texts.fr.ts';

const FRAME = 1000 / 60;

type Player = (state: GameState, lane: number) => number;

/** Where a sighted player puts the basket: under the next tag to land if it is a promo, away from it otherwise. */
const perfect: Player = (state, lane) => {
  const next = state.falling[0];
  if (!next) return lane;
  if (next.kind === 'good') return next.lane;
  if (next.lane !== lane) return lane;
  const good = state.falling.find((t) => t.kind === 'good' && t.lane !== next.lane);
  return good ? good.lane : (next.lane + 1) % state.config.lanes;
};
/** Catches the tags that are not promos, and avoids the promos. */
const clumsy: Player = (state, lane) => {
  const next = state.falling[0];
  if (!next) return lane;
  if (next.kind === 'bad') return next.lane;
  if (next.lane !== lane) return lane;
  const bad = state.falling.find((t) => t.kind === 'bad' && t.lane !== next.lane);
  return bad ? bad.lane : (next.lane + 1) % state.config.lanes;
};
const still: Player = () => 0;

/** Plays a whole level at 60 frames a second (or `frameMs`), the player moving the basket each frame. */
function play(config: AttrapeConfig, player: Player, seed: number, frameMs = FRAME) {
  let state = newGame(config, seed);
  let lane = Math.floor(config.lanes / 2);
  const events: GameEvent[] = [];
  for (let t = frameMs; !state.ended && t < 60_000; t += frameMs) {
    lane = player(state, lane);
    const step = advance(state, t, lane);
    state = step.state;
    events.push(...step.events);
  }
  const end = events.find((e) => e.type === 'end');
  if (end?.type !== 'end') throw new Error('the level did not end');
  return { state, events, end };
}

describe('attrape promo: levels', () => {
  it('take the domain’s target, time, pace and lives, with lanes and a fall that lets every tag be reached', () => {
    for (const level of [1, 2, 3]) {
      const c = configFor(level);
      expect(c).toMatchObject(LEVELS.attrape_promo[level - 1]!);
      expect(c.lanes).toBeGreaterThanOrEqual(3);
      // More than one tag on screen, and the landings a person's move apart.
      expect(c.fallMs).toBeGreaterThan(c.spawnMs);
      expect(c.spawnMs).toBeGreaterThanOrEqual(MIN_MOVE_MS);
    }
    expect(() => configFor(4)).toThrow();
  });
});

describe('attrape promo: the schedule', () => {
  it('drops the first tag at once, then one every spawnMs, each landing fallMs later, in a lane of the level', () => {
    const config = configFor(1);
    const { state, events } = advance(newGame(config, 1), 9000, 99);
    const spawns = events.filter((e) => e.type === 'spawn').map((e) => e.tag);
    expect(spawns.map((t) => t.spawnAt)).toEqual([0, 900, 1800, 2700, 3600, 4500, 5400, 6300, 7200, 8100, 9000]);
    for (const t of spawns) {
      expect(t.landAt).toBe(t.spawnAt + config.fallMs);
      expect(t.lane).toBeGreaterThanOrEqual(0);
      expect(t.lane).toBeLessThan(config.lanes);
      expect(t.kind === 'good' ? GOOD_VARIANTS : BAD_VARIANTS).toContain(t.variant);
    }
    expect(spawns[0]!.kind).toBe('good');
    // Nothing reached the basket (lane 99): every landed tag is a miss, the rest still fall.
    expect(state.score + state.moves).toBe(0);
    expect(state.falling.map((t) => t.id)).toEqual(spawns.filter((t) => t.landAt > 9000).map((t) => t.id));
  });

  it('is the same for the same seed, mixes both kinds, never more than maxBadRun bad tags in a row, and uses every lane', () => {
    const config = configFor(3);
    const run = (seed: number) =>
      advance(newGame(config, seed), 29_999, -1)
        .events.filter((e) => e.type === 'spawn')
        .map((e) => e.tag);
    expect(run(7)).toEqual(run(7));
    expect(run(7)).not.toEqual(run(8));
    const tags = Array.from({ length: 40 }, (_, seed) => run(seed)).flat();
    const good = tags.filter((t) => t.kind === 'good').length / tags.length;
    expect(good).toBeGreaterThan(0.6);
    expect(good).toBeLessThan(0.85);
    expect(new Set(tags.map((t) => t.lane))).toEqual(new Set([0, 1, 2, 3]));
    for (let seed = 0; seed < 40; seed++) {
      const kinds = run(seed)
        .map((t) => (t.kind === 'good' ? 'g' : 'b'))
        .join('');
      expect(kinds).not.toContain('b'.repeat(config.maxBadRun + 1));
    }
  });

  it('makes a good tag after maxBadRun bad ones whatever the roll, and a bad one on a low-enough roll otherwise', () => {
    const config = configFor(1);
    const always = (value: number) => () => value;
    expect(makeTag(config, 5, 0, always(0.99)).kind).toBe('bad');
    expect(makeTag(config, 5, config.maxBadRun, always(0.99)).kind).toBe('good');
    expect(makeTag(config, 0, 0, always(0.99)).kind).toBe('good');
    expect(makeTag(config, 5, 0, always(0)).kind).toBe('good');
    expect(makeTag(config, 5, 0, always(0.99)).lane).toBe(config.lanes - 1);
  });
});

describe('attrape promo: falling and catching', () => {
  const config = configFor(1);
  const tag: Tag = { id: 0, lane: 1, kind: 'good', variant: 'promo', picture: 0, spawnAt: 900, landAt: 900 + config.fallMs };

  it('moves a tag from the top (0) to the basket (1) with the time, in steps when motion is reduced', () => {
    expect(progress(tag, 0, config.fallMs)).toBe(0);
    expect(progress(tag, 900, config.fallMs)).toBe(0);
    expect(progress(tag, 900 + config.fallMs / 2, config.fallMs)).toBeCloseTo(0.5);
    expect(progress(tag, 900 + config.fallMs, config.fallMs)).toBe(1);
    expect(progress(tag, 90_000, config.fallMs)).toBe(1);
    expect(progress(tag, 900 + config.fallMs * 0.3, config.fallMs, 8)).toBe(0.25);
    expect(progress(tag, 900 + config.fallMs * 0.37, config.fallMs, 8)).toBe(0.25);
  });

  it('catches the tag landing in the basket’s lane, and only when it lands', () => {
    const first = advance(newGame(config, 3), 1, 0).state.falling[0]!;
    const before = advance(advance(newGame(config, 3), 1, 0).state, config.fallMs - 1, first.lane);
    expect(before.events.filter((e) => e.type === 'catch')).toEqual([]);
    const caught = advance(before.state, config.fallMs, first.lane);
    expect(caught.events).toContainEqual({ type: 'catch', tag: first, at: config.fallMs });
    expect(caught.state.score).toBe(1);
    // Logged as the server replays it: the basket's lane, the instant the tag landed.
    expect(caught.state.log).toEqual([{ target: first.lane, at_ms: config.fallMs }]);
    const other = (first.lane + 1) % config.lanes;
    const missed = advance(before.state, config.fallMs, other);
    expect(missed.events).toContainEqual({ type: 'miss', tag: first, at: config.fallMs });
    expect([missed.state.score, missed.state.moves, missed.state.missed]).toEqual([0, 0, 1]);
  });

  it('counts a caught bad tag as a move, and ends the level lost when lives bad tags are caught', () => {
    const { state, end, events } = play(config, clumsy, 11);
    expect(end).toMatchObject({ reason: 'lives', won: false, report: { score: 0, moves: config.lives } });
    expect(state.score).toBe(0);
    expect(events.filter((e) => e.type === 'catch' && e.tag.kind === 'bad')).toHaveLength(config.lives);
    expect(events.at(-1)).toBe(end);
    // Ended: later frames change nothing.
    expect(advance(state, 29_000, 0)).toEqual({ state, events: [] });
    const judged = judgePlay('attrape_promo', 1, 11, state.log, end.at, end.report);
    expect(judged).toEqual({ plausible: true, won: false, ...end.report });
  });

  it('plays a long frame (a tab in the background) event by event, in order', () => {
    const slow = play(config, still, 5, 1000);
    const smooth = play(config, still, 5);
    expect(slow.end).toEqual(smooth.end);
    const big = advance(newGame(config, 5), 40_000, -1);
    const times = big.events.map((e) => e.at);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(big.events.at(-1)).toMatchObject({ type: 'end', at: 30_000 });
  });
});

describe('attrape promo: the end and the report', () => {
  it('a perfect player reaches the target before the time on every level, and the judge believes and gives the win', () => {
    for (const level of [1, 2, 3]) {
      const config = configFor(level);
      for (let seed = 0; seed < 25; seed++) {
        const { state, end } = play(config, perfect, seed);
        expect(end.reason).toBe('target');
        expect(end.won).toBe(true);
        expect(end.report).toEqual({ score: config.target, moves: 0 });
        expect(end.at).toBeLessThan(config.seconds * 1000);
        expect(secondsLeft(state)).toBeGreaterThan(0);
        // The server replays the log of catches: it measured at least the page's time (the play started there first).
        expect(judgePlay('attrape_promo', level, seed, state.log, end.at, reportOf(state))).toEqual({
          plausible: true,
          won: true,
          ...end.report,
        });
        expect(judgePlay('attrape_promo', level, seed, state.log, end.at + 800)).toEqual({ plausible: true, won: true, ...end.report });
      }
    }
  });

  it('a player who never moves ends with the time, lost or won, and the judge always believes the log', () => {
    for (const level of [1, 2, 3]) {
      const config = configFor(level);
      for (let seed = 0; seed < 25; seed++) {
        for (const player of [still, clumsy]) {
          const { state, end } = play(config, player, seed);
          expect(['time', 'lives', 'target']).toContain(end.reason);
          if (end.reason === 'time') expect(end.at).toBe(config.seconds * 1000);
          expect(end.won).toBe(state.score >= config.target && state.moves < config.lives);
          const judged = judgePlay('attrape_promo', level, seed, state.log, end.at, end.report);
          expect(judged.plausible).toBe(true);
          expect(judged.won).toBe(end.won);
        }
      }
    }
  });

  it('shows the seconds left rounded up, down to 0', () => {
    const config = configFor(1);
    const at = (ms: number) => secondsLeft({ ...newGame(config, 1), elapsed: ms });
    expect([at(0), at(1), at(999), at(1000), at(29_001), at(30_000)]).toEqual([30, 30, 30, 29, 1, 0]);
  });
});

describe('attrape promo: moving the basket', () => {
  it('follows the arrows as they look: in Arabic (right to left) ArrowLeft goes to the next lane', () => {
    expect(laneAfterKey(1, 'ArrowLeft', 3, false)).toBe(0);
    expect(laneAfterKey(1, 'ArrowRight', 3, false)).toBe(2);
    expect(laneAfterKey(1, 'ArrowLeft', 3, true)).toBe(2);
    expect(laneAfterKey(1, 'ArrowRight', 3, true)).toBe(0);
    expect(laneAfterKey(0, 'ArrowLeft', 3, false)).toBe(0);
    expect(laneAfterKey(2, 'ArrowRight', 3, false)).toBe(2);
    expect(laneAfterKey(1, 'Home', 4, true)).toBe(0);
    expect(laneAfterKey(1, 'End', 4, false)).toBe(3);
    expect(laneAfterKey(1, 'Enter', 4, false)).toBe(1);
  });

  it('finds the lane under a finger, mirrored right to left', () => {
    expect([0, 99, 100, 250, 299, 400].map((x) => laneAt(x, 300, 3, false))).toEqual([0, 0, 1, 2, 2, 2]);
    expect([0, 99, 100, 250, -5].map((x) => laneAt(x, 300, 3, true))).toEqual([2, 2, 1, 0, 2]);
  });
});

describe('attrape promo: texts', () => {
  it('have the same keys in French and Arabic, none empty, Arabic in Arabic script, a text for every tag', () => {
    expect(textValues(attrapePromoAr).filter((v) => !v.trim() || !/[\u0600-\u06ff]/.test(v.replace(/\{\{\w+\}\}/g, '')))).toEqual([]);
    expect(Object.keys(attrapePromoFr.good).sort()).toEqual([...GOOD_VARIANTS].sort());
    expect(Object.keys(attrapePromoFr.bad).sort()).toEqual([...BAD_VARIANTS].sort());
  });
});
