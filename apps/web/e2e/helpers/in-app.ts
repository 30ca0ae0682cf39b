import type { Page } from 'playwright-core';

/** A client-side navigation (no reload), as a tap on a link does: the app's router follows history changes. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}
