/**
 * Stores by position (issue 33 item 3; docs/stores.md#store-page): the nearest store's last-chance
 * offers in ≤ 3 taps from /layout, the store page in French and Arabic (hours, open now by the
 * app clock, distance, directions, call, its offers, its stock), « Choisir ce magasin » becoming
 * « Mon magasin », and the chooser listing the nearest stores with their distance before the
 * governorate path. Phone 390×844, geolocation at a real store's coordinates.
 */
import type { LastChancePage, Store, StoreResponse, StoresResponse } from '@qadhya/contracts';
import { formatDistance, formatTime, withoutIsolates } from '@qadhya/domain';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiGetter } from './helpers/api-get.ts';
import { blockingViolations } from './helpers/axe.ts';
import { launchBrowser, newPhone, seedLocalStorage } from './helpers/browser.ts';
import type { NetworkGuard } from './helpers/network-guard.ts';
import { screenshot } from './helpers/screenshots.ts';
import { animationsDone, imagesLoaded } from './helpers/settled.ts';

const baseURL = inject('baseURL');
const apiGet = apiGetter(baseURL);
/** The configured tile host: the store finder's map asks it, and the guard aborts it. */
const TILE_HOST = 'tile.openstreetmap.org';

let browser: Browser;
let context: BrowserContext | undefined;
let guard: NetworkGuard | undefined;
let stores: Store[];
/** A store with last-chance offers, where the phone stands: the nearest store. */
let here: Store;
let offers: LastChancePage;

beforeAll(async () => {
  browser = await launchBrowser();
  stores = (await apiGet<StoresResponse>('/stores')).items;
  for (const s of stores) {
    const page = await apiGet<LastChancePage>(`/last-chance?magasin=${s.magasin_code}&page=1&pageSize=4`);
    // Alone at its spot (no other store within 50 m), so it is the nearest without a tie.
    const alone = stores.every((o) => o === s || Math.abs(o.latitude - s.latitude) + Math.abs(o.longitude - s.longitude) > 0.001);
    if (page.total >= 4 && alone) {
      here = s;
      offers = page;
      break;
    }
  }
  expect(here, 'a store with last-chance offers').toBeTruthy();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  const blocked = guard?.blocked ?? [];
  await context?.close();
  context = undefined;
  guard = undefined;
  expect(
    blocked.filter((url) => new URL(url).hostname !== TILE_HOST),
    'requests that left 127.0.0.1',
  ).toEqual([]);
});

/** A phone standing at `here` with the position granted. */
async function phone(lang: 'fr' | 'ar' = 'fr'): Promise<Page> {
  const made = await newPhone(browser, baseURL, {
    permissions: ['geolocation'],
    geolocation: { latitude: here.latitude, longitude: here.longitude, accuracy: 5 },
  });
  context = made.context;
  guard = made.guard;
  if (lang === 'ar') await seedLocalStorage(context, { LANG: 'ar' });
  return context.newPage();
}

describe('the nearest store’s last-chance offers', () => {
  it('are on its store page, ≤ 3 taps from /layout (home « Magasins » → the nearest store)', async () => {
    const page = await phone();
    let taps = 0;
    const tap = async (target: Locator) => {
      await target.click();
      taps++;
    };
    await page.goto('/layout');
    await tap(page.getByTestId('tile-stores'));
    const nearest = page.getByTestId('near-store-list').getByTestId('store-item').first();
    await nearest.waitFor();
    expect(await nearest.getAttribute('data-code')).toBe(here.magasin_code);
    await tap(nearest.getByTestId('store-open'));
    await page.waitForURL(`**/layout/magasin/${here.magasin_code}`);
    const cards = page.getByTestId('store-page-offer');
    await cards.first().waitFor();
    expect(await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-sku')))).toEqual(offers.items.map((i) => i.ARTICLE));
    expect(taps).toBeLessThanOrEqual(3);

    // « Voir tout »: the last-chance list of that store, the shopper's store unchanged.
    await page.getByTestId('store-page-last-chance-all').click();
    await page.waitForURL(`**/layout/last-chance/products?magasin=${here.magasin_code}`);
    await page
      .locator(
        `[data-testid="last-chance-page"][data-store="${here.magasin_code}"] [data-testid="last-chance-count"][data-total="${offers.total}"]`,
      )
      .waitFor();
    expect(await page.evaluate(() => localStorage.getItem('current_store'))).toBeNull();
  });
});

describe('the store page', () => {
  for (const lang of ['fr', 'ar'] as const) {
    it(`shows name, place, address, open now, distance, directions, call, offers, stock and the week's hours (${lang})`, async () => {
      const { store } = await apiGet<StoreResponse>(`/stores/${here.magasin_code}?lang=${lang}`);
      const page = await phone(lang);
      await page.goto(`/layout/magasin/${here.magasin_code}`);
      const root = page.locator('[data-testid="store-page"][data-state="ready"]');
      await root.waitFor();
      expect(await page.getByTestId('store-page-name').innerText()).toBe(store.storename);
      if (lang === 'ar') expect(store.storename).toMatch(/[\u0600-\u06FF]/);
      expect(await page.getByTestId('store-page-address').innerText()).toBe(store.address);
      // APP_NOW is Tuesday 24 November 2026, 13:30 in Tunis: the demo hours say open until 22:00.
      const tuesday = store.opening_hours[1];
      const status = page.getByTestId('store-open-now');
      if (tuesday && tuesday.opens <= '13:30' && '13:30' < tuesday.closes) {
        expect(await status.getAttribute('data-state')).toBe('open');
        if (lang === 'fr') expect(await status.innerText()).toBe(`Ouvert maintenant · ferme à ${formatTime(tuesday.closes, 'fr')}`);
        else expect(await status.innerText()).toContain('مفتوح الآن');
      }
      const today = page.locator('[data-testid="store-page-hours"] li[data-today]');
      expect(await today.count()).toBe(1);
      expect(await today.getAttribute('aria-current')).toBe('date');
      expect(await page.locator('[data-testid="store-page-hours"] li').count()).toBe(7);
      expect(await today.innerText()).toContain(lang === 'fr' ? 'Mardi' : 'الثلاثاء');
      // The phone stands on the store: « à 0,0 km » (distance only because the position is granted).
      await page.getByTestId('store-page-distance').waitFor();
      expect(withoutIsolates(await page.getByTestId('store-page-distance').innerText())).toContain(
        withoutIsolates(formatDistance(0, lang)),
      );
      const directions = await page.getByTestId('store-page-directions').getAttribute('href');
      expect(directions).toContain(`${store.latitude},${store.longitude}`);
      expect(await page.getByTestId('store-page-call').getAttribute('href')).toBe(`tel:${store.phone.replace(/[^\d+]/g, '')}`);
      expect(await page.getByTestId('store-page-stock-link').getAttribute('href')).toBe(
        `/layout/real-time-stock?magasin=${store.magasin_code}`,
      );
      await page.getByTestId('store-page-offer').first().waitFor();
      expect(await page.getByTestId('store-page-offer').count()).toBe(offers.items.length);
      expect(await page.getByTestId('store-page-choose').innerText()).toBe(lang === 'fr' ? 'Choisir ce magasin' : 'اختيار هذا المتجر');
      await imagesLoaded(page);
      await animationsDone(page);
      expect(await blockingViolations(page)).toEqual([]);
      await screenshot(page, `store-page-${lang}`);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await screenshot(page, `store-page-${lang}-end`);
    });
  }

  it('an unknown store says so and leads back to the stores', async () => {
    const page = await phone();
    await page.goto('/layout/magasin/ZZ9999');
    await page.locator('[data-testid="store-page"][data-state="missing"]').waitFor();
    expect(await page.getByTestId('store-page').innerText()).toContain('Ce magasin n’existe pas');
    expect(await page.getByRole('link', { name: 'Voir les magasins' }).getAttribute('href')).toBe('/layout/find-stores/magasins');
  });

  it('« Choisir ce magasin » makes it « Mon magasin », there and in the store finder and chooser', async () => {
    const page = await phone();
    await page.goto(`/layout/magasin/${here.magasin_code}`);
    const choose = page.getByTestId('store-page-choose');
    await choose.waitFor();
    expect(await choose.getAttribute('aria-pressed')).toBe('false');
    await choose.click();
    await page.locator('[data-testid="store-page-choose"][aria-pressed="true"]').waitFor();
    expect(await choose.innerText()).toBe('Mon magasin');
    expect(await page.getByTestId('store-page-mine').innerText()).toBe('Mon magasin');
    const saved = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('current_store') ?? 'null') as {
          magasin_code: string;
          gouvernorat: string;
          delegation: string;
        } | null,
    );
    expect(saved).toMatchObject({ magasin_code: here.magasin_code, gouvernorat: here.region_name, delegation: here.city });

    // The store finder names it and ticks its row.
    await page.goto('/layout/find-stores/magasins');
    await page
      .locator(`[data-testid="near-store-list"] [data-testid="store-item"][data-code="${here.magasin_code}"][data-selected]`)
      .waitFor();
    expect(await page.getByTestId('open-store-chooser').innerText()).toBe(`Mon magasin : ${here.storename}`);
    // Reloaded, the page still knows it.
    await page.goto(`/layout/magasin/${here.magasin_code}`);
    await page.locator('[data-testid="store-page-choose"][aria-pressed="true"]').waitFor();
  });
});

describe('« Choisir mon magasin » with a position', () => {
  for (const lang of ['fr', 'ar'] as const) {
    it(`lists the nearest stores with their distance before the governorate path (${lang})`, async () => {
      const expected = (await apiGet<StoresResponse>(`/stores/near?lat=${here.latitude}&lng=${here.longitude}&radius=100000&limit=3`))
        .items;
      expect(expected[0]!.magasin_code).toBe(here.magasin_code);
      const page = await phone(lang);
      await page.goto('/layout/find-stores/magasins');
      await page.getByTestId('open-store-chooser').click();
      const sheet = page.getByTestId('store-chooser');
      const nearest = sheet.getByTestId('store-chooser-nearest').getByTestId('store-item');
      await nearest.first().waitFor();
      expect(await nearest.evaluateAll((els) => els.map((e) => e.getAttribute('data-code')))).toEqual(expected.map((s) => s.magasin_code));
      const distances = await sheet.getByTestId('store-chooser-nearest').getByTestId('store-distance').allInnerTexts();
      expect(distances.map(withoutIsolates)).toEqual(expected.map((s) => withoutIsolates(formatDistance(s.distance_m!, lang))));
      // Nearest first, then « Choisir par gouvernorat » and its selects, below.
      const top = async (l: Locator) => (await l.boundingBox())!.y;
      expect(await top(sheet.getByTestId('store-chooser-nearest'))).toBeLessThan(await top(sheet.getByTestId('store-chooser-by-place')));
      expect(await top(sheet.getByTestId('store-chooser-by-place'))).toBeLessThan(await top(sheet.getByTestId('governorate-select')));
      expect(await sheet.getByTestId('store-chooser-by-place').innerText()).toBe(
        lang === 'fr' ? 'Choisir par gouvernorat' : 'الاختيار حسب الولاية',
      );
      await animationsDone(sheet);
      expect(await blockingViolations(page)).toEqual([]);
      await screenshot(page, `store-chooser-nearest-${lang}`);
      if (lang === 'fr') {
        // A tap on the second nearest chooses it and closes the sheet.
        const second = expected[1]!;
        await sheet.locator(`[data-testid="store-chooser-nearest"] [data-code="${second.magasin_code}"] button`).first().click();
        await sheet.waitFor({ state: 'detached' });
        expect(await page.getByTestId('open-store-chooser').innerText()).toBe(`Mon magasin : ${second.storename}`);
        // Its « › » opens its page.
        await page.getByTestId('open-store-chooser').click();
        await page.locator(`[data-testid="store-chooser-nearest"] [data-code="${second.magasin_code}"] [data-testid="store-open"]`).click();
        await page.waitForURL(`**/layout/magasin/${second.magasin_code}`);
        await page.locator('[data-testid="store-page-choose"][aria-pressed="true"]').waitFor();
      }
    });
  }
});
