import { describe, expect, it } from 'vitest';
import { clampPage, dragWithResistance, keyStep, keyTarget, pageOffset, pagesToRender, swipeStep } from './flip.ts';

describe('flipbook helpers', () => {
  it('swipe left turns to the next page in French, to the previous one in Arabic', () => {
    expect(swipeStep(-120, 350, 400, false)).toBe(1);
    expect(swipeStep(120, 350, 400, false)).toBe(-1);
    expect(swipeStep(-120, 350, 400, true)).toBe(-1);
    expect(swipeStep(120, 350, 400, true)).toBe(1);
  });

  it('ignores small slow drags but takes fast flicks', () => {
    expect(swipeStep(-30, 350, 400, false)).toBe(0);
    expect(swipeStep(-40, 350, 50, false)).toBe(1);
    expect(swipeStep(-10, 350, 5, false)).toBe(0);
  });

  it('arrow keys follow the reading direction', () => {
    expect(keyStep('ArrowRight', false)).toBe(1);
    expect(keyStep('ArrowLeft', false)).toBe(-1);
    expect(keyStep('ArrowRight', true)).toBe(-1);
    expect(keyStep('ArrowLeft', true)).toBe(1);
    expect(keyStep('Enter', false)).toBe(0);
  });

  it('keys lead to a page: arrows by reading direction, Page Up/Down, Home/End, clamped', () => {
    expect(keyTarget('ArrowRight', 2, 12, false)).toBe(3);
    expect(keyTarget('ArrowRight', 2, 12, true)).toBe(1);
    expect(keyTarget('ArrowLeft', 2, 12, true)).toBe(3);
    expect(keyTarget('PageDown', 2, 12, true)).toBe(3);
    expect(keyTarget('PageUp', 2, 12, false)).toBe(1);
    expect(keyTarget('Home', 7, 12, true)).toBe(0);
    expect(keyTarget('End', 0, 12, false)).toBe(11);
    expect(keyTarget('ArrowLeft', 0, 12, false)).toBe(0);
    expect(keyTarget('ArrowRight', 11, 12, false)).toBe(11);
    expect(keyTarget('Enter', 3, 12, false)).toBeNull();
    expect(keyTarget('End', 0, 0, false)).toBeNull();
  });

  it('renders the current page ± 1 only', () => {
    expect(pagesToRender(0, 10)).toEqual([0, 1]);
    expect(pagesToRender(4, 10)).toEqual([3, 4, 5]);
    expect(pagesToRender(9, 10)).toEqual([8, 9]);
    expect(pagesToRender(0, 1)).toEqual([0]);
  });

  it('places next pages to the right in French and to the left in Arabic', () => {
    expect(pageOffset(3, 2, false)).toBe(1);
    expect(pageOffset(1, 2, false)).toBe(-1);
    expect(pageOffset(3, 2, true)).toBe(-1);
  });

  it('clamps and resists at the ends', () => {
    expect(clampPage(-1, 5)).toBe(0);
    expect(clampPage(9, 5)).toBe(4);
    expect(clampPage(2, 0)).toBe(0);
    expect(dragWithResistance(90, 0, 5, false)).toBe(30);
    expect(dragWithResistance(-90, 0, 5, false)).toBe(-90);
    expect(dragWithResistance(-90, 0, 5, true)).toBe(-30);
  });
});

describe('page size', () => {
  it('matches the contracts (350×500)', async () => {
    const { CATALOGUE_PAGE: fromContracts } = await import('@qadhya/contracts');
    const { CATALOGUE_PAGE } = await import('./flip.ts');
    expect(CATALOGUE_PAGE).toEqual({ width: fromContracts.width, height: fromContracts.height });
  });
});
