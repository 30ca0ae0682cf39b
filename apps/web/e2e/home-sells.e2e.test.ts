/**
 * A home that sells, and the games one tap from it (issue 33, items 2 and 4; docs/shell.md#home): on
 * a 390×844 phone a signed-in shopper's first screen shows today's promos (a deal) without scrolling,
 * the week's catalogue comes before the account's history, a purchase is never green nor an up
 * arrow, and a game is played in ≤ 2 taps from /layout — by the home's « Jeux » tile — and reached
 * from « Jeux » in the menu, in French and Arabic.
 */
import type { LoyaltyCard } from '@qadhya/contracts';
import { CURRENCY_SIGN } from '@qadhya/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, signUpViaApi, type TestAccount } from './helpers/accounts.ts';
import { blockingViolations } from './helpers/axe.ts';
import { ownServer, type Lang } from './helpers/own-server.ts';
import { screenshot } from './helpers/screenshots.ts';
import { ShellPage } from './helpers/shell-page.ts';
import { openTill, tillStock } from './helpers/till.ts';

const ADMIN = { email: 'direction@accueil.e2e.qadhya.test', password: 'une longue phrase de passe accueil' };
const APP_NOW = '2026-11-24T10:30';

const own = ownServer('home-sells', ADMIN, { APP_NOW });
let shopper: TestAccount;

const phone = (lang: Lang): Promise<Page> => own.phone({ lang, as: shopper });

/** Whether `a` comes before `b` in the document. */
const before = (page: Page, a: string, b: string) =>
  page.evaluate(
    ([x, y]) => {
      const first = document.querySelector(`[data-testid="${x}"]`)!;
      const second = document.querySelector(`[data-testid="${y}"]`)!;
      return Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
    },
    [a, b] as const,
  );

beforeAll(async () => {
  const till = await openTill(own.baseURL, ADMIN);
  shopper = await signUpViaApi(own.baseURL, { name: 'Sonia', lastname: 'Trabelsi', password: 'sonia-accueil-1' });
  const card = (await apiAs(own.baseURL, shopper.token, 'GET', '/wallet/card')).body as LoyaltyCard;
  const { store, products } = await tillStock(own.baseURL, 2);
  const lines = products.map((p, i) => ({ sku: p.sku, quantity: i + 1, unit_price: p.price, discount: 0, total: (i + 1) * p.price }));
  // A purchase: money out, the first of the shopper's recent activities.
  await till.post({
    receipt_id: 'E2E-ACCUEIL-1',
    store: store.magasin_code,
    purchased_at: '2026-11-24T09:30:00+01:00',
    card_number: card.card_number,
    lines,
    total: lines.reduce((sum, l) => sum + l.total, 0),
    payment: 'card',
  });
}, 240_000);

describe.each(['fr', 'ar'] as const)('the home (%s)', (lang) => {
  it('shows a deal on the first 390×844 screen; the catalogue before the history; a purchase neither green nor up', async () => {
    const page = await phone(lang);
    await page.goto('/layout');
    await page.getByTestId('wallet-home-head').waitFor();
    const deal = page.getByTestId('home-promos').getByTestId('product-card').first();
    await deal.waitFor();
    await page.getByTestId('wallet-home-recent').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The deal is whole on screen, above the bottom bar, with no scrolling.
    const box = (await deal.boundingBox())!;
    const bar = (await page.getByTestId('bottom-bar').boundingBox())!;
    expect(box.y).toBeGreaterThan(0);
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
    expect(bar.y + bar.height).toBeLessThanOrEqual(844);
    // Every element the spec names stays, in the selling order.
    expect(await page.getByTestId('wallet-home-balance').innerText()).toContain(CURRENCY_SIGN[lang]);
    expect(await before(page, 'wallet-home-head', 'home-promos')).toBe(true);
    expect(await before(page, 'home-promos', 'home-catalogue')).toBe(true);
    expect(await before(page, 'home-catalogue', 'wallet-home-history')).toBe(true);
    expect(await before(page, 'home-last-chance', 'wallet-home-history')).toBe(true);
    expect(await before(page, 'tile-games', 'wallet-home-history')).toBe(true);
    await screenshot(page, `${lang}-home-sells-first-screen`);
    expect(await blockingViolations(page), `home ${lang}`).toEqual([]);

    // The purchase: money out, in the text's colour with a down arrow — never the success green, never up.
    const amount = page.getByTestId('wallet-home-recent').getByTestId('activity-amount').first();
    expect(await amount.getAttribute('data-tone')).toBe('debit');
    expect(await amount.locator('bdi').innerText()).toMatch(/^-\d/);
    expect(await amount.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(22, 24, 29)');
    expect(await amount.locator('svg').getAttribute('data-arrow')).toBe('down');
    await page.getByTestId('wallet-home-chart').scrollIntoViewIfNeeded();
    await page.getByTestId('wallet-home-recent').scrollIntoViewIfNeeded();
    await screenshot(page, `${lang}-home-sells-history`);
  });

  it('plays a game in ≤ 2 taps from /layout, by the « Jeux » tile', async () => {
    const page = await phone(lang);
    await page.goto('/layout');
    let taps = 0;
    const tile = page.getByTestId('tile-games');
    expect(await tile.innerText()).toBe(lang === 'fr' ? 'Jeux' : 'الألعاب');
    await tile.scrollIntoViewIfNeeded();
    await screenshot(page, `${lang}-home-games-tile`);
    await tile.click();
    taps++;
    await page.waitForURL('**/layout/games');
    await page.getByTestId('game-play-shake_win').click();
    taps++;
    await page.waitForURL('**/layout/shake_win');
    await page.getByTestId('shake-play').waitFor();
    expect(taps).toBeLessThanOrEqual(2);
  });

  it('reaches the games from « Jeux » in the menu', async () => {
    const page = await phone(lang);
    const shell = new ShellPage(page);
    await shell.goto('/layout');
    await shell.openMenu();
    const link = shell.menuLinks.filter({ hasText: lang === 'fr' ? 'Jeux' : 'الألعاب' });
    expect(await link.count()).toBe(1);
    await screenshot(page, `${lang}-menu-games`);
    await link.click();
    await page.waitForURL('**/layout/games');
    await page.getByTestId('games-page').waitFor();
  });
});
