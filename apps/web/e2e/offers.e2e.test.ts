import type { GovernoratesResponse, ProductPage, PromoPage, Product, StockResponse, StoresResponse } from '@qadhya/contracts';
import { formatNumber, priceParts, stockLevel, withoutIsolates } from '@qadhya/domain';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { phoneSession } from './helpers/phone-session.ts';
import { screenshot } from './helpers/screenshots.ts';
import { apiGetter } from './helpers/api-get.ts';

/** The server runs with APP_NOW=2026-11-24T13:30, a Tuesday: catalogue week 18/11 → 24/11. */
const baseURL = inject('baseURL');
const WEEK = { start: '2026-11-18', end: '2026-11-24' };

const phones = phoneSession(baseURL);

async function phone(lang: 'fr' | 'ar' = 'fr'): Promise<Page> {
  const context = await phones.open({ storage: lang === 'ar' ? { LANG: 'ar' } : {} });
  return context.newPage();
}

const apiGet = apiGetter(baseURL);

/** The integer and decimal parts rendered by <Price> inside `scope`. */
async function renderedParts(page: Page, testId: string): Promise<{ integer: string; decimals: string }> {
  return page.getByTestId(testId).evaluate((el) => {
    const spans = el.querySelectorAll('[dir="ltr"] > span');
    return { integer: spans[0]?.textContent ?? '', decimals: (spans[1]?.textContent ?? '').replace(',', '') };
  });
}

async function waitForImages(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.images].filter((i) => i.loading !== 'lazy').every((i) => i.complete));
}

describe('great offers', () => {
  it("shows today's promo (mardi) first and greys the others with a disabled heart", async () => {
    const page = await phone();
    await page.goto('/layout/great-offers');
    const cards = page.getByTestId('promo-card');
    await cards.first().waitFor();
    const statuses = await cards.evaluateAll((els) => els.map((el) => [el.getAttribute('data-status'), el.getAttribute('data-promo')]));
    expect(statuses[0]).toEqual(['today', 'super_mardi']);
    // Today first, then future, then past.
    const rank = { today: 0, future: 1, past: 2 } as Record<string, number>;
    const ranks = statuses.map(([s]) => rank[s!]!);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(statuses.filter(([s]) => s === 'today').every(([, p]) => p === 'super_mardi')).toBe(true);

    const firstHeart = cards.first().getByTestId('favourite-heart');
    expect(await firstHeart.isEnabled()).toBe(true);
    const greyed = page.locator('[data-testid="promo-card"][data-status="past"]');
    expect(await greyed.count()).toBeGreaterThan(0);
    expect(await greyed.first().getByTestId('favourite-heart').isDisabled()).toBe(true);
    expect(await greyed.first().getByTestId('product-card').getAttribute('data-muted')).not.toBeNull();
    expect(await cards.first().getByTestId('promo-date').innerText()).toBe("Aujourd'hui · 24/11");
    expect(await greyed.first().getByTestId('promo-date').innerText()).toMatch(
      /^(Mercredi|Jeudi|Vendredi|Samedi|Dimanche|Lundi) \d{2}\/11$/,
    );

    // The heart of today's promo toggles the local favourite.
    await firstHeart.click();
    expect(await firstHeart.getAttribute('aria-pressed')).toBe('true');
    await firstHeart.click();
    await waitForImages(page);
    await screenshot(page, 'fr-great-offers');
  });

  it('draws the first screen of cards at their height: nothing below them jumps when the grid shows', async () => {
    // Lighthouse's phone (Moto G Power: 412×823 at 1.75), where the shift was measured.
    const context = await phones.open({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    // Every layout shift of the load, as Lighthouse's CLS counts them (docs/web-ui-kit.md#product-card).
    await context.addInitScript(`window.__shifts = [];
      new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts.push(e.value); })
        .observe({ type: 'layout-shift', buffered: true });`);
    const page = await context.newPage();
    await page.goto('/layout/great-offers');
    const cards = page.getByTestId('product-card');
    await cards.nth(5).waitFor();
    await waitForImages(page);
    // The first four are drawn at once; further down the browser may skip them until they come near.
    expect(await cards.evaluateAll((els) => els.slice(0, 4).map((el) => getComputedStyle(el).contentVisibility))).toEqual(
      Array(4).fill('visible'),
    );
    expect(await cards.nth(8).evaluate((el) => getComputedStyle(el).contentVisibility)).toBe('auto');
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
    // Skipped, the first cards took a 260 px guess, then 320 px: 0.055–0.059 on a phone.
    expect(shifts.reduce((a, b) => a + b, 0)).toBeLessThan(0.01);
  });

  it('loads the next page of promos when scrolled to the end', async () => {
    const page = await phone();
    const api = await apiGet<PromoPage>(`/promos?oc_debut=${WEEK.start}&oc_fin=${WEEK.end}&pageSize=100`);
    await page.goto('/layout/offers');
    const cards = page.getByTestId('promo-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(Math.min(24, api.total));
    await page.mouse.wheel(0, 20_000);
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="promo-card"]').length === n, api.total);
  });

  it('opens detail-produit from a card with the right integer and decimal parts', async () => {
    const page = await phone();
    const api = await apiGet<PromoPage>(`/promos?oc_debut=${WEEK.start}&oc_fin=${WEEK.end}&pageSize=5`);
    const first = api.items[0]!;
    expect(first.status).toBe('today');
    await page.goto('/layout/great-offers');
    const card = page.getByTestId('promo-card').first();
    expect(await card.getAttribute('data-sku')).toBe(first.sku);
    await card.getByRole('link').click();
    await page.waitForURL('**/layout/detail-produit');
    await page.getByTestId('product-detail').waitFor();
    expect(await page.getByTestId('detail-name').innerText()).toBe(first.name);
    const expected = priceParts(first.price);
    expect(await renderedParts(page, 'detail-price')).toEqual(expected);
    expect(await page.getByTestId('detail-promo-badge').innerText()).toBe('Super Mardi');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('produit') ?? 'null') as { sku: string; price: number });
    expect(stored.sku).toBe(first.sku);
    expect(stored.price).toBe(first.price);
    expect(await page.getByTestId('detail-map').getAttribute('href')).toBe('/layout/find-stores/product');
    expect(await page.getByTestId('detail-find-store').getAttribute('href')).toBe('/layout/closer-store/realtimestock/all');
    expect(await page.getByTestId('detail-governorate').getAttribute('href')).toBe(`/layout/chose-gouvernorat/${first.sku}`);
    await waitForImages(page);
    await screenshot(page, 'fr-detail-produit');
  });

  it('shows great-offers in Arabic, right to left, prices left to right', async () => {
    const page = await phone('ar');
    await page.goto('/layout/great-offers');
    await page.getByTestId('promo-card').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.getByTestId('promo-card').first().locator('[dir="ltr"]').first().count()).toBe(1);
    await waitForImages(page);
    await screenshot(page, 'ar-great-offers');
  });
});

describe('product detail by URL', () => {
  it('/detail-produit/{sku} shows the product, and an unknown sku a not-found state', async () => {
    const list = await apiGet<ProductPage>('/products?pageSize=1&q=lait');
    const product = await apiGet<Product>(`/products/sku/${list.items[0]!.sku}`);
    const page = await phone();
    await page.goto(`/detail-produit/${product.sku}`);
    await page.getByTestId('product-detail').waitFor();
    expect(await page.getByTestId('detail-name').innerText()).toBe(product.name);
    expect(await renderedParts(page, 'detail-price')).toEqual(priceParts(product.price));
    if (product.marque) expect(await page.getByTestId('detail-brand').innerText()).toContain(product.marque);

    await page.goto('/detail-produit/nope-404');
    await page.getByTestId('detail-not-found').waitFor();
    expect(await page.getByTestId('detail-not-found').innerText()).toContain('Produit introuvable');
  });

  it('in Arabic', async () => {
    const page = await phone('ar');
    const api = await apiGet<PromoPage>(`/promos?oc_debut=${WEEK.start}&oc_fin=${WEEK.end}&pageSize=1`);
    await page.goto(`/detail-produit/${api.items[0]!.sku}`);
    await page.getByTestId('product-detail').waitFor();
    await waitForImages(page);
    await screenshot(page, 'ar-detail-produit');
  });
});

describe('real-time stock', () => {
  it("shows today's promo carousel, the Arrivage (non-food) and Promos (food) lists", async () => {
    const page = await phone();
    await page.goto('/layout/real-time-stock');
    await page.getByTestId('promo-slide').first().waitFor();
    const nonfood = page.getByTestId('stock-nonfood');
    const food = page.getByTestId('stock-food');
    expect(await nonfood.getByRole('heading').innerText()).toBe('Arrivage du 18/11 au 24/11');
    expect(await food.getByRole('heading').innerText()).toBe('Promos du 18/11 au 24/11');
    await nonfood.getByTestId('stock-item').first().waitFor();
    await food.getByTestId('stock-item').first().waitFor();
    expect(await nonfood.getByTestId('stock-eye').count()).toBeGreaterThan(0);
    expect(await food.getByTestId('stock-eye').count()).toBe(0);
    await waitForImages(page);
    await screenshot(page, 'fr-real-time-stock');

    // Non-food opens through the eye icon; food through the card.
    const sku = await nonfood.getByTestId('stock-item').first().getAttribute('data-sku');
    await nonfood.getByTestId('stock-eye').first().click();
    await page.waitForURL('**/layout/detail-produit');
    expect(await page.getByTestId('product-detail').getAttribute('data-sku')).toBe(sku);
    await page.goBack();
    const foodSku = await food.getByTestId('stock-item').first().getAttribute('data-sku');
    await food.getByTestId('stock-item').first().getByRole('link').click();
    await page.waitForURL('**/layout/detail-produit');
    expect(await page.getByTestId('product-detail').getAttribute('data-sku')).toBe(foodSku);
  });

  it('advances the promo carousel every 7 s, and not with reduced motion', async () => {
    const page = await phone();
    // The page's timers run on Playwright's clock: the 7 s are moved through, not waited.
    await page.clock.install();
    await page.goto('/layout/real-time-stock');
    await page.getByTestId('promo-slide').nth(1).waitFor({ state: 'attached' });
    const activeDot = () =>
      page.getByTestId('carousel-dot').evaluateAll((dots) => dots.findIndex((d) => d.getAttribute('aria-current') === 'true'));
    expect(await activeDot()).toBe(0);
    await page.clock.runFor(6000);
    expect(await activeDot()).toBe(0);
    await page.clock.runFor(1500);
    // The smooth scroll itself is the browser's (real time); the dot follows the scroll.
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="carousel-dot"]')[1]?.getAttribute('aria-current') === 'true',
      null,
      {
        timeout: 3000,
      },
    );

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await page.getByTestId('promo-slide').nth(1).waitFor({ state: 'attached' });
    await page.clock.runFor(15_000);
    expect(await activeDot()).toBe(0);
  });

  it('in Arabic', async () => {
    const page = await phone('ar');
    await page.goto('/layout/real-time-stock');
    await page.getByTestId('promo-slide').first().waitFor();
    await page.getByTestId('stock-food').getByTestId('stock-item').first().waitFor();
    await waitForImages(page);
    await screenshot(page, 'ar-real-time-stock');
  });

  it("shows each item's stock in the shopper's store (« Épuisé / Plus que N / En stock : N »), and asks for a store without one (fr, ar)", async () => {
    const governorates = (await apiGet<GovernoratesResponse>('/governorates')).items;
    const store = (await apiGet<StoresResponse>('/stores')).items.find((st) =>
      governorates.some((g) => g.gouvernorat === st.gouvernorat && g.delegations.some((d) => d.name === st.delegation)),
    )!;
    expect(store).toBeTruthy();
    // The count written by formatNumber, isolated in Arabic (docs/formats.md#figures-in-arabic).
    const labels = {
      fr: (n: number) => {
        const l = stockLevel(n);
        const count = formatNumber(l.count, 'fr');
        return l.state === 'out' ? 'Épuisé' : l.state === 'low' ? `Plus que ${count}` : `En stock : ${count}`;
      },
      ar: (n: number) => {
        const l = stockLevel(n);
        const count = formatNumber(l.count, 'ar');
        return l.state === 'out' ? 'نفد المخزون' : l.state === 'low' ? `بقي ${count} فقط` : `متوفر: ${count}`;
      },
    };
    /** Every item of both strips shows the label of its stock in `code`, as the API counts it. */
    const expectItemsStock = async (page: Page, code: string, lang: 'fr' | 'ar') => {
      const items = page.locator('[data-testid="stock-item"]');
      await page.locator('[data-testid="stock-food"] [data-testid="stock-item-stock"]').first().waitFor();
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[data-testid="stock-item"]')].every((i) => i.querySelector('[data-testid="stock-item-stock"]')),
      );
      const shown = await items.evaluateAll((els) =>
        els.map((e) => ({
          sku: e.getAttribute('data-sku')!,
          text: (e.querySelector('[data-testid="stock-item-stock"]') as HTMLElement).innerText.trim(),
        })),
      );
      expect(shown.length).toBeGreaterThan(4);
      for (const { sku, text } of shown.slice(0, 8)) {
        const row = (await apiGet<StockResponse>(`/stock?sku=${encodeURIComponent(sku)}&stores=${code}`)).items[0]!;
        expect(text, sku).toBe(labels[lang](row.STOCK));
      }
      return shown;
    };

    // Without a store: the bar asks for one and no item claims a stock; choosing one fills them in.
    const page = await phone();
    await page.goto('/layout/real-time-stock');
    const bar = page.getByTestId('real-time-stock-store');
    expect(await bar.innerText()).toBe('Choisissez votre magasin pour voir son stock');
    await page.getByTestId('stock-food').getByTestId('stock-item').first().waitFor();
    expect(await page.getByTestId('stock-item-stock').count()).toBe(0);
    await bar.click();
    const sheet = page.getByTestId('store-chooser');
    await sheet.getByTestId('governorate-select').selectOption(store.gouvernorat);
    await sheet.getByTestId('delegation-select').selectOption(store.delegation);
    await sheet.locator(`[data-testid="store-item"][data-code="${store.magasin_code}"]`).getByRole('button').click();
    await sheet.waitFor({ state: 'detached' });
    expect(await bar.innerText()).toBe(`Stock à ${store.storename}`);
    const fr = await expectItemsStock(page, store.magasin_code, 'fr');
    expect(new Set(fr.map((i) => i.text)).size).toBeGreaterThan(1);
    await waitForImages(page);
    await screenshot(page, 'fr-real-time-stock-store');

    const ar = await phones.open({ storage: { LANG: 'ar', current_store: JSON.stringify(store) } }).then((c) => c.newPage());
    await ar.goto('/layout/real-time-stock');
    await ar.getByTestId('stock-food').getByTestId('stock-item').first().waitFor();
    expect(withoutIsolates(await ar.getByTestId('real-time-stock-store').innerText())).toBe(`المخزون في ${store.storename}`);
    await expectItemsStock(ar, store.magasin_code, 'ar');
    await waitForImages(ar);
    await screenshot(ar, 'ar-real-time-stock-store');
  });
});

describe('products', () => {
  it('produits/all loads more on scroll and searches with q', async () => {
    const page = await phone();
    const all = await apiGet<ProductPage>('/products?pageSize=1');
    await page.goto('/layout/produits/all');
    const cards = page.getByTestId('products-grid').getByTestId('product-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(24);
    const allCount = await page.getByTestId('products-count').innerText();
    expect(allCount.replace(/\s/g, '')).toBe(`${all.total}produits`);
    await waitForImages(page);
    await screenshot(page, 'fr-produits-all');
    await page.mouse.wheel(0, 20_000);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="products-grid"] [data-testid="product-card"]').length >= 48);

    const api = await apiGet<ProductPage>('/products?q=vitalait&pageSize=24');
    expect(api.total).toBeGreaterThan(0);
    await page.getByTestId('products-search').fill('vitalait');
    await page.waitForFunction(
      (total) => document.querySelector('[data-testid="products-count"]')?.textContent?.startsWith(`${total} produit`),
      api.total,
    );
    const names = await cards.allInnerTexts();
    expect(names.length).toBe(Math.min(24, api.total));
    expect(await cards.first().getAttribute('data-sku')).toBe(api.items[0]!.sku);

    // A category group narrows the list; 'Tout' brings everything back.
    await page.getByTestId('products-search').fill('');
    await page.getByTestId('category-groups').getByRole('tab', { name: 'Hygiène & entretien' }).click();
    await page.getByTestId('category-aisles').waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-testid="products-grid"][aria-busy]'));
    const hygiene = await page.getByTestId('products-count').innerText();
    expect(hygiene).not.toBe(allCount);
    await cards.first().getByRole('link').click();
    await page.waitForURL('**/layout/detail-produit');
    await page.getByTestId('product-detail').waitFor();
  });

  it('the aisle route shows that aisle with its name as the title', async () => {
    const page = await phone();
    await page.goto(`/layout/produits/${encodeURIComponent('516;name=Lait')}`);
    await page.getByTestId('products-grid').waitFor();
    expect(await page.getByTestId('header-title').innerText()).toBe('Lait');
    const api = await apiGet<ProductPage>('/products?category_ids=516&pageSize=1');
    expect(await page.getByTestId('products-grid').getByTestId('product-card').first().getAttribute('data-sku')).toBe(api.items[0]!.sku);
  });

  it('the aisle route in Arabic: the route’s own title until the aisle’s Arabic name is read, never the link’s French', async () => {
    const page = await phone('ar');
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    // The categories (the aisles' Arabic names) held back: the header has only the link's French name.
    await page.route('**/api/v1/categories**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/layout/produits/${encodeURIComponent('726;name=Laitiers')}`);
    const title = page.getByTestId('header-title');
    await expect.poll(() => title.innerText()).toBe('المنتجات');
    await screenshot(page, 'ar-produits-aisle-waiting');
    answer();
    await expect.poll(() => title.innerText()).not.toBe('المنتجات');
    expect(await title.innerText()).not.toMatch(/[A-Za-z]/);
    await page.getByTestId('products-grid').getByTestId('product-card').first().waitFor();
    await waitForImages(page);
    await screenshot(page, 'ar-produits-aisle');
  });

  it('produits/all in Arabic', async () => {
    const page = await phone('ar');
    await page.goto('/layout/produits/all');
    await page.getByTestId('products-grid').getByTestId('product-card').first().waitFor();
    await waitForImages(page);
    await screenshot(page, 'ar-produits-all');
  });
});
