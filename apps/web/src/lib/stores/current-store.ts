import type { Store } from '@qadhya/contracts';
import { useSyncExternalStore } from 'react';
import { readLocal, removeLocal, subscribeLocal, writeLocalJson } from '../storage/local-store.ts';

/** local key current_store: a store plus the governorate and delegation selected when choosing it. */
export type CurrentStore = Store & { gouvernorat: string; delegation: string };

let cachedRaw: string | null = null;
let cachedValue: CurrentStore | null = null;

function parse(raw: string | null): CurrentStore | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<CurrentStore> | null;
    return value && typeof value === 'object' && typeof value.magasin_code === 'string' ? (value as CurrentStore) : null;
  } catch {
    return null;
  }
}

/** The chosen store, or null (also null when the stored value is unreadable). */
export function readCurrentStore(): CurrentStore | null {
  const raw = readLocal('current_store');
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedValue = parse(raw);
  }
  return cachedValue;
}

/** Saves the chosen store with the selected governorate and delegation (defaults: the store's own). */
export function setCurrentStore(store: Store, selection: { gouvernorat?: string; delegation?: string } = {}): void {
  const { distance_m: _distance, ...rest } = store;
  const value: CurrentStore = {
    ...rest,
    gouvernorat: selection.gouvernorat || store.gouvernorat || store.region_name,
    delegation: selection.delegation || store.delegation || store.city,
  };
  writeLocalJson('current_store', value);
}

export function clearCurrentStore(): void {
  removeLocal('current_store');
}

/** The chosen store, kept in sync with local storage (this tab and others). */
export function useCurrentStore(): CurrentStore | null {
  return useSyncExternalStore(subscribeLocal, readCurrentStore, () => null);
}
