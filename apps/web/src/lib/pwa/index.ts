/** The spec's fallback: the service worker registers at the latest 30 s after start. */
export const REGISTER_FALLBACK_MS = 30_000;

interface PwaEnv {
  prod: boolean;
  supported: boolean;
}

const defaultEnv = (): PwaEnv => ({
  prod: import.meta.env.PROD,
  supported: typeof navigator !== 'undefined' && 'serviceWorker' in navigator,
});

/**
 * Registers the service worker once the app is stable: after the page load, when the main thread
 * is idle (at the latest REGISTER_FALLBACK_MS). The Workbox code is imported only then, so it
 * adds nothing to the first load. Production builds only (the dev server has no sw.js).
 */
export function scheduleServiceWorker(env: PwaEnv = defaultEnv()): void {
  if (!env.prod || !env.supported) return;
  const register = () => {
    void import('./register-sw.ts')
      .then((m) => m.registerServiceWorker())
      .catch((error: unknown) => console.warn('service worker registration failed', error));
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: REGISTER_FALLBACK_MS });
    else globalThis.setTimeout(register, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
