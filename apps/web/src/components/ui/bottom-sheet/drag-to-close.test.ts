import { describe, expect, it } from 'vitest';
import { DRAG_CLOSE_THRESHOLD_PX, dragOffset, shouldCloseAfterDrag } from './drag-to-close.ts';

describe('drag to close', () => {
  it('follows the pointer downwards only', () => {
    expect(dragOffset(200, 260)).toBe(60);
    expect(dragOffset(200, 150)).toBe(0);
  });

  it('closes only past 100 px', () => {
    expect(DRAG_CLOSE_THRESHOLD_PX).toBe(100);
    expect(shouldCloseAfterDrag(50)).toBe(false);
    expect(shouldCloseAfterDrag(100)).toBe(false);
    expect(shouldCloseAfterDrag(101)).toBe(true);
  });
});
