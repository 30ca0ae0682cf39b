import type { ProductPage } from '@qadhya/contracts';
import { formatPercent, withoutIsolates } from '@qadhya/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { priceText } from '../src/components/ui/price-text.ts';
import { phoneSession } from './helpers/phone-session.ts';
import { screenshot } from './helpers/screenshots.ts';
import { animationsDone, imagesLoaded } from './helpers/settled.ts';
import { apiGetter } from './helpers/api-get.ts';

/**
 * What a keyboard and a screen reader get (docs/accessibility.md): prices read and copy as one
 * text in both languages, the overlay menu (a bottom sheet) keeps focus and gives it back on
 * Escape, the flipbook turns with the keys in the reading direction and says its page in a polite
 * live region. The scan dialog's announcement is checked in scan.e2e.test.ts (fake camera).
 */
const baseURL = inject('baseURL');
const phones = phoneSession(baseURL);
type Lang = 'fr' | 'ar';

async function phone(lang: Lang): Promise<Page> {
  const context = await phones.open({ storage: lang === 'ar' ? { LANG: 'ar' } : {} });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log(`[page error] ${e.message}`));
  return page;
}

const apiGet = apiGetter(baseURL);

/** The text a selection of `target`'s whole contents holds (what a copy puts on the clipboard). */
function selectedText(target: Locator): Promise<string> {
  return target.evaluate((el) => {
    const selection = getSelection()!;
    selection.removeAllRanges();
    const range = document.createRange();
    range.selectNodeContents(el);
    selection.addRange(range);
    return selection.toString();
  });
}

/** The element that has focus: its test id, or its tag when it has none. */
function focused(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute('data-testid') ?? el?.tagName.toLowerCase() ?? null;
  });
}

describe('prices for assistive tech', () => {
  for (const lang of ['fr', 'ar'] as const) {
    it(`a catalogue card's prices read as one text each and copy as "X,XXX DT" (${lang})`, async () => {
      const page = await phone(lang);
      await page.goto('/layout/catalogs');
      const grid = page.getByTestId('catalog-products');
      const card = grid.getByTestId('product-card').first();
      await card.waitFor();
      const catalogue = await grid.getAttribute('data-catalogue');
      const sku = await card.getAttribute('data-sku');
      const { items } = await apiGet<ProductPage>(`/catalogues/${catalogue}/products?pageSize=24&lang=${lang}`);
      const product = items.find((p) => p.sku === sku)!;
      expect(product.old_price).toBeGreaterThan(product.price);

      const price = card.locator('span[data-size]:not([data-old]):has(> bdi)');
      const old = card.locator('span[data-old]:has(> bdi)');
      // The accessibility tree holds one text per price, the old one with its label.
      const oldLabel = lang === 'fr' ? 'Ancien prix' : 'السعر القديم';
      // The spoken and copied texts are compared without the Arabic isolates (docs/formats.md#figures-in-arabic):
      // the speech carries them, the drawn figures are a <bdi> instead.
      const shown = priceText(product.price, lang);
      const shownOld = priceText(product.old_price, lang);
      expect(withoutIsolates(await price.ariaSnapshot())).toBe(`- text: ${withoutIsolates(shown)}`);
      expect(withoutIsolates(await old.ariaSnapshot())).toBe(`- text: ${oldLabel} ${withoutIsolates(shownOld)}`);
      // The discount badge reads as words, the drawn "-X%" is hidden from screen readers.
      const value = withoutIsolates(formatPercent(product.remise, lang));
      const discount = lang === 'fr' ? `Remise de ${value}` : `تخفيض ${value}`;
      expect(withoutIsolates(await card.ariaSnapshot())).toContain(discount);
      expect(withoutIsolates(await card.ariaSnapshot())).not.toContain(`-${value}`);
      // A copy holds the figures once, in reading order, without the spoken words.
      expect(withoutIsolates(await selectedText(price))).toBe(withoutIsolates(shown));
      expect(withoutIsolates(await selectedText(old))).toBe(withoutIsolates(shownOld));
      // The whole prices line copies the two prices and none of the spoken labels.
      const line = withoutIsolates(await selectedText(price.locator('..')));
      expect(line).toContain(withoutIsolates(shownOld));
      expect(line).toContain(withoutIsolates(shown));
      expect(line).not.toMatch(/Prix|prix|السعر/);
      // Left to right inside the Arabic page: the figures are an isolated ltr run.
      const figures = price.locator('bdi');
      expect(await figures.evaluate((el) => [getComputedStyle(el).direction, getComputedStyle(el).unicodeBidi])).toEqual([
        'ltr',
        'isolate',
      ]);
      // Drawn on one baseline: the integer part starts left of the decimals in both languages.
      const [integer, decimals] = await figures.locator('span').evaluateAll((spans) => spans.map((s) => s.getBoundingClientRect().left));
      expect(integer!).toBeLessThan(decimals!);
      await page.evaluate(() => getSelection()?.removeAllRanges());
      await imagesLoaded(page);
      await screenshot(page, `${lang}-a11y-prices-catalogue`);
    });
  }
});

describe('dates and counts in words', () => {
  it("a promo's date pill reads as a day in words, a past one as over (fr, ar)", async () => {
    for (const lang of ['fr', 'ar'] as const) {
      const page = await phone(lang);
      await page.goto('/layout/great-offers');
      const cards = page.getByTestId('promo-card');
      await cards.first().waitFor();
      // Server day: Tuesday 24 November 2026; today's promo comes first.
      const first = await cards.first().ariaSnapshot();
      expect(first).toContain(lang === 'fr' ? "Aujourd'hui, mardi 24 novembre" : 'اليوم، الثلاثاء');
      // The drawn pill ("Aujourd'hui · 24/11") is hidden from the accessibility tree.
      expect(first).not.toContain(lang === 'fr' ? "Aujourd'hui · 24/11" : 'اليوم · 24/11');
      const past = page.locator('[data-testid="promo-card"][data-status="past"]').first();
      if (await past.count()) expect(await past.ariaSnapshot()).toContain(lang === 'fr' ? 'Terminée, ' : 'انتهى، ');
    }
  });
});

describe('dialogs and sheets from the keyboard', () => {
  it('the overlay menu is a named modal: focus goes in, Tab stays in, Escape closes and focus returns to its button', async () => {
    const page = await phone('fr');
    await page.goto('/layout');
    const button = page.getByTestId('menu-button');
    await button.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    expect(await menu.getAttribute('aria-modal')).toBe('true');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await focused(page)).toBe('overlay-menu');
    // Tab and Shift+Tab go round inside the sheet (more presses than it has controls).
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await page.getByTestId('overlay-menu').waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('menu-button');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
  });

  it("the sheet's handle is a button: Enter closes the menu too (Arabic), focus back on the opener", async () => {
    const page = await phone('ar');
    await page.goto('/layout');
    await page.getByTestId('menu-button').click();
    const menu = page.getByRole('dialog', { name: 'القائمة' });
    await menu.waitFor();
    await animationsDone(page.getByTestId('overlay-menu'));
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('overlay-menu-handle');
    await page.keyboard.press('Enter');
    await page.getByTestId('overlay-menu').waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('menu-button');
  });
});

/** The polite live region of the flipbook and what it says. */
const announcement = (page: Page) => page.getByTestId('page-announcement');

describe('flipbook from the keyboard', () => {
  it('arrows, Page Down, End and Home turn the pages and the live region says "Page X sur N"', async () => {
    const page = await phone('fr');
    await page.goto('/layout/catalog-view/47/26');
    await page.getByTestId('flipbook-page').waitFor();
    const total = (await apiGet<{ images: unknown[] }>('/catalogues/images?week=47&year=26')).images.length;
    expect(total).toBeGreaterThan(3);
    const live = announcement(page);
    expect(await live.getAttribute('role')).toBe('status');
    expect(await live.getAttribute('aria-live')).toBe('polite');
    expect(await live.textContent()).toBe(`Page 1 sur ${total}`);
    // The drawn counter "Page 1 / N" is not read twice.
    expect(await page.getByTestId('page-counter').getAttribute('aria-hidden')).toBe('true');

    await page.getByTestId('flipbook').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => live.textContent()).toBe(`Page 2 sur ${total}`);
    expect(await page.getByTestId('flipbook-page').getAttribute('data-page')).toBe('2');
    await page.keyboard.press('PageDown');
    await expect.poll(() => live.textContent()).toBe(`Page 3 sur ${total}`);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => live.textContent()).toBe(`Page 2 sur ${total}`);
    await page.keyboard.press('End');
    await expect.poll(() => live.textContent()).toBe(`Page ${total} sur ${total}`);
    expect(new URL(page.url()).searchParams.get('page')).toBe(String(total));
    await page.keyboard.press('Home');
    await expect.poll(() => live.textContent()).toBe(`Page 1 sur ${total}`);
    await animationsDone(page.getByTestId('flipbook'));
    await screenshot(page, 'fr-a11y-flipbook-keyboard');
  });

  it('the buttons are reached by Tab; the one that becomes disabled hands focus to the book', async () => {
    const page = await phone('fr');
    await page.goto('/layout/catalog-view/47/26?page=2');
    await page.getByTestId('flipbook-page').waitFor();
    const prev = page.getByTestId('flip-prev');
    // From the book, Tab passes the products of the page and reaches the buttons.
    await page.getByTestId('flipbook').focus();
    for (let i = 0; i < 40 && (await focused(page)) !== 'flip-prev'; i++) await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('flip-prev');
    await page.keyboard.press('Enter');
    await expect.poll(() => announcement(page).textContent()).toMatch(/^Page 1 sur \d+$/);
    expect(await prev.isDisabled()).toBe(true);
    expect(await focused(page)).toBe('flipbook');
  });

  it('in Arabic the arrows follow the right-to-left book and the region speaks Arabic', async () => {
    const page = await phone('ar');
    await page.goto('/layout/catalog-view/47/26');
    await page.getByTestId('flipbook-page').waitFor();
    const live = announcement(page);
    const total = Number(/(\d+)$/.exec((await live.textContent()) ?? '')?.[1]);
    expect(await live.textContent()).toBe(`الصفحة 1 من ${total}`);
    await page.getByTestId('flipbook').focus();
    await page.keyboard.press('ArrowRight'); // toward the start of a right-to-left book: stays on page 1
    expect(await page.getByTestId('flipbook-page').getAttribute('data-page')).toBe('1');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => live.textContent()).toBe(`الصفحة 2 من ${total}`);
    await page.keyboard.press('PageDown');
    await expect.poll(() => live.textContent()).toBe(`الصفحة 3 من ${total}`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => live.textContent()).toBe(`الصفحة 2 من ${total}`);
    await animationsDone(page.getByTestId('flipbook'));
    await screenshot(page, 'ar-a11y-flipbook-keyboard');
  });
});
