/**
 * Attrape Promo on the app's side (docs/games.md#the-games): how far down a tag is drawn, and the
 * basket's keys and taps. The rules — the tags dealt from the play's seed, their fall, a catch, the
 * end — are the domain's (`game-attrape-promo.ts`), the same the server replays the log of catches
 * with (docs/games.md#fairness). The board drives them from requestAnimationFrame with the
 * milliseconds since the level began.
 */
import type { PlayResult } from '@qadhya/contracts';
import { attrapeLevelMs, type AttrapeState, type PlayReport, type PromoTag as Tag } from '@qadhya/domain';

export {
  advanceAttrape as advance,
  attrapeConfig as configFor,
  attrapeLevelMs as levelMs,
  attrapeReport,
  attrapeWon as isWon,
  BAD_VARIANTS,
  GOOD_VARIANTS,
  makeTag,
  newAttrape as newGame,
  type AttrapeConfig,
  type AttrapeEnd as EndReason,
  type AttrapeEvent as GameEvent,
  type AttrapeState as GameState,
  type BadVariant,
  type GoodVariant,
  type PromoTag as Tag,
  type PromoTagKind as TagKind,
} from '@qadhya/domain';

/** What the board sends the server: the log of catches, and its own count (which the server checks). */
export const reportOf = (state: AttrapeState): PlayResult & PlayReport => ({ log: state.log, score: state.score, moves: state.moves });

/** Whole seconds left (shown rounded up: 30 at the start, 1 in the last second, 0 at the end). */
export const secondsLeft = (state: Pick<AttrapeState, 'config' | 'elapsed'>): number =>
  Math.max(0, Math.ceil((attrapeLevelMs(state.config) - state.elapsed) / 1000));

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
