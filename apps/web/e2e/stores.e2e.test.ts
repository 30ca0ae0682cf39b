import type { GovernoratesResponse, StockResponse, Store, StoresResponse } from '@qadhya/contracts';
import { formatDistance, formatNumber, formatPercent, stockLevel } from '@qadhya/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPhone, seedLocalStorage } from './helpers/browser.ts';
import type { NetworkGuard } from './helpers/network-guard.ts';
import { screenshot } from './helpers/screenshots.ts';
import { animationsDone } from './helpers/settled.ts';
import { apiGetter } from './helpers/api-get.ts';

/** Stores, map, chooser and availability screens (issue 4). */
const baseURL = inject('baseURL');
/** The configured tile host (VITE_TILE_URL unset → OpenStreetMap): its requests are expected, and aborted. */
const TILE_HOST = 'tile.openstreetmap.org';

let browser: Browser;
let context: BrowserContext | undefined;
let guard: NetworkGuard | undefined;
let stores: Store[];
let governorates: GovernoratesResponse['items'];

const apiGet = apiGetter(baseURL);

beforeAll(async () => {
  browser = await launchBrowser();
  stores = (await apiGet<StoresResponse>('/stores')).items;
  governorates = (await apiGet<GovernoratesResponse>('/governorates')).items;
  expect(stores.length).toBeGreaterThan(3);
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  const blocked = guard?.blocked ?? [];
  await context?.close();
  context = undefined;
  guard = undefined;
  // Only tile requests to the configured tile host may try to leave (and they are aborted).
  expect(
    blocked.filter((url) => new URL(url).hostname !== TILE_HOST),
    'requests that left 127.0.0.1',
  ).toEqual([]);
});

/** A phone with location refused (no permission), or standing at `at`. */
async function phone(options: { lang?: 'fr' | 'ar'; at?: Store; storage?: Record<string, string> } = {}): Promise<Page> {
  const made = await newPhone(
    browser,
    baseURL,
    options.at
      ? { permissions: ['geolocation'], geolocation: { latitude: options.at.latitude, longitude: options.at.longitude, accuracy: 5 } }
      : {},
  );
  context = made.context;
  guard = made.guard;
  // One seeding per context (the helper's script runs once): the language with the other keys.
  if (options.lang === 'ar' || options.storage)
    await seedLocalStorage(context, { ...options.storage, ...(options.lang === 'ar' ? { LANG: 'ar' } : {}) });
  return context.newPage();
}

/**
 * What a store's stock badge must say (docs/stock.md#stock-labels): « Épuisé / Plus que N / En stock : N »,
 * the count written by formatNumber (isolated in Arabic, docs/formats.md#figures-in-arabic).
 */
function stockLabel(quantity: number, lang: 'fr' | 'ar'): string {
  const l = stockLevel(quantity);
  const n = formatNumber(l.count, lang);
  if (lang === 'fr') return l.state === 'out' ? 'Épuisé' : l.state === 'low' ? `Plus que ${n}` : `En stock : ${n}`;
  return l.state === 'out' ? 'نفد المخزون' : l.state === 'low' ? `بقي ${n} فقط` : `متوفر: ${n}`;
}

/** Every stock badge under `scope` says the label of its quantity; returns the quantities. */
async function expectStockLabels(page: Page, scope: string, lang: 'fr' | 'ar'): Promise<number[]> {
  const badges = await page.locator(`${scope} [data-testid="store-stock"]`).evaluateAll((els) =>
    els.map((e) => ({
      n: Number(e.getAttribute('data-stock')),
      state: e.getAttribute('data-state'),
      text: (e as HTMLElement).innerText.trim(),
    })),
  );
  expect(badges.length).toBeGreaterThan(0);
  for (const b of badges) expect([b.text, b.state]).toEqual([stockLabel(b.n, lang), stockLevel(b.n).state]);
  return badges.map((b) => b.n);
}

/** The stock time note: shown, and never after the server's (the app's) clock. */
async function expectStockTimeNotLater(page: Page): Promise<string> {
  const note = page.getByTestId('stock-time-note');
  await note.waitFor();
  const { now } = await apiGet<{ now: string }>('/clock');
  expect(Date.parse((await note.getAttribute('data-at'))!)).toBeLessThanOrEqual(Date.parse(now));
  return note.innerText();
}

/** A store whose governorate and delegation the picker offers. */
function pickableStore(): Store {
  const store = stores.find((s) =>
    governorates.some((g) => g.gouvernorat === s.gouvernorat && g.delegations.some((d) => d.name === s.delegation)),
  );
  expect(store, 'a store in a listed governorate/delegation').toBeTruthy();
  return store!;
}

/** A store with at least one other store within 25 km. */
function storeWithNeighbours(): Store {
  return (
    stores.find(
      (s) => stores.filter((o) => Math.abs(o.latitude - s.latitude) < 0.1 && Math.abs(o.longitude - s.longitude) < 0.1).length >= 3,
    ) ?? stores[0]!
  );
}

describe('closer-store', () => {
  it('with location refused lists every store unsorted, and the governorate picker filters them', async () => {
    const page = await phone();
    await page.goto('/layout/closer-store/realtimestock/all');
    await page.getByTestId('location-denied').waitFor();
    expect(await page.getByTestId('location-denied').innerText()).toContain(
      'Vous devez autoriser la localisation pour accéder à cette page.',
    );
    const items = page.getByTestId('closer-store-list').getByTestId('store-item');
    await items.first().waitFor();
    expect(await items.count()).toBe(stores.length);
    expect(await page.getByTestId('closer-store').getAttribute('data-sorted')).toBe('none');
    expect(await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-code')))).toEqual(stores.map((s) => s.magasin_code));
    // The search box shows for region 'all'.
    expect(await page.getByTestId('closer-store-search').isVisible()).toBe(true);

    const target = pickableStore();
    const delegation = page.getByTestId('delegation-select');
    expect(await delegation.isDisabled()).toBe(true);
    await page.getByTestId('governorate-select').selectOption(target.gouvernorat);
    expect(await delegation.isEnabled()).toBe(true);
    await delegation.selectOption(target.delegation);
    const expected = stores
      .filter((s) => s.gouvernorat === target.gouvernorat && s.delegation === target.delegation)
      .map((s) => s.magasin_code);
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="closer-store-list"] [data-testid="store-item"]').length === n,
      expected.length,
    );
    expect(await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-code')))).toEqual(expected);
    // A new governorate clears the delegation.
    const other = governorates.find((g) => g.gouvernorat !== target.gouvernorat && g.storeCount > 0)!;
    await page.getByTestId('governorate-select').selectOption(other.gouvernorat);
    expect(await delegation.inputValue()).toBe('');
    await screenshot(page, 'stores-closer-store-refused-fr');
  });

  it('with a position sorts by distance; region filters on name or city; fr and ar screenshots', async () => {
    const here = storeWithNeighbours();
    for (const lang of ['fr', 'ar'] as const) {
      const page = await phone({ lang, at: here });
      await page.goto('/layout/closer-store/realtimestock/all');
      await page.locator('[data-testid="closer-store"][data-sorted="distance"]').waitFor();
      const first = page.getByTestId('closer-store-list').getByTestId('store-item').first();
      await first.waitFor();
      expect(await first.getAttribute('data-code')).toBe(here.magasin_code);
      expect(await first.getByTestId('store-distance').innerText()).toBe(formatDistance(0, lang));
      await screenshot(page, `stores-closer-store-${lang}`);
      await context!.close();
      context = undefined;
    }
    const page = await phone({ at: here });
    const region = here.city.toUpperCase();
    await page.goto(`/layout/closer-store/realtimestock/${encodeURIComponent(region)}`);
    await page.locator('[data-testid="closer-store"][data-sorted="distance"]').waitFor();
    await page.locator('[data-testid="closer-store-list"], [data-testid="closer-store-list-empty"]').first().waitFor();
    const codes = await page
      .getByTestId('closer-store-list')
      .getByTestId('store-item')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-code')));
    const lower = region.toLowerCase();
    const norm = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const expected = stores.filter((s) => norm(s.storename).includes(norm(lower)) || norm(s.city).includes(norm(lower)));
    expect(codes.sort()).toEqual(expected.map((s) => s.magasin_code).sort());
    expect(await page.getByTestId('closer-store-search').count()).toBe(0);
  });
});

describe('closer-store for a product (real time)', () => {
  it('lists the stores that have it, nearest first, a page at a time (« Voir plus de magasins »), the place asked of the server', async () => {
    // A best seller among the first products: more stores have it than one page (docs/stock.md#api).
    const products = await apiGet<{ items: { sku: string; name: string }[] }>('/products?pageSize=40');
    let product: { sku: string; name: string } | undefined;
    for (const p of products.items) {
      if ((await apiGet<StockResponse>(`/stock?sku=${encodeURIComponent(p.sku)}`)).next !== null) {
        product = p;
        break;
      }
    }
    expect(product, 'a product more than 20 stores have').toBeTruthy();
    const here = storeWithNeighbours();
    const page = await phone({ at: here });
    await seedLocalStorage(context!, { produit: JSON.stringify(product) });
    await page.goto('/layout/closer-store/realtimestock/all');
    await page.locator('[data-testid="closer-store"][data-sorted="distance"]').waitFor();
    const items = page.getByTestId('closer-store-list').getByTestId('store-item');
    await items.first().waitFor();
    const want = await apiGet<StockResponse>(
      `/stock?sku=${encodeURIComponent(product!.sku)}&lat=${here.latitude.toFixed(3)}&lng=${here.longitude.toFixed(3)}`,
    );
    const codes = () => items.evaluateAll((els) => els.map((e) => e.getAttribute('data-code')));
    expect(await codes()).toEqual(want.items.map((r) => r.Magasin_Code));
    // Each store says « Plus que N » or « En stock : N » (only stores that have it: never « Épuisé »).
    const stocks = await expectStockLabels(page, '[data-testid="closer-store-list"]', 'fr');
    expect(stocks.every((n) => n > 0)).toBe(true);
    expect(stocks).toEqual(want.items.map((r) => r.STOCK));
    // The count's time: the evening before in the demo data, never after the app's clock.
    expect(await expectStockTimeNotLater(page)).toMatch(/^Stock (du \d{2}\/\d{2}\/\d{4} )?à \d{2}:\d{2}$/);
    await page.getByTestId('closer-store-more').click();
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="closer-store-list"] [data-testid="store-item"]').length > n,
      want.items.length,
    );
    const more = await apiGet<StockResponse>(
      `/stock?sku=${encodeURIComponent(product!.sku)}&lat=${here.latitude.toFixed(3)}&lng=${here.longitude.toFixed(3)}&cursor=${want.next}`,
    );
    expect(await codes()).toEqual([...want.items, ...more.items].map((r) => r.Magasin_Code));
    await screenshot(page, 'stores-closer-store-product-fr');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'stores-closer-store-product-top-fr');

    // A governorate: only its stores that have it.
    await page.getByTestId('governorate-select').selectOption(here.gouvernorat);
    const inPlace = await apiGet<StockResponse>(
      `/stock?sku=${encodeURIComponent(product!.sku)}&lat=${here.latitude.toFixed(3)}&lng=${here.longitude.toFixed(3)}&gouvernorat=${encodeURIComponent(here.gouvernorat)}`,
    );
    const wanted = inPlace.items.map((r) => r.Magasin_Code);
    await page.waitForFunction(
      (w) =>
        JSON.stringify(
          [...document.querySelectorAll('[data-testid="closer-store-list"] [data-testid="store-item"]')].map((e) =>
            e.getAttribute('data-code'),
          ),
        ) === w,
      JSON.stringify(wanted),
    );
    await context!.close();
    context = undefined;

    // Arabic: the same labels in Arabic, the note too.
    const ar = await phone({ lang: 'ar', at: here, storage: { produit: JSON.stringify(product) } });
    await ar.goto('/layout/closer-store/realtimestock/all');
    await ar
      .locator('[data-testid="closer-store"][data-sorted="distance"] [data-testid="closer-store-list"] [data-testid="store-item"]')
      .first()
      .waitFor();
    expect(await expectStockLabels(ar, '[data-testid="closer-store-list"]', 'ar')).toEqual(want.items.map((r) => r.STOCK));
    expect(await expectStockTimeNotLater(ar)).toContain('المخزون');
    await animationsDone(ar);
    await screenshot(ar, 'stores-closer-store-product-ar');
  });
});

describe('store list failure', () => {
  it("shows 'Erreur' / 'Impossible de récupérer les magasins' once, after one retry", async () => {
    const page = await phone();
    let calls = 0;
    // The path alone: the app's reads carry ?lang= (docs/architecture.md#languages).
    await page.route(
      (url) => url.pathname === '/api/v1/stores',
      (route) => {
        calls++;
        return route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"INTERNAL","message":"boom"}' });
      },
    );
    await page.goto('/layout/closer-store/realtimestock/all');
    const toast = page.getByTestId('toast');
    await toast.first().waitFor();
    expect(await toast.first().innerText()).toContain('Impossible de récupérer les magasins');
    // The list is drawn once the store call has given up for good: nothing asks or warns again.
    await page.getByTestId('closer-store-list-empty').waitFor();
    expect(await toast.count()).toBe(1);
    expect(calls).toBe(2);
  });
});

describe('store chooser', () => {
  it('governorate → delegation → store is saved as current_store and survives a reload', async () => {
    const target = pickableStore();
    const page = await phone({ at: target });
    await page.goto('/layout/find-stores/magasins');
    await page.getByTestId('open-store-chooser').click();
    const sheet = page.getByTestId('store-chooser');
    await sheet.waitFor();
    const delegation = sheet.getByTestId('delegation-select');
    expect(await delegation.isDisabled()).toBe(true);
    await sheet.getByTestId('governorate-select').selectOption(target.gouvernorat);
    await delegation.selectOption(target.delegation);
    // The delegation's list (the nearest stores above it hold the same store: the phone stands there).
    const row = sheet.locator(`[data-testid="store-chooser-list"] [data-testid="store-item"][data-code="${target.magasin_code}"]`);
    await row.waitFor();
    await animationsDone(sheet); // the sheet's opening slide
    await screenshot(page, 'stores-chooser-fr');
    await row.getByRole('button').click();
    await sheet.waitFor({ state: 'detached' });
    expect(await page.getByTestId('open-store-chooser').innerText()).toContain(target.storename);

    await page.reload();
    await page.getByTestId('find-stores').waitFor();
    expect(await page.getByTestId('open-store-chooser').innerText()).toContain(target.storename);
    const saved = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('current_store') ?? 'null') as {
          magasin_code: string;
          gouvernorat: string;
          delegation: string;
        } | null,
    );
    expect(saved).toMatchObject({ magasin_code: target.magasin_code, gouvernorat: target.gouvernorat, delegation: target.delegation });

    // Reopened: the filters and the tick are back; reset clears current_store.
    await page.getByTestId('open-store-chooser').click();
    const ticked = page.locator(
      `[data-testid="store-chooser-list"] [data-testid="store-item"][data-code="${target.magasin_code}"][data-selected]`,
    );
    await ticked.waitFor();
    await page.getByTestId('store-chooser-reset').click();
    expect(await page.evaluate(() => localStorage.getItem('current_store'))).toBeNull();
    expect(await page.getByTestId('delegation-select').isDisabled()).toBe(true);
    // An outside click closes it.
    await page.mouse.click(195, 40);
    await page.getByTestId('store-chooser').waitFor({ state: 'detached' });
  });

  it('opened for a product (find-stores/product) shows the product header and the stock per store', async () => {
    const pickable = (st: Store) =>
      governorates.some((g) => g.gouvernorat === st.gouvernorat && g.delegations.some((d) => d.name === st.delegation));
    const products = await apiGet<{ items: { sku: string; name: string }[] }>('/products?pageSize=40');
    let found: { product: { sku: string; name: string }; row: StockResponse['items'][number] } | null = null;
    for (const p of products.items) {
      const row = (await apiGet<StockResponse>(`/stock?sku=${encodeURIComponent(p.sku)}`)).items.find(
        (r) => r.STOCK > 0 && pickable(r.store),
      );
      if (row) {
        found = { product: p, row };
        break;
      }
    }
    expect(found).toBeTruthy();
    const { product, row } = found!;
    const made = await newPhone(browser, baseURL, {
      permissions: ['geolocation'],
      geolocation: { latitude: row.store.latitude, longitude: row.store.longitude },
    });
    context = made.context;
    guard = made.guard;
    await seedLocalStorage(context, { produit: JSON.stringify(product) });
    const page = await context.newPage();
    await page.goto('/layout/find-stores/product');
    expect(await page.getByTestId('store-product-header').innerText()).toContain(product.name);
    await page.getByTestId('open-store-chooser').click();
    const sheet = page.getByTestId('store-chooser');
    await sheet.getByTestId('governorate-select').selectOption(row.store.gouvernorat);
    await sheet.getByTestId('delegation-select').selectOption(row.store.delegation);
    await sheet
      .locator(`[data-testid="store-chooser-list"] [data-testid="store-item"][data-code="${row.Magasin_Code}"] [data-stock="${row.STOCK}"]`)
      .waitFor();
    await animationsDone(sheet);
    await screenshot(page, 'stores-chooser-product-fr');
  });

  it('Arabic screenshot of the sheet', async () => {
    const target = pickableStore();
    const page = await phone({ lang: 'ar', at: target });
    await page.goto('/layout/find-stores/magasins');
    await page.getByTestId('open-store-chooser').click();
    const sheet = page.getByTestId('store-chooser');
    await sheet.getByTestId('governorate-select').selectOption(target.gouvernorat);
    await sheet.getByTestId('delegation-select').selectOption(target.delegation);
    await sheet.locator('[data-testid="store-chooser-list"] [data-testid="store-item"]').first().waitFor();
    await animationsDone(sheet);
    await screenshot(page, 'stores-chooser-ar');
  });
});

describe('find-stores map', () => {
  it('draws the offline basemap and the store markers with no internet (tiles aborted)', async () => {
    const here = storeWithNeighbours();
    // The markers are named in the app's language (the Arabic store name in Arabic).
    const arabic = (await apiGet<StoresResponse>('/stores?lang=ar')).items.find((s) => s.magasin_code === here.magasin_code)!;
    for (const lang of ['fr', 'ar'] as const) {
      const name = lang === 'ar' ? arabic.storename : here.storename;
      const page = await phone({ lang, at: here });
      await page.goto('/layout/find-stores/magasins');
      const map = page.getByTestId('store-map');
      await map.waitFor();
      // Tiles were requested from the configured host and aborted → the Natural Earth outlines draw.
      await page.getByTestId('offline-basemap').waitFor();
      // Some country outline is drawn inside the view (paths outside it are empty 'M0 0').
      await page.waitForFunction(() =>
        [...document.querySelectorAll('.leaflet-overlay-pane path')].some((p) => (p.getAttribute('d') ?? 'M0 0') !== 'M0 0'),
      );
      const markers = page.locator('.leaflet-marker-pane .leaflet-marker-icon');
      await page.waitForFunction(() => document.querySelectorAll('.leaflet-marker-pane .leaflet-marker-icon').length >= 3);
      const mapBox = (await map.boundingBox())!;
      const centre = await markers.evaluateAll((els) => els.map((e) => (e as HTMLElement).title));
      expect(centre).toContain(name);
      const storeMarker = page.locator(`.leaflet-marker-icon[title="${name.replace(/"/g, '\\"')}"]`).first();
      const box = (await storeMarker.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(mapBox.x);
      expect(box.y).toBeGreaterThanOrEqual(mapBox.y);
      expect(box.x + box.width).toBeLessThanOrEqual(mapBox.x + mapBox.width);
      expect(box.y + box.height).toBeLessThanOrEqual(mapBox.y + mapBox.height);
      expect(guard!.blocked.length).toBeGreaterThan(0);
      expect(guard!.blocked.every((url) => new URL(url).hostname === TILE_HOST)).toBe(true);
      // The near list shows the stores with their distance; the popup has the directions link.
      await page.getByTestId('near-store-list').waitFor();
      await storeMarker.click();
      const link = page.getByTestId('map-directions');
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe(`https://www.google.com/maps/dir/?api=1&destination=${here.latitude},${here.longitude}`);
      // … and « Voir le magasin », its store page in the app (docs/stores.md#store-page).
      expect(await page.getByTestId('map-open-store').getAttribute('href')).toBe(`/layout/magasin/${here.magasin_code}`);
      // The offline badge hides nothing of the popup: its store name stays in full view (fr and RTL).
      await animationsDone(page);
      const storeName = page.getByTestId('map-store-name');
      expect(await storeName.innerText()).toBe(name);
      const [nameBox, badgeBox] = [(await storeName.boundingBox())!, (await page.getByTestId('offline-basemap').boundingBox())!];
      const overlaps =
        nameBox.x < badgeBox.x + badgeBox.width &&
        badgeBox.x < nameBox.x + nameBox.width &&
        nameBox.y < badgeBox.y + badgeBox.height &&
        badgeBox.y < nameBox.y + nameBox.height;
      expect(overlaps, `name ${JSON.stringify(nameBox)} / badge ${JSON.stringify(badgeBox)}`).toBe(false);
      expect(nameBox.y).toBeGreaterThanOrEqual(mapBox.y);
      await screenshot(page, `stores-map-${lang}`);
      const blocked = [...guard!.blocked];
      await context!.close();
      context = undefined;
      expect(blocked.filter((url) => new URL(url).hostname !== TILE_HOST)).toEqual([]);
    }
  });

  it('with location refused offers the governorate → delegation picker and its stores', async () => {
    const page = await phone();
    await page.goto('/layout/find-stores/magasins');
    await page.getByTestId('location-denied').waitFor();
    expect(await page.getByTestId('store-map').count()).toBe(0);
    const target = pickableStore();
    const picker = page.getByTestId('place-stores');
    await picker.getByTestId('governorate-select').selectOption(target.gouvernorat);
    await picker.getByTestId('delegation-select').selectOption(target.delegation);
    await picker.locator(`[data-testid="store-item"][data-code="${target.magasin_code}"]`).waitFor();
  });
});

describe('chose-gouvernorat', () => {
  it('lists the stores of the delegation with their quantity, the stock time note and a map link (fr, ar)', async () => {
    const pickable = (st: Store) =>
      governorates.some((g) => g.gouvernorat === st.gouvernorat && g.delegations.some((d) => d.name === st.delegation));
    const products = await apiGet<{ items: { sku: string }[] }>('/products?pageSize=40');
    let found: { sku: string; row: StockResponse['items'][number] } | null = null;
    for (const p of products.items) {
      const rows = (await apiGet<StockResponse>(`/stock?sku=${encodeURIComponent(p.sku)}`)).items;
      const row = rows.find((r) => r.STOCK > 0 && r.updated_at && pickable(r.store));
      if (row) {
        found = { sku: p.sku, row };
        break;
      }
    }
    expect(found, 'a product in stock in a pickable store').toBeTruthy();
    const { sku, row: stocked } = found!;
    for (const lang of ['fr', 'ar'] as const) {
      const page = await phone({ lang });
      await page.goto(`/layout/chose-gouvernorat/${sku}`);
      await page.getByTestId('governorate-select').selectOption(stocked.store.gouvernorat);
      await page.getByTestId('delegation-select').selectOption(stocked.store.delegation);
      const row = page.locator(`[data-testid="availability-list"] [data-testid="store-item"][data-code="${stocked.Magasin_Code}"]`);
      await row.waitFor();
      await page
        .locator(`[data-testid="availability-list"] [data-code="${stocked.Magasin_Code}"] [data-stock="${stocked.STOCK}"]`)
        .waitFor();
      expect(await row.getByTestId('store-stock').innerText()).toBe(stockLabel(stocked.STOCK, lang));
      // The count's time (the evening before in the demo data), never after the app's clock.
      const note = await expectStockTimeNotLater(page);
      if (lang === 'fr') expect(note).toMatch(/^Stock (du \d{2}\/\d{2}\/\d{4} )?à \d{2}:\d{2}$/);
      // Every store of the delegation has its label; one without a stock row says « Épuisé » (0).
      const all = await expectStockLabels(page, '[data-testid="availability-list"]', lang);
      expect(all.every((n) => n >= 0)).toBe(true);
      expect(await row.getByTestId('store-map-link').getAttribute('href')).toBe(
        `https://www.google.com/maps/dir/?api=1&destination=${stocked.store.latitude},${stocked.store.longitude}`,
      );
      await animationsDone(page);
      await screenshot(page, `stores-chose-gouvernorat-${lang}`);
      await context!.close();
      context = undefined;
    }
  });
});

describe('disponibility', () => {
  it('real-time source: each store’s box says « Épuisé / Plus que N / En stock : N », under a stock time never after the app clock (fr, ar)', async () => {
    const products = await apiGet<{ items: { sku: string; name: string }[] }>('/products?pageSize=40');
    let found: { product: { sku: string; name: string }; row: StockResponse['items'][number] } | null = null;
    for (const p of products.items) {
      const row = (await apiGet<StockResponse>(`/stock?sku=${encodeURIComponent(p.sku)}`)).items.find((r) => r.STOCK > 0 && r.updated_at);
      if (row) {
        found = { product: p, row };
        break;
      }
    }
    expect(found, 'a product in stock somewhere').toBeTruthy();
    const { product, row } = found!;
    const region = JSON.stringify({
      region: row.store.gouvernorat,
      gouvernorat: row.store.gouvernorat,
      delegation: null,
      source: 'realtime',
      sku: product.sku,
    });
    for (const lang of ['fr', 'ar'] as const) {
      const page = await phone({ lang, storage: { 'selected-region': region, produit: JSON.stringify(product) } });
      await page.goto('/layout/disponibility');
      const box = page.locator(`[data-testid="disponibility-box"][data-code="${row.Magasin_Code}"]`);
      await box.waitFor();
      expect(await box.getByTestId('store-stock').innerText()).toBe(stockLabel(row.STOCK, lang));
      await expectStockLabels(page, '[data-testid="disponibility"]', lang);
      await expectStockTimeNotLater(page);
      await animationsDone(page);
      await screenshot(page, `stores-disponibility-realtime-${lang}`);
      await context!.close();
      context = undefined;
    }
  });

  it('shows one box per store of selected-region with discount, quantity and price (fr, ar)', async () => {
    const page1 = await apiGet<{ items: { ARTICLE: string; MAGASIN: string; storename: string }[] }>('/last-chance?pageSize=1');
    const item = page1.items[0]!;
    const offers = (
      await apiGet<{ items: { MAGASIN: string; STOCK_DISPO: number; REMISE: number; store: Store }[] }>(
        `/last-chance/stock?sku=${item.ARTICLE}`,
      )
    ).items;
    const region = offers[0]!.store.region_name;
    const norm = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const expected = offers.filter((o) =>
      [o.store.storename, o.store.city, o.store.region_name].some((v) => norm(v).includes(norm(region))),
    );
    for (const lang of ['fr', 'ar'] as const) {
      const page = await phone({ lang, storage: { 'selected-region': region, produit: JSON.stringify(item) } });
      await page.goto('/layout/disponibility');
      const boxes = page.getByTestId('disponibility-box');
      await boxes.first().waitFor();
      expect(await boxes.count()).toBe(expected.length);
      if (lang === 'fr') {
        const first = await boxes.first().innerText();
        expect(first).toContain(expected[0]!.store.storename);
        expect(first).toContain(`Remise : ${formatPercent(expected[0]!.REMISE, 'fr')}`);
        // The quantity as every store list says it (docs/stock.md#stock-labels).
        expect(first).toContain(stockLabel(expected[0]!.STOCK_DISPO, 'fr'));
        expect(first).toContain('DT');
      }
      await screenshot(page, `stores-disponibility-${lang}`);
      await context!.close();
      context = undefined;
    }
  });
});
