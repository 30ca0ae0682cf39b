/**
 * Layout that never hides (issue 33, item 7; docs/shell.md#floating-buttons): on a 390×844 phone,
 * every route that has a floating button is scrolled to its end and no floating button overlaps
 * the bottom bar, the raised scan button, another button or link, a price or a barcode; the button
 * at the column's end mirrors to the left in Arabic. The barcodes a shopper shows at the till (a
 * coupon's sheet, the loyalty card, a prize just won) are whole on screen, above the bar. In French
 * and Arabic, with data long enough to scroll (12 receipts, a list of 14 products, three family
 * members, the demo's last-chance offers).
 */
import type { LoyaltyCard, OfferPage, ReceiptRequest, ShoppingList } from '@qadhya/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, joinFamily, signUpViaApi, type TestAccount } from './helpers/accounts.ts';
import { enrolByApi } from './helpers/admin.ts';
import { blockingViolations } from './helpers/axe.ts';
import { alwaysPaying, createCampaign } from './helpers/campaigns.ts';
import { ownServer, type Lang } from './helpers/own-server.ts';
import { screenshot } from './helpers/screenshots.ts';
import { animationsDone } from './helpers/settled.ts';
import { tillOf, tillStock } from './helpers/till.ts';

const ADMIN = { email: 'direction@flottants.e2e.qadhya.test', password: 'une longue phrase de passe flottants' };
const APP_NOW = '2026-11-24T10:30';

const own = ownServer('floating-buttons', ADMIN, { APP_NOW });
let shopper: TestAccount;
/** A shopper with no purchase yet: the welcome coupon is still active (a first sale without it ends it). */
let newcomer: TestAccount;
let list: ShoppingList;

/** A loaded 2-core machine may take more than the default 10 s to draw a screen after a tap. */
const phone = (lang: Lang, account: TestAccount | null = shopper): Promise<Page> => own.phone({ lang, as: account, timeoutMs: 20_000 });

interface Layout {
  /** The floating buttons on screen, with their box. */
  fabs: { name: string; left: number; right: number; top: number; bottom: number }[];
  /** Whether the page was long enough to scroll. */
  scrolled: boolean;
  /** "<floating button> × <what it covers>" for each overlap. */
  overlaps: string[];
}

/**
 * Scrolls the page to its very end and, in the same frame, measures every floating button (the
 * children of a [data-floating-action] dock) against the bottom bar, the scan button, every other
 * button or link, every price ([data-ui-price]) and every barcode ([data-barcode]) on screen.
 */
function scrollToEndAndMeasure(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const root = document.scrollingElement!;
    window.scrollTo({ top: root.scrollHeight, behavior: 'instant' });
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2 || el.closest('.visually-hidden')) return false;
      const s = getComputedStyle(el);
      return s.visibility !== 'hidden' && s.display !== 'none' && r.bottom > 0 && r.top < vh && r.right > 0 && r.left < vw;
    };
    const name = (el: Element) =>
      el.getAttribute('data-testid') ??
      el.getAttribute('aria-label') ??
      ((el.textContent ?? '').trim().slice(0, 30) || el.tagName.toLowerCase());
    const hit = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const fabs = [...document.querySelectorAll('[data-floating-action] > *')].filter(shown);
    const targets: { label: string; el: Element }[] = [];
    const bar = document.querySelector('[data-testid="bottom-bar"]');
    const scan = document.querySelector('[data-testid="scan-button"]');
    if (bar) targets.push({ label: 'bottom bar', el: bar });
    if (scan) targets.push({ label: 'scan button', el: scan });
    for (const el of document.querySelectorAll(
      'main button, main a[href], main [role="button"], main [data-ui-price], main [data-barcode]',
    )) {
      if (!shown(el) || el.closest('[data-floating-action]') || fabs.some((f) => el.contains(f))) continue;
      const kind = el.matches('[data-ui-price]') ? 'price' : el.matches('[data-barcode]') ? 'barcode' : 'button';
      targets.push({ label: `${kind} ${name(el)}`, el });
    }
    // Two floating buttons must not cover each other either.
    fabs.forEach((f, i) => fabs.slice(i + 1).forEach((g) => targets.push({ label: `floating ${name(g)}`, el: g })));
    const overlaps: string[] = [];
    for (const f of fabs) {
      const box = f.getBoundingClientRect();
      if (box.left < 0 || box.right > vw || box.top < 0 || box.bottom > vh) overlaps.push(`${name(f)} × the screen's edge`);
      for (const t of targets) if (t.el !== f && hit(box, t.el.getBoundingClientRect())) overlaps.push(`${name(f)} × ${t.label}`);
    }
    return {
      fabs: fabs.map((f) => {
        const r = f.getBoundingClientRect();
        return { name: name(f), left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      }),
      scrolled: root.scrollTop > 0,
      overlaps,
    };
  });
}

/**
 * Whether a barcode is whole on screen and nothing is drawn over it: its box inside the viewport,
 * above the bar's scan button when the bar is uncovered, and the topmost element at 15 points spread
 * over it is the barcode itself.
 */
function barcodeHidden(page: Page, testId: string): Promise<string[]> {
  return page.evaluate((id) => {
    const code = document.querySelector(`[data-testid="${id}"]`);
    if (!code) return [`no ${id}`];
    const r = code.getBoundingClientRect();
    const problems: string[] = [];
    if (r.top < 0 || r.left < 0 || r.right > window.innerWidth || r.bottom > window.innerHeight)
      problems.push(`${id} outside the screen: ${JSON.stringify(r)}`);
    for (const fx of [0.05, 0.25, 0.5, 0.75, 0.95]) {
      for (const fy of [0.05, 0.5, 0.95]) {
        const x = r.left + r.width * fx;
        const y = r.top + r.height * fy;
        const top = document.elementFromPoint(x, y);
        if (!top || !code.contains(top))
          problems.push(
            `${id} covered at (${Math.round(x)}, ${Math.round(y)}) by ${top?.closest('[data-testid]')?.getAttribute('data-testid') ?? top?.tagName ?? 'nothing'}`,
          );
      }
    }
    return problems;
  }, testId);
}

/** The page, scrolled to its end, has no overlap; returns the measure for further checks. */
async function expectClearAtEnd(page: Page, label: string, { mustScroll }: { mustScroll: boolean }): Promise<Layout> {
  await animationsDone(page);
  const layout = await scrollToEndAndMeasure(page);
  expect(layout.fabs.length, `${label}: a floating button`).toBeGreaterThanOrEqual(1);
  if (mustScroll) expect(layout.scrolled, `${label}: long enough to scroll`).toBe(true);
  expect(layout.overlaps, label).toEqual([]);
  return layout;
}

/** A floating button at the column's end is on the right in French and on the left in Arabic. */
function expectEndSide(layout: Layout, lang: Lang): void {
  const fab = layout.fabs[0]!;
  const centre = (fab.left + fab.right) / 2;
  if (lang === 'fr') expect(centre).toBeGreaterThan(195);
  else expect(centre).toBeLessThan(195);
}

beforeAll(async () => {
  const { token } = await enrolByApi(own.baseURL, ADMIN.email, ADMIN.password);
  // A till key (openTill would enrol the admin a second time).
  const till = await tillOf(own.baseURL, token, { name: 'Caisse flottants' });
  await createCampaign(
    own.baseURL,
    token,
    await alwaysPaying(own.baseURL, 'shake_win', { title: 'Shake & Win flottant', title_ar: 'هزّ واربح' }),
  );

  shopper = await signUpViaApi(own.baseURL, { name: 'Rania', lastname: 'Mejri', password: 'rania-flottants-1' });
  newcomer = await signUpViaApi(own.baseURL, { name: 'Ines', lastname: 'Trabelsi', password: 'ines-flottants-1' });
  // Three family members: the family screen has a list under its « Ajouter membre ».
  for (const [i, name] of ['Ali', 'Mouna', 'Sami'].entries()) {
    const member = await signUpViaApi(own.baseURL, { name, lastname: 'Mejri', password: `${name.toLowerCase()}-flottants-1` });
    await joinFamily(own.baseURL, shopper, member, `avatar-${i + 1}`);
  }
  // Twelve receipts: my-tickets scrolls under « ajouter un ticket ».
  const card = (await apiAs(own.baseURL, shopper.token, 'GET', '/wallet/card')).body as LoyaltyCard;
  const { store, products } = await tillStock(own.baseURL, 14);
  expect(products.length).toBe(14);
  const product = products[0]!;
  for (let i = 0; i < 12; i++) {
    const total = product.price * (i + 1);
    const receipt: ReceiptRequest = {
      receipt_id: `E2E-FLOTTANT-${i}`,
      store: store.magasin_code,
      purchased_at: new Date(Date.parse('2026-11-24T09:00:00+01:00') - i * 2 * 86_400_000).toISOString(),
      card_number: card.card_number,
      lines: [{ sku: product.sku, quantity: i + 1, unit_price: product.price, discount: 0, total }],
      total,
      payment: 'card',
    };
    await till.post(receipt);
  }
  // A list of fourteen products with their prices, under « Ajouter produit ».
  const created = await apiAs(own.baseURL, shopper.token, 'POST', '/lists', {
    request_id: 'e2e-flottants-list-1',
    title: 'Courses de la semaine',
    member_ids: [],
    items: products.map((p) => ({ sku: p.sku, quantity: 1 })),
  });
  expect(created.status).toBe(201);
  list = created.body as ShoppingList;
}, 300_000);

describe.each(['fr', 'ar'] as const)('floating buttons (%s)', (lang) => {
  it('last chance: the store pill stays clear of the bar, the scan button and the last prices', async () => {
    const page = await phone(lang, null);
    await page.goto('/layout/last-chance/products');
    await page.getByTestId('last-chance-item').nth(5).waitFor();
    await page.getByTestId('last-chance-store-fab').waitFor();
    await expectClearAtEnd(page, `last chance ${lang}`, { mustScroll: true });
    await screenshot(page, `${lang}-floating-last-chance-end`);
    expect(await blockingViolations(page), `last chance ${lang}`).toEqual([]);
  });

  it('family: « Ajouter membre » at the column’s end, clear of the members', async () => {
    const page = await phone(lang);
    await page.goto('/layout/family');
    await page.getByTestId('family-add').waitFor();
    await expect.poll(() => page.getByText('Sami').count()).toBeGreaterThanOrEqual(1);
    const layout = await expectClearAtEnd(page, `family ${lang}`, { mustScroll: false });
    expectEndSide(layout, lang);
    await screenshot(page, `${lang}-floating-family-end`);
    expect(await blockingViolations(page), `family ${lang}`).toEqual([]);
  });

  it('a shopping list: « Ajouter produit » clear of the last item’s price', async () => {
    const page = await phone(lang);
    await page.goto(`/layout/details-course/${list.id}`);
    await expect.poll(() => page.getByTestId('course-item').count()).toBe(14);
    await page.getByTestId('course-add-product').waitFor();
    const layout = await expectClearAtEnd(page, `details-course ${lang}`, { mustScroll: true });
    expectEndSide(layout, lang);
    await screenshot(page, `${lang}-floating-details-course-end`);
    expect(await blockingViolations(page), `details-course ${lang}`).toEqual([]);
  });

  it('my-tickets: « ajouter un ticket » clear of the bar, the scan button and the amounts', async () => {
    const page = await phone(lang);
    await page.goto('/layout/my-tickets');
    await page.getByTestId('tickets-add').waitFor();
    await expect.poll(() => page.locator('#tickets-panel [data-ui-price]').count()).toBeGreaterThanOrEqual(5);
    await expectClearAtEnd(page, `my-tickets ${lang}`, { mustScroll: true });
    await screenshot(page, `${lang}-floating-my-tickets-end`);
    expect(await blockingViolations(page), `my-tickets ${lang}`).toEqual([]);
  });

  it('add-list and add-product: their last buttons clear of the bar and the scan button', async () => {
    const page = await phone(lang);
    await page.goto('/layout/add-list');
    await page.getByTestId('create-list').waitFor();
    await expectClearAtEnd(page, `add-list ${lang}`, { mustScroll: false });
    await screenshot(page, `${lang}-floating-add-list-end`);
    expect(await blockingViolations(page), `add-list ${lang}`).toEqual([]);

    await page.goto(`/layout/add-product?list=${list.id}`);
    await page.getByTestId('add-products-submit').waitFor();
    await expect.poll(() => page.locator('main [data-ui-price]').count()).toBeGreaterThanOrEqual(6);
    await expectClearAtEnd(page, `add-product ${lang}`, { mustScroll: true });
    await screenshot(page, `${lang}-floating-add-product-end`);
    expect(await blockingViolations(page), `add-product ${lang}`).toEqual([]);
  });
});

describe.each(['fr', 'ar'] as const)('barcodes above the bar (%s)', (lang) => {
  it('a coupon’s barcode in its sheet, and the loyalty card’s, are whole on screen', async () => {
    const offers = (await apiAs(own.baseURL, newcomer.token, 'GET', '/wallet/offers?kind=coupon&status=active')).body as OfferPage;
    expect(offers.items.length).toBeGreaterThanOrEqual(1);
    const page = await phone(lang, newcomer);
    await page.goto('/layout/benefices');
    await page.getByTestId('offer-open').first().click();
    await page.getByTestId('offer-barcode').waitFor();
    // The sheet slides in once it is 'open' (two frames after 'entering'): its transition is then running.
    await expect
      .poll(() => page.getByTestId('offer-barcode').evaluate((el) => el.closest('[data-state]')?.getAttribute('data-state')))
      .toBe('open');
    await animationsDone(page);
    expect(await barcodeHidden(page, 'offer-barcode')).toEqual([]);
    await screenshot(page, `${lang}-floating-coupon-barcode`);
    expect(await blockingViolations(page), `coupon sheet ${lang}`).toEqual([]);

    await page.goto('/layout/my-card');
    await page.getByTestId('card-barcode').waitFor();
    await page.getByTestId('card-barcode').scrollIntoViewIfNeeded();
    expect(await barcodeHidden(page, 'card-barcode')).toEqual([]);
  });

  it('a prize just won: its barcode is shown whole, above the bar, without scrolling', async () => {
    const page = await phone(lang);
    await page.goto('/layout/shake_win');
    await page.getByTestId('shake-play').click();
    await page.getByTestId('prize-barcode').waitFor();
    await animationsDone(page);
    await expect.poll(() => barcodeHidden(page, 'prize-barcode')).toEqual([]);
    await screenshot(page, `${lang}-floating-prize-barcode`);
    expect(await blockingViolations(page), `prize ${lang}`).toEqual([]);
  });
});
