/**
 * Attrape Promo's rules, without a clock, a screen or randomness of its own (docs/games.md#the-games):
 * tags fall one every `spawnMs` (the first at once) down one of the lanes, promo tags (good) and
 * others (bad: full price, expired); a tag that reaches the bottom lands in the basket when the
 * basket is in its lane. Good tags caught are the score, bad tags caught the moves; the level ends
 * when the target is reached (won), when `lives` bad tags are caught (lost) or when the time runs
 * out. The board drives it from requestAnimationFrame with the milliseconds since the level began.
 */
import { LEVELS, type AttrapePromoLevel, type PlayReport, type Random } from '@qadhya/domain';

// Random: Math.random in the app, seededRandom in the tests.

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

/** The kinds of promo tags and of other tags the board draws (texts in texts.fr.ts: good.* and bad.*). */
export const GOOD_VARIANTS = ['minus20', 'minus30', 'minus50', 'promo', 'twoForOne'] as const;
export const BAD_VARIANTS = ['fullPrice', 'expired', 'newPrice'] as const;
export type GoodVariant = (typeof GOOD_VARIANTS)[number];
export type BadVariant = (typeof BAD_VARIANTS)[number];

const FALL_MS = [2600, 2300, 2000];
const LANES = [3, 3, 4];

/** The rules of a level (1..3). */
export function configFor(level: number): AttrapeConfig {
  const base = LEVELS.attrape_promo[level - 1];
  if (!base) throw new Error(`attrape_promo has no level ${level}`);
  return { ...base, lanes: LANES[level - 1]!, fallMs: FALL_MS[level - 1]!, goodRatio: 0.68, maxBadRun: 2 };
}

export type TagKind = 'good' | 'bad';

export interface Tag {
  /** Its rank in the fall: 0 for the first. */
  id: number;
  lane: number;
  kind: TagKind;
  variant: GoodVariant | BadVariant;
  /** Which product picture it shows (an index to take modulo the pictures there are). */
  picture: number;
  spawnAt: number;
  landAt: number;
}

export type EndReason = 'target' | 'lives' | 'time';

export interface GameState {
  config: AttrapeConfig;
  /** Milliseconds since the level began, as far as the game has been played. */
  elapsed: number;
  /** The next tag's rank. */
  next: number;
  /** Bad tags in a row at the end of the schedule so far. */
  badRun: number;
  /** Tags falling now, oldest (lowest) first. */
  falling: Tag[];
  score: number;
  moves: number;
  /** Good tags that reached the bottom outside the basket. */
  missed: number;
  ended: EndReason | null;
}

export type GameEvent =
  | { type: 'spawn'; tag: Tag; at: number }
  | { type: 'catch'; tag: Tag; at: number }
  | { type: 'miss'; tag: Tag; at: number }
  | { type: 'end'; reason: EndReason; won: boolean; report: PlayReport; at: number };

export function newGame(config: AttrapeConfig): GameState {
  return { config, elapsed: 0, next: 0, badRun: 0, falling: [], score: 0, moves: 0, missed: 0, ended: null };
}

const pick = <T>(list: readonly T[], random: Random): T => list[Math.min(list.length - 1, Math.floor(random() * list.length))]!;

/**
 * The tag of rank `id`: falls at id × spawnMs in a random lane; good with `goodRatio` chances,
 * always good after `maxBadRun` bad ones in a row (and the very first tag is good).
 */
export function makeTag(config: AttrapeConfig, id: number, badRun: number, random: Random): Tag {
  const lane = Math.min(config.lanes - 1, Math.floor(random() * config.lanes));
  const roll = random();
  const kind: TagKind = id === 0 || badRun >= config.maxBadRun || roll < config.goodRatio ? 'good' : 'bad';
  const variant = kind === 'good' ? pick(GOOD_VARIANTS, random) : pick(BAD_VARIANTS, random);
  const picture = Math.floor(random() * 1000);
  const spawnAt = id * config.spawnMs;
  return { id, lane, kind, variant, picture, spawnAt, landAt: spawnAt + config.fallMs };
}

export const levelMs = (config: AttrapeConfig): number => config.seconds * 1000;

/** The report sent to the server. */
export const reportOf = (state: GameState): PlayReport => ({ score: state.score, moves: state.moves });

/** Won: the target reached with fewer bad catches than lives (the judge's rule). */
export const isWon = (state: GameState): boolean => state.score >= state.config.target && state.moves < state.config.lives;

/** Whole seconds left (shown rounded up: 30 at the start, 1 in the last second, 0 at the end). */
export const secondsLeft = (state: GameState): number => Math.max(0, Math.ceil((levelMs(state.config) - state.elapsed) / 1000));

/**
 * Plays the game up to `elapsed` ms since the level began with the basket in `basketLane`: the
 * spawns, landings and end that fall in between, in their order (a landing before a spawn at the
 * same instant). Returns the new state and what happened; an ended game does not move.
 */
export function advance(state: GameState, elapsed: number, basketLane: number, random: Random): { state: GameState; events: GameEvent[] } {
  if (state.ended || elapsed <= state.elapsed) return { state, events: [] };
  const { config } = state;
  const end = levelMs(config);
  const s: GameState = { ...state, falling: [...state.falling] };
  const events: GameEvent[] = [];
  const finish = (reason: EndReason, at: number) => {
    s.ended = reason;
    s.elapsed = at;
    events.push({ type: 'end', reason, won: isWon(s), report: reportOf(s), at });
  };
  for (;;) {
    const landAt = s.falling[0]?.landAt ?? Infinity;
    const spawnAt = s.next * config.spawnMs;
    const at = Math.min(landAt, spawnAt, end);
    if (at > elapsed) break;
    if (landAt === at) {
      const tag = s.falling.shift()!;
      if (tag.lane === basketLane) {
        if (tag.kind === 'good') s.score += 1;
        else s.moves += 1;
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
    const tag = makeTag(config, s.next, s.badRun, random);
    s.next += 1;
    s.badRun = tag.kind === 'bad' ? s.badRun + 1 : 0;
    s.falling.push(tag);
    events.push({ type: 'spawn', tag, at });
  }
  if (!s.ended) s.elapsed = elapsed;
  return { state: s, events };
}

/**
 * How far down a tag is at `elapsed`: 0 at the top, 1 on the basket. `steps` (for a shopper who
 * asked for less motion) moves it in that many jumps instead of smoothly.
 */
export function progress(tag: Tag, elapsed: number, fallMs: number, steps = 0): number {
  const p = Math.min(1, Math.max(0, (elapsed - tag.spawnAt) / fallMs));
  return steps > 0 ? Math.floor(p * steps) / steps : p;
}

/**
 * The lane after an arrow key: ArrowLeft goes to the lane on the left of the screen, which in a
 * right-to-left page is the next lane (lane 0 is at the start of the line: right in Arabic).
 */
export function laneAfterKey(lane: number, key: string, lanes: number, rtl: boolean): number {
  let step = 0;
  if (key === 'ArrowLeft') step = rtl ? 1 : -1;
  else if (key === 'ArrowRight') step = rtl ? -1 : 1;
  else if (key === 'Home') return 0;
  else if (key === 'End') return lanes - 1;
  return Math.min(lanes - 1, Math.max(0, lane + step));
}

/** The lane under a point `x` px from the play area's left edge, `width` px wide. */
export function laneAt(x: number, width: number, lanes: number, rtl: boolean): number {
  const fromLeft = Math.min(lanes - 1, Math.max(0, Math.floor((x / Math.max(1, width)) * lanes)));
  return rtl ? lanes - 1 - fromLeft : fromLeft;
}

