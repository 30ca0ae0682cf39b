/**
 * Issue 38 item 4, the card and coupons with no signal (docs/wallet.md#offline-at-the-till), on a
 * server of its own: a shopper opens Mes achats (a ticket's detail), coupons and bons d’achat
 * online; the phone goes offline (the saves start at once) and reloads: each screen shows its items
 * marked « Hors ligne, à jour du … », a coupon's barcode renders, the ticket opens. The till uses
 * that coupon meanwhile; back online, the screen shows it used and the device no longer offers it.
 * Arabic too; axe on each offline screen; screenshots wallet-offline-*. Signing out deletes it all,
 * and so does deleting the account.
 */
import type { OfferPage, ReceiptRequest, TicketPage } from '@qadhya/contracts';
import { withoutIsolates } from '@qadhya/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, enrolByApi, expectAccessible, serverNow } from './helpers/admin.ts';
import { apiAs, signInAgain, signUpViaApi, type TestAccount } from './helpers/accounts.ts';
import { navigateInApp } from './helpers/in-app.ts';
import { ownServer, type Lang } from './helpers/own-server.ts';
import { screenshot } from './helpers/screenshots.ts';
import { animationsDone } from './helpers/settled.ts';
import { tillOf, tillStock, type Till } from './helpers/till.ts';

const ADMIN = { email: 'direction@hors-ligne.e2e.qadhya.test', password: 'une longue phrase de passe hors ligne' };
const APP_NOW = '2026-11-24T10:00';
const MARK = /^Hors ligne, à jour du \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;

const own = ownServer('wallet-offline', ADMIN, { APP_NOW });
let shopper: TestAccount;
let till: Till;
let store = '';
let sku = '';
let now = 0;
let card = '';
/** The two coupons and the bon d’achat staff gave the shopper, by code. */
let couponUsed = '';
let couponKept = '';
let voucher = '';
/** The shopper's tickets, newest first. */
let ticketIds: number[] = [];

function receipt(id: string, total: number, minutesAgo: number, offerCodes: string[] = []): ReceiptRequest {
  return {
    receipt_id: id,
    store,
    purchased_at: new Date(now - minutesAgo * 60_000).toISOString(),
    card_number: card,
    lines: [{ sku, quantity: 1, unit_price: total, discount: 0, total }],
    total,
    offer_codes: offerCodes,
    payment: 'card',
  };
}

async function shopperGet<T>(path: string): Promise<T> {
  const res = await apiAs(own.baseURL, shopper.token, 'GET', path);
  expect(res.status).toBe(200);
  return res.body as T;
}

/** walletDB's sealed rows on the phone: [user, slot] and whether a row's bytes hold `plain` as text. */
async function sealedRows(page: Page, plain = ''): Promise<{ keys: string[]; clear: boolean; accountKeys: number }> {
  return page.evaluate(
    (text) =>
      new Promise<{ keys: string[]; clear: boolean; accountKeys: number }>((resolve) => {
        const none = { keys: [], clear: false, accountKeys: 0 };
        const open = indexedDB.open('walletDB');
        open.onerror = () => resolve(none);
        open.onsuccess = () => {
          const conn = open.result;
          if (!conn.objectStoreNames.contains('sealed')) {
            conn.close();
            return resolve(none);
          }
          const tx = conn.transaction(['sealed', 'keys'], 'readonly');
          const rows = tx.objectStore('sealed').getAll();
          const keys = tx.objectStore('keys').count();
          tx.oncomplete = () => {
            conn.close();
            const all = rows.result as { user: string; slot: string; iv: Uint8Array; data: ArrayBuffer }[];
            const bytes = all.map((r) => new TextDecoder('latin1').decode(r.data)).join('');
            resolve({
              keys: all.map((r) => `${r.user}:${r.slot}`).sort(),
              clear: text !== '' && bytes.includes(text),
              accountKeys: keys.result,
            });
          };
        };
      }),
    plain,
  );
}

const offerCard = (page: Page, code: string) => page.locator(`[data-testid="offer-card"][data-code="${code}"]`);

/**
 * A phone signed in as the shopper on the page's clock (from the server's now): the service worker,
 * which registers once the page has settled, takes the page over, so it reloads offline.
 */
async function phoneWithWorker(lang: Lang): Promise<Page> {
  const page = await own.phone({ lang, as: shopper, timeoutMs: 15_000, serviceWorkers: 'allow' });
  await page.clock.install({ time: now });
  await page.goto('/layout/my-tickets');
  await page.getByTestId('ticket-row').first().waitFor();
  await page.clock.runFor(6_000);
  await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page;
}

/** Online: Mes achats (the newest ticket's detail), coupons and bons d’achat, then offline once they are on the device. */
async function seeOnlineThenGoOffline(page: Page): Promise<void> {
  const user = String(shopper.user.ID);
  await page.getByTestId('ticket-row').first().waitFor();
  // Settled: the saves start, and the newest tickets' details are fetched for the device.
  await page.clock.runFor(6_000);
  await expect
    .poll(async () => (await sealedRows(page)).keys, { timeout: 20_000 })
    .toEqual(expect.arrayContaining(['tickets', ...ticketIds.map((id) => `ticket:${id}`)].map((slot) => `${user}:${slot}`)));
  await page.locator(`[data-ticket-id="${ticketIds[0]}"]`).click();
  await page.getByTestId('ticket-detail').waitFor();
  await navigateInApp(page, '/layout/coupons');
  await offerCard(page, couponKept).waitFor();
  await navigateInApp(page, '/layout/my-gift-vouchers');
  await offerCard(page, voucher).waitFor();
  // Going offline starts any save still waiting: the rows are read before the reload.
  await page.context().setOffline(true);
  await expect
    .poll(async () => (await sealedRows(page)).keys)
    .toEqual(expect.arrayContaining([`${user}:coupons`, `${user}:vouchers`, `${user}:tickets`]));
  // Encrypted: no code in the stored bytes.
  expect((await sealedRows(page, couponKept)).clear).toBe(false);
  expect((await sealedRows(page, voucher)).clear).toBe(false);
}

beforeAll(async () => {
  now = await serverNow(own.baseURL);
  const { token } = await enrolByApi(own.baseURL, ADMIN.email, ADMIN.password);
  till = await tillOf(own.baseURL, token);
  shopper = await signUpViaApi(own.baseURL, { name: 'Ines', lastname: 'Mejri', password: 'ines-hors-ligne-1' });
  const stock = await tillStock(own.baseURL, 3);
  store = stock.store.magasin_code;
  sku = stock.products[0]!.sku;
  card = (await shopperGet<{ card_number: string }>('/wallet/card')).card_number;
  // Two tickets first (a voucher would apply by itself to a receipt), then staff's offers.
  await till.post(receipt('E2E-OFF-1', 42_500, 90));
  await till.post(receipt('E2E-OFF-2', 18_250, 45));
  const issue = (kind: 'coupon' | 'voucher', amount: number, label: string, request: string) =>
    api(
      own.baseURL,
      'POST',
      '/admin/wallet/offers',
      {
        user_id: shopper.user.ID,
        kind,
        amount_type: 'amount',
        amount,
        days: 30,
        label,
        label_ar: kind === 'coupon' ? 'قسيمة تخفيض الوفاء' : 'قسيمة شراء الوفاء',
        description: 'Geste du service client',
        description_ar: 'بادرة من خدمة الحرفاء',
        request_id: request,
      },
      token,
    );
  await issue('coupon', 10_000, 'Coupon 10 DT', 'offline-coupon-1');
  await issue('coupon', 5_000, 'Coupon 5 DT', 'offline-coupon-2');
  await issue('voucher', 7_000, 'Bon d’achat 7 DT', 'offline-voucher-1');
  const coupons = await shopperGet<OfferPage>('/wallet/offers?kind=coupon&status=active');
  couponUsed = coupons.items.find((o) => o.label === 'Coupon 10 DT')!.code;
  couponKept = coupons.items.find((o) => o.label === 'Coupon 5 DT')!.code;
  voucher = (await shopperGet<OfferPage>('/wallet/offers?kind=voucher&status=active')).items[0]!.code;
  ticketIds = (await shopperGet<TicketPage>('/wallet/tickets')).items.map((t) => t.id);
  expect(ticketIds).toHaveLength(2);
}, 240_000);

describe('wallet offline: coupons, bons d’achat and tickets at the till', () => {
  it('shown offline with their mark and barcode; the till uses a coupon meanwhile; back online it shows used', async () => {
    const page = await phoneWithWorker('fr');
    await seeOnlineThenGoOffline(page);

    // Offline reload: the bons d’achat from the device, marked.
    await page.reload();
    await offerCard(page, voucher).waitFor();
    expect(await page.getByTestId('offers-offline').innerText()).toMatch(MARK);

    // The coupons, marked; a coupon's sheet draws its barcode for the till.
    await navigateInApp(page, '/layout/coupons');
    await offerCard(page, couponUsed).waitFor();
    await offerCard(page, couponKept).waitFor();
    expect(await page.getByTestId('offers-offline').innerText()).toMatch(MARK);
    await animationsDone(page);
    await expectAccessible(page);
    await screenshot(page, 'wallet-offline-coupons-fr');
    await offerCard(page, couponUsed).getByTestId('offer-open').click();
    await page.getByTestId('offer-sheet').waitFor();
    expect((await page.getByTestId('offer-code').innerText()).trim()).toBe(couponUsed);
    const bars = page.getByTestId('offer-barcode');
    expect(await bars.getAttribute('data-valid')).toBe('true');
    expect(await bars.locator('svg rect').count()).toBeGreaterThan(20);
    await animationsDone(page);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await page.getByTestId('offer-sheet').waitFor({ state: 'detached' });

    // Mes achats and both tickets' details (the older one was fetched for the device, never opened).
    await navigateInApp(page, '/layout/my-tickets');
    await page.locator(`[data-ticket-id="${ticketIds[1]}"]`).waitFor();
    expect(await page.getByTestId('tickets-offline').innerText()).toMatch(MARK);
    await navigateInApp(page, `/layout/detail-ticket/${ticketIds[1]}`);
    await page.getByTestId('ticket-line').first().waitFor();
    await navigateInApp(page, `/layout/detail-ticket/${ticketIds[0]}`);
    await expect.poll(() => page.getByTestId('ticket-paid').innerText()).toContain('18,250');
    expect(await page.getByTestId('ticket-offline').innerText()).toMatch(MARK);
    expect(await page.getByTestId('ticket-download').isDisabled()).toBe(true);
    await animationsDone(page);
    await expectAccessible(page);
    await screenshot(page, 'wallet-offline-ticket-fr');

    // At the till, the coupon shown offline is used (the till has network, the phone none).
    await navigateInApp(page, '/layout/coupons');
    await offerCard(page, couponUsed).getByTestId('offer-open').click();
    await page.getByTestId('offer-sheet').waitFor();
    const used = await till.post(receipt('E2E-OFF-3', 30_000, 1, [couponUsed]));
    expect(used.applied_offer?.code).toBe(couponUsed);
    // Back online: the list asks again at once; the open sheet shows the coupon used, the list no longer offers it.
    await page.context().setOffline(false);
    await expect.poll(() => page.getByTestId('offer-sheet-status').getAttribute('data-status')).toBe('used');
    expect(await page.getByTestId('offer-sheet-status').innerText()).toMatch(/^Utilisé le \d{2}\/\d{2}\/\d{4}$/);
    await animationsDone(page);
    await expectAccessible(page);
    await screenshot(page, 'wallet-offline-used-fr');
    await page.keyboard.press('Escape');
    await expect.poll(() => offerCard(page, couponUsed).count()).toBe(0);
    await offerCard(page, couponKept).waitFor();
    expect(await page.getByTestId('offers-offline').count()).toBe(0);
    await navigateInApp(page, '/layout/benefices?tab=coupon&status=used');
    await page.locator(`[data-testid="offer-card"][data-code="${couponUsed}"][data-status="used"]`).waitFor();

    // Offline again: the device's copy was replaced by the server's, so the used coupon is gone there too.
    await navigateInApp(page, '/layout/coupons');
    await offerCard(page, couponKept).waitFor();
    await page.context().setOffline(true);
    await page.reload();
    await offerCard(page, couponKept).waitFor();
    await page.getByTestId('offers-offline').waitFor();
    expect(await offerCard(page, couponUsed).count()).toBe(0);
    await page.context().setOffline(false);
  });

  it('in Arabic: the offline coupons and a ticket, right to left, marked in Arabic', async () => {
    ticketIds = (await shopperGet<TicketPage>('/wallet/tickets')).items.map((t) => t.id);
    const page = await phoneWithWorker('ar');
    await seeOnlineThenGoOffline(page);
    await page.reload();
    await offerCard(page, voucher).waitFor();
    await navigateInApp(page, '/layout/coupons');
    await offerCard(page, couponKept).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // The figures are left-to-right isolates inside the Arabic sentence (docs/formats.md#figures-in-arabic).
    const mark = withoutIsolates(await page.getByTestId('offers-offline').innerText());
    expect(mark).toMatch(/^دون اتصال، آخر تحديث في \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await animationsDone(page);
    await expectAccessible(page);
    await screenshot(page, 'wallet-offline-coupons-ar');
    await navigateInApp(page, `/layout/detail-ticket/${ticketIds[0]}`);
    await page.getByTestId('ticket-line').first().waitFor();
    expect(await page.getByTestId('ticket-offline').innerText()).toContain('دون اتصال، آخر تحديث في');
    await animationsDone(page);
    await expectAccessible(page);
    await screenshot(page, 'wallet-offline-ticket-ar');
    await page.context().setOffline(false);
  });

  it('signing out deletes the coupons, bons d’achat and tickets kept on the phone, with their key', async () => {
    const page = await phoneWithWorker('fr');
    await seeOnlineThenGoOffline(page);
    await page.context().setOffline(false);
    expect((await sealedRows(page)).accountKeys).toBe(1);
    await navigateInApp(page, '/layout/profil');
    await page.getByTestId('row-logout').click();
    await page.waitForURL('**/login**');
    await expect.poll(async () => (await sealedRows(page)).keys).toEqual([]);
    expect((await sealedRows(page)).accountKeys).toBe(0);
  });

  // The other way out of the account: deleting it (last, as the shopper is gone after it).
  it('deleting the account deletes the same copies and key from the phone', async () => {
    // Signed in again: signing out above ended the session the phones used.
    shopper = await signInAgain(own.baseURL, shopper);
    const page = await phoneWithWorker('fr');
    await seeOnlineThenGoOffline(page);
    await page.context().setOffline(false);
    expect((await sealedRows(page)).accountKeys).toBe(1);
    await navigateInApp(page, '/layout/settings');
    await page.getByTestId('delete-account-button').click();
    await page.getByTestId('alert-dialog').getByRole('button', { name: 'Accepter' }).click();
    await page.waitForURL('**/layout');
    await expect.poll(async () => (await sealedRows(page)).keys).toEqual([]);
    expect((await sealedRows(page)).accountKeys).toBe(0);
    expect((await apiAs(own.baseURL, shopper.token, 'GET', '/users/me')).status).toBe(401);
  });
});
