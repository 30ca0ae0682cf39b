import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../../../artifacts/screenshots');

/** Saves a PNG of the viewport to artifacts/screenshots/<name>.png (git-ignored) and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: file, animations: 'disabled' });
  return file;
}
