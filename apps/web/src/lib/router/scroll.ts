import { useEffect, useLayoutEffect, useRef } from 'react';
import type { RouterState } from './create-router.ts';

const positions = new Map<string, number>();

/**
 * Scroll like a multi-page site: a new page opens at the top, back/forward returns to where the
 * page was left. Query-only changes (?page=) keep the scroll.
 */
export function useScrollRestoration(state: RouterState): void {
  const shown = useRef(state.location);
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => positions.set(shown.current.key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, []);
  useLayoutEffect(() => {
    const previous = shown.current;
    const { location, action } = state;
    if (previous === location) return;
    shown.current = location;
    if (action === 'POP') window.scrollTo(0, positions.get(location.key) ?? 0);
    else if (previous.pathname !== location.pathname) window.scrollTo(0, 0);
  }, [state]);
}
