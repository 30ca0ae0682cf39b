/**
 * Panier Chrono on the app's side (docs/games.md#the-games): the products the dealt level is drawn
 * with (the shopping list and the shelf), and the shelf's keyboard moves. The rules — which slots
 * hold the listed products (dealt from the play's seed), a tap, the end — are the domain's
 * (`game-panier-chrono.ts`), the same the server replays the log with (docs/games.md#fairness).
 */
import type { PlayResult } from '@qadhya/contracts';
import {
  dealPanierChrono,
  panierComplete,
  panierLevel,
  panierOver,
  seededRandom,
  shuffle,
  startPanier,
  tapSlot,
  type PanierDeal,
  type PanierProgress,
  type PanierTap,
  type PlayReport,
} from '@qadhya/domain';

export { shuffle };
export const levelOf = panierLevel;

export interface Product {
  id: number;
  name: string;
  /** Empty for a stand-in when the chain has too few pictures (its name is a letter). */
  image: string;
}

/** A level as dealt: the products to buy (in the list's order) and the shelf (shelf[slot]). */
export interface Round {
  deal: PanierDeal;
  list: Product[];
  shelf: Product[];
  seconds: number;
}

/** What the shopper did so far: the slots taken, the decoy tapped, every tap and its log. */
export type Progress = PanierProgress;
export type TapResult = PanierTap;

/**
 * Draws the dealt level with the chain's pictures: different products (by id and by name: a decoy
 * named like a listed product could not be told apart), chosen with the play's seed; the listed
 * ones go in the slots the deal lists, the decoys in the others. Too few pictures: letters stand in.
 */
export function drawRound(pictures: readonly Product[], level: number, seed: number): Round {
  const deal = dealPanierChrono(level, seed);
  const seenIds = new Set<number>();
  const seenNames = new Set<string>();
  const distinct = pictures.filter((p) => {
    const name = p.name.trim().toLocaleLowerCase();
    if (!name || seenIds.has(p.id) || seenNames.has(name)) return false;
    seenIds.add(p.id);
    seenNames.add(name);
    return true;
  });
  const drawn = shuffle(distinct, seededRandom(seed ^ 0x2545f491)).slice(0, deal.slots);
  for (let i = 0; drawn.length < deal.slots; i++) drawn.push({ id: -(i + 1), name: String.fromCharCode(65 + i), image: '' });
  const list = drawn.slice(0, deal.listed.length);
  const decoys = drawn.slice(list.length);
  const shelf = Array.from({ length: deal.slots }, (_, slot) => {
    const listed = deal.listed.indexOf(slot);
    return listed >= 0 ? list[listed]! : decoys.shift()!;
  });
  return { deal, list, shelf, seconds: deal.seconds };
}

export const startProgress = startPanier;

/** A tap on the shelf's slot `slot`, `at` ms after the level began (the domain's rules: a decoy ends the level). */
export const tap = (round: Round, progress: Progress, slot: number, at: number): { progress: Progress; result: TapResult } =>
  tapSlot(round.deal, progress, slot, at);

/** Every listed product is in the basket. */
export const isComplete = (round: Round, progress: Progress): boolean => panierComplete(round.deal, progress);

/** The level is over: the list done, or a decoy tapped. */
export const isOver = (round: Round, progress: Progress): boolean => panierOver(round.deal, progress);

/** What the board sends the server: the log of taps, and its own count (which the server checks). */
export const reportOf = (progress: Progress): PlayResult & PlayReport => ({
  log: progress.log,
  score: progress.taken.length,
  moves: progress.moves,
});

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
export function moveFocus(
  key: string,
  index: number,
  count: number,
  columns: number,
  rtl: boolean,
  gone: (i: number) => boolean,
): number | null {
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
