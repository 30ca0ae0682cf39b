import { useSyncExternalStore } from 'react';

/**
 * Whether a new version of the app (a waiting service worker) is ready, and how to switch to it.
 * Tiny and free of Workbox: the update prompt in the first load reads it; the lazily loaded
 * registration (register-sw.ts) writes it.
 */
type Apply = () => Promise<void>;

let waiting = false;
let dismissed = false;
let apply: Apply | undefined;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Called by the registration when a new worker is installed and waiting. */
export function setUpdateWaiting(update: Apply): void {
  waiting = true;
  dismissed = false;
  apply = update;
  emit();
}

/** The shopper put the prompt away: it shows again at the next waiting worker. */
export function dismissUpdate(): void {
  dismissed = true;
  emit();
}

/** Activates the waiting worker; the page reloads once it controls it. */
export async function applyUpdate(): Promise<void> {
  dismissed = true;
  emit();
  await apply?.();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => waiting && !dismissed,
    () => false,
  );
}

/** For tests. */
export function resetUpdateState(): void {
  waiting = false;
  dismissed = false;
  apply = undefined;
  emit();
}
