/**
 * The page's Content Security Policy in a real browser (issue 12, item 3): the app runs under it
 * (every e2e file fails on a violation, helpers/network-guard.ts), and it really refuses what an
 * injected script would do: run inline code, load a script from elsewhere, be framed.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPhone, launchBrowser } from './helpers/browser.ts';

const baseURL = inject('baseURL');

describe('content security policy', () => {
  it('refuses an injected inline script and reports it, while the app itself runs without a violation', async () => {
    const browser = await launchBrowser();
    try {
      const { context, guard } = await newPhone(browser, baseURL);
      const page: Page = await context.newPage();
      const res = await page.goto('/layout');
      expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      await page.getByTestId('home-greeting').waitFor();
      // The boot script (inline, allowed by its hash) did run: the pre-JS shell styles exist.
      expect(await page.locator('style#boot-shell-css').count()).toBe(1);
      expect(guard.blocked).toEqual([]);

      await page.evaluate(() => {
        const s = document.createElement('script');
        s.textContent = 'window.__pwned = true;';
        document.head.append(s);
        const img = document.createElement('img');
        img.src = 'https://evil.example/steal.png';
        document.body.append(img);
      });
      expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
      await expect.poll(() => guard.blocked.filter((u) => u.startsWith('csp://')).length).toBeGreaterThanOrEqual(2);
      const reported = guard.blocked.map((u) => decodeURIComponent(u)).join('\n');
      expect(reported).toContain('script-src');
      expect(reported).toContain('img-src');
      await context.close();
    } finally {
      await browser.close();
    }
  });

  it('cannot be framed by another page', async () => {
    const browser = await launchBrowser();
    try {
      const { context, guard } = await newPhone(browser, baseURL);
      const page = await context.newPage();
      // A page of another origin (localhost: this machine too) framing the app.
      const other = baseURL.replace('127.0.0.1', 'localhost');
      await page.goto(`${other}/api/health`);
      await page.setContent(`<iframe id="f" src="${baseURL}/layout" width="300" height="300"></iframe>`);
      // Chromium shows its error page instead: the app never loads in the frame.
      await expect.poll(() => page.frames()[1]?.url() ?? '').toMatch(/^chrome-error:/);
      expect(await page.frameLocator('#f').getByTestId('home-greeting').count()).toBe(0);
      expect(guard.blocked.filter((u) => !u.startsWith('csp://'))).toEqual([]);
      await context.close();
    } finally {
      await browser.close();
    }
  });
});
