import { useRef, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { dragOffset, shouldCloseAfterDrag } from './drag-to-close.ts';

interface DragState {
  pointerId: number;
  startY: number;
  offset: number;
}

/**
 * Pointer handlers (mouse and touch alike) for a drag handle: the sheet follows the pointer down,
 * and on release either closes (past 100 px) or snaps back.
 */
export function useDragToClose(sheetRef: RefObject<HTMLElement | null>, onClose: () => void) {
  const drag = useRef<DragState | null>(null);

  const setOffset = (offset: number, animate: boolean) => {
    const sheet = sheetRef.current;
    if (!sheet) return;
    sheet.style.transition = animate ? '' : 'none';
    sheet.style.transform = offset ? `translateY(${offset}px)` : '';
  };

  const onPointerDown = (e: ReactPointerEvent<HTMLElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { pointerId: e.pointerId, startY: e.clientY, offset: 0 };
    setOffset(0, false);
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLElement>) => {
    const state = drag.current;
    if (!state || state.pointerId !== e.pointerId) return;
    state.offset = dragOffset(state.startY, e.clientY);
    setOffset(state.offset, false);
  };

  const finish = (e: ReactPointerEvent<HTMLElement>) => {
    const state = drag.current;
    if (!state || state.pointerId !== e.pointerId) return;
    drag.current = null;
    if (e.currentTarget.hasPointerCapture(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
    const sheet = sheetRef.current;
    if (shouldCloseAfterDrag(state.offset)) {
      if (sheet) {
        // Continue from where the finger left the sheet down to off-screen.
        sheet.style.transition = '';
        sheet.style.transform = 'translateY(100%)';
      }
      onClose();
    } else {
      setOffset(0, true);
    }
  };

  return { onPointerDown, onPointerMove, onPointerUp: finish, onPointerCancel: finish };
}
