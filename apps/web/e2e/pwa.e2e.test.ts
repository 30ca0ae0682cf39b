import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { phoneSession } from './helpers/phone-session.ts';
import { screenshot } from './helpers/screenshots.ts';
import { networkQuiet } from './helpers/settled.ts';

const baseURL = inject('baseURL');
const phones = phoneSession(baseURL, { serviceWorkers: 'allow' });

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** Waits until a service worker is active, then reloads so that it controls the page. */
async function controlledBySw(page: Page): Promise<void> {
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${baseURL}/`);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

async function aProductSku(page: Page): Promise<string> {
  const res = await page.request.get('/api/v1/products?pageSize=5');
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { items: { sku: string }[] };
  expect(body.items.length).toBeGreaterThan(0);
  return body.items[0]!.sku;
}

describe('installable app and offline service worker', () => {
  it('links a valid manifest (Qadhya, standalone, fr) whose icons are served', async () => {
    const context = await phones.open();
    const page = await context.newPage();
    await page.goto('/layout');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const res = await page.request.get(href!);
    expect(res.ok()).toBe(true);
    const manifest = (await res.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Qadhya',
      short_name: 'Qadhya',
      lang: 'fr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#e30613',
    });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const file = await page.request.get(icon.src);
      expect(file.ok(), icon.src).toBe(true);
      expect(file.headers()['content-type']).toBe('image/png');
      expect((await file.body()).subarray(1, 4).toString()).toBe('PNG');
    }
    // The worker script is never cached long: a new deployment is seen at the next visit.
    const sw = await page.request.get('/sw.js');
    expect(sw.ok()).toBe(true);
    expect(sw.headers()['cache-control']).toBe('no-cache');
  });

  it('registers a service worker that controls the page after a reload', async () => {
    const context = await phones.open();
    const page = await context.newPage();
    await page.goto('/layout');
    await page.getByTestId('home-greeting').waitFor();
    await controlledBySw(page);
    const state = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return { script: reg?.active?.scriptURL, cached: await caches.keys() };
    });
    expect(state.script).toBe(`${baseURL}/sw.js`);
    expect(state.cached.some((name) => name.startsWith('workbox-precache'))).toBe(true);
    await page.getByTestId('home-greeting').waitFor();
  });

  it('offline, reloading catalogs, a product and last chance shows them from the caches, with the offline banner', async () => {
    const context = await phones.open();
    const page = await context.newPage();
    const sku = await aProductSku(page);
    await page.goto('/layout');
    await controlledBySw(page);

    // Online: the shopper sees the three pages (the service worker keeps their answers).
    const visits: { path: string; key: () => Locator; shot: string }[] = [
      { path: '/layout/catalogs', key: () => page.getByTestId('cover-card').first(), shot: 'fr-offline-catalogs' },
      { path: `/detail-produit/${sku}`, key: () => page.getByTestId('detail-name'), shot: 'fr-offline-product' },
      {
        path: '/layout/last-chance/products',
        key: () => page.getByTestId('last-chance-item').first(),
        shot: 'fr-offline-last-chance',
      },
    ];
    const seen: string[] = [];
    for (const visit of visits) {
      await page.goto(visit.path);
      await visit.key().waitFor();
      await networkQuiet(page);
      seen.push(await visit.key().innerText());
    }

    // Offline: each page reloads with its content and the offline banner.
    await context.setOffline(true);
    for (const [i, visit] of visits.entries()) {
      await page.goto(visit.path);
      await page.reload();
      await visit.key().waitFor();
      // A card's text counts once it is drawn: the cards skip their content (content-visibility: auto)
      // until the frame after they are added decides they are on screen.
      await expect.poll(() => visit.key().innerText()).toBe(seen[i]);
      await page.getByTestId('offline-banner').waitFor();
      await networkQuiet(page);
      await screenshot(page, visit.shot);
    }
    await context.setOffline(false);
  });
});
