import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../../../artifacts/screenshots');

/**
 * Whether screenshots are written: always on a developer's machine (they are looked at), off in CI
 * (CI=true), where nobody reads them and 400 PNGs of a 2× phone cost minutes; E2E_SCREENSHOTS=1
 * turns them back on there, E2E_SCREENSHOTS=0 off anywhere (docs/testing.md#browser-files).
 */
const SCREENSHOTS_ON = process.env.E2E_SCREENSHOTS ? process.env.E2E_SCREENSHOTS === '1' : process.env.CI !== 'true';

/** Saves a PNG of the viewport to artifacts/screenshots/<name>.png (git-ignored) and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  if (!SCREENSHOTS_ON) return path.join(SCREENSHOT_DIR, `${name}.png`);
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: file, animations: 'disabled' });
  return file;
}
