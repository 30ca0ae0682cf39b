/**
 * Tap & Match on the app's side (docs/games.md#the-games): the pictures the dealt level is drawn
 * with, and the board's keyboard moves. The rules themselves — the deal from the play's seed, a
 * card turned, the time running out — are the domain's (`game-tap-match.ts`), the same the server
 * replays the log with (docs/games.md#fairness).
 */
import { dealTapMatch, seededRandom, shuffle, type PlayReport, type TapMatchState as RulesState } from '@qadhya/domain';
import type { PlayResult } from '@qadhya/contracts';

export { expire, hideMiss, missPending, shuffle, turn, type TurnResult } from '@qadhya/domain';

/** A picture a pair is drawn with: a product's, or a symbol when the chain has too few pictures. */
export interface Face {
  id: number;
  /** The product's name (the card's accessible name face up); null for a symbol. */
  name: string | null;
  image: string | null;
  /** 'A', 'B'… when there was no product picture left for this pair. */
  symbol: string | null;
}

export type Status = RulesState['status'];

/** The dealt level and the faces its cards show (faces[cards[position]]). */
export interface TapMatchState extends RulesState {
  faces: Face[];
}

export interface Picture {
  id: number;
  name: string;
  image: string;
}

/**
 * The faces of a level: `pairs` of the pictures (no two of the same product or name, so a player
 * who listens to the names can tell them apart), chosen with `random`; symbols make up for missing ones.
 */
export function chooseFaces(pictures: readonly Picture[], pairs: number, random: () => number): Face[] {
  const seen = new Set<string>();
  const usable = pictures.filter((p) => {
    const key = p.name.trim().toLowerCase();
    if (!p.image || !key || seen.has(key) || seen.has(`#${p.id}`)) return false;
    seen.add(key).add(`#${p.id}`);
    return true;
  });
  const chosen: Face[] = shuffle(usable, random)
    .slice(0, pairs)
    .map((p) => ({ id: p.id, name: p.name, image: p.image, symbol: null }));
  for (let i = 0; chosen.length < pairs; i++) chosen.push({ id: -(i + 1), name: null, image: null, symbol: String.fromCharCode(65 + i) });
  return chosen;
}

/** The level the server dealt (its seed): the cards' order is the domain's, the pictures are chosen from the same seed. */
export function deal(pictures: readonly Picture[], level: number, seed: number): TapMatchState {
  const rules = dealTapMatch(level, seed);
  return { ...rules, faces: chooseFaces(pictures, rules.pairs, seededRandom(seed ^ 0x5f3759df)) };
}

export const isFaceUp = (state: TapMatchState, position: number): boolean =>
  state.matched[position] === true || state.open.includes(position);

/** What the board sends the server at the end: the log of cards turned, and its own count (which the server checks). */
export const report = (state: TapMatchState): PlayResult & PlayReport => ({ log: state.log, score: state.score, moves: state.moves });

/** Whole seconds left, rounded up (60 until a full second has gone), never below 0. */
export function secondsLeft(seconds: number, elapsedMs: number): number {
  return Math.max(0, Math.ceil(seconds - Math.max(0, elapsedMs) / 1000));
}

/**
 * Where an arrow key moves the focus in a grid of `count` cards in `columns` columns: Left/Right
 * along the reading order (visually: in right-to-left, ArrowRight goes to the card on the right, the
 * previous one), Up/Down by a row, Home/End to the first/last card. Null for another key; the focus
 * stays put at an edge.
 */
export function moveFocus(index: number, key: string, count: number, columns: number, rtl: boolean): number | null {
  const clamp = (n: number) => (n < 0 || n >= count ? index : n);
  switch (key) {
    case 'ArrowRight':
      return clamp(index + (rtl ? -1 : 1));
    case 'ArrowLeft':
      return clamp(index + (rtl ? 1 : -1));
    case 'ArrowDown':
      return clamp(index + columns);
    case 'ArrowUp':
      return clamp(index - columns);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The grid's columns: 4 cards a row on a phone for every level (8, 12 and 16 cards). */
export const columnsFor = (cards: number): number => (cards <= 4 ? cards : 4);
