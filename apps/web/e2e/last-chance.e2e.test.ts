import type { LastChanceCategories, LastChancePage, StoresResponse } from '@qadhya/contracts';
import { moneyFigures, withoutIsolates } from '@qadhya/domain';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { priceText } from '../src/components/ui/price-text.ts';
import { phoneSession } from './helpers/phone-session.ts';
import { screenshot } from './helpers/screenshots.ts';
import { apiGetter } from './helpers/api-get.ts';

/** Last chance (issue 4): list, tag search, tabs, store chooser, detail-lastchance, home strip. */
const baseURL = inject('baseURL');

const phones = phoneSession(baseURL);

async function phone(lang: 'fr' | 'ar' = 'fr', local: Record<string, string> = {}): Promise<Page> {
  const context = await phones.open({ storage: { ...local, ...(lang === 'ar' ? { LANG: 'ar' } : {}) } });
  return context.newPage();
}

const apiGet = apiGetter(baseURL);

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

async function waitForImages(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.images].filter((i) => i.loading !== 'lazy').every((i) => i.complete));
}

/** The server's total shown above the grid, once the answer for the current filters is in. */
async function shownTotal(page: Page): Promise<number> {
  const count = page.getByTestId('last-chance-count');
  await count.waitFor();
  return Number(await count.getAttribute('data-total'));
}

async function waitForTotal(page: Page, expected: number): Promise<void> {
  await page.waitForFunction(
    (n) => document.querySelector('[data-testid="last-chance-count"]')?.getAttribute('data-total') === String(n),
    expected,
  );
}

/** Two words of one seeded offer's name such that both together match fewer offers than the first alone. */
async function pickTwoTags(): Promise<{ first: string; second: string; firstTotal: number; bothTotal: number }> {
  const all = await apiGet<LastChancePage>('/last-chance?distinct=true&pageSize=100');
  for (const item of all.items) {
    const words = [...new Set(item.name.split(/[\s,'’()/-]+/).filter((w) => /^\p{L}{3,}$/u.test(w)))];
    for (const first of words) {
      const firstTotal = (await apiGet<LastChancePage>(`/last-chance?distinct=true&pageSize=1&q=${encodeURIComponent(first)}`)).total;
      if (firstTotal < 3) continue;
      for (const second of words) {
        if (second === first) continue;
        const bothTotal = (
          await apiGet<LastChancePage>(`/last-chance?distinct=true&pageSize=1&q=${encodeURIComponent(`${first},${second}`)}`)
        ).total;
        if (bothTotal > 0 && bothTotal < firstTotal) return { first, second, firstTotal, bothTotal };
      }
    }
  }
  throw new Error('no seeded offer name with two narrowing words');
}

async function addTag(page: Page, text: string): Promise<void> {
  const box = page.getByTestId('last-chance-search');
  await box.fill(text);
  await box.press('Enter');
}

describe('last chance list', () => {
  it('search with two tags keeps only names containing both', async () => {
    const { first, second, firstTotal, bothTotal } = await pickTwoTags();
    const page = await phone();
    await page.goto('/layout/last-chance/products');
    await page.getByTestId('last-chance-item').first().waitFor();
    const all = await shownTotal(page);

    await addTag(page, `  ${first.toUpperCase()}  `);
    await waitForTotal(page, firstTotal);
    // A duplicate (other case) and an empty text add nothing.
    await addTag(page, first.toLowerCase());
    await addTag(page, '   ');
    expect(await page.getByTestId('last-chance-tag').count()).toBe(1);

    await addTag(page, second);
    await waitForTotal(page, bothTotal);
    expect(bothTotal).toBeLessThan(firstTotal);
    expect(firstTotal).toBeLessThan(all);
    expect(await page.getByTestId('last-chance-tag').allInnerTexts()).toEqual([first.toUpperCase(), second]);
    const names = await page.locator('[data-testid="last-chance-item"] a').allInnerTexts();
    expect(names.length).toBe(Math.min(bothTotal, 24));
    for (const name of names) {
      expect(fold(name)).toContain(fold(first));
      expect(fold(name)).toContain(fold(second));
    }
    await waitForImages(page);
    await screenshot(page, 'last-chance-search-fr');

    // Removing a chip widens the search again.
    await page.getByTestId('last-chance-remove-tag').last().click();
    await waitForTotal(page, firstTotal);
  });

  it('the header search icon leads to search mode (/last-chance/search) with the box focused', async () => {
    const page = await phone();
    await page.goto('/layout/last-chance/products');
    await page.getByTestId('header-search').click();
    await page.waitForURL('**/last-chance/search');
    await page.locator('[data-testid="last-chance-page"][data-mode="search"]').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('last-chance-search');
    await page.goto('/layout/last-chance/search');
    await page.locator('[data-testid="last-chance-page"][data-mode="search"]').waitFor();
    await page.goto('/last-chance/search');
    await page.locator('[data-testid="last-chance-page"][data-mode="search"]').waitFor();
    await page.goto('/layout/last-chance/products');
    await page.locator('[data-testid="last-chance-page"][data-mode="products"]').waitFor();
  });

  it('category tabs filter the list and Tout shows all', async () => {
    const { categories } = await apiGet<LastChanceCategories>('/last-chance/categories');
    const category = [...categories].sort((a, b) => b.count - a.count)[0]!;
    const page = await phone();
    await page.goto('/layout/last-chance/products');
    const all = await shownTotal(page);
    const tabs = page.getByTestId('last-chance-tabs').getByRole('tab');
    expect(await tabs.first().innerText()).toBe('Tout');
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true');

    await page.getByTestId(`last-chance-tab-${category.CATEGORY_ID}`).click();
    await waitForTotal(page, category.count);
    expect(category.count).toBeLessThan(all);
    const shown = await page.getByTestId('last-chance-item').evaluateAll((els) => els.map((el) => el.getAttribute('data-category')));
    expect(shown.length).toBeGreaterThan(0);
    expect(new Set(shown)).toEqual(new Set([String(category.CATEGORY_ID)]));

    await tabs.first().click();
    await waitForTotal(page, all);
  });

  it('pages with infinite scroll', async () => {
    const page = await phone();
    await page.goto('/layout/last-chance/products');
    const total = await shownTotal(page);
    expect(total).toBeGreaterThan(24);
    await page.getByTestId('last-chance-item').nth(23).waitFor();
    expect(await page.getByTestId('last-chance-item').count()).toBe(24);
    await page.getByTestId('last-chance-item').nth(23).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await page.getByTestId('last-chance-item').nth(24).waitFor();
  });

  it('the floating button opens the store chooser; choosing a store changes its label and reloads the list', async () => {
    const { items } = await apiGet<LastChancePage>('/last-chance?pageSize=1');
    const code = items[0]!.MAGASIN;
    const stores = await apiGet<StoresResponse>('/stores');
    const store = stores.items.find((s) => s.magasin_code === code)!;
    const storeItems = await apiGet<LastChancePage>(`/last-chance?magasin=${code}&pageSize=1`);

    const page = await phone();
    await page.goto('/layout/last-chance/products');
    await page.getByTestId('last-chance-item').first().waitFor();
    const fab = page.getByTestId('last-chance-store-fab');
    expect(await page.getByTestId('last-chance-store-name').innerText()).toBe('Choisissez votre magasin');
    await waitForImages(page);
    await screenshot(page, 'last-chance-products-fr');

    await fab.click();
    const sheet = page.getByTestId('store-chooser');
    await sheet.getByTestId('governorate-select').selectOption(store.gouvernorat);
    await sheet.getByTestId('delegation-select').selectOption(store.delegation);
    await sheet.locator(`[data-testid="store-item"][data-code="${code}"]`).waitFor();
    await screenshot(page, 'last-chance-store-chooser-fr');
    const reload = page.waitForRequest((r) => r.url().includes('/api/v1/last-chance?') && r.url().includes(`magasin=${code}`));
    await sheet.locator(`[data-testid="store-item"][data-code="${code}"] button`).first().click();
    await reload;
    expect(await page.getByTestId('last-chance-store-name').innerText()).toBe(store.storename);
    await page.locator(`[data-testid="last-chance-page"][data-store="${code}"]`).waitFor();
    await waitForTotal(page, storeItems.total);
    await page.getByTestId('store-chooser').waitFor({ state: 'hidden' });
    await waitForImages(page);
    await screenshot(page, 'last-chance-store-chosen-fr');

    // It survives a reload.
    await page.reload();
    expect(await page.getByTestId('last-chance-store-name').innerText()).toBe(store.storename);
  });

  it('keeps the room of the tabs, the follow bar and the count while they are read: the list under them does not move', async () => {
    const { items } = await apiGet<LastChancePage>('/last-chance?pageSize=1');
    const code = items[0]!.MAGASIN;
    const page = await phone();
    // Each of them waits until the test lets it go, so they come one by one after the loading line.
    const held = new Map<string, () => void>();
    const hold = (name: string, url: RegExp) =>
      page.route(url, async (route) => {
        await new Promise<void>((go) => held.set(name, go));
        await route.continue();
      });
    const release = async (name: string) => {
      await expect.poll(() => held.has(name)).toBe(true);
      held.get(name)!();
    };
    await hold('bar', /\/assets\/FollowStoreBar-[\w-]+\.js$/);
    await hold('categories', /\/api\/v1\/last-chance\/categories\?/);
    await hold('list', /\/api\/v1\/last-chance\?/);
    await page.goto(`/layout/last-chance/products?magasin=${code}`);
    const loading = page.getByTestId('last-chance-loading');
    await loading.waitFor();
    const top = (testId: string) => page.getByTestId(testId).evaluate((el) => Math.round(el.getBoundingClientRect().top));
    const before = await top('last-chance-loading');

    await release('bar');
    await page.getByTestId('last-chance-follow-sign-in').waitFor();
    expect(await top('last-chance-loading')).toBe(before);
    await release('categories');
    await page.getByTestId('last-chance-tabs').waitFor();
    expect(await top('last-chance-loading')).toBe(before);
    await release('list');
    await page.getByTestId('last-chance-item').first().waitFor();
    await page.getByTestId('last-chance-count').waitFor();
    // The cards take the loading line's place (before: 44 px lower for the bar, 52 for the tabs, 32 for the count).
    expect(await top('last-chance-grid')).toBe(before);
  });

  it("a card's store icon opens the chooser with the product's stock per store", async () => {
    const page = await phone();
    await page.goto('/layout/last-chance/products');
    const first = page.getByTestId('last-chance-item').first();
    await first.getByTestId('last-chance-stores').click();
    await page.getByTestId('store-chooser').getByTestId('governorate-select').waitFor();
  });
});

describe('detail-lastchance', () => {
  it('a card opens detail-lastchance with the right price and the find-store / discover links', async () => {
    for (const lang of ['fr', 'ar'] as const) {
      const page = await phone(lang);
      await page.goto('/layout/last-chance/products');
      const card = page.getByTestId('last-chance-item').nth(1);
      await card.waitFor();
      const price = await card.getAttribute('data-price');
      const sku = await card.getAttribute('data-sku');
      const name = await card.locator('a').innerText();
      if (lang === 'ar') await waitForImages(page);
      if (lang === 'ar') await screenshot(page, 'last-chance-products-ar');
      await card.locator('a').click();
      await page.waitForURL('**/layout/detail-lastchance');
      const detail = page.getByTestId('detail-lastchance');
      await detail.waitFor();
      expect(await detail.getAttribute('data-sku')).toBe(sku);
      expect(await page.getByTestId('detail-lastchance-price').getAttribute('data-price')).toBe(price);
      expect(await page.getByTestId('detail-lastchance-name').innerText()).toBe(name);
      const millimes = Number(price);
      // The figures drawn left to right, the whole price read as the formats write it (docs/formats.md).
      const shown = page.getByTestId('detail-lastchance-price').locator('[data-ui-price]');
      const figures = (await shown.locator('bdi').innerText()).replace(/\s/g, '');
      expect(figures).toBe(moneyFigures(millimes).replace(/\s/g, ''));
      expect(withoutIsolates(await shown.ariaSnapshot())).toBe(`- text: ${withoutIsolates(priceText(millimes, lang))}`);
      expect(await page.getByTestId('detail-lastchance-find-store').getAttribute('href')).toBe('/layout/closer-store/lastchance/all');
      expect(await page.getByTestId('detail-lastchance-discover').isDisabled()).toBe(true);
      await waitForImages(page);
      await screenshot(page, `detail-lastchance-${lang}`);
      if (lang === 'fr') {
        const stores = await apiGet<StoresResponse>('/stores');
        const s = stores.items[0]!;
        await page.getByTestId('governorate-select').selectOption(s.gouvernorat);
        await page.getByTestId('delegation-select').selectOption(s.delegation);
        await page.getByTestId('detail-lastchance-discover').click();
        await page.waitForURL(`**/layout/closer-store/lastchance/${encodeURIComponent(s.delegation)}`);
      }
    }
  });

  it('without a selected offer, says so and links to the list', async () => {
    const page = await phone();
    await page.goto('/layout/detail-lastchance');
    await page.getByTestId('detail-lastchance-none').waitFor();
  });
});

describe('last chance in Arabic', () => {
  it('search with chips (RTL)', async () => {
    const { first, second } = await pickTwoTags();
    const page = await phone('ar');
    await page.goto('/layout/last-chance/search');
    await page.getByTestId('last-chance-item').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await addTag(page, first);
    await addTag(page, second);
    await page.getByTestId('last-chance-tag').nth(1).waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-testid="last-chance-grid"][aria-busy]'));
    await waitForImages(page);
    await screenshot(page, 'last-chance-search-ar');
  });
});

describe('home strip', () => {
  it('shows at most 10 last-chance offers, and a card opens detail-lastchance', async () => {
    const page = await phone();
    await page.goto('/layout');
    const strip = page.getByTestId('home-last-chance');
    await strip.getByTestId('home-last-chance-item').first().waitFor();
    const count = await strip.getByTestId('home-last-chance-item').count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(10);
    await strip.scrollIntoViewIfNeeded();
    await screenshot(page, 'home-last-chance-fr');
    await strip.getByTestId('home-last-chance-item').first().locator('a').click();
    await page.waitForURL('**/layout/detail-lastchance');
    await page.getByTestId('detail-lastchance').waitFor();
  });
});
