import { useSyncExternalStore } from 'react';

/** Open state of the overlay menu, shared by the shell (which renders it) and any opener. */
let open = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (open === value) return;
  open = value;
  for (const listener of listeners) listener();
}

export const openOverlayMenu = () => set(true);
export const closeOverlayMenu = () => set(false);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOverlayMenuOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
