/**
 * Issue 38 item 1, « Cette semaine sur ma liste » (docs/shopping-lists.md#this-week-on-my-list), on a
 * 390×844 phone against the real server and its demo data, the page's clock on the server's demo day
 * (Tuesday 24/11/2026 13:30 in Tunis): a shopper at a chosen store has a list holding a product on
 * promotion today and a typed « lait »; the list's detail shows the week's saving, each item's badge
 * with the deal's price and saving, and why « lait » matched (a link to that milk's sheet); the
 * favourites show the same; « Me prévenir chaque semaine » opens the notification settings, where the
 * weekly push (off by default) is turned on for a day and an hour, kept after a reload. French and
 * Arabic, axe-clean (serious, critical), screenshots list-deals-{detail,favourites,alert}-<fr|ar>. On the
 * way, the courses screen's card says how many of the list's items are on a deal this week.
 */
import type { ListDeals, PromoPage, ShoppingList, Store } from '@qadhya/contracts';
import { formatMoney } from '@qadhya/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { apiAs, signUpViaApi, type TestAccount } from './helpers/accounts.ts';
import { apiGetter } from './helpers/api-get.ts';
import { blockingViolations } from './helpers/axe.ts';
import { phoneSession, shopperPage } from './helpers/phone-session.ts';
import { screenshot } from './helpers/screenshots.ts';

const baseURL = inject('baseURL');
const phones = phoneSession(baseURL);
const apiGet = apiGetter(baseURL);
type Lang = 'fr' | 'ar';

/** The server's demo day (APP_NOW of the suite's server), the page's clock too. */
const DEMO_NOW = new Date('2026-11-24T13:30:00+01:00');
const TODAY = '2026-11-24';

const TEXTS = {
  fr: {
    title: 'Cette semaine sur ma liste',
    favourites: 'Cette semaine dans mes favoris',
    saving: (amount: string) => `Économie cette semaine : ${amount}`,
    kind: { catalogue: 'Catalogue', promo: 'Promo du jour', last_chance: 'Dernière chance' },
    lait: '« lait » :',
    todayOnly: 'aujourd’hui seulement',
    alert: 'Cette semaine sur ma liste',
    switchName: 'Rappel chaque semaine',
    saved: 'Enregistré.',
    off: 'Désactivé',
    on: 'Chaque lundi à 18:00',
    cardCount: '2 articles en promo cette semaine',
  },
  ar: {
    title: 'هذا الأسبوع في قائمتي',
    favourites: 'هذا الأسبوع في مفضّلاتي',
    saving: (amount: string) => `التوفير هذا الأسبوع: ${amount}`,
    kind: { catalogue: 'الكتالوج', promo: 'عرض اليوم', last_chance: 'الفرصة الأخيرة' },
    lait: '« lait »:',
    todayOnly: 'اليوم فقط',
    alert: 'هذا الأسبوع في قائمتي',
    switchName: 'تذكير كل أسبوع',
    saved: 'تم الحفظ.',
    off: 'غير مفعّل',
    on: 'كل الاثنين على الساعة \u206618:00\u2069',
    cardCount: 'عنصران عليهما عرض هذا الأسبوع',
  },
};

let store: Store;
let promoSku: string;

beforeAll(async () => {
  store = (await apiGet<{ items: Store[] }>('/stores')).items[0]!;
  // A product on a daily promo today (not a milk: « lait » is the typed item's own match).
  const promos = await apiGet<PromoPage>(`/promos?oc_debut=${TODAY}&oc_fin=${TODAY}&pageSize=50`);
  promoSku = promos.items.find((p) => p.status === 'today' && !/lait/i.test(p.name))!.sku;
  expect(promoSku, 'a product on promotion today').toBeTruthy();
});

interface Shopper {
  account: TestAccount;
  list: ShoppingList;
  deals: ListDeals;
}

/** A shopper with « Courses de la semaine »: the promo product × 2 and a typed « lait »; its deals as the server answers them. */
async function shopper(lang: Lang): Promise<Shopper> {
  const account = await signUpViaApi(baseURL, {
    name: lang === 'fr' ? 'Sonia' : 'Rania',
    lastname: 'Deals',
    password: `deals-${lang}-secret`,
  });
  const created = await apiAs(baseURL, account.token, 'POST', '/lists', {
    request_id: `e2e-deals-${lang}-${Math.random().toString(36).slice(2, 12)}`,
    title: 'Courses de la semaine',
    items: [
      { sku: promoSku, quantity: 2 },
      { text: 'lait', quantity: 1 },
    ],
  });
  expect(created.status).toBe(201);
  const list = created.body as ShoppingList;
  expect((await apiAs(baseURL, account.token, 'POST', `/favorites/${promoSku}`)).status).toBeLessThan(300);
  const answer = await apiAs(baseURL, account.token, 'GET', `/lists/${list.id}/deals?magasin=${store.magasin_code}&lang=${lang}`);
  expect(answer.status).toBe(200);
  const deals = answer.body as ListDeals;
  expect(deals.items.map((i) => i.item).sort(), 'the promo product and « lait » are on a deal').toEqual([`p:${promoSku}`, 't:lait'].sort());
  return { account, list, deals };
}

/** The phone at the chosen store, the page's clock on the demo day. */
async function phoneAt(account: TestAccount, lang: Lang): Promise<Page> {
  const page = await shopperPage(phones, account, lang);
  await page.context().addInitScript({ content: `localStorage.setItem('current_store', ${JSON.stringify(JSON.stringify(store))});` });
  await page.clock.install({ time: DEMO_NOW });
  return page;
}

/** Scrolls the page so that the element starts just under the app's header. */
async function scrollUnderHeader(page: Page, testId: string): Promise<void> {
  await page
    .getByTestId(testId)
    .evaluate((el) =>
      window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - (document.querySelector('header')?.offsetHeight ?? 56) - 12),
    );
}

const item = (page: Page, key: string) => page.locator(`[data-testid="course-item"][data-key="${key}"]`);

describe('« Cette semaine sur ma liste »', () => {
  for (const lang of ['fr', 'ar'] as const) {
    it(`a list and the favourites show this week's deals at the store, and the weekly push is set (${lang})`, async () => {
      const text = TEXTS[lang];
      const { account, list, deals } = await shopper(lang);
      const page = await phoneAt(account, lang);

      // The list's detail: the week's card, the badges, « lait » explained.
      await page.goto(`/layout/details-course/${list.id}`);
      const summary = page.getByTestId('deals-summary');
      await summary.waitFor();
      expect(await summary.getByRole('heading', { level: 2 }).innerText()).toBe(text.title);
      expect(await page.getByTestId('deals-total').innerText()).toBe(text.saving(formatMoney(deals.total_saving, lang)));
      expect(deals.total_saving).toBeGreaterThan(0);
      expect(await page.getByTestId('deals-store').innerText()).toContain(store.storename);

      const product = deals.items.find((i) => i.item === `p:${promoSku}`)!;
      const best = product.deals[0]!;
      expect(best.week).toBe('this');
      const productRow = item(page, `p:${promoSku}`);
      expect(await productRow.getByTestId('item-deal-badge').first().innerText()).toBe(text.kind[best.kind]);
      if (best.saving > 0)
        expect(await productRow.getByTestId('item-deal-saving').first().innerText()).toContain(formatMoney(-best.saving, lang));
      // A daily promo ends tonight: said so, by the app's clock on the demo day.
      if (best.to === TODAY) expect(await productRow.getByTestId('item-deal').first().innerText()).toContain(text.todayOnly);

      const lait = deals.items.find((i) => i.item === 't:lait')!;
      expect(lait.match).toEqual({ by: 'words', words: ['lait'] });
      const match = item(page, 't:lait').getByTestId('item-deal-match').first();
      const explained = await match.innerText();
      expect(explained.startsWith(text.lait)).toBe(true);
      expect(explained).toContain(lait.deals[0]!.name);
      await page.getByTestId('course-items').scrollIntoViewIfNeeded();
      expect(await blockingViolations(page), `axe: the list's deals (${lang})`).toEqual([]);
      await scrollUnderHeader(page, 'deals-summary');
      await screenshot(page, `list-deals-detail-${lang}`);
      await scrollUnderHeader(page, 'course-items');
      await screenshot(page, `list-deals-items-${lang}`);

      // The explanation opens the matched milk's sheet.
      await match.click();
      await page.waitForURL(`**/detail-produit/${encodeURIComponent(lait.deals[0]!.sku)}`);
      await page.goBack();
      await summary.waitFor();

      // « Me prévenir chaque semaine » → the notification settings' card: off by default, turned on, kept.
      await page.getByTestId('deals-alert-link').click();
      await page.waitForURL('**/layout/notifs#list-deals-alert');
      const card = page.getByTestId('list-deals-alert');
      await card.waitFor();
      expect(await card.getByRole('heading', { level: 2 }).innerText()).toBe(text.alert);
      const toggle = card.getByRole('switch', { name: text.switchName });
      expect(await toggle.getAttribute('aria-checked')).toBe('false');
      expect(await card.getByTestId('list-deals-alert-summary').innerText()).toBe(text.off);
      await toggle.click();
      await card.getByTestId('list-deals-alert-weekday').selectOption('1');
      await card.getByTestId('list-deals-alert-hour').selectOption('18');
      await card.getByTestId('list-deals-alert-save').click();
      await expect.poll(() => card.getByTestId('list-deals-alert-status').innerText()).toBe(text.saved);
      expect((await apiAs(baseURL, account.token, 'GET', '/users/me/list-deals-alert')).body).toEqual({
        enabled: true,
        weekday: 1,
        hour: 18,
      });
      await page.reload();
      await card.waitFor();
      expect(await card.getByRole('switch', { name: text.switchName }).getAttribute('aria-checked')).toBe('true');
      expect(await card.getByTestId('list-deals-alert-weekday').inputValue()).toBe('1');
      expect(await card.getByTestId('list-deals-alert-hour').inputValue()).toBe('18');
      expect(await card.getByTestId('list-deals-alert-summary').innerText()).toBe(text.on);
      await scrollUnderHeader(page, 'list-deals-alert');
      expect(await blockingViolations(page), `axe: the weekly push's setting (${lang})`).toEqual([]);
      await screenshot(page, `list-deals-alert-${lang}`);

      // The favourites: the same badge and the week's card.
      await page.goto('/layout/wishlist');
      const favourites = page.getByTestId('deals-summary');
      await favourites.waitFor();
      expect(await favourites.getByRole('heading', { level: 2 }).innerText()).toBe(text.favourites);
      const favourite = page.locator(`[data-testid="wishlist-item"][data-sku="${promoSku}"]`);
      expect(await favourite.getByTestId('item-deal-badge').first().innerText()).toBe(text.kind[best.kind]);
      expect(await page.getByTestId('deals-total').innerText()).toBe(text.saving(formatMoney(best.saving, lang)));
      expect(await blockingViolations(page), `axe: the favourites' deals (${lang})`).toEqual([]);
      await screenshot(page, `list-deals-favourites-${lang}`);
    });
  }
});

describe('the journey to the week’s deals', () => {
  for (const lang of ['fr', 'ar'] as const) {
    it(`from /layout, three taps reach a list's deals: the menu, « Mes courses », the list (${lang})`, async () => {
      const { account, list, deals } = await shopper(lang);
      const page = await phoneAt(account, lang);
      await page.goto('/layout');
      let taps = 0;
      const tap = async (target: ReturnType<Page['getByTestId']>) => {
        await target.click();
        taps++;
      };
      await tap(page.getByTestId('menu-button'));
      const courses = page.locator(`[data-testid="menu-link"][href="/layout/courses"]`);
      await courses.waitFor();
      await screenshot(page, `journey-deals-menu-${lang}`);
      await tap(courses);
      const card = page.locator(`[data-testid="list-card"][data-list-id="${list.id}"]`);
      await card.waitFor();
      // The card already says how many of its items are on a deal this week at the store (the server's count).
      const count = card.getByTestId('list-card-deals');
      await count.waitFor();
      expect(deals.count_this_week).toBe(2);
      expect(await count.getAttribute('data-count')).toBe(String(deals.count_this_week));
      expect(await count.innerText()).toBe(TEXTS[lang].cardCount);
      expect(await blockingViolations(page), `the courses screen with the deals' count (${lang})`).toEqual([]);
      await screenshot(page, `journey-deals-courses-${lang}`);
      await tap(card.getByTestId('list-card-link'));
      const summary = page.getByTestId('deals-summary');
      await summary.waitFor();
      expect(await summary.getByRole('heading', { level: 2 }).innerText()).toBe(TEXTS[lang].title);
      expect(page.url()).toContain(`/layout/details-course/${list.id}`);
      expect(taps).toBe(3);
      await scrollUnderHeader(page, 'deals-summary');
      await screenshot(page, `journey-deals-list-${lang}`);
    });
  }
});
