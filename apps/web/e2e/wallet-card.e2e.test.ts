/**
 * Issue 16, the shopper's card and benefits (docs/wallet.md#card-and-benefits-screens), on a server
 * of its own: a till posts a receipt on a new shopper's card → my-card shows the new points and the
 * '+N points' entry; the shopper converts points into a voucher, opens it on benefices (its Code
 * 128 barcode and code); a second receipt presents the code → the voucher shows under Utilisé; the
 * card still shows offline. Screenshots in French and Arabic, axe-core on each screen.
 */
import type { LoyaltyCard, PointsPage, ReceiptRequest } from '@qadhya/contracts';
import { formatNumber } from '@qadhya/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, serverNow } from './helpers/admin.ts';
import { apiAs, inviteToFamily, signUpViaApi, type TestAccount } from './helpers/accounts.ts';
import { ownServer, type Lang } from './helpers/own-server.ts';
import { animationsDone } from './helpers/settled.ts';
import { screenshot } from './helpers/screenshots.ts';
import { openTill, tillStock, type Till } from './helpers/till.ts';

const ADMIN = { email: 'direction@carte.e2e.qadhya.test', password: 'une longue phrase de passe carte' };
const APP_NOW = '2026-11-24T10:00';

const own = ownServer('wallet-card', ADMIN, { APP_NOW });
let shopper: TestAccount;
let till: Till;
let store = '';
let sku = '';
let now = 0;

async function get<T>(path: string): Promise<T> {
  const res = await apiAs(own.baseURL, shopper.token, 'GET', path);
  expect(res.status).toBe(200);
  return res.body as T;
}

/** A receipt of one line for `total` millimes on the shopper's card, `minutesAgo` before the server's now. */
function receipt(id: string, card: string, total: number, minutesAgo: number, offerCodes: string[] = []): ReceiptRequest {
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

const phone = (lang: Lang): Promise<Page> => own.phone({ lang, as: shopper, timeoutMs: 15_000, fixedTime: now, serviceWorkers: 'allow' });

/**
 * The points of the card's saved copy on the phone, null when none is saved: the row of slot
 * 'card' in walletDB, opened with the account's key as the app does (AES-GCM, the account and the
 * slot as additional data; docs/wallet.md#where-and-encrypted-how). Throws when a copy in clear is
 * left in ProductsDB's meta ('wallet:card:<id>') or when the sealed row holds the card number in clear.
 */
async function savedCardPoints(page: Page, cardNumber: string): Promise<number | null> {
  const found = await page.evaluate(
    async ({ user, cardNumber }) => {
      const open = (name: string) =>
        new Promise<IDBDatabase | null>((resolve) => {
          const req = indexedDB.open(name);
          req.onerror = () => resolve(null);
          req.onsuccess = () => resolve(req.result);
        });
      const get = (db: IDBDatabase, store: string, key: IDBValidKey) =>
        new Promise<unknown>((resolve) => {
          if (!db.objectStoreNames.contains(store)) return resolve(undefined);
          const req = db.transaction(store, 'readonly').objectStore(store).get(key);
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => resolve(undefined);
        });
      const products = await open('ProductsDB');
      const plain = products ? await get(products, 'meta', `wallet:card:${user}`) : undefined;
      products?.close();
      const wallet = await open('walletDB');
      if (!wallet) return { plain: plain !== undefined, points: null, clear: false };
      const row = (await get(wallet, 'sealed', [user, 'card'])) as { iv: Uint8Array<ArrayBuffer>; data: ArrayBuffer } | undefined;
      const key = ((await get(wallet, 'keys', user)) as { key?: CryptoKey } | undefined)?.key;
      wallet.close();
      if (!row || !key) return { plain: plain !== undefined, points: null, clear: false };
      const clear = new TextDecoder('latin1').decode(row.data).includes(cardNumber);
      const opened = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: row.iv, additionalData: new TextEncoder().encode(`${user}\u0000card`) },
        key,
        row.data,
      );
      const points = (JSON.parse(new TextDecoder().decode(opened)) as { points?: unknown }).points;
      return { plain: plain !== undefined, points: typeof points === 'number' ? points : null, clear };
    },
    { user: String(shopper.user.ID), cardNumber },
  );
  if (found.plain) throw new Error('the card has a copy in clear on the phone');
  if (found.clear) throw new Error('the sealed card holds its number in clear');
  return found.points;
}

beforeAll(async () => {
  now = await serverNow(own.baseURL);
  till = await openTill(own.baseURL, ADMIN);
  shopper = await signUpViaApi(own.baseURL, { name: 'Nour', lastname: 'Gharbi', password: 'nour-carte-1' });
  const stock = await tillStock(own.baseURL, 5);
  store = stock.store.magasin_code;
  sku = stock.products[0]!.sku;
}, 240_000);

describe('wallet: my card and benefits', () => {
  it('a till receipt shows on my-card; points become a voucher, used by a second receipt; the card shows offline', async () => {
    const card0 = await get<LoyaltyCard>('/wallet/card');
    expect(card0.card_number).toMatch(/^\d{13}$/);
    expect(card0.points).toBe(0);

    // The till: a 600 DT receipt on the card.
    const first = await till.post(receipt('E2E-CARD-1', card0.card_number, 600_000, 30));
    expect(first.card_number).toBe(card0.card_number);
    expect(first.points_earned).toBeGreaterThanOrEqual(600);
    const card1 = await get<LoyaltyCard>('/wallet/card');
    expect(card1.points).toBe(first.points_earned);

    const page = await phone('fr');
    // No bon d’achat yet: my-gift-vouchers says so (the spec's words, with docs/glossary.md's « bon d’achat »), and OK leads to benefices.
    await page.goto('/layout/my-gift-vouchers');
    const none = page.getByRole('dialog', { name: 'Vous n’avez pas de bons d’achat disponibles' });
    await none.waitFor();
    await none.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('**/layout/benefices');
    await page.getByTestId('offers-tab-coupon').waitFor();
    expect(await page.getByTestId('offers-tab-coupon').getAttribute('aria-selected')).toBe('true');

    await page.goto('/layout/my-card');
    const points = page.getByTestId('card-points');
    await points.waitFor();
    expect(await points.getAttribute('data-points')).toBe(String(card1.points));
    expect((await points.innerText()).replace(/\s/g, ' ')).toMatch(/^\d[\d ]* points$/);
    expect(await page.getByTestId('card-number').innerText()).toBe(card0.card_number);
    expect(await page.getByTestId('card-holder').innerText()).toBe('Nour Gharbi');
    // The card's EAN-13 drawn as bars.
    const bars = page.getByTestId('card-barcode');
    expect(await bars.getAttribute('data-valid')).toBe('true');
    expect(await bars.locator('svg rect').count()).toBeGreaterThan(20);
    const entry = page.getByTestId('points-entry').first();
    await entry.waitFor();
    expect((await entry.innerText()).replace(/\s/g, ' ')).toContain(
      `+${formatNumber(first.points_earned, 'fr').replace(/\s/g, ' ')} points`,
    );
    expect(await entry.innerText()).toContain('24/11/2026');
    // Points expire 12 months after the day they were earned (docs/wallet.md#points-expire).
    expect(card1.expiring).toEqual({ points: first.points_earned, day: '2027-11-24' });
    expect((await page.getByTestId('card-expiring').innerText()).replace(/\s/g, ' ')).toBe(
      `${formatNumber(first.points_earned, 'fr').replace(/\s/g, ' ')} points expirent le 24/11/2027`,
    );
    await animationsDone(page);
    await expectAccessible(page);
    await screenshot(page, 'wallet-my-card-fr');

    // 'Utiliser mes points': 500 points → a 5 DT voucher (the card's rule), its value shown live.
    await page.getByRole('button', { name: 'Utiliser mes points' }).click();
    const convert = page.getByTestId('convert-sheet');
    await convert.waitFor();
    await page.getByTestId('convert-amount').fill('500');
    expect(await page.getByTestId('convert-value').innerText()).toContain(`${(500 * card1.convert.point_value) / 1000},000`);
    await animationsDone(page);
    await expectAccessible(page);
    await page.getByTestId('convert-submit').click();
    await page.getByTestId('convert-done').waitFor();
    const history = await get<PointsPage>('/wallet/points');
    expect(history.items[0]).toMatchObject({ kind: 'spent', points: -500 });

    // Its sheet on benefices: the barcode and the code.
    await page.getByTestId('convert-see').click();
    const sheet = page.getByTestId('offer-sheet');
    await sheet.waitFor();
    const code = (await page.getByTestId('offer-code').innerText()).trim();
    expect(code).toMatch(/^[A-Z0-9]{6,24}$/);
    const offerBars = page.getByTestId('offer-barcode');
    expect(await offerBars.getAttribute('data-valid')).toBe('true');
    expect(await offerBars.locator('svg rect').count()).toBeGreaterThan(20);
    await sheet.getByRole('heading', { name: 'Validité du bon d’achat' }).waitFor();
    expect(await sheet.innerText()).toContain('Appliqué automatiquement');
    await animationsDone(page);
    await expectAccessible(page);
    await screenshot(page, 'wallet-offer-sheet-fr');
    // 'Télécharger': a PNG named after the code.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('offer-download').click()]);
    expect(download.suggestedFilename()).toBe(`coupon-${code}.png`);
    const png = await download.createReadStream().then(async (stream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    });
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    const activeCard = page.locator(`[data-testid="offer-card"][data-code="${code}"]`);
    expect(await activeCard.getAttribute('data-status')).toBe('active');
    await animationsDone(page);
    await expectAccessible(page);
    await screenshot(page, 'wallet-benefices-fr');

    // The till: a second receipt presenting the voucher's code → applied, then shown under Utilisé.
    const second = await till.post(receipt('E2E-CARD-2', card0.card_number, 20_000, 5, [code]));
    expect(second.applied_offer?.code).toBe(code);
    await page.getByTestId('offers-status-used').click();
    // (the Actif list stays on screen, marked busy, until the Utilisé answer comes)
    await page.locator(`[data-testid="offer-card"][data-code="${code}"][data-status="used"]`).waitFor();
    expect(await page.getByTestId('offer-list').getAttribute('aria-busy')).toBe('false');
    expect(await page.getByTestId('offers-status-used').innerText()).toMatch(/Utilisé \(1\)/);

    // Offline: the card (number and points) still shows, from the last sync.
    await page.goto('/layout/my-card');
    await points.waitFor();
    const shownPoints = await points.getAttribute('data-points');
    await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await points.waitFor();
    // Going offline saves the card at once (it would otherwise wait for the page to settle).
    await page.context().setOffline(true);
    // The copy this page saves, not one an earlier page left (its points before the last receipt).
    await expect.poll(() => savedCardPoints(page, card0.card_number)).toBe(Number(shownPoints));
    await page.reload();
    await points.waitFor();
    expect(await points.getAttribute('data-points')).toBe(shownPoints);
    expect(await page.getByTestId('card-number').innerText()).toBe(card0.card_number);
    await page.getByTestId('card-offline').waitFor();
    await screenshot(page, 'wallet-my-card-offline-fr');
    await page.context().setOffline(false);
  });

  it('Transférer mes points: a family member, the amount, a confirmation, then both balances move', async () => {
    const sami = await signUpViaApi(own.baseURL, { name: 'Sami', lastname: 'Gharbi', password: 'sami-carte-1' });
    const invite = await inviteToFamily(own.baseURL, shopper, sami.user.ID, 'Frère', 'avatar-2');
    expect(invite.status).toBeLessThan(300);
    const invitations = (await apiAs(own.baseURL, sami.token, 'GET', '/families/invitations')).body as { items: { ID: number }[] };
    expect((await apiAs(own.baseURL, sami.token, 'POST', `/families/invitations/${invitations.items[0]!.ID}/accept`)).status).toBeLessThan(
      300,
    );
    const before = await get<LoyaltyCard>('/wallet/card');
    expect(before.points).toBeGreaterThanOrEqual(50);

    const page = await phone('fr');
    await page.goto('/layout/my-card');
    await page.getByTestId('card-points').waitFor();
    await page.getByRole('button', { name: 'Transférer mes points' }).click();
    const sheet = page.getByTestId('transfer-sheet');
    await sheet.getByRole('radio', { name: 'Sami' }).check();
    await sheet.getByLabel('Nombre de points').fill(String(before.points + 1));
    await sheet.getByRole('button', { name: 'Continuer' }).click();
    await sheet.getByText('Vous n’avez pas assez de points.').waitFor();
    await sheet.getByLabel('Nombre de points').fill('50');
    await sheet.getByRole('button', { name: 'Continuer' }).click();
    expect(await page.getByTestId('transfer-confirm-text').innerText()).toContain('Transférer 50 points à Sami');
    await animationsDone(page);
    await expectAccessible(page);
    await page.getByTestId('transfer-confirm').click();
    await sheet.waitFor({ state: 'detached' });
    await expect.poll(async () => page.getByTestId('card-points').getAttribute('data-points')).toBe(String(before.points - 50));
    const entry = page.getByTestId('points-entry').first();
    await expect.poll(() => entry.innerText()).toContain('Points transférés à Sami');
    expect((await entry.innerText()).replace(/\s/g, ' ')).toContain('−50 points');
    const samiCard = (await apiAs(own.baseURL, sami.token, 'GET', '/wallet/card')).body as LoyaltyCard;
    expect(samiCard.points).toBe(50);
  });

  it('in Arabic: my-card, benefices and the sheet, right to left with the barcodes left to right', async () => {
    const page = await phone('ar');
    await page.goto('/layout/my-card');
    await page.getByTestId('card-points').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('button', { name: 'تحويل نقاطي' }).waitFor();
    expect(await page.getByTestId('card-barcode').evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    await page.getByTestId('points-entry').first().waitFor();
    const expiring = (await get<LoyaltyCard>('/wallet/card')).expiring!;
    expect(expiring.day).toBe('2027-11-24');
    const line = await page.getByTestId('card-expiring').innerText();
    expect(line).toContain('نقاط تنتهي صلاحيتها يوم');
    expect(line).toContain('24/11/2027');
    expect(line).toContain(String(expiring.points));
    await animationsDone(page);
    await expectAccessible(page);
    await screenshot(page, 'wallet-my-card-ar');

    await page.goto('/layout/benefices?tab=voucher&status=used');
    const card = page.getByTestId('offer-card').first();
    await card.waitFor();
    await animationsDone(page);
    await expectAccessible(page);
    await screenshot(page, 'wallet-benefices-ar');
    await card.getByTestId('offer-open').click();
    await page.getByTestId('offer-sheet').waitFor();
    await page.getByRole('heading', { name: 'صلاحية قسيمة الشراء' }).waitFor();
    await animationsDone(page);
    await expectAccessible(page);
    await screenshot(page, 'wallet-offer-sheet-ar');
  });
});
