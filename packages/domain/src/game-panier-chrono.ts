/**
 * Panier Chrono's rules, shared by the board and the server that replays a play's log
 * (docs/games.md#fairness): which shelf slots hold the listed products (dealt from the play's
 * seed), a slot tapped, the list done. Pure: each tap's time comes in, in ms since the level began.
 */
import { LEVELS, MIN_MOVE_MS, type PanierChronoLevel, type PlayMove } from './games.ts';
import { seededRandom, shuffle } from './random.ts';

export const panierLevel = (level: number): PanierChronoLevel =>
  LEVELS.panier_chrono[Math.min(Math.max(level, 1), LEVELS.panier_chrono.length) - 1]!;

/** A level dealt: `slots` places on the shelf, `listed` the slots of the listed products in the list's order; the others hold decoys. */
export interface PanierDeal {
  slots: number;
  listed: number[];
  seconds: number;
}

export function dealPanierChrono(level: number, seed: number): PanierDeal {
  const { items, decoys, seconds } = panierLevel(level);
  const slots = items + decoys;
  const order = shuffle(
    Array.from({ length: slots }, (_, i) => i),
    seededRandom(seed),
  );
  return { slots, listed: order.slice(0, items), seconds };
}

/** What the shopper did so far: the listed slots in the basket, the decoys tapped, every tap, logged. */
export interface PanierProgress {
  taken: number[];
  wrong: number[];
  moves: number;
  log: PlayMove[];
}

export type PanierTap = 'taken' | 'wrong' | 'ignored';

export const startPanier = (): PanierProgress => ({ taken: [], wrong: [], moves: 0, log: [] });

/** Every listed product is in the basket. */
export const panierComplete = (deal: PanierDeal, progress: PanierProgress): boolean =>
  deal.listed.length > 0 && deal.listed.every((s) => progress.taken.includes(s));

/** The level is over: the list done (won), or a decoy tapped (lost: a blind tap is a guess, docs/games.md#fairness). */
export const panierOver = (deal: PanierDeal, progress: PanierProgress): boolean =>
  panierComplete(deal, progress) || progress.wrong.length > 0;

/**
 * A tap on shelf slot `slot`, `at` ms after the level began: a listed product goes in the basket,
 * a decoy ends the level; either is a move. Ignored (not logged): a slot that does not exist, one
 * already taken, a tap once the level is over or less than MIN_MOVE_MS after the last.
 */
export function tapSlot(
  deal: PanierDeal,
  progress: PanierProgress,
  slot: number,
  at: number,
): { progress: PanierProgress; result: PanierTap } {
  const last = progress.log.at(-1);
  if (
    !Number.isInteger(slot) ||
    slot < 0 ||
    slot >= deal.slots ||
    progress.taken.includes(slot) ||
    panierOver(deal, progress) ||
    (last && at - last.at_ms < MIN_MOVE_MS)
  ) {
    return { progress, result: 'ignored' };
  }
  const log = [...progress.log, { target: slot, at_ms: at }];
  const moves = progress.moves + 1;
  return deal.listed.includes(slot)
    ? { progress: { ...progress, taken: [...progress.taken, slot], moves, log }, result: 'taken' }
    : { progress: { ...progress, wrong: [...progress.wrong, slot], moves, log }, result: 'wrong' };
}
