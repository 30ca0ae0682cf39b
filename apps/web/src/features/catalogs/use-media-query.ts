import { useCallback, useSyncExternalStore } from 'react';

/** True while the media query matches (e.g. '(max-width: 575px)'). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (callback: () => void) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', callback);
      return () => mql.removeEventListener('change', callback);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The spec's breakpoints: 1199, 991 and 575 px. At 575 px or less the carousel shows one item. */
export const PHONE_QUERY = '(max-width: 575px)';
