/**
 * Issue 38 item 3, every price has its history (docs/products.md#price-history), on a 390×844 phone
 * against the real server and its demo history: a shopper with a chosen store opens a product on
 * promotion; the sheet shows the chart of 12 months at that store, the lowest price of the 30 days
 * before the reduction, and the history's legend. French and Arabic, axe-clean, screenshots
 * price-history-<fr|ar>.
 */
import { formatMoney } from '@qadhya/domain';
import type { ProductPage, PriceHistory, Store } from '@qadhya/contracts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { blockingViolations } from './helpers/axe.ts';
import { apiGetter } from './helpers/api-get.ts';
import { phoneSession, shopperPage } from './helpers/phone-session.ts';
import { screenshot } from './helpers/screenshots.ts';

const baseURL = inject('baseURL');
const phones = phoneSession(baseURL);
const apiGet = apiGetter(baseURL);

const TEXTS = {
  fr: {
    title: 'Historique des prix',
    lowest30: 'Prix le plus bas des 30 jours avant la remise : ',
    where: 'Au magasin ',
    range: (min: string, max: string) => `De ${min} à ${max}`,
  },
  ar: {
    title: 'تاريخ الأسعار',
    lowest30: 'أدنى سعر خلال 30 يومًا قبل التخفيض: ',
    where: 'في متجر ',
    range: (min: string, max: string) => `من ${min} إلى ${max}`,
  },
};

let store: Store;
let sku: string;
let history: PriceHistory;

beforeAll(async () => {
  store = (await apiGet<{ items: Store[] }>('/stores')).items[0]!;
  // A product with a reduction running today at that store: the one the 30-day rule speaks of.
  for (let page = 1; page <= 10 && !sku; page++) {
    const products = (await apiGet<ProductPage>(`/products?page=${page}&pageSize=50`)).items;
    for (const p of products) {
      const h = await apiGet<PriceHistory>(`/products/sku/${encodeURIComponent(p.sku)}/price-history?magasin=${store.magasin_code}`);
      if (h.lowest_30_days !== null) {
        [sku, history] = [p.sku, h];
        break;
      }
    }
  }
  expect(sku, 'a product on promotion with a history').toBeTruthy();
});

describe('price history on the product sheet', () => {
  for (const lang of ['fr', 'ar'] as const) {
    it(`shows 12 months at the shopper's store and the lowest price of the 30 days before the reduction (${lang})`, async () => {
      const page = await shopperPage(phones, null, lang);
      await page.context().addInitScript({
        content: `localStorage.setItem('current_store', ${JSON.stringify(JSON.stringify({ ...store, gouvernorat: store.gouvernorat, delegation: store.delegation }))});`,
      });
      await page.goto(`/detail-produit/${encodeURIComponent(sku)}`);
      const section = page.getByTestId('price-history');
      await section.waitFor();
      const text = TEXTS[lang];
      expect(await section.getByRole('heading', { level: 2 }).innerText()).toBe(text.title);
      expect(await section.innerText()).toContain(text.where);
      expect(await page.getByTestId('price-lowest-30').innerText()).toBe(text.lowest30 + formatMoney(history.lowest_30_days, lang));
      // One dot for each promo week and each last-chance week of the answer, at the store.
      const chart = page.getByTestId('price-history-chart');
      expect(await chart.locator('circle[data-kind="promo"]').count()).toBe(history.points.filter((p) => p.promo !== null).length);
      expect(await chart.locator('circle[data-kind="last_chance"]').count()).toBe(
        history.points.filter((p) => p.last_chance !== null).length,
      );
      expect(await chart.getAttribute('aria-label')).toContain(formatMoney(history.now.price, lang));
      // The range in words: the lowest and highest prices of the 12 months.
      const prices = history.points.flatMap((p) => [p.regular, p.promo, p.last_chance]).filter((v): v is number => v !== null);
      expect(await page.getByTestId('price-history-range').innerText()).toBe(
        text.range(formatMoney(Math.min(...prices), lang), formatMoney(Math.max(...prices), lang)),
      );
      if (history.lowest_since_months !== null) await page.getByTestId('price-lowest-since').waitFor();
      await section.scrollIntoViewIfNeeded();
      expect(await blockingViolations(page), `axe (${lang})`).toEqual([]);
      await screenshot(page, `price-history-${lang}`);
      await page.context().close();
    });
  }
});
