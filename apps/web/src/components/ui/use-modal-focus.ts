import { useEffect, type RefObject } from 'react';
import { trapTab } from './focus-trap.ts';

/**
 * While `active`: Escape dismisses, Tab stays inside `container`, and on exit focus returns to
 * what had it before. `initial` (default: the container) receives focus on entry.
 */
export function useModalFocus(
  active: boolean,
  container: RefObject<HTMLElement | null>,
  onDismiss: () => void,
  initial?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!active) return;
    const previous = document.activeElement as HTMLElement | null;
    (initial?.current ?? container.current)?.focus({ preventScroll: true });
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onDismiss();
      trapTab(e, container.current);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.({ preventScroll: true });
    };
  }, [active, container, onDismiss, initial]);
}
