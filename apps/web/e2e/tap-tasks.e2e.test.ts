/**
 * Shopper tasks counted in taps from /layout on a 390×844 phone (issue 33, « How it is checked »),
 * on the demo data, in French and Arabic; each fails above its budget:
 * - this week's catalogue at page 3 (≤ 3 taps): « Feuilleter » on the home's catalogue card, then
 *   « Page suivante » twice (docs/catalogues.md#catalogue-viewer);
 * - a coupon's barcode (≤ 3 taps): the menu, « Mes bénéfices », the coupon's eye
 *   (docs/wallet.md#benefices-coupons-my-gift-vouchers); the shopper is a new account, whose
 *   welcome coupon is active.
 * Scrolling is not a tap; every tap goes through `tap()`.
 */
import type { OfferPage } from '@qadhya/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { apiAs, sessionStorageFor, signUpViaApi, type TestAccount } from './helpers/accounts.ts';
import { phoneSession } from './helpers/phone-session.ts';
import { screenshot } from './helpers/screenshots.ts';
import { animationsDone } from './helpers/settled.ts';

const baseURL = inject('baseURL');
const phones = phoneSession(baseURL);
type Lang = 'fr' | 'ar';

let shopper: TestAccount;

beforeAll(async () => {
  shopper = await signUpViaApi(baseURL, { name: 'Hela', lastname: 'Jaziri', password: 'hela-taches-1' });
});

async function phone(lang: Lang, account: TestAccount | null): Promise<Page> {
  const context = await phones.open({
    ...(lang === 'ar' ? { locale: 'ar-TN' } : {}),
    storage: account ? sessionStorageFor(account, { LANG: lang }) : { LANG: lang },
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  return page;
}

/** Counts the taps of one task. */
function tapCounter() {
  let taps = 0;
  return {
    async tap(target: Locator): Promise<void> {
      await target.scrollIntoViewIfNeeded();
      await target.tap();
      taps++;
    },
    get taps() {
      return taps;
    },
  };
}

/** "Page X / N" (in either language, bidi marks dropped) → [X, N]. */
async function pageCounter(page: Page): Promise<[number, number]> {
  const text = (await page.getByTestId('page-counter').innerText()).replace(/[\u2066-\u2069\u200e\u200f]/g, '');
  const m = /(\d+)\s*\/\s*(\d+)/.exec(text);
  if (!m) throw new Error(`no counter in "${text}"`);
  return [Number(m[1]), Number(m[2])];
}

describe.each(['fr', 'ar'] as const)('shopper tasks in taps (%s)', (lang) => {
  it("this week's catalogue at page 3 in ≤ 3 taps", async () => {
    const page = await phone(lang, null);
    const task = tapCounter();
    await page.goto('/layout');
    await task.tap(page.getByTestId('home-browse'));
    await page.waitForURL('**/layout/catalog-view/**');
    await page.getByTestId('flipbook-page').waitFor();
    expect((await pageCounter(page))[0]).toBe(1);
    await task.tap(page.getByTestId('flip-next'));
    await expect.poll(async () => (await pageCounter(page))[0]).toBe(2);
    await task.tap(page.getByTestId('flip-next'));
    await expect.poll(async () => (await pageCounter(page))[0]).toBe(3);
    await page.waitForURL(/[?&]page=3\b/);
    expect(await page.getByTestId('flipbook-page').getAttribute('data-page')).toBe('3');
    expect(task.taps).toBeLessThanOrEqual(3);
    await animationsDone(page);
    await screenshot(page, `${lang}-tap-task-catalogue-page-3`);
  });

  it("a coupon's barcode in ≤ 3 taps", async () => {
    const coupons = (await apiAs(baseURL, shopper.token, 'GET', '/wallet/offers?kind=coupon&status=active')).body as OfferPage;
    expect(coupons.items.length).toBeGreaterThanOrEqual(1);
    const page = await phone(lang, shopper);
    const task = tapCounter();
    await page.goto('/layout');
    await page.getByTestId('menu-button').waitFor();
    await task.tap(page.getByTestId('menu-button'));
    await task.tap(page.locator('[data-testid="menu-link"][href$="/layout/benefices"]'));
    await page.waitForURL('**/layout/benefices**');
    await task.tap(page.getByTestId('offer-open').first());
    const barcode = page.getByTestId('offer-barcode');
    await barcode.waitFor();
    expect(await barcode.getAttribute('data-valid')).toBe('true');
    expect(await page.getByTestId('offer-sheet-body').getAttribute('data-code')).toBe(coupons.items[0]!.code);
    // The sheet slides in once it is 'open' (two frames after 'entering'): its transition is then running.
    await expect.poll(() => barcode.evaluate((el) => el.closest('[data-state]')?.getAttribute('data-state'))).toBe('open');
    await animationsDone(page);
    const box = (await barcode.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(task.taps).toBeLessThanOrEqual(3);
    await screenshot(page, `${lang}-tap-task-coupon-barcode`);
  });
});
