import { useSyncExternalStore } from 'react';
import { favouriteKeys, subscribeFavourites } from './favourites-store.ts';

const EMPTY: ReadonlySet<string> = new Set();

/** True when the product with this sku (or id) is a local favourite; re-renders on change. */
export function useIsFavourite(sku: string, id?: number): boolean {
  const keys = useSyncExternalStore(subscribeFavourites, favouriteKeys, () => EMPTY);
  return keys.has(sku) || (id !== undefined && keys.has(String(id)));
}
