import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { blockingViolations } from './axe.ts';

/**
 * Pauses the page's (Playwright) clock a moment from now. pauseAt refuses an instant the page has
 * already passed: on a loaded machine the first 200 ms may be gone before the call lands, so a
 * refused instant is tried again a little further on (docs/testing.md#browser-clock).
 */
export async function pauseClockSoon(page: Page): Promise<void> {
  for (let ahead = 200; ; ahead += 300) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + ahead);
      return;
    } catch (error) {
      if (ahead > 3000) throw error;
    }
  }
}

/**
 * No blocking axe-core violation on a page whose clock is paused. axe waits on setTimeout, which the
 * paused clock holds: the page's clock runs while axe does (a game goes on meanwhile), then is
 * paused again (docs/testing.md#browser-clock).
 */
export async function expectAccessiblePaused(page: Page, label: string): Promise<void> {
  await page.clock.resume();
  const violations = await blockingViolations(page);
  await pauseClockSoon(page);
  expect(violations, label).toEqual([]);
}
