/** The spec's local-storage keys, in one place. */
export const LOCAL_KEYS = [
  'token',
  'current_user',
  'connected',
  'current_store',
  'deviceRegistered',
  'produit',
  'selected-region',
  'selectedMarque',
  'catalogLastSync',
  'fcm_token',
  'LANG',
  'wishlist_products',
  // Our own: the id sent at device registration, and whether onboarding was seen.
  'device_id',
  'onboarding_done',
  // Favourite changes waiting for the server (lib/favourites), with the account they belong to.
  'favourites_queue',
  // The colour theme chosen: light, dark or the system's (lib/theme, docs/app-root.md#theme).
  'theme',
  // The invitation code the app was opened with (/login?ref=…), until the new account claims it (lib/referral).
  'referral_code',
  // The Tunis day the games popup was last shown (once a day at most, features/games/GamesPopup).
  'games_popup_day',
  // The shopper's last 8 product searches, newest first (features/search, docs/products.md#search-screen).
  'recent_searches',
  // The marketing tracker (lib/tracker, docs/tracker.md): events waiting to be sent, and this device's consent.
  // Events told on a page left before the queue loaded, for the next page's queue (docs/tracker.md#web).
  'tracker_queue',
  'tracker_early',
  'tracking_consent',
  // "<user id> <store code>": the store last sent to the server for that account (lib/stores/shopper-store-sync).
  'store_synced',
] as const;
export type LocalKey = (typeof LOCAL_KEYS)[number];

const CHANGE_EVENT = 'qadhya:local-change';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readLocal(key: LocalKey): string | null {
  return storage()?.getItem(key) ?? null;
}

export function writeLocal(key: LocalKey, value: string): void {
  storage()?.setItem(key, value);
  notify(key);
}

export function removeLocal(...keys: LocalKey[]): void {
  for (const key of keys) storage()?.removeItem(key);
  if (keys.length) notify(keys[0]!);
}

export function readLocalJson<T>(key: LocalKey): T | null {
  const raw = readLocal(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeLocalJson(key: LocalKey, value: unknown): void {
  writeLocal(key, JSON.stringify(value));
}

function notify(key: LocalKey): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: key }));
}

/** Calls back when a key changes in this tab or in another one. */
export function subscribeLocal(callback: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  window.addEventListener(CHANGE_EVENT, callback);
  window.addEventListener('storage', callback);
  return () => {
    window.removeEventListener(CHANGE_EVENT, callback);
    window.removeEventListener('storage', callback);
  };
}
