import { loadWhenOnline } from '../lazy/load-when-online.ts';

/** The spec's fallback: the service worker registers at the latest 30 s after start. */
export const REGISTER_FALLBACK_MS = 30_000;
/** Quiet time after the page load before registering: the first screen's own requests come first. */
export const SETTLE_MS = 5_000;

interface PwaEnv {
  prod: boolean;
  supported: boolean;
}

const defaultEnv = (): PwaEnv => ({
  prod: import.meta.env.PROD,
  supported: typeof navigator !== 'undefined' && 'serviceWorker' in navigator,
});

/**
 * Registers the service worker once the app is stable: SETTLE_MS after the page load, when the
 * main thread is idle (at the latest REGISTER_FALLBACK_MS after the load). The Workbox code is
 * imported only then, so it adds nothing to the first load and the precache download does not
 * compete with the first screen. Production builds only (the dev server has no sw.js).
 */
export function scheduleServiceWorker(env: PwaEnv = defaultEnv()): void {
  if (!env.prod || !env.supported) return;
  whenSettled(() => {
    void loadWhenOnline(() => import('./register-sw.ts'))
      .then((m) => m.registerServiceWorker())
      .catch((error: unknown) => console.warn('service worker registration failed', error));
  });
}

/**
 * Runs `task` in a task of its own once the page's load event has passed (at once after it when it
 * has): background work that must start early but not inside the entry's first task
 * (docs/shell.md#start-up-in-short-tasks).
 */
export function afterLoad(task: () => void): void {
  if (document.readyState === 'complete') globalThis.setTimeout(task, 0);
  else window.addEventListener('load', () => globalThis.setTimeout(task, 0), { once: true });
}

/**
 * Runs `task` once the app is stable: SETTLE_MS after the page load, when the main thread is idle
 * (at the latest REGISTER_FALLBACK_MS after the load). For start-up work that must not compete
 * with the first screen (the service worker, the app root's checks: docs/app-root.md).
 */
export function whenSettled(task: () => void): void {
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: REGISTER_FALLBACK_MS - SETTLE_MS });
    else task();
  };
  const whenIdle = () => globalThis.setTimeout(idle, SETTLE_MS);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
