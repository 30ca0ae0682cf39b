/**
 * Panier Chrono's rules on the app's side (docs/games.md#the-games): the shopping list and the shelf
 * drawn from the chain's pictures, a product taken or a decoy tapped, the end of the level, the report
 * the server judges (judgePlay), and the shelf's keyboard moves. Pure: randomness and time come in.
 */
import { LEVELS, MIN_MOVE_MS, type PanierChronoLevel, type PlayReport } from '@qadhya/domain';

export interface Product {
  id: number;
  name: string;
  image: string;
}

/** A level's draw: the products to buy, and the shelf (the listed ones and the decoys, shuffled). */
export interface Round {
  list: Product[];
  shelf: Product[];
  seconds: number;
}

/** What the shopper did so far: the listed products in the basket, the decoys tapped, every tap. */
export interface Progress {
  taken: number[];
  wrong: number[];
  moves: number;
}

export type TapResult = 'taken' | 'wrong' | 'ignored';

export const levelOf = (level: number): PanierChronoLevel => LEVELS.panier_chrono[Math.min(Math.max(level, 1), LEVELS.panier_chrono.length) - 1]!;

/** Fisher–Yates with an injected random in [0, 1). */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Draws a level: `items` products for the list and `decoys` others, all different (by id and by
 * name: a decoy named like a listed product could not be told apart). With too few pictures the
 * decoys shrink first, then the list.
 */
export function drawRound(pictures: readonly Product[], level: number, random: () => number = Math.random): Round {
  const { items, decoys, seconds } = levelOf(level);
  const seenIds = new Set<number>();
  const seenNames = new Set<string>();
  const distinct = pictures.filter((p) => {
    const name = p.name.trim().toLocaleLowerCase();
    if (!name || seenIds.has(p.id) || seenNames.has(name)) return false;
    seenIds.add(p.id);
    seenNames.add(name);
    return true;
  });
  const drawn = shuffle(distinct, random);
  const list = drawn.slice(0, items);
  const others = drawn.slice(list.length, list.length + decoys);
  return { list, shelf: shuffle([...list, ...others], random), seconds };
}

export const startProgress = (): Progress => ({ taken: [], wrong: [], moves: 0 });

/**
 * A tap on a shelf product: a listed one goes in the basket, a decoy is a mistake; either counts as
 * a move. A product already taken or a decoy already tapped cannot be tapped again (so the moves
 * never exceed the shelf's size, as the server expects).
 */
export function tap(round: Round, progress: Progress, id: number): { progress: Progress; result: TapResult } {
  if (!round.shelf.some((p) => p.id === id) || progress.taken.includes(id) || progress.wrong.includes(id) || isComplete(round, progress)) {
    return { progress, result: 'ignored' };
  }
  const listed = round.list.some((p) => p.id === id);
  return listed
    ? { progress: { ...progress, taken: [...progress.taken, id], moves: progress.moves + 1 }, result: 'taken' }
    : { progress: { ...progress, wrong: [...progress.wrong, id], moves: progress.moves + 1 }, result: 'wrong' };
}

/** Every listed product is in the basket. */
export const isComplete = (round: Round, progress: Progress): boolean => round.list.length > 0 && round.list.every((p) => progress.taken.includes(p.id));

/** What the server judges: the products in the basket, and every tap. */
export const reportOf = (progress: Progress): PlayReport => ({ score: progress.taken.length, moves: progress.moves });

/**
 * How long to hold a report back so the server believes its pace (MIN_MOVE_MS a move, measured on
 * the server from before the board was drawn, so never less than `elapsedMs`): 0 for a person's pace.
 */
export const reportWait = (report: PlayReport, elapsedMs: number): number => Math.max(0, report.moves * MIN_MOVE_MS - elapsedMs);

/** Whole seconds left (rounded up: "1 s" until the very end), never below 0. */
export function secondsLeft(startedAt: number, now: number, seconds: number): number {
  return Math.max(0, Math.ceil(seconds - Math.max(0, now - startedAt) / 1000));
}

/**
 * The time a screen reader is told: every 10 s, then each of the last 5 seconds, so the live
 * region does not speak every second.
 */
export const spokenSeconds = (left: number): number => (left <= 5 ? left : Math.ceil(left / 10) * 10);

/**
 * The shelf's arrow keys: left/right go to the previous/next product (mirrored right to left),
 * up/down a row, Home/End the first/last; slots whose product left the shelf (`gone`) are skipped.
 * Answers the index to focus, or null when the key does not move.
 */
export function moveFocus(key: string, index: number, count: number, columns: number, rtl: boolean, gone: (i: number) => boolean): number | null {
  const step: Record<string, number> = {
    ArrowRight: rtl ? -1 : 1,
    ArrowLeft: rtl ? 1 : -1,
    ArrowDown: columns,
    ArrowUp: -columns,
  };
  if (key === 'Home' || key === 'End') {
    const order = Array.from({ length: count }, (_, i) => (key === 'Home' ? i : count - 1 - i));
    return order.find((i) => !gone(i)) ?? null;
  }
  const delta = step[key];
  if (delta === undefined) return null;
  for (let i = index + delta; i >= 0 && i < count; i += delta) if (!gone(i)) return i;
  return null;
}

/** Where focus goes when the focused product leaves the shelf: the next one still there, else the one before. */
export function focusAfterTake(index: number, count: number, gone: (i: number) => boolean): number | null {
  for (let i = index + 1; i < count; i++) if (!gone(i)) return i;
  for (let i = index - 1; i >= 0; i--) if (!gone(i)) return i;
  return null;
}
