/**
 * Attrape Promo's rules, shared by the board and the server that replays a play's log
 * (docs/games.md#fairness). Tags fall one every `spawnMs` (the first at once) down one of the
 * lanes, promo tags (good) and others (bad: full price, expired): their lanes, kinds and looks are
 * dealt from the play's seed. A tag that reaches the bottom lands in the basket when the basket is
 * in its lane. Good tags caught are the score, bad tags caught the moves; the level ends when the
 * target is reached (won), when `lives` bad tags are caught (lost) or when the time runs out.
 * Every catch is logged: the basket's lane and the instant the tag landed.
 */
import { LEVELS, type AttrapePromoLevel, type PlayMove, type PlayReport } from './games.ts';
import { seededRandom, type Random } from './random.ts';

export interface AttrapeConfig extends AttrapePromoLevel {
  /** How many lanes the tags fall in. */
  lanes: number;
  /** How long a tag takes from the top to the basket. */
  fallMs: number;
  /** Chances that a tag is a promo (good) one. */
  goodRatio: number;
  /** At most this many bad tags in a row (then a good one). */
  maxBadRun: number;
}

/** The kinds of promo tags and of other tags the board draws. */
export const GOOD_VARIANTS = ['minus20', 'minus30', 'minus50', 'promo', 'twoForOne'] as const;
export const BAD_VARIANTS = ['fullPrice', 'expired', 'newPrice'] as const;
export type GoodVariant = (typeof GOOD_VARIANTS)[number];
export type BadVariant = (typeof BAD_VARIANTS)[number];

const FALL_MS = [2600, 2300, 2000];
const LANES = [3, 3, 4];

/** The rules of a level (1..3). */
export function attrapeConfig(level: number): AttrapeConfig {
  const base = LEVELS.attrape_promo[level - 1];
  if (!base) throw new Error(`attrape_promo has no level ${level}`);
  return { ...base, lanes: LANES[level - 1]!, fallMs: FALL_MS[level - 1]!, goodRatio: 0.68, maxBadRun: 2 };
}

export type PromoTagKind = 'good' | 'bad';

export interface PromoTag {
  /** Its rank in the fall: 0 for the first. */
  id: number;
  lane: number;
  kind: PromoTagKind;
  variant: GoodVariant | BadVariant;
  /** Which product picture it shows (an index to take modulo the pictures there are). */
  picture: number;
  spawnAt: number;
  landAt: number;
}

export type AttrapeEnd = 'target' | 'lives' | 'time';

export interface AttrapeState {
  config: AttrapeConfig;
  /** Every tag of the level, dealt from the seed. */
  tags: PromoTag[];
  /** Milliseconds since the level began, as far as the game has been played. */
  elapsed: number;
  /** The next tag's rank. */
  next: number;
  /** Tags falling now, oldest (lowest) first. */
  falling: PromoTag[];
  score: number;
  moves: number;
  /** Good tags that reached the bottom outside the basket. */
  missed: number;
  ended: AttrapeEnd | null;
  /** Every catch: `target` the lane, `at_ms` the instant the tag landed. */
  log: PlayMove[];
}

export type AttrapeEvent =
  | { type: 'spawn'; tag: PromoTag; at: number }
  | { type: 'catch'; tag: PromoTag; at: number }
  | { type: 'miss'; tag: PromoTag; at: number }
  | { type: 'end'; reason: AttrapeEnd; won: boolean; report: PlayReport; at: number };

const pick = <T>(list: readonly T[], random: Random): T => list[Math.min(list.length - 1, Math.floor(random() * list.length))]!;

/**
 * The tag of rank `id`: falls at id × spawnMs in a random lane; good with `goodRatio` chances,
 * always good after `maxBadRun` bad ones in a row (and the very first tag is good).
 */
export function makeTag(config: AttrapeConfig, id: number, badRun: number, random: Random): PromoTag {
  const lane = Math.min(config.lanes - 1, Math.floor(random() * config.lanes));
  const roll = random();
  const kind: PromoTagKind = id === 0 || badRun >= config.maxBadRun || roll < config.goodRatio ? 'good' : 'bad';
  const variant = kind === 'good' ? pick(GOOD_VARIANTS, random) : pick(BAD_VARIANTS, random);
  const picture = Math.floor(random() * 1000);
  const spawnAt = id * config.spawnMs;
  return { id, lane, kind, variant, picture, spawnAt, landAt: spawnAt + config.fallMs };
}

export const attrapeLevelMs = (config: AttrapeConfig): number => config.seconds * 1000;

/** Every tag that falls before the level's time is up, dealt with `random` (the play's seed). */
export function dealTags(config: AttrapeConfig, random: Random): PromoTag[] {
  const tags: PromoTag[] = [];
  let badRun = 0;
  for (let id = 0; id * config.spawnMs < attrapeLevelMs(config); id++) {
    const tag = makeTag(config, id, badRun, random);
    badRun = tag.kind === 'bad' ? badRun + 1 : 0;
    tags.push(tag);
  }
  return tags;
}

/** A level dealt from a play's seed, not started. */
export function newAttrape(config: AttrapeConfig, seed: number): AttrapeState {
  return {
    config,
    tags: dealTags(config, seededRandom(seed)),
    elapsed: 0,
    next: 0,
    falling: [],
    score: 0,
    moves: 0,
    missed: 0,
    ended: null,
    log: [],
  };
}

/** Won: the target reached with fewer bad catches than lives. */
export const attrapeWon = (state: AttrapeState): boolean => state.score >= state.config.target && state.moves < state.config.lives;

export const attrapeReport = (state: AttrapeState): PlayReport => ({ score: state.score, moves: state.moves });

/** A basket in no lane (the replay between two catches): every tag lands outside it. */
export const NO_LANE = -1;

/**
 * Plays the game up to `elapsed` ms since the level began with the basket in `basketLane`: the
 * spawns, landings and end that fall in between, in their order (a landing before a spawn at the
 * same instant). Returns the new state and what happened; an ended game does not move.
 */
export function advanceAttrape(state: AttrapeState, elapsed: number, basketLane: number): { state: AttrapeState; events: AttrapeEvent[] } {
  if (state.ended || elapsed <= state.elapsed) return { state, events: [] };
  const { config } = state;
  const end = attrapeLevelMs(config);
  const s: AttrapeState = { ...state, falling: [...state.falling], log: state.log };
  const events: AttrapeEvent[] = [];
  const finish = (reason: AttrapeEnd, at: number) => {
    s.ended = reason;
    s.elapsed = at;
    events.push({ type: 'end', reason, won: attrapeWon(s), report: attrapeReport(s), at });
  };
  for (;;) {
    const landAt = s.falling[0]?.landAt ?? Infinity;
    const spawnAt = s.next < s.tags.length ? s.next * config.spawnMs : Infinity;
    const at = Math.min(landAt, spawnAt, end);
    if (at > elapsed) break;
    if (landAt === at) {
      const tag = s.falling.shift()!;
      if (tag.lane === basketLane) {
        if (tag.kind === 'good') s.score += 1;
        else s.moves += 1;
        s.log = [...s.log, { target: tag.lane, at_ms: at }];
        events.push({ type: 'catch', tag, at });
        if (s.moves >= config.lives) {
          finish('lives', at);
          break;
        }
        if (s.score >= config.target) {
          finish('target', at);
          break;
        }
      } else {
        if (tag.kind === 'good') s.missed += 1;
        events.push({ type: 'miss', tag, at });
      }
      continue;
    }
    if (at === end) {
      finish('time', at);
      break;
    }
    const tag = s.tags[s.next]!;
    s.next += 1;
    s.falling.push(tag);
    events.push({ type: 'spawn', tag, at });
  }
  if (!s.ended) s.elapsed = elapsed;
  return { state: s, events };
}
