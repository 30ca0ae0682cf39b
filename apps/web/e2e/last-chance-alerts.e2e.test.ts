/**
 * Issue 38 item 2, « Dernière chance » comes to you (docs/last-chance.md#alerts), on a 390×844 phone
 * against a server of its own whose job runner runs: a shopper whose store is kept on the server
 * finds it already followed (« Suivi ») on the last-chance list, narrows the alerts to one category
 * in the settings sheet; the chain's system publishes three offers there (two of that category), the
 * server's clock passes the minute's end: ONE inbox message « 2 nouvelles offres … » arrives; « Voir »
 * opens the store's list, the offer's detail shows « Plus que 3 en stock » and « Suivre ce produit »;
 * offline, another offer's detail still shows its stock as listed. The phone's clock is fixed at the
 * server's now. French and Arabic, axe-clean, screenshots last-chance-alerts-*.
 */
import type { LastChanceCategories, LastChancePage, ProductPage, Store } from '@qadhya/contracts';
import { withoutIsolates } from '@qadhya/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, enrolByApi, expectAccessible, serverNow } from './helpers/admin.ts';
import { apiAs, signUpViaApi, type TestAccount } from './helpers/accounts.ts';
import { navigateInApp } from './helpers/in-app.ts';
import { ownServer, type Lang } from './helpers/own-server.ts';
import { screenshot } from './helpers/screenshots.ts';
import { advanceServerClock } from './helpers/server-clock.ts';
import { animationsDone } from './helpers/settled.ts';

const ADMIN = { email: 'direction@alertes.e2e.qadhya.test', password: 'une longue phrase de passe des alertes' };
const APP_NOW = '2026-11-24T10:00';

const own = ownServer('last-chance-alerts', ADMIN, { APP_NOW, JOBS_INTERVAL_MS: '250' });
let feedKey = '';
let stores: Store[] = [];
/** The stores' Arabic names, by code. */
const arabicNames = new Map<string, string>();
let products: ProductPage['items'] = [];

const TEXTS = {
  fr: {
    following: 'Suivi',
    saved: 'Alertes enregistrées.',
    title: (store: string) => `2 nouvelles offres Dernière chance à ${store}`,
    stock: 'Plus que 3 en stock',
    followProduct: 'Suivre ce produit',
    followingProduct: 'Produit suivi',
  },
  ar: {
    following: 'مُتابَع',
    saved: 'تم حفظ التنبيهات.',
    title: (store: string) => `عرضان جديدان من «الفرصة الأخيرة» في ${store}`,
    stock: 'بقي 3 في المخزون',
    followProduct: 'متابعة هذا المنتج',
    followingProduct: 'منتج مُتابَع',
  },
};

const get = async <T>(path: string): Promise<T> => (await (await fetch(`${own.baseURL}/api/v1${path}`)).json()) as T;

/** Every sku with an offer at `store` now. */
async function offered(store: string): Promise<Set<string>> {
  const skus = new Set<string>();
  for (let page = 1; ; page++) {
    const answer = await get<LastChancePage>(`/last-chance?magasin=${store}&page=${page}&pageSize=100`);
    for (const item of answer.items) skus.add(item.ARTICLE);
    if (!answer.hasMore) return skus;
  }
}

/** The chain's system publishes offers at `store` (PATCH /integrations/stores/:code/last-chance), 75 % off, 3 left. */
async function publish(store: string, skus: { sku: string; price: number }[]): Promise<void> {
  const res = await fetch(`${own.baseURL}/api/v1/integrations/stores/${store}/last-chance`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', 'x-api-key': feedKey, 'idempotency-key': `e2e-lc-${store}-${Date.now()}` },
    body: JSON.stringify({ rows: skus.map((p) => ({ sku: p.sku, nouveau_pv: Math.round(p.price / 4), ancien_pv: p.price, stock: 3 })) }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

beforeAll(async () => {
  const { token } = await enrolByApi(own.baseURL, ADMIN.email, ADMIN.password);
  feedKey = (
    await api<{ key: string }>(
      own.baseURL,
      'POST',
      '/admin/api-keys',
      { name: 'Système e2e', scopes: ['last_chance:write'], stores: [] },
      token,
    )
  ).key;
  stores = (await get<{ items: Store[] }>('/stores')).items.slice(0, 2);
  for (const s of (await get<{ items: Store[] }>('/stores?lang=ar')).items) arabicNames.set(s.magasin_code, s.storename);
  for (let page = 1; page <= 4; page++) products.push(...(await get<ProductPage>(`/products?page=${page}&pageSize=100`)).items);
  products = products.filter((p) => p.price > 2000);
}, 240_000);

/** A shopper whose store (kept on the server) is `store`, and the products to publish there: two of one category of its tabs, one of another. */
async function setUp(lang: Lang, store: Store) {
  const shopper: TestAccount = await signUpViaApi(own.baseURL, {
    name: lang === 'fr' ? 'Sami' : 'سامي',
    lastname: 'Trabelsi',
    password: `sami-alertes-${lang}-1`,
  });
  expect((await apiAs(own.baseURL, shopper.token, 'PUT', '/users/me/store', { magasin_code: store.magasin_code })).status).toBe(200);
  const there = await offered(store.magasin_code);
  const tabs = (await get<LastChanceCategories>(`/last-chance/categories?magasin=${store.magasin_code}`)).categories;
  const fresh = products.filter((p) => !there.has(p.sku));
  const category = tabs.map((c) => c.CATEGORY_ID).find((id) => fresh.filter((p) => p.category_id === id).length >= 2)!;
  expect(category, 'a category of the store with two products not on offer there').toBeDefined();
  const inCategory = fresh.filter((p) => p.category_id === category).slice(0, 2);
  const other = fresh.find((p) => p.category_id !== category)!;
  return { shopper, category, inCategory, other };
}

const followBar = (page: Page) => page.getByTestId('last-chance-follow');

describe('last-chance alerts: the shopper’s path', () => {
  for (const lang of ['fr', 'ar'] as const) {
    it(`follows their store by default, narrows to a category, gets one message for the minute's offers, sees the stock left (${lang})`, async () => {
      const store = stores[lang === 'fr' ? 0 : 1]!;
      const text = TEXTS[lang];
      const { shopper, category, inCategory, other } = await setUp(lang, store);
      const now = await serverNow(own.baseURL);
      const page = await own.phone({ lang, as: shopper, fixedTime: now, timeoutMs: 15_000, serviceWorkers: 'allow' });
      await page.context().addInitScript({ content: `localStorage.setItem('current_store', ${JSON.stringify(JSON.stringify(store))});` });

      // The list of the shopper's store: already followed (their store by default).
      await page.goto('/layout/last-chance/products');
      await followBar(page).waitFor();
      expect(await followBar(page).getAttribute('data-following')).toBe('true');
      const follow = page.getByTestId('last-chance-follow-store');
      expect(await follow.getAttribute('aria-pressed')).toBe('true');
      expect((await follow.innerText()).trim()).toBe(text.following);
      await page.getByTestId('last-chance-grid').waitFor();
      await animationsDone(page);
      await expectAccessible(page);
      await screenshot(page, `last-chance-alerts-list-${lang}`);

      // The settings sheet: only one category.
      await page.getByTestId('last-chance-follow-settings').click();
      const sheet = page.getByTestId('last-chance-follow-sheet');
      await sheet.waitFor();
      await page.getByTestId(`lc-follow-categories-${category}`).check();
      await page.getByTestId('lc-follow-save').click();
      await expect.poll(() => page.getByTestId('lc-follow-status').innerText()).toBe(text.saved);
      await animationsDone(page);
      await expectAccessible(page);
      await screenshot(page, `last-chance-alerts-sheet-${lang}`);
      await page.keyboard.press('Escape');
      await sheet.waitFor({ state: 'detached' });

      // The chain publishes three offers within the minute; the server's clock passes its end.
      await publish(
        store.magasin_code,
        [...inCategory, other].map((p) => ({ sku: p.sku, price: p.price })),
      );
      await advanceServerClock(own.baseURL, 61);
      await expect
        .poll(
          async () => {
            const res = await apiAs(own.baseURL, shopper.token, 'GET', `/notifications?lang=${lang}`);
            return (res.body as { items: { title: string }[] }).items.map((n) => withoutIsolates(n.title));
          },
          { timeout: 20_000 },
        )
        .toEqual([text.title(withoutIsolates(lang === 'ar' ? arabicNames.get(store.magasin_code)! : store.storename))]);

      // The inbox: one message; « Voir » opens the store's offers.
      await navigateInApp(page, '/layout/notifications');
      const message = page.getByTestId('notification');
      await message.waitFor();
      expect(await message.count()).toBe(1);
      await animationsDone(page);
      await expectAccessible(page);
      await screenshot(page, `last-chance-alerts-inbox-${lang}`);
      await message.getByTestId('notification-view').click();
      await page.waitForURL(`**/layout/last-chance/products?magasin=${store.magasin_code}&alerte=1`);
      const card = (sku: string) => page.locator(`[data-testid="last-chance-item"][data-sku="${sku}"]`);
      // The list seen before the offers came is the browser's for 30 s (Cache-Control max-age=30) and
      // the app's for a minute; opened from the alert, it is read again: the new offers are there.
      await card(inCategory[0]!.sku).waitFor();

      // The offer's detail: the stock left at the store, and « Suivre ce produit ».
      await card(inCategory[0]!.sku).getByRole('link').first().click();
      await page.waitForURL('**/layout/detail-lastchance');
      const stock = page.getByTestId('detail-lastchance-stock');
      await expect.poll(async () => withoutIsolates(await stock.innerText())).toBe(text.stock);
      const followProduct = page.getByTestId('detail-lastchance-follow');
      expect((await followProduct.innerText()).trim()).toBe(text.followProduct);
      await followProduct.click();
      await expect.poll(() => followProduct.getAttribute('aria-pressed')).toBe('true');
      expect((await followProduct.innerText()).trim()).toBe(text.followingProduct);
      const saved = (await apiAs(own.baseURL, shopper.token, 'GET', '/last-chance/follows')).body as { products: { ARTICLE: string }[] };
      expect(saved.products.map((p) => p.ARTICLE)).toEqual([inCategory[0]!.sku]);
      await animationsDone(page);
      await expectAccessible(page);
      await screenshot(page, `last-chance-alerts-detail-${lang}`);

      // Offline: another offer's detail shows its stock as the list gave it.
      await page.goBack();
      await card(inCategory[1]!.sku).waitFor();
      await page.context().setOffline(true);
      await card(inCategory[1]!.sku).getByRole('link').first().click();
      await page.waitForURL('**/layout/detail-lastchance');
      await expect.poll(async () => withoutIsolates(await page.getByTestId('detail-lastchance-stock').innerText())).toBe(text.stock);
      await screenshot(page, `last-chance-alerts-offline-${lang}`);
      await page.context().setOffline(false);
    });
  }
});

describe('the journey to the alerts’ settings', () => {
  for (const lang of ['fr', 'ar'] as const) {
    it(`from /layout, two taps open what the shopper follows: the last-chance strip's link, then the settings (${lang})`, async () => {
      const store = stores[lang === 'fr' ? 0 : 1]!;
      const { shopper } = await setUp(lang, store);
      const page = await own.phone({
        lang,
        as: shopper,
        fixedTime: await serverNow(own.baseURL),
        timeoutMs: 15_000,
        serviceWorkers: 'allow',
      });
      await page.context().addInitScript({ content: `localStorage.setItem('current_store', ${JSON.stringify(JSON.stringify(store))});` });
      await page.goto('/layout');
      let taps = 0;
      const tap = async (target: ReturnType<Page['getByTestId']>) => {
        await target.click();
        taps++;
      };
      // Home's last-chance strip leads to its list.
      await tap(page.locator('main a[href="/layout/last-chance/products"]').first());
      await followBar(page).waitFor();
      expect(await followBar(page).getAttribute('data-following')).toBe('true');
      await tap(page.getByTestId('last-chance-follow-settings'));
      const sheet = page.getByTestId('last-chance-follow-sheet');
      await sheet.waitFor();
      await animationsDone(page);
      expect(taps).toBe(2);
      await screenshot(page, `journey-follow-sheet-${lang}`);
    });
  }
});
