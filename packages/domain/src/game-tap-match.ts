/**
 * Tap & Match's rules, shared by the board that draws a play and the server that replays its log
 * (docs/games.md#fairness): the deal from the play's seed, a card turned, the time running out.
 * Pure: the time of each turn comes in, in ms since the level began.
 */
import { LEVELS, MIN_MOVE_MS, type PlayMove } from './games.ts';
import { seededRandom, shuffle } from './random.ts';

export type TapMatchStatus = 'playing' | 'won' | 'lost';

export interface TapMatchState {
  pairs: number;
  /** cards[position] = its face (0 … pairs − 1): each face twice. */
  cards: number[];
  matched: boolean[];
  /** Positions face up and not matched: one card turned, or a missed pair waiting to turn back. */
  open: number[];
  /** Pairs of cards turned. */
  moves: number;
  /** Pairs found. */
  score: number;
  status: TapMatchStatus;
  /** Every card turned: what the server replays. */
  log: PlayMove[];
}

/** What happened on a turn (the board's live region); 'none': the turn did nothing and is not logged. */
export type TurnResult =
  | { kind: 'none' }
  | { kind: 'first'; position: number }
  | { kind: 'match'; face: number }
  | { kind: 'miss'; first: number; second: number };

/** The level dealt from a play's seed: 2 × pairs cards face down, in the seed's order. */
export function dealTapMatch(level: number, seed: number): TapMatchState {
  const { pairs } = LEVELS.tap_match[level - 1] ?? LEVELS.tap_match[0]!;
  const faces = Array.from({ length: pairs }, (_, i) => [i, i]).flat();
  const cards = shuffle(faces, seededRandom(seed));
  return { pairs, cards, matched: cards.map(() => false), open: [], moves: 0, score: 0, status: 'playing', log: [] };
}

/** A missed pair waiting to turn back. */
export const missPending = (state: TapMatchState): boolean => state.open.length === 2;

/** The missed pair turns back face down. */
export function hideMiss<S extends TapMatchState>(state: S): S {
  return missPending(state) ? { ...state, open: [] } : state;
}

/**
 * The shopper turns the card at `position`, `at` ms after the level began. Nothing happens (and
 * nothing is logged) for a card that does not exist, a matched card, the card turned just before,
 * a turn once the level is over, or a turn less than MIN_MOVE_MS after the last one. While a missed
 * pair waits to turn back, turning any card turns the pair back at once (the board turns it back
 * after a while too: either way the replay is the same). The second card of a pair
 * is a move: the same face makes a pair found, and the last pair wins the level.
 */
export function turn<S extends TapMatchState>(state: S, position: number, at: number): { state: S; result: TurnResult } {
  const none = { state, result: { kind: 'none' } as TurnResult };
  if (state.status !== 'playing' || !Number.isInteger(position) || position < 0 || position >= state.cards.length) return none;
  const shown = hideMiss(state);
  if (shown.matched[position] || shown.open.includes(position)) return none;
  const last = state.log.at(-1);
  if (last && at - last.at_ms < MIN_MOVE_MS) return none;
  const base = { ...shown, log: [...state.log, { target: position, at_ms: at }] };
  if (base.open.length === 0) return { state: { ...base, open: [position] }, result: { kind: 'first', position } };
  const first = base.open[0]!;
  const moves = base.moves + 1;
  if (base.cards[first] === base.cards[position]) {
    const matched = base.matched.map((m, i) => m || i === first || i === position);
    const score = base.score + 1;
    const status: TapMatchStatus = score === base.pairs ? 'won' : 'playing';
    return { state: { ...base, matched, open: [], moves, score, status }, result: { kind: 'match', face: base.cards[position]! } };
  }
  return { state: { ...base, open: [first, position], moves }, result: { kind: 'miss', first, second: position } };
}

/** The time ran out: a level still being played is lost (a won one stays won). */
export function expire<S extends TapMatchState>(state: S): S {
  return state.status === 'playing' ? { ...state, status: 'lost', open: [] } : state;
}
