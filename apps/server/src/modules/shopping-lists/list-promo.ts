import type { Db, ShoppingListsRepository } from './shopping-lists.repository.ts';

/** A receipt may be up to 2 h before the list's first tick (ticked at home while unpacking)… */
export const RECEIPT_BEFORE_FIRST_TICK_MS = 2 * 3600_000;
/** …and up to 6 h after the list was finished (ticked in the aisle, paid later). */
export const RECEIPT_AFTER_FINISH_MS = 6 * 3600_000;

export interface PromoList {
  id: number;
  owner_id: number;
  member_ids: number[];
  finished_at: Date | null;
  /** The skus of the list's visible product items. */
  skus: string[];
  /** Epoch ms of the earliest live tick, null when none. */
  first_tick_at: number | null;
  /** The live ticks with the prices the server recorded when it first saw them, and their item's quantity. */
  live_ticks: { price: number | null; regular_price: number | null; quantity: number }[];
}

export interface PromoDeducted {
  /** Millimes saved. */
  amount: number;
  source: 'receipt' | 'ticks';
  /** The matched receipt, when the amount comes from one. */
  receipt_id?: number;
}

/**
 * 'Promo déduite' of a finished list (docs/shopping-lists.md#score-and-promo-deduite), null while it is
 * not finished. From the matched receipt when one exists: a sale of the owner or a member, purchased
 * between the first tick − 2 h and finished_at + 6 h, whose lines share at least half of the list's
 * skus (the most shared wins, then the nearest to finished_at); saved = Σ discount of its lines whose
 * sku is on the list. Else from the ticks: Σ quantity × (regular_price − price), never below 0 a tick.
 */
export async function promoDeducted(
  repo: Pick<ShoppingListsRepository, 'matchedReceipt'>,
  q: Db,
  list: PromoList,
): Promise<PromoDeducted | null> {
  if (!list.finished_at) return null;
  const skus = [...new Set(list.skus)];
  if (skus.length > 0) {
    const finished = list.finished_at.getTime();
    const from = new Date((list.first_tick_at ?? finished) - RECEIPT_BEFORE_FIRST_TICK_MS);
    const to = new Date(finished + RECEIPT_AFTER_FINISH_MS);
    const users = [...new Set([list.owner_id, ...list.member_ids])];
    const match = await repo.matchedReceipt(q, { users, from, to, skus, finishedAt: list.finished_at });
    if (match) return { amount: Math.max(0, Number(match.saved)), source: 'receipt', receipt_id: Number(match.id) };
  }
  let amount = 0;
  for (const t of list.live_ticks) {
    if (t.price === null || t.regular_price === null) continue;
    amount += t.quantity * Math.max(0, t.regular_price - t.price);
  }
  return { amount, source: 'ticks' };
}
