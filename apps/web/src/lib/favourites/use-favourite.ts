import { useSyncExternalStore } from 'react';
import { favouritesState, subscribeFavourites } from './favourites-store.ts';
import { hasFavourite, pendingSkus, type FavouriteSnapshot, type SyncState } from './sync-core.ts';

let lastState: SyncState | null = null;
let lastPending: ReadonlySet<string> = new Set();

function pendingSnapshot(): ReadonlySet<string> {
  const state = favouritesState();
  if (state !== lastState) {
    lastState = state;
    lastPending = pendingSkus(state);
  }
  return lastPending;
}

const EMPTY: FavouriteSnapshot[] = [];
const serverState = () => null;

/** True when the product with this sku (or id) is a local favourite; re-renders on change. */
export function useIsFavourite(sku: string, id?: number): boolean {
  const state = useSyncExternalStore(subscribeFavourites, favouritesState, serverState);
  return state ? hasFavourite(state, { sku, id }) : false;
}

/** The local list (oldest first), re-rendered on change. */
export function useFavourites(): FavouriteSnapshot[] {
  const state = useSyncExternalStore(subscribeFavourites, favouritesState, serverState);
  return state ? state.items : EMPTY;
}

/** Skus whose change has not reached the server yet (local-only). */
export function usePendingFavourites(): ReadonlySet<string> {
  return useSyncExternalStore(subscribeFavourites, pendingSnapshot, pendingSnapshot);
}
