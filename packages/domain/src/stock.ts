import { tunisParts } from './clock.ts';

/** At most this many left in a store reads « Plus que N » (docs/stock.md#stock-labels). */
export const LOW_STOCK_THRESHOLD = 5;

/**
 * What a store's quantity says to a shopper: `out` (« Épuisé ») at 0, `low` (« Plus que N ») up to
 * the low threshold, `in` (« En stock » and the figure) above it.
 */
export type StockLevel = { state: 'out'; count: 0 } | { state: 'low'; count: number } | { state: 'in'; count: number };

/** A quantity's label: missing, negative or not a number counts as 0; fractions are floored. */
export function stockLevel(quantity: number | null | undefined, low: number = LOW_STOCK_THRESHOLD): StockLevel {
  const n = typeof quantity === 'number' && Number.isFinite(quantity) && quantity > 0 ? Math.floor(quantity) : 0;
  if (n === 0) return { state: 'out', count: 0 };
  return n <= low ? { state: 'low', count: n } : { state: 'in', count: n };
}

/** A count's time as a shopper reads it, Tunis time: `24/11/2026`, `13:30`, and whether it is today. */
export interface StockTime {
  date: string;
  time: string;
  /** Same Tunis day as `now`: « Stock à 13:30 » is enough. */
  today: boolean;
  /** The instant shown: the count's, or `now` when the count claims to be later (never in the future). */
  at: Date;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * When a quantity was counted, relative to the app's clock `now`: a time after `now` (a till's clock
 * ahead, a demo seeded for a later hour) shows as `now`. Null for a missing or unreadable time.
 */
export function stockTime(updatedAt: string | number | Date | null | undefined, now: Date): StockTime | null {
  if (updatedAt === null || updatedAt === undefined || updatedAt === '') return null;
  const ms = updatedAt instanceof Date ? updatedAt.getTime() : typeof updatedAt === 'number' ? updatedAt : Date.parse(updatedAt);
  if (!Number.isFinite(ms)) return null;
  const at = new Date(Math.min(ms, now.getTime()));
  const p = tunisParts(at);
  const n = tunisParts(now);
  return {
    date: `${two(p.day)}/${two(p.month)}/${p.year}`,
    time: `${two(p.hour)}:${two(p.minute)}`,
    today: p.year === n.year && p.month === n.month && p.day === n.day,
    at,
  };
}

/** The latest of some counts' times, never after `now` (for the answers' `updated_at`). */
export function clampToNow(at: Date, now: Date): Date {
  return at.getTime() > now.getTime() ? new Date(now.getTime()) : at;
}
