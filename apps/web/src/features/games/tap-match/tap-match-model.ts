/**
 * Tap & Match's rules (docs/games.md#the-games), pure: the deal, a card turned, a missed pair turned
 * back, the time running out, and the report the server judges (`judgePlay`). No clock and no
 * randomness of its own: the board passes `random` and the time.
 */
import type { PlayReport } from '@qadhya/contracts';

/** A picture a pair is drawn with: a product's, or a symbol when the chain has too few pictures. */
export interface Face {
  id: number;
  /** The product's name (the card's accessible name face up); null for a symbol. */
  name: string | null;
  image: string | null;
  /** 'A', 'B'… when there was no product picture left for this pair. */
  symbol: string | null;
}

export type Status = 'playing' | 'won' | 'lost';

export interface TapMatchState {
  pairs: number;
  faces: Face[];
  /** cards[position] = the index of its face in `faces`: each face twice. */
  cards: number[];
  matched: boolean[];
  /** Positions face up and not matched: one card turned, or a missed pair waiting to turn back. */
  open: number[];
  /** Pairs of cards turned. */
  moves: number;
  /** Pairs found. */
  score: number;
  status: Status;
}

/** What happened on the last turn, for the board's live region. */
export type TurnResult = { kind: 'none' } | { kind: 'first'; position: number } | { kind: 'match'; face: number } | { kind: 'miss'; first: number; second: number };

export interface Picture {
  id: number;
  name: string;
  image: string;
}

/** Fisher–Yates with an injectable random in [0, 1). */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The faces of a level: `pairs` of the pictures (no two of the same product or name, so a player
 * who listens to the names can tell them apart), chosen at random; symbols make up for missing ones.
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

/** Deals 2 × pairs cards face down, shuffled. */
export function deal(pictures: readonly Picture[], pairs: number, random: () => number = Math.random): TapMatchState {
  const faces = chooseFaces(pictures, pairs, random);
  const cards = shuffle(
    faces.flatMap((_, i) => [i, i]),
    random,
  );
  return { pairs, faces, cards, matched: cards.map(() => false), open: [], moves: 0, score: 0, status: 'playing' };
}

export const isFaceUp = (state: TapMatchState, position: number): boolean => state.matched[position] === true || state.open.includes(position);

/** A missed pair waiting to turn back. */
export const missPending = (state: TapMatchState): boolean => state.open.length === 2;

/** The missed pair turns back face down. */
export function hideMiss(state: TapMatchState): TapMatchState {
  return missPending(state) ? { ...state, open: [] } : state;
}

/**
 * The shopper turns the card at `position`. A matched card, a card already face up, or any card once
 * the level is over does nothing. While a missed pair waits to turn back, turning another card turns
 * the pair back at once (the player need not wait). The second card of a pair is a move: the same
 * face makes a pair found, and the last pair wins the level.
 */
export function turn(state: TapMatchState, position: number): { state: TapMatchState; result: TurnResult } {
  const none = { state, result: { kind: 'none' } as TurnResult };
  if (state.status !== 'playing' || position < 0 || position >= state.cards.length) return none;
  if (state.matched[position] || state.open.includes(position)) return none;
  const base = missPending(state) ? hideMiss(state) : state;
  if (base.open.length === 0) return { state: { ...base, open: [position] }, result: { kind: 'first', position } };
  const first = base.open[0]!;
  const moves = base.moves + 1;
  if (base.cards[first] === base.cards[position]) {
    const matched = base.matched.map((m, i) => m || i === first || i === position);
    const score = base.score + 1;
    const status: Status = score === base.pairs ? 'won' : 'playing';
    return { state: { ...base, matched, open: [], moves, score, status }, result: { kind: 'match', face: base.cards[position]! } };
  }
  return { state: { ...base, open: [first, position], moves }, result: { kind: 'miss', first, second: position } };
}

/** The time ran out: a level still being played is lost (a won one stays won). */
export function expire(state: TapMatchState): TapMatchState {
  return state.status === 'playing' ? { ...state, status: 'lost', open: [] } : state;
}

/** What the board sends the server at the end: pairs found, and pairs of cards turned. */
export const report = (state: TapMatchState): PlayReport => ({ score: state.score, moves: state.moves });

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
