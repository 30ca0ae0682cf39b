import { useEffect, useRef, type RefObject } from 'react';
import { trapTab } from './focus-trap.ts';

/**
 * The modals open right now, the last one on top. Only the top one answers Escape and keeps Tab
 * inside: an alert over a sheet closes alone, and the sheet gets its turn after.
 */
const stack: object[] = [];

/** Whether the modal `id` is the top one (exported for tests of the stacking). */
export function isTopModal(id: object): boolean {
  return stack[stack.length - 1] === id;
}

export function pushModal(id: object): void {
  stack.push(id);
}

export function removeModal(id: object): void {
  const at = stack.lastIndexOf(id);
  if (at >= 0) stack.splice(at, 1);
}

/**
 * The one behaviour of every modal of the app (dialogs, bottom sheets, the menu, the camera:
 * docs/accessibility.md#dialogs-sheets-and-menus). While `active`: `initial` (default: the
 * container, which then needs tabIndex -1) receives focus, Tab and Shift+Tab stay inside
 * `container`, Escape calls `onDismiss`, and on exit focus returns to what had it before (when
 * that is still on the page). Nested modals stack: only the top one reacts. The container names
 * itself (aria-label or aria-labelledby) and carries role="dialog" aria-modal="true".
 */
export function useModalFocus(
  active: boolean,
  container: RefObject<HTMLElement | null>,
  onDismiss: () => void,
  initial?: RefObject<HTMLElement | null>,
): void {
  // The latest onDismiss, so that a new function on each render does not restart the effect
  // (which would pull focus back to the container).
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });

  useEffect(() => {
    if (!active) return;
    const id = {};
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    pushModal(id);
    (initial?.current ?? container.current)?.focus({ preventScroll: true });
    const onKey = (e: KeyboardEvent) => {
      if (!isTopModal(id)) return;
      if (e.key === 'Escape' && !e.defaultPrevented) {
        e.preventDefault();
        dismiss.current();
        return;
      }
      trapTab(e, container.current);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      removeModal(id);
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [active, container, initial]);
}
