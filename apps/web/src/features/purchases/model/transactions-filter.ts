/** The transactions screen's filters (docs/wallet.md#purchases-screens): type and an inclusive date range. */
export type ActivityFilterType = 'all' | 'transaction' | 'budget';

export interface TransactionFilters {
  type: ActivityFilterType;
  /** Tunis days "YYYY-MM-DD", inclusive; '' when not set. */
  from: string;
  to: string;
}

export const NO_FILTERS: TransactionFilters = { type: 'all', from: '', to: '' };

/** Cards shown before 'show more' (spec: transactions initially 6). */
export const TRANSACTIONS_FIRST = 6;
/** Page size asked of the API once 'show more' was pressed. */
export const TRANSACTIONS_PAGE = 24;

/** A range whose end precedes its start is refused on the screen (nothing is asked). */
export function datesValid(f: TransactionFilters): boolean {
  return !f.from || !f.to || f.from <= f.to;
}

/** The query of GET /wallet/transactions for the filters (empty dates left out; type and dates combine). */
export function transactionQuery(f: TransactionFilters): Record<string, string> {
  const q: Record<string, string> = { type: f.type };
  if (f.from) q.from = f.from;
  if (f.to) q.to = f.to;
  return q;
}

/**
 * How many cards show: the first 6 until 'show more', then every loaded one. The control shows
 * while something is hidden or the API has more pages.
 */
export function visibleActivities<T>(items: readonly T[], expanded: boolean, hasMorePages: boolean): { shown: T[]; more: boolean } {
  const shown = expanded ? items.slice() : items.slice(0, TRANSACTIONS_FIRST);
  return { shown, more: shown.length < items.length || hasMorePages };
}
