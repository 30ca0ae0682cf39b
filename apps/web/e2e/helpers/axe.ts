import axe from 'axe-core';
import type { AxeResults, RunOptions } from 'axe-core';
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

/** What the page's axe-core is asked for: the app's rules, and only the violations in full. */
const RUN_OPTIONS: RunOptions = { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] };

/**
 * Runs axe-core on the page as it is now and returns the violations, each with the selectors of the
 * nodes concerned; `exclude`: selectors of parts another test checks. axe-core goes into the page
 * once per document, through the DevTools protocol (page.evaluate: the app's Content-Security-Policy
 * needs no exception), and runs there with `axe.run`. @axe-core/playwright did the same with two
 * injections of its 550 KB script per call and a new page for each result: twice the time, for the
 * same rules on the same document (the app has no frames). docs/testing.md#accessibility-runs
 */
export async function axeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<AxeViolation[]> {
  await animationsSettled(page);
  const present = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!present) await page.evaluate(axe.source);
  const result = await page.evaluate(
    ({ exclude, runOptions }) =>
      (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }).axe.run(
        { include: [], exclude },
        runOptions,
      ),
    { exclude: options.exclude ?? [], runOptions: RUN_OPTIONS },
  );
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
