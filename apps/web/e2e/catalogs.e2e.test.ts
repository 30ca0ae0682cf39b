import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { phoneSession } from './helpers/phone-session.ts';
import { screenshot } from './helpers/screenshots.ts';
import { animationsDone, imagesLoaded } from './helpers/settled.ts';

/**
 * Catalogues, flipbook and home (issue 3). The server runs with APP_NOW=2026-11-24T13:30, a
 * Tuesday after 12:59: last week = 11→17 Nov (week 46), current = 18→24 Nov (47), and next
 * week's catalogue (25 Nov → 1 Dec, week 48) is listed.
 */
const baseURL = inject('baseURL');

const phones = phoneSession(baseURL);

async function phone(storage: Record<string, string> = {}, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await phones.open({ storage, ...(viewport ? { viewport } : {}) });
  return context.newPage();
}

const tab = (page: Page, id: 'lastWeek' | 'currentWeek' | 'nextWeek') => page.getByTestId(`catalog-tab-${id}`);
const grid = (page: Page) => page.getByTestId('catalog-products');
const cards = (page: Page) => grid(page).getByTestId('product-card');

async function openCatalogs(page: Page): Promise<void> {
  await page.goto('/layout/catalogs');
  await page.getByTestId('cover-card').first().waitFor();
  await cards(page).first().waitFor();
}

/** Visible "Page X / N" → [X, N]. */
async function pageCounter(page: Page): Promise<[number, number]> {
  const text = (await page.getByTestId('page-counter').innerText()).replace(/[\u2066-\u2069]/g, '');
  const m = /(\d+)\s*\/\s*(\d+)/.exec(text);
  if (!m) throw new Error(`no counter in "${text}"`);
  return [Number(m[1]), Number(m[2])];
}

describe('catalogs', () => {
  it('shows the three tabs, En cours by default, and the current catalogue with its products', async () => {
    const page = await phone();
    await openCatalogs(page);
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Semaine dernière', 'En cours', 'Semaine prochaine']);
    expect(await tab(page, 'currentWeek').getAttribute('aria-selected')).toBe('true');
    // At 390 px: one cover, the selected tab's list only.
    expect(await page.getByTestId('cover-card').count()).toBe(1);
    expect(await page.getByTestId('cover-week').innerText()).toBe('Semaine du 18/11/2026 au 24/11/2026');
    expect(await page.getByTestId('browse-catalogue').innerText()).toContain('Feuilleter le catalogue');
    expect(await page.getByTestId('browse-catalogue').getAttribute('href')).toBe('/layout/catalog-view/47/26');
    // Card: image (lazy, sized), discount, name, old price struck, price, heart.
    const card = cards(page).first();
    const img = card.locator('img');
    expect(await img.getAttribute('width')).toBeTruthy();
    expect(await img.getAttribute('height')).toBeTruthy();
    expect(await cards(page).nth(6).locator('img').getAttribute('loading')).toBe('lazy');
    expect(await card.getByTestId('discount-badge').innerText()).toMatch(/^-\d+%$/);
    expect(await card.locator('[data-old]').evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('line-through');
    expect(await card.getByTestId('favourite-heart').getAttribute('aria-pressed')).toBe('false');
    await screenshot(page, 'fr-catalogs-current');
  });

  it("shows next week's cover on Tuesday 13:30 and selecting a tab changes the grid", async () => {
    const page = await phone();
    await openCatalogs(page);
    const currentId = await grid(page).getAttribute('data-catalogue');
    const currentFirst = await cards(page).first().getAttribute('data-sku');

    await tab(page, 'nextWeek').click();
    expect(await tab(page, 'nextWeek').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.getByTestId('cover-week').innerText()).toBe('Semaine du 25/11/2026 au 01/12/2026');
    expect(await page.getByTestId('cover-card').locator('img').getAttribute('src')).toMatch(/\/api\/v1\/media\/catalogues\/\d+\/cover\//);
    await expect.poll(() => grid(page).getAttribute('data-catalogue')).not.toBe(currentId);
    await cards(page).first().waitFor();
    expect(await cards(page).first().getAttribute('data-sku')).not.toBe(currentFirst);
    await screenshot(page, 'fr-catalogs-next-week');

    await tab(page, 'lastWeek').click();
    await expect.poll(() => page.getByTestId('cover-week').innerText()).toBe('Semaine du 11/11/2026 au 17/11/2026');
    await expect.poll(() => grid(page).getAttribute('data-catalogue')).not.toBe(currentId);
  });

  it('loads more products as the grid scrolls (infinite scroll)', async () => {
    const page = await phone();
    await openCatalogs(page);
    await tab(page, 'nextWeek').click();
    await expect.poll(() => page.getByTestId('cover-week').innerText()).toContain('25/11/2026');
    await cards(page).first().waitFor();
    const first = await cards(page).count();
    expect(first).toBeLessThanOrEqual(24);
    // Scrolled until the next page is in: each try scrolls on, then counts.
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 3000);
          return cards(page).count();
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThan(first);
  });

  it('toggles a heart locally (wishlist_products)', async () => {
    const page = await phone();
    await openCatalogs(page);
    const heart = cards(page).first().getByTestId('favourite-heart');
    const sku = await cards(page).first().getAttribute('data-sku');
    await heart.click();
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    expect(page.url()).toContain('/layout/catalogs'); // the heart does not open the card
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('wishlist_products') ?? '[]') as { sku: string }[]);
    expect(stored.map((p) => p.sku)).toEqual([sku]);
    await heart.click();
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
  });

  it('shows three covers on wider screens, the tab mapping to index 0, 1, 2', async () => {
    const page = await phone({}, { width: 800, height: 900 });
    await openCatalogs(page);
    expect(await page.getByTestId('cover-card').count()).toBe(3);
    const slides = page.getByTestId('covers').locator(':scope > div');
    expect(await slides.nth(1).getAttribute('data-selected')).not.toBeNull();
    await tab(page, 'nextWeek').click();
    await expect.poll(() => slides.nth(2).getAttribute('data-selected')).not.toBeNull();
    expect(await slides.nth(1).getAttribute('data-selected')).toBeNull();
  });

  it('in Arabic: right to left tabs and covers', async () => {
    const page = await phone({ LANG: 'ar' });
    await openCatalogs(page);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['الأسبوع الماضي', 'الحالي', 'الأسبوع القادم']);
    const first = await tab(page, 'lastWeek').boundingBox();
    const last = await tab(page, 'nextWeek').boundingBox();
    expect(first!.x).toBeGreaterThan(last!.x);
    await screenshot(page, 'ar-catalogs-current');
    await tab(page, 'nextWeek').click();
    await expect.poll(() => page.getByTestId('cover-week').innerText()).toContain('25/11/2026');
    await screenshot(page, 'ar-catalogs-next-week');
  });
});

describe('catalogue viewer', () => {
  it("'Feuilleter le catalogue' opens the flipbook; flipping to page 3 shows 'Page 3 / N'", async () => {
    const page = await phone();
    await openCatalogs(page);
    await page.getByTestId('browse-catalogue').click();
    await page.waitForURL('**/layout/catalog-view/47/26');
    await page.getByTestId('flipbook-page').waitFor();
    const [one, total] = await pageCounter(page);
    expect(one).toBe(1);
    expect(total).toBeGreaterThanOrEqual(3);
    expect(await page.getByTestId('flip-prev').isDisabled()).toBe(true);
    await page.getByTestId('flip-next').click();
    await page.getByTestId('flip-next').click();
    await expect.poll(() => page.getByTestId('page-counter').innerText()).toBe(`Page 3 / ${total}`);
    await page.waitForURL('**/layout/catalog-view/47/26?page=3');
    expect(await page.getByTestId('flipbook-page').getAttribute('data-page')).toBe('3');
    // Pages load on demand: only the current page and its neighbours are in the document.
    expect(await page.getByTestId('flipbook').locator('img').count()).toBe(3);
    await animationsDone(page);
    await screenshot(page, 'fr-catalog-view');
    // The text list for screen readers and slow connections.
    const list = page.getByTestId('catalog-all-products');
    expect(await list.getByRole('link').count()).toBeGreaterThan(10);
  });

  it('swipes: left goes forward, right goes back', async () => {
    const page = await phone();
    await page.goto('/layout/catalog-view/48/26');
    await page.getByTestId('flipbook-page').waitFor();
    const box = (await page.getByTestId('flipbook').boundingBox())!;
    const y = box.y + 40; // the header band of the page, no product zone
    const swipe = async (from: number, to: number) => {
      await page.mouse.move(from, y);
      await page.mouse.down();
      await page.mouse.move(to, y, { steps: 10 });
      await page.mouse.up();
      await animationsDone(page); // the page turn
    };
    const at = async () => (await pageCounter(page))[0];
    await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2);
    await expect.poll(at).toBe(2);
    await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2);
    await expect.poll(at).toBe(3);
    await swipe(box.x + box.width * 0.2, box.x + box.width * 0.8);
    await expect.poll(at).toBe(2);
    expect(page.url()).toContain('/layout/catalog-view/48/26'); // a swipe opens no product
  });

  it('tapping a product zone opens its detail route', async () => {
    const page = await phone();
    await page.goto('/layout/catalog-view/47/26?page=2');
    await page.getByTestId('flipbook-page').waitFor();
    expect((await pageCounter(page))[0]).toBe(2);
    const zone = page.getByTestId('flipbook-page').getByTestId('page-zone').first();
    const sku = await zone.getAttribute('data-sku');
    const name = await zone.getAttribute('aria-label');
    expect(name).toBeTruthy();
    expect(await page.getByRole('button', { name: name! }).count()).toBeGreaterThan(0);
    await zone.click();
    await page.waitForURL(`**/detail-produit/${sku}`);
  });

  it('in Arabic the book reads right to left: next is on the left', async () => {
    const page = await phone({ LANG: 'ar' });
    await page.goto('/layout/catalog-view/48/26');
    await page.getByTestId('flipbook-page').waitFor();
    const prev = (await page.getByTestId('flip-prev').boundingBox())!;
    const next = (await page.getByTestId('flip-next').boundingBox())!;
    expect(next.x).toBeLessThan(prev.x);
    await page.getByTestId('flip-next').click();
    await page.getByTestId('flip-next').click();
    await expect.poll(async () => (await pageCounter(page))[0]).toBe(3);
    // Swiping right (toward the next page in Arabic) turns forward.
    const box = (await page.getByTestId('flipbook').boundingBox())!;
    const y = box.y + 40;
    await page.mouse.move(box.x + box.width * 0.2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.8, y, { steps: 10 });
    await page.mouse.up();
    await expect.poll(async () => (await pageCounter(page))[0]).toBe(4);
    await animationsDone(page);
    await screenshot(page, 'ar-catalog-view');
  });

  it('uses the cached pages when the images call fails', async () => {
    const page = await phone();
    await page.goto('/layout/catalog-view/47/26');
    await page.getByTestId('flipbook-page').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('catalogLastSync'))).toMatch(/^\d+$/);
    // Make the cache stale, then fail the call: the cached pages are still shown.
    await page.evaluate(() => {
      const key = 'catalogImages:26-47';
      const entry = JSON.parse(localStorage.getItem(key)!) as { savedAt: number };
      entry.savedAt -= 25 * 3600 * 1000;
      localStorage.setItem(key, JSON.stringify(entry));
    });
    await page.context().route('**/api/v1/catalogues/images**', (route) => route.abort('failed'));
    await page.reload();
    await page.getByTestId('flipbook-page').waitFor();
    expect((await pageCounter(page))[1]).toBeGreaterThan(1);
  });
});

describe('home', () => {
  it("shows today's promos strip and the current catalogue's cover", async () => {
    const page = await phone();
    await page.goto('/layout');
    const strip = page.getByTestId('home-promos');
    await strip.getByTestId('product-card').first().waitFor();
    const count = await strip.getByTestId('product-card').count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(10);
    await page.getByTestId('home-catalogue').waitFor();
    expect(await page.getByTestId('home-catalogue-week').innerText()).toBe('Semaine du 18/11/2026 au 24/11/2026');
    expect(await page.getByTestId('home-browse').getAttribute('href')).toBe('/layout/catalog-view/47/26');
    expect(await page.getByTestId('home-catalogue').locator('img').getAttribute('src')).toMatch(/cover/);
    await screenshot(page, 'fr-home-promos');

    const first = strip.getByTestId('product-card').first();
    const sku = await first.getAttribute('data-sku');
    await first.getByRole('link').click();
    await page.waitForURL('**/layout/detail-produit');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('produit') ?? 'null') as { sku: string } | null);
    expect(stored?.sku).toBe(sku);
  });

  it('in Arabic', async () => {
    const page = await phone({ LANG: 'ar' });
    await page.goto('/layout');
    await page.getByTestId('home-promos').getByTestId('product-card').first().waitFor();
    await page.getByTestId('home-catalogue').waitFor();
    await imagesLoaded(page);
    await animationsDone(page);
    await screenshot(page, 'ar-home-promos');
    await page.getByTestId('home-browse').click();
    await page.waitForURL('**/layout/catalog-view/47/26');
    await page.getByTestId('flipbook-page').waitFor();
  });
});
