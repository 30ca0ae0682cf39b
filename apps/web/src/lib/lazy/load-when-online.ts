/**
 * Code loaded after the first screen (docs/shell.md#lazy-code-offline): a chunk that cannot be
 * fetched because the phone went offline before the service worker held it is fetched again when
 * the browser is back online, instead of failing for good. At most `attempts` tries.
 */
export async function loadWhenOnline<T>(load: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await backOnline();
    }
  }
}

/** Resolves at once when online, else at the next 'online' event. */
export function backOnline(): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.onLine) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}
