/** The spec's drag-to-close threshold for bottom sheets (overlay menu, store chooser). */
export const DRAG_CLOSE_THRESHOLD_PX = 100;

/** How far the sheet follows the pointer: downwards only. */
export function dragOffset(startY: number, currentY: number): number {
  return Math.max(0, currentY - startY);
}

/** A drag down past 100 px closes the sheet; a shorter one snaps it back. */
export function shouldCloseAfterDrag(offsetPx: number, threshold = DRAG_CLOSE_THRESHOLD_PX): boolean {
  return offsetPx > threshold;
}
