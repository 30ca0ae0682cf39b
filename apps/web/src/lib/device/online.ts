import { useSyncExternalStore } from 'react';

/** Offline refresh: the wait before trying again (docs/favourites-offline.md#online-state-and-the-offline-banner). */
export const REFRESH_RETRY_MS = 2000;

/** Online/offline follows the browser's events. */
function subscribe(callback: () => void): () => void {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** Refresh: reloads at once when online, else tries again every REFRESH_RETRY_MS until online. */
let retry: number | undefined;

export function refreshWhenOnline(reload: () => void = () => window.location.reload()): void {
  window.clearTimeout(retry);
  retry = undefined;
  if (navigator.onLine) reload();
  else retry = window.setTimeout(() => refreshWhenOnline(reload), REFRESH_RETRY_MS);
}
