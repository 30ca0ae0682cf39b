/** Pure helpers of the flipbook: page steps, swipes in both reading directions, pages to load. */

/**
 * The flipbook's page size (docs/catalogues.md#catalogue-viewer), as in @qadhya/contracts' CATALOGUE_PAGE; copied so that
 * the flipbook chunk does not pull zod in with the contracts' runtime code.
 */
export const CATALOGUE_PAGE = { width: 350, height: 500 } as const;

/** A swipe turns the page past this share of the page width (or a fast flick). */
export const SWIPE_RATIO = 0.18;
export const FLICK_PX_PER_MS = 0.45;

/**
 * Page step of a horizontal swipe: +1 next, -1 previous, 0 none. In French the book reads left
 * to right (swipe left = next); in Arabic right to left (swipe right = next).
 */
export function swipeStep(dx: number, width: number, durationMs: number, rtl: boolean): -1 | 0 | 1 {
  const far = Math.abs(dx) > width * SWIPE_RATIO;
  const flick = Math.abs(dx) > 24 && Math.abs(dx) / Math.max(durationMs, 1) > FLICK_PX_PER_MS;
  if (!far && !flick) return 0;
  const towardNext = rtl ? dx > 0 : dx < 0;
  return towardNext ? 1 : -1;
}

/** Keyboard: ArrowRight is next in French, previous in Arabic. */
export function keyStep(key: string, rtl: boolean): -1 | 0 | 1 {
  if (key === 'ArrowRight') return rtl ? -1 : 1;
  if (key === 'ArrowLeft') return rtl ? 1 : -1;
  if (key === 'PageDown') return 1;
  if (key === 'PageUp') return -1;
  return 0;
}

/**
 * The page a key leads to from `index` (0-based), or null for a key the flipbook leaves alone:
 * the arrows follow the reading direction (ArrowRight is the next page in French, the previous
 * one in Arabic), Page Down / Page Up are next / previous in both, Home / End the first / last.
 */
export function keyTarget(key: string, index: number, total: number, rtl: boolean): number | null {
  if (total <= 0) return null;
  if (key === 'Home') return 0;
  if (key === 'End') return total - 1;
  const step = keyStep(key, rtl);
  return step ? clampPage(index + step, total) : null;
}

export function clampPage(index: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), total - 1);
}

/** Pages to keep rendered (and so loaded): the current one and its neighbours. */
export function pagesToRender(index: number, total: number): number[] {
  return [index - 1, index, index + 1].filter((i) => i >= 0 && i < total);
}

/** Physical x offset of page `i` in page widths: next pages sit to the right (left in Arabic). */
export function pageOffset(i: number, index: number, rtl: boolean): number {
  return (i - index) * (rtl ? -1 : 1);
}

/** Resistance at the first and last page (drag that cannot turn a page moves a third). */
export function dragWithResistance(dx: number, index: number, total: number, rtl: boolean): number {
  const step = rtl ? (dx > 0 ? 1 : -1) : dx < 0 ? 1 : -1;
  const target = index + step;
  return target < 0 || target >= total ? dx / 3 : dx;
}
