import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** The rules the app is held to: WCAG 2.0, 2.1 and 2.2, levels A and AA (docs/accessibility.md). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Waits for the screen's finite CSS animations and transitions (an entrance fade, a sheet sliding
 * in) to end: measured halfway, a fading text has a contrast it never keeps. Endless ones (spinners)
 * are not waited for.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
}

/**
 * Runs axe-core (@axe-core/playwright) on the page as it is now and returns the violations, each
 * with the selectors of the nodes concerned; `exclude`: selectors of parts another test checks.
 * The script goes in through the DevTools protocol (page.evaluate), so the app's
 * Content-Security-Policy needs no exception.
 */
export async function axeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<AxeViolation[]> {
  await animationsSettled(page);
  // Only the violations are gathered in full: passes and the rest cost time and are not read. The
  // options first: options() replaces them all, the tags included.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(AXE_TAGS);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const result = await builder.analyze();
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? null,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
}

async function blockingNow(page: Page, options: { exclude?: string[] }): Promise<string[]> {
  return (await axeViolations(page, options))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.targets.slice(0, 4).join(' | ')}`);
}

/**
 * The serious and critical violations only (what the suite fails on), as "rule: selectors" lines.
 * A violation found is measured again once the page has painted two more frames and its
 * animations have settled: what a screen keeps fails, a state caught between two paints (a
 * transition starting as the first measure ran) does not.
 */
export async function blockingViolations(page: Page, options: { exclude?: string[] } = {}): Promise<string[]> {
  const first = await blockingNow(page, options);
  if (first.length === 0) return first;
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  const second = await blockingNow(page, options);
  return first.filter((line) => second.includes(line));
}

/** Fails the test on any violation on the page as it is now (axeViolations), naming `label`. */
export async function expectNoViolations(page: Page, label: string): Promise<void> {
  expect(await axeViolations(page), `axe-core violations on ${label}`).toEqual([]);
}

/** Fails the test on a serious or critical violation (blockingViolations), naming `label`. */
export async function expectNoBlockingViolations(page: Page, label: string): Promise<void> {
  expect(await blockingViolations(page), `axe-core violations on ${label}`).toEqual([]);
}
