import { call, ops } from '../api/index.ts';
import { appClock } from '../clock/app-clock.ts';
import { flushFavourites } from '../favourites/index.ts';
import { i18n } from '../i18n/instance.ts';
import { checkDue, isOldCache, isOutdated, runningVersion } from './app-version.ts';
import { setUpdateWaiting } from './update-state.ts';

/**
 * The app update of docs/app-root.md#app-update: the running build is compared with the one the
 * server serves (GET /app/config) on start, when the app comes back to the foreground, and at most
 * every CHECK_EVERY_MS. When they differ: 'Nouvelle version disponible' in the update prompt of
 * lib/pwa (and a local notification when the shopper allowed notifications); applying it sends the
 * queued changes if it can, takes the new service worker, clears the old caches and reloads.
 * Queued offline changes (favourites, lists) live in localStorage, never in Cache Storage: an
 * update keeps them, and they are sent after the reload.
 */
let lastCheckAt: number | null = null;
let announced: string | null = null;

export async function checkAppVersion(force = false): Promise<boolean> {
  const now = appClock.now().getTime();
  if (!force && !checkDue(lastCheckAt, now)) return false;
  lastCheckAt = now;
  let served: string;
  try {
    served = (await call(ops.getAppConfig, {}, { silent: true, auth: false })).Deploy.Version;
  } catch {
    lastCheckAt = null; // offline or failed: try again next time
    return false;
  }
  if (!isOutdated(runningVersion(), served)) return false;
  setUpdateWaiting(applyVersionUpdate);
  document.documentElement.dataset.update = served;
  if (announced !== served) {
    announced = served;
    void notifyLocally();
  }
  return true;
}

/** The local notification 'Nouvelle version disponible', through the service worker, when allowed. */
async function notifyLocally(): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted' || !('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.showNotification(i18n.t('pwa.updateAvailable'), {
      tag: 'app-update',
      lang: i18n.language,
      data: { url: '/layout' },
    });
  } catch (error) {
    console.warn('app update: the local notification could not be shown', error);
  }
}

/** Waits for `promise`, at most `ms` (an update never hangs on a slow network). */
const within = (promise: Promise<unknown>, ms: number) => Promise.race([promise, new Promise<void>((resolve) => setTimeout(resolve, ms))]);

/** Applies the new version: queued changes first (when online), new worker, old caches out, reload. */
export async function applyVersionUpdate(): Promise<void> {
  if (navigator.onLine)
    await within(
      flushFavourites().catch(() => undefined),
      4000,
    );
  if ('serviceWorker' in navigator) {
    try {
      const registration = await navigator.serviceWorker.getRegistration();
      await within(registration?.update() ?? Promise.resolve(), 8000);
      // A new worker waiting behind the one in control takes over; a first install is no update.
      const waiting = navigator.serviceWorker.controller ? registration?.waiting : undefined;
      if (waiting) {
        const controlling = new Promise<void>((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
        );
        waiting.postMessage({ type: 'SKIP_WAITING' });
        await within(controlling, 8000);
      }
    } catch (error) {
      console.warn('app update: the new service worker could not be fetched', error);
    }
  }
  await clearOldCaches();
  window.location.reload();
}

/** Deletes the Cache Storage entries the new version does not keep (app-version.ts isOldCache). */
export async function clearOldCaches(): Promise<string[]> {
  if (typeof caches === 'undefined') return [];
  const old = (await caches.keys()).filter(isOldCache);
  await Promise.all(old.map((name) => caches.delete(name)));
  return old;
}

/** Checks on start, and again when the app comes back to the foreground (at most every CHECK_EVERY_MS). */
export function startVersionChecks(): void {
  void checkAppVersion(true);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void checkAppVersion();
  });
  window.addEventListener('online', () => void checkAppVersion());
}
