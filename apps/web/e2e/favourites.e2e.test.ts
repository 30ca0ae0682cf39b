import type { FavouritesResponse, ProductPage } from '@qadhya/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiAs, signInContext, signUpViaApi, sessionStorageFor } from './helpers/accounts.ts';
import { phoneSession } from './helpers/phone-session.ts';
import { screenshot } from './helpers/screenshots.ts';

/**
 * Favourites, local first: toggled offline while signed in, shown by the wishlist offline, sent to
 * the server when the network returns; the favourites of an anonymous shopper merged at sign-in.
 */
const baseURL = inject('baseURL');
const phones = phoneSession(baseURL, { serviceWorkers: 'allow' });

async function favouritesOf(token: string): Promise<string[]> {
  const res = await apiAs(baseURL, token, 'GET', '/favorites');
  expect(res.status).toBe(200);
  return (res.body as FavouritesResponse).items.map((i) => i.sku).sort();
}

/** A client-side navigation (the router follows popstate): no reload, so it works offline. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function heartsOn(page: Page): Promise<number> {
  return page.locator('[data-testid="favourite-heart"][aria-pressed="true"]').count();
}

async function queuedOps(page: Page): Promise<number> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('favourites_queue') ?? '{"ops":[]}') as { ops: unknown[] }).ops.length);
}

async function waitForImages(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.images].every((i) => i.complete));
}

describe('favourites', () => {
  it('signed in: three hearts toggled offline show in the wishlist offline and reach the server once online', async () => {
    const account = await signUpViaApi(baseURL, { name: 'Amel', lastname: 'Ben Salah', password: 'Secret123!' });
    const context = await phones.open();
    await signInContext(context, account);
    const page = await context.newPage();
    // Load the wishlist screen once online (its code), then the product grid.
    await page.goto('/layout/wishlist');
    await page.getByTestId('wishlist-empty').waitFor();
    await navigate(page, '/layout/produits/all');
    const cards = page.getByTestId('products-grid').getByTestId('product-card');
    await cards.nth(3).waitFor();

    await context.setOffline(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    const skus: string[] = [];
    for (const i of [0, 1, 2]) {
      const card = cards.nth(i);
      skus.push((await card.getAttribute('data-sku'))!);
      await card.getByTestId('favourite-heart').click();
      expect(await card.getByTestId('favourite-heart').getAttribute('aria-pressed')).toBe('true');
    }
    // A fourth toggled on and off again: it must not reach the server.
    await cards.nth(3).getByTestId('favourite-heart').click();
    await cards.nth(3).getByTestId('favourite-heart').click();
    expect(await heartsOn(page)).toBe(3);
    expect(await queuedOps(page)).toBeGreaterThanOrEqual(3);

    // The wishlist works offline from the local snapshots; the changes are marked local-only.
    await navigate(page, '/layout/wishlist');
    const rows = page.getByTestId('wishlist-item');
    await rows.first().waitFor();
    expect((await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-sku')))).sort()).toEqual([...skus].sort());
    expect(await page.getByTestId('wishlist-local-only').count()).toBe(3);
    expect(await favouritesOf(account.token)).toEqual([]);

    // Back online: the queue drains, the server holds exactly those three.
    await context.setOffline(false);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="wishlist-local-only"]').length === 0);
    expect(await queuedOps(page)).toBe(0);
    expect(await favouritesOf(account.token)).toEqual([...skus].sort());
    expect(await rows.count()).toBe(3);
    await waitForImages(page);
    await screenshot(page, 'fr-wishlist');

    // Remove one from the wishlist: gone here and on the server.
    await rows.first().getByTestId('wishlist-remove').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="wishlist-item"]').length === 2);
    await expect.poll(() => favouritesOf(account.token)).toHaveLength(2);
  });

  it('anonymous: two favourites are merged into the account at sign-in (none lost, none duplicated)', async () => {
    const account = await signUpViaApi(baseURL, { name: 'Sami', lastname: 'Trabelsi', password: 'Secret123!' });
    const products = (await (await fetch(`${baseURL}/api/v1/products?pageSize=30`)).json()) as ProductPage;
    const context = await phones.open();
    const page = await context.newPage();
    await page.goto('/layout/produits/all');
    const cards = page.getByTestId('products-grid').getByTestId('product-card');
    await cards.nth(1).waitFor();
    const skus = [(await cards.nth(0).getAttribute('data-sku'))!, (await cards.nth(1).getAttribute('data-sku'))!];
    await cards.nth(0).getByTestId('favourite-heart').click();
    await cards.nth(1).getByTestId('favourite-heart').click();
    expect(await heartsOn(page)).toBe(2);
    expect(await queuedOps(page)).toBe(0);

    // The account already holds one of them and another product.
    const other = products.items.find((p) => !skus.includes(p.sku))!.sku;
    expect((await apiAs(baseURL, account.token, 'POST', `/favorites/${skus[0]}`)).status).toBeLessThan(300);
    expect((await apiAs(baseURL, account.token, 'POST', `/favorites/${other}`)).status).toBeLessThan(300);

    // Sign in (the session a sign-in stores), then the app starts again.
    await page.evaluate((values) => {
      for (const [k, v] of Object.entries(values)) localStorage.setItem(k, v);
    }, sessionStorageFor(account));
    await page.goto('/layout/wishlist');
    const expected = [...skus, other].sort();
    await expect.poll(() => favouritesOf(account.token)).toEqual(expected);
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="wishlist-item"]').length === n, expected.length);
    const shown = await page.getByTestId('wishlist-item').evaluateAll((els) => els.map((el) => el.getAttribute('data-sku')));
    expect([...shown].sort()).toEqual(expected);
    // The account-only product got its snapshot (name, price) from the server.
    await page.locator(`[data-testid="wishlist-item"][data-sku="${other}"] [dir="ltr"]`).first().waitFor();
    expect(await queuedOps(page)).toBe(0);
  });

  it('shows the wishlist in Arabic and the empty state in French', async () => {
    const products = (await (await fetch(`${baseURL}/api/v1/products?pageSize=30`)).json()) as ProductPage;
    const discounted = products.items.find((p) => p.remise > 0) ?? products.items[0]!;
    const picked = [discounted, ...products.items.filter((p) => p.sku !== discounted.sku).slice(0, 2)];
    const list = picked.map(({ id, sku, name, image, price, old_price, remise }) => ({
      id,
      sku,
      name,
      image,
      price,
      old_price,
      remise,
      is_favori: true,
    }));
    let context = await phones.open({ storage: { LANG: 'ar', wishlist_products: JSON.stringify(list) } });
    let page = await context.newPage();
    await page.goto('/layout/wishlist');
    await page.getByTestId('wishlist-item').nth(2).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.getByTestId('wishlist-remise').count()).toBeGreaterThan(0);
    await waitForImages(page);
    await screenshot(page, 'ar-wishlist');

    context = await phones.open();
    page = await context.newPage();
    await page.goto('/layout/wishlist');
    await page.getByTestId('wishlist-empty').waitFor();
    expect(await page.getByTestId('wishlist-empty').innerText()).toContain('Aucun favori pour le moment');
    await screenshot(page, 'fr-wishlist-empty');
  });
});
