/**
 * Issue 16, the purchases screens (docs/wallet.md#purchases-screens) on a server of its own at a
 * fixed day: a till posts a receipt for a signed-in shopper's card → my-tickets lists it, its detail
 * shows its lines and points and downloads as a PDF, the dashboard's month holds its amount (read in
 * the chart's table), the signed-in home shows it in 'Activités récentes'; a receipt made without
 * the card is attached by its 12 digits, or by its QR read by a fake camera (bwip-js → ffmpeg, the
 * shared camera reader); the transactions' type and date filters. Screenshots
 * purchases-<screen>-<fr|ar>, axe on each screen in French and Arabic.
 */
import fs from 'node:fs';
import type { LoyaltyCard, ReceiptRequest, ReceiptResult } from '@qadhya/contracts';
import { formatMoney } from '@qadhya/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, signUpViaApi, type TestAccount } from './helpers/accounts.ts';
import { expectNoBlockingViolations } from './helpers/axe.ts';
import { launchWithFakeCamera } from './helpers/fake-camera.ts';
import { ownServer, type Lang } from './helpers/own-server.ts';
import { screenshot } from './helpers/screenshots.ts';
import { openTill, tillStock, type Till } from './helpers/till.ts';

const ADMIN = { email: 'direction@achats.e2e.qadhya.test', password: 'une longue phrase de passe achats' };
const APP_NOW = '2026-11-24T10:00';

const own = ownServer('purchases', ADMIN, { APP_NOW });
let till: Till;
let shopper: TestAccount;
let card: LoyaltyCard;
let store: string;
let storeName: string;
let sale: ReceiptResult;
let request: ReceiptRequest;

/** An amount as the French screens write it (docs/formats.md): « 12,500 DT », « -12,500 DT ». */
const dt = (millimes: number) => formatMoney(millimes, 'fr');

const phone = (lang: Lang = 'fr'): Promise<Page> => own.phone({ lang, as: shopper });

/** A signed-in phone whose camera films a QR code of `text` (blurred: unreadable). */
async function cameraPhone(text: string, lang: Lang, blur?: number): Promise<Page> {
  const camera = own.closeLater(await launchWithFakeCamera(text, { type: 'qrcode', blur }));
  return own.phone({ lang, as: shopper, browser: camera });
}

/** A receipt of two lines at the products' own prices, at `at` (Tunis). */
function receipt(id: string, skus: { sku: string; price: number }[], at: string, withCard: boolean): ReceiptRequest {
  const lines = skus.map((s, i) => ({ sku: s.sku, quantity: i + 1, unit_price: s.price, discount: 0, total: (i + 1) * s.price }));
  return {
    receipt_id: id,
    store,
    purchased_at: at,
    ...(withCard ? { card_number: card.card_number } : {}),
    lines,
    total: lines.reduce((sum, l) => sum + l.total, 0),
    offer_codes: [],
    payment: 'card',
  };
}

beforeAll(async () => {
  till = await openTill(own.baseURL, ADMIN);
  shopper = await signUpViaApi(own.baseURL, { name: 'Nour', lastname: 'Haddad', password: 'nour-achats-1' });
  card = (await apiAs(own.baseURL, shopper.token, 'GET', '/wallet/card')).body as LoyaltyCard;
  const stock = await tillStock(own.baseURL, 2);
  store = stock.store.magasin_code;
  storeName = stock.store.storename;
  const skus = stock.products.map((p) => ({ sku: p.sku, price: p.price }));
  request = receipt('E2E-ACHATS-1', skus, '2026-11-24T09:30:00+01:00', true);
  sale = await till.post(request);
}, 240_000);

describe('purchases', () => {
  it('the till’s receipt is in my-tickets, its detail shows lines and points and downloads as a PDF', async () => {
    expect(sale.card_number).toBe(card.card_number);
    expect(sale.points_earned).toBeGreaterThan(0);
    const page = await phone();
    await page.goto('/layout/my-tickets');
    const row = page.getByTestId('ticket-row').first();
    await row.waitFor();
    expect(await row.textContent()).toContain(storeName);
    expect(await row.textContent()).toContain('24/11/2026');
    expect(await row.textContent()).toContain('09:30');
    expect(await row.textContent()).toContain(`+${sale.points_earned} point`);
    // The week's group and its total, then by month.
    expect(await page.getByTestId('ticket-group').first().getAttribute('data-group')).toBe('2026-W48');
    expect(await page.getByTestId('ticket-group-total').first().textContent()).toContain(dt(sale.paid));
    await page.getByTestId('tickets-tab-month').click();
    expect(await page.getByTestId('ticket-group').first().getAttribute('data-group')).toBe('2026-11');
    await screenshot(page, 'purchases-tickets-fr');
    await expectNoBlockingViolations(page, 'my-tickets fr');

    await row.click();
    const detail = page.getByTestId('ticket-detail');
    await detail.waitFor();
    expect(await page.getByTestId('ticket-line').count()).toBe(request.lines.length);
    expect(await page.getByTestId('ticket-points').textContent()).toContain(String(sale.points_earned));
    expect(await page.getByTestId('ticket-paid').textContent()).toContain(dt(sale.paid));
    expect(await page.getByTestId('ticket-time').textContent()).toBe('09:30');
    await screenshot(page, 'purchases-detail-fr');
    await expectNoBlockingViolations(page, 'detail-ticket fr');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('ticket-download').click()]);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(download.suggestedFilename()).toMatch(/^ticket-\d+\.pdf$/);

    await page.goto('/layout/detail-ticket/999999');
    await page.getByTestId('ticket-not-found').waitFor();
  });

  it('a receipt made without the card is attached by its 12 digits and joins the tickets', async () => {
    const paper = await till.post({
      ...receipt(
        'E2E-ACHATS-2',
        request.lines.map((l) => ({ sku: l.sku, price: l.unit_price })).slice(0, 1),
        '2026-11-23T18:05:00+01:00',
        false,
      ),
    });
    expect(paper.card_number).toBeNull();
    expect(paper.attach_code).toMatch(/^\d{12}$/);
    const page = await phone();
    await page.goto('/layout/my-tickets');
    await page.getByTestId('ticket-row').first().waitFor();
    expect(await page.getByTestId('ticket-row').count()).toBe(1);
    await page.getByTestId('tickets-add').click();
    const sheet = page.getByTestId('attach-sheet');
    await sheet.waitFor();
    // Eleven digits: refused on the field, nothing sent.
    await page.getByTestId('attach-code').fill(paper.attach_code.slice(0, 11));
    await page.getByTestId('attach-submit').click();
    expect(await page.getByTestId('attach-error').textContent()).toBe('Le code compte 12 chiffres.');
    await screenshot(page, 'purchases-attach-fr');
    await expectNoBlockingViolations(page, 'attach sheet fr');
    await page
      .getByTestId('attach-code')
      .fill(`${paper.attach_code.slice(0, 4)} ${paper.attach_code.slice(4, 8)} ${paper.attach_code.slice(8)}`);
    await page.getByTestId('attach-submit').click();
    await page.waitForURL(`**/layout/detail-ticket/${paper.id}`);
    await page.getByTestId('ticket-detail').waitFor();
    await page.goto('/layout/my-tickets');
    await expect.poll(() => page.getByTestId('ticket-row').count()).toBe(2);
    // Once: the same code again is refused with the API's text.
    await page.getByTestId('tickets-add').click();
    await page.getByTestId('attach-code').fill(paper.attach_code);
    await page.getByTestId('attach-submit').click();
    await expect.poll(async () => (await page.getByTestId('attach-error').textContent())?.length ?? 0).toBeGreaterThan(0);
  });

  it('ajouter un ticket → Scanner le QR: the camera reads the paper receipt’s QR, the ticket opens and joins the list', async () => {
    const paper = await till.post(
      receipt(
        'E2E-ACHATS-QR',
        request.lines.map((l) => ({ sku: l.sku, price: l.unit_price })).slice(0, 1),
        '2026-11-23T19:10:00+01:00',
        false,
      ),
    );
    expect(paper.card_number).toBeNull();
    expect(paper.attach_code).toMatch(/^\d{12}$/);
    const before = ((await apiAs(own.baseURL, shopper.token, 'GET', '/wallet/tickets')).body as { items: unknown[] }).items.length;
    const page = await cameraPhone(paper.attach_code, 'fr');
    await page.goto('/layout/my-tickets');
    await expect.poll(() => page.getByTestId('ticket-row').count()).toBe(before);
    await page.getByTestId('tickets-add').click();
    await page.getByTestId('attach-sheet').waitFor();
    const scan = page.getByTestId('attach-scan');
    expect(await scan.textContent()).toBe('Scanner le code QR');
    await screenshot(page, 'purchases-attach-scan-fr');
    await expectNoBlockingViolations(page, 'attach sheet with Scanner le QR fr');
    await scan.click();
    // The reader reads the QR, fills the code and sends it: the ticket opens.
    await page.waitForURL(`**/layout/detail-ticket/${paper.id}`, { timeout: 20_000 });
    await page.getByTestId('ticket-detail').waitFor();
    expect(await page.getByTestId('ticket-reader-camera').count()).toBe(0);
    await page.goto('/layout/my-tickets');
    await expect.poll(() => page.getByTestId('ticket-row').count()).toBe(before + 1);
    const mine = (await apiAs(own.baseURL, shopper.token, 'GET', '/wallet/tickets')).body as { items: { id: number }[] };
    expect(mine.items.map((t) => t.id)).toContain(paper.id);
  });

  it('the QR reader in Arabic: live camera, its prompt, axe clean; «إدخال الرمز» goes back to typing', async () => {
    const page = await cameraPhone('000000000000', 'ar', 14);
    await page.goto('/layout/my-tickets');
    await page.getByTestId('tickets-add').click();
    await page.getByTestId('attach-sheet').waitFor();
    await page.getByTestId('attach-scan').click();
    const reader = page.getByTestId('ticket-reader-camera');
    await reader.and(page.locator('[data-camera="live"]')).waitFor();
    expect(await reader.getAttribute('aria-label')).toBe('مسح رمز QR الخاص بالتذكرة');
    expect(await page.getByTestId('ticket-reader-prompt').textContent()).toBe('ضع رمز QR الخاص بالتذكرة داخل منطقة المسح');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await screenshot(page, 'purchases-attach-reader-ar');
    await expectNoBlockingViolations(page, 'QR reader ar');
    await page.getByTestId('ticket-reader-manual').click();
    await reader.waitFor({ state: 'detached' });
    await page.getByTestId('attach-code').waitFor();
    expect(await page.getByTestId('attach-code').inputValue()).toBe('');
  });

  it('the dashboard’s November holds the purchase (its table), a budget is set; the home lists it in Activités récentes', async () => {
    const page = await phone();
    await page.goto('/layout/dashboard');
    await page.getByTestId('dashboard-chart').waitFor();
    const november = page.getByTestId('dashboard-chart-table').locator('tr[data-month="11"]');
    await november.waitFor({ state: 'attached' });
    const dash = (await apiAs(own.baseURL, shopper.token, 'GET', '/wallet/dashboard')).body as { months: number[] };
    expect(dash.months[10]).toBeGreaterThanOrEqual(sale.paid);
    expect(await november.textContent()).toContain(dt(dash.months[10]!));
    expect(await page.getByTestId('dashboard-year').inputValue()).toBe('2026');
    expect(await page.getByTestId('dashboard-chart-summary').textContent()).toContain('nov');

    await page.getByTestId('dashboard-set-budget').click();
    await page.getByTestId('budget-amount').fill('300');
    await screenshot(page, 'purchases-budget-fr');
    await page.getByTestId('budget-save').click();
    await expect.poll(async () => page.getByTestId('dashboard-allocated').textContent()).toContain('300,000');
    await page.getByRole('button', { name: 'Voir le tableau' }).click();
    await screenshot(page, 'purchases-dashboard-fr');
    await expectNoBlockingViolations(page, 'dashboard fr');
    await page.getByTestId('dashboard-transactions').click();
    await page.waitForURL('**/layout/transactions');

    await page.goto('/layout');
    const recent = page.getByTestId('wallet-home-recent');
    await recent.waitFor();
    expect(await recent.textContent()).toContain(storeName);
    expect(await recent.textContent()).toContain(dt(-sale.paid));
    expect(await page.getByTestId('wallet-home-balance').textContent()).toContain('DT');
    await page.getByTestId('wallet-home-chart').waitFor();
    await screenshot(page, 'purchases-home-fr');
    await expectNoBlockingViolations(page, 'home signed in fr');
    await page.getByTestId('wallet-home-chart').scrollIntoViewIfNeeded();
    await screenshot(page, 'purchases-home-chart-fr');
  });

  it('transactions: type budget shows the budget entry, type and dates combine, an end date before excludes it', async () => {
    const page = await phone();
    await page.goto('/layout/transactions');
    const cards = page.getByTestId('activity-card');
    await cards.first().waitFor();
    const all = await cards.count();
    expect(all).toBeGreaterThanOrEqual(2);
    await page.getByTestId('transactions-type-transaction').click();
    await expect.poll(async () => page.locator('[data-testid="activity-card"][data-type="budget"]').count()).toBe(0);
    await page.getByTestId('transactions-type-budget').click();
    await expect.poll(async () => page.locator('[data-testid="activity-card"][data-type="transaction"]').count()).toBe(0);
    await cards.first().waitFor();
    expect(await cards.first().textContent()).toContain('Budget affecté');
    // Dates inclusive: the 24th alone keeps it, the 23rd alone excludes it.
    await page.getByTestId('transactions-from').fill('2026-11-24');
    await page.getByTestId('transactions-to').fill('2026-11-24');
    await expect.poll(async () => cards.count()).toBeGreaterThanOrEqual(1);
    await page.getByTestId('transactions-from').fill('2026-11-23');
    await page.getByTestId('transactions-to').fill('2026-11-23');
    await page.getByTestId('transactions-empty').waitFor();
    await page.getByTestId('transactions-clear').click();
    await page.getByTestId('transactions-type-all').click();
    await expect.poll(async () => cards.count()).toBe(all);
    // Money out in the text's colour, never green (issue 33), with contrast for axe.
    const colour = await page
      .locator('[data-testid="activity-amount"][data-tone="debit"]')
      .first()
      .evaluate((el) => getComputedStyle(el).color);
    expect(colour).toBe('rgb(22, 24, 29)');
    await screenshot(page, 'purchases-transactions-fr');
    await expectNoBlockingViolations(page, 'transactions fr');
  });

  it('in Arabic: every screen right to left, accessible, screenshots', async () => {
    const page = await phone('ar');
    const tickets = (await apiAs(own.baseURL, shopper.token, 'GET', '/wallet/tickets')).body as { items: { id: number }[] };
    const visits: [string, string, string][] = [
      ['tickets', '/layout/my-tickets', 'ticket-row'],
      ['detail', `/layout/detail-ticket/${tickets.items[0]!.id}`, 'ticket-detail'],
      ['dashboard', '/layout/dashboard', 'dashboard-chart'],
      ['transactions', '/layout/transactions', 'activity-card'],
      ['home', '/layout', 'wallet-home-chart'],
    ];
    for (const [name, path, testId] of visits) {
      await page.goto(path);
      await page.getByTestId(testId).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await screenshot(page, `purchases-${name}-ar`);
      await expectNoBlockingViolations(page, `${name} ar`);
    }
    await page.getByTestId('wallet-home-chart').scrollIntoViewIfNeeded();
    await screenshot(page, 'purchases-home-chart-ar');
  });
});
