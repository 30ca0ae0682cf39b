import { OFFLINE_QUERY, type OfflineMark } from './index.ts';

/**
 * The app's own staleTime (lib/api/query-client.ts), written again rather than imported: a lazy
 * chunk importing the query client's module would move it, and TanStack Query's core with it, out
 * of the first load's entry into a chunk of their own (+0.8 KB gzip measured).
 */
const FRESH_MS = 60_000;

/** Data read back from the device: an answer marked offline, or an infinite query's whose first page is. */
function fromDevice(data: unknown): boolean {
  const first = (data as { pages?: unknown[] } | undefined)?.pages?.[0] ?? data;
  return (first as OfflineMark | undefined)?.offline === true;
}

/**
 * OFFLINE_QUERY for answers that must follow the server as soon as the device is back online (the
 * wallet's offers and tickets, docs/wallet.md#offline-at-the-till): a copy read back from the device
 * is stale at once, so a screen opened again asks. The screens showing them ask again on
 * reconnecting themselves (useRefetchWhenOnline), so TanStack Query's own reconnect refetch is off:
 * it would ask twice.
 */
export const RECONCILED_QUERY = {
  ...OFFLINE_QUERY,
  refetchOnReconnect: false,
  staleTime: (query: { state: { data: unknown } }) => (fromDevice(query.state.data) ? 0 : FRESH_MS),
} as const;
