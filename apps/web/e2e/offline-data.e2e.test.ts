import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { phoneSession } from './helpers/phone-session.ts';

/** Offline data (issue 6): what was seen online still shows offline, dated, from IndexedDB. */
const baseURL = inject('baseURL');
const phones = phoneSession(baseURL, { serviceWorkers: 'allow' });

/** A client-side navigation (no reload): the router follows history changes. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/** Number of rows in a store of one of the app's IndexedDB databases. */
async function countRows(page: Page, db: string, store: string): Promise<number> {
  return page.evaluate(
    ([name, table]) =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open(name!);
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const conn = open.result;
          if (!conn.objectStoreNames.contains(table!)) {
            conn.close();
            resolve(0);
            return;
          }
          const req = conn.transaction(table!, 'readonly').objectStore(table!).count();
          req.onsuccess = () => {
            conn.close();
            resolve(req.result);
          };
          req.onerror = () => resolve(0);
        };
      }),
    [db, store],
  );
}

const cards = (page: Page) => page.getByTestId('catalog-products').getByTestId('product-card');

describe('offline data', () => {
  it('the catalogue grid, a product and the last-chance list still show offline, dated', async () => {
    const context = await phones.open();
    const page = await context.newPage();
    await page.clock.install();

    // Online: the catalogue grid, one product, the last-chance list.
    await page.goto('/layout/catalogs');
    await cards(page).first().waitFor();
    const links = await page
      .getByTestId('catalog-products')
      .locator('a[href*="/detail-produit/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(links.length).toBeGreaterThan(1);
    const [seen, other] = [links[0]!, links.find((l) => l !== links[0])!];
    await navigate(page, seen);
    await page.getByTestId('product-detail').waitFor();
    await navigate(page, '/layout/last-chance/products');
    await page.getByTestId('last-chance-item').first().waitFor();
    expect(await page.getByTestId('offline-notice').count()).toBe(0);

    // The answers are saved in the background once the page has settled (docs/favourites-offline.md#offline-data):
    // the page's clock passes the settle time (5 s after the load, then an idle moment).
    await page.clock.runFor(6_000);
    await expect.poll(() => countRows(page, 'catalogDB', 'productPages')).toBeGreaterThan(0);
    await expect.poll(() => countRows(page, 'ProductsDB', 'lastChances')).toBeGreaterThan(0);
    await expect.poll(() => countRows(page, 'ProductsDB', 'products')).toBeGreaterThan(1);

    await context.setOffline(true);

    await navigate(page, '/layout/catalogs');
    await cards(page).first().waitFor();
    await page.getByTestId('offline-notice').first().waitFor();
    expect(await page.getByTestId('offline-notice').first().innerText()).toMatch(
      /^Hors ligne — données du \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    );

    // A product never opened, saved with its catalogue page: read back from ProductsDB.
    const sku = other.split('/').pop()!;
    await navigate(page, other);
    await expect.poll(() => page.getByTestId('product-detail').getAttribute('data-sku')).toBe(decodeURIComponent(sku));
    await page.getByTestId('offline-notice').waitFor();

    await navigate(page, seen);
    await page.getByTestId('product-detail').waitFor();
    await page.getByTestId('offline-notice').waitFor();

    await navigate(page, '/layout/last-chance/products');
    await page.getByTestId('last-chance-item').first().waitFor();
    await page.getByTestId('offline-notice').waitFor();
    // Data from the device: no 'Erreur de chargement' toast on top of it (the offline banner says it all).
    expect(await page.getByTestId('toast').count()).toBe(0);

    await context.setOffline(false);
  });
});
