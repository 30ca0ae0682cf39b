/**
 * Issue 20, the mobile offer's screens (docs/mobile-offer.md#screens) against the real server:
 * aziza-mobile for a visitor (sign-in prompt in « Mes demandes ») and for a shopper; reservation-sim
 * with missing fields (the spec's messages only after a submit), refused values, then a reservation
 * whose sheet closes to aziza-mobile by its button, a second one (409 RESERVATION_EXISTS for the same
 * ID, then another ID) closed by an outside click; « Mes demandes » lists both and cancels one; the
 * products list survives a failing API (500, then « Réessayer »), filters by tab and leads to
 * chose-gouvernorat without an id; chose-gouvernorat without a product asks for one. Screenshots
 * mobile-offer-<screen>-<fr|ar>, axe-core (serious/critical) in both languages.
 */
import type { SimReservationPage } from '@qadhya/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { apiAs, signUpViaApi, type TestAccount } from './helpers/accounts.ts';
import { expectNoBlockingViolations } from './helpers/axe.ts';
import { phoneSession, shopperPage } from './helpers/phone-session.ts';
import { screenshot } from './helpers/screenshots.ts';
import { animationsDone } from './helpers/settled.ts';

const baseURL = inject('baseURL');
const phones = phoneSession(baseURL);
type Lang = 'fr' | 'ar';

let salma: TestAccount;
/** CIN numbers of this run: one open reservation per ID number across every shopper. */
const cin = () => String(10_000_000 + Math.floor(Math.random() * 89_999_999));

beforeAll(async () => {
  salma = await signUpViaApi(baseURL, { name: 'Salma', lastname: 'Gharbi', password: 'salma-sim-1' });
});

const phone = (account: TestAccount | null, lang: Lang = 'fr') => shopperPage(phones, account, lang);

const errorText = (page: Page, id: string) => page.getByTestId(`${id}-error`).innerText();

describe('aziza-mobile', () => {
  it('a visitor sees the offer, its benefits and the way to reserve; « Mes demandes » asks to sign in (fr, ar)', async () => {
    for (const lang of ['fr', 'ar'] as const) {
      const page = await phone(null, lang);
      await page.goto('/layout/aziza-mobile');
      await page.getByTestId('aziza-mobile-page').waitFor();
      expect(await page.getByTestId('aziza-benefit').count()).toBe(6);
      expect(await page.getByTestId('aziza-reserve').getAttribute('href')).toBe('/layout/reservation-sim');
      expect(await page.getByTestId('aziza-products').getAttribute('href')).toBe('/layout/produits-aziza-mobile');
      expect(await page.getByTestId('aziza-top-up').getAttribute('href')).toBe('/layout/phone-top-up');
      await page.getByTestId('mobile-requests-signed-out').getByTestId('sign-in-prompt').waitFor();
      if (lang === 'fr') {
        expect(await page.getByText('Demandez votre carte SIM').count()).toBe(1);
        expect(await page.getByTestId('aziza-reserve').innerText()).toBe('Réserver votre SIM');
      } else {
        expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      }
      await screenshot(page, `mobile-offer-home-${lang}`);
      await expectNoBlockingViolations(page, `aziza-mobile (${lang})`);
    }
  });

  it('a visitor opening reservation-sim is asked to sign in', async () => {
    const page = await phone(null);
    await page.goto('/layout/reservation-sim');
    await page.getByTestId('sign-in-prompt').waitFor();
    expect(await page.getByTestId('sign-in-link').getAttribute('href')).toBe('/login');
    expect(await page.getByTestId('reservation-submit').count()).toBe(0);
  });
});

describe('reservation-sim', () => {
  it('shows the spec’s messages only after a submit, sends nothing invalid, then reserves; the sheet closes to aziza-mobile; « Mes demandes » shows it', async () => {
    const page = await phone(salma);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/sim-reservations') posts.push(r.postData() ?? '');
    });
    await page.goto('/layout/reservation-sim');
    await page.getByTestId('reservation-sim-page').waitFor();
    expect(await page.getByTestId('reservation-last-name').getAttribute('placeholder')).toBe('Votre nom');
    expect(await page.getByTestId('reservation-first-name').getAttribute('placeholder')).toBe('Votre prénom');
    expect(await page.getByTestId('reservation-id-type').inputValue()).toBe('CIN');
    // Nothing before a submit, even after typing and leaving a field.
    await page.getByTestId('reservation-line').fill('12');
    await page.getByTestId('reservation-address').focus();
    expect(await page.locator('[data-testid$="-error"]').count()).toBe(0);
    await page.getByTestId('reservation-line').fill('');

    await page.getByTestId('reservation-submit').click();
    await page.getByTestId('reservation-action-error').waitFor();
    expect(await errorText(page, 'reservation-action')).toBe('Veuillez choisir une action.');
    expect(await errorText(page, 'reservation-line')).toBe('Numéro de votre ligne est obligatoire.');
    expect(await errorText(page, 'reservation-last-name')).toBe('Le nom est obligatoire.');
    expect(await errorText(page, 'reservation-first-name')).toBe('Le prénom est obligatoire.');
    expect(await errorText(page, 'reservation-address')).toBe("L'adresse est obligatoire.");
    expect(await errorText(page, 'reservation-id-number')).toBe("Numéro de pièce d'identité est obligatoire.");
    expect(posts).toEqual([]);
    await screenshot(page, 'mobile-offer-reservation-errors-fr');
    await expectNoBlockingViolations(page, 'reservation-sim with errors (fr)');

    // Live from now on: each message follows the typing; our own messages for the other rules.
    await page.getByTestId('reservation-action-port').check();
    expect(await page.getByTestId('reservation-action-error').count()).toBe(0);
    await page.getByTestId('reservation-line').fill('36 123 456');
    expect(await errorText(page, 'reservation-line')).toBe('Ce numéro est déjà chez Aziza Mobile : choisissez « Nouveau numéro ».');
    await page.getByTestId('reservation-line').fill('12 345 678');
    expect(await errorText(page, 'reservation-line')).toContain('pas un numéro de mobile tunisien');
    await page.getByTestId('reservation-line').fill('98 123 456');
    expect(await page.getByTestId('reservation-line-error').count()).toBe(0);
    await page.getByTestId('reservation-last-name').fill('Gharbi');
    await page.getByTestId('reservation-first-name').fill('Salma');
    await page.getByTestId('reservation-address').fill('12 rue de Marseille, Tunis');
    await page.getByTestId('reservation-id-number').fill('1234');
    expect(await errorText(page, 'reservation-id-number')).toBe('Le numéro de CIN compte 8 chiffres.');
    const firstCin = cin();
    await page.getByTestId('reservation-id-number').fill(firstCin);
    expect(await page.locator('[data-testid$="-error"]').count()).toBe(0);
    expect(posts).toEqual([]);

    // A double tap makes one reservation.
    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/sim-reservations',
    );
    await page.getByTestId('reservation-submit').dblclick();
    // A second tap that got through before the button was disabled carries the same request id: 201 then 200.
    expect([200, 201]).toContain((await created).status());
    const sheet = page.getByTestId('reservation-done');
    await sheet.waitFor();
    await animationsDone(sheet);
    expect(await sheet.getByRole('heading').innerText()).toBe('Merci ! Votre demande est en cours de traitement.');
    expect(await sheet.innerText()).toContain('promos exclusives');
    expect(await page.getByTestId('reservation-done-back').innerText()).toBe('Retourner sur Aziza Mobile');
    const bodies = posts.map((p) => JSON.parse(p) as Record<string, string>);
    expect(new Set(bodies.map((b) => b.request_id)).size).toBe(1);
    // « Nom » fills LAST_NAME, « Prénom » FIRST_NAME; the line as its digits.
    expect(bodies[0]).toMatchObject({
      ACTION: 'Portabilité',
      LINE_NUMBER: '98123456',
      LAST_NAME: 'Gharbi',
      FIRST_NAME: 'Salma',
      TYPE: 'CIN',
      NUMBER_IDENTITE: firstCin,
    });
    await screenshot(page, 'mobile-offer-reservation-done-fr');
    await expectNoBlockingViolations(page, 'reservation-sim thank-you sheet (fr)');
    await page.getByTestId('reservation-done-back').click();
    await page.waitForURL('**/layout/aziza-mobile');
    const mine = await apiAs(baseURL, salma.token, 'GET', '/sim-reservations');
    expect((mine.body as SimReservationPage).items.length).toBe(1);

    const request = page.getByTestId('mobile-request').first();
    await request.waitFor();
    expect(await request.getByTestId('mobile-request-status').innerText()).toBe('Reçue');
    expect(await request.getByTestId('mobile-request-id').innerText()).toContain(firstCin.slice(-3));
    expect(await request.getByTestId('mobile-request-id').innerText()).not.toContain(firstCin);
    expect(await request.getByTestId('mobile-request-cancel').innerText()).toBe('Annuler la demande');

    // The same ID again: refused with its text; another ID: reserved, the sheet closed by an outside click.
    await page.getByTestId('aziza-reserve').click();
    await page.getByTestId('reservation-sim-page').waitFor();
    await page.getByTestId('reservation-action-new').check();
    await page.getByTestId('reservation-line').fill('55123456');
    await page.getByTestId('reservation-last-name').fill('Gharbi');
    await page.getByTestId('reservation-first-name').fill('Salma');
    await page.getByTestId('reservation-address').fill('Sousse');
    await page.getByTestId('reservation-id-number').fill(firstCin);
    await page.getByTestId('reservation-submit').click();
    expect(await page.getByTestId('reservation-failure').innerText()).toBe("Une demande est déjà en cours pour cette pièce d'identité.");
    await page.getByTestId('reservation-id-type').selectOption('Passport');
    await page.getByTestId('reservation-id-number').fill('a 12');
    expect(await errorText(page, 'reservation-id-number')).toContain('passeport');
    await page.getByTestId('reservation-id-number').fill(`A${cin().slice(0, 6)}`);
    await page.getByTestId('reservation-submit').click();
    await page.getByTestId('reservation-done').waitFor();
    await animationsDone(page.getByTestId('reservation-done'));
    await page.getByTestId('reservation-done-backdrop').click({ position: { x: 20, y: 20 } });
    await page.waitForURL('**/layout/aziza-mobile');
    await expect.poll(() => page.getByTestId('mobile-request').count()).toBe(2);
    expect(await page.getByTestId('mobile-request').first().getByTestId('mobile-request-id').innerText()).toContain('Passeport');

    // Cancelling the first one (the older, listed last).
    const older = page.getByTestId('mobile-request').last();
    await older.getByTestId('mobile-request-cancel').click();
    await page.getByRole('dialog', { name: 'Annuler la demande ?' }).waitFor();
    await page.getByRole('button', { name: 'Accepter' }).click();
    await expect.poll(() => older.getAttribute('data-status')).toBe('annulee');
    expect(await older.getByTestId('mobile-request-status').innerText()).toBe('Annulée');
    expect(await older.getByTestId('mobile-request-cancel').count()).toBe(0);
    await page.getByTestId('mobile-requests').scrollIntoViewIfNeeded();
    await screenshot(page, 'mobile-offer-requests-fr');
    await expectNoBlockingViolations(page, 'aziza-mobile with requests (fr)');
  });

  it('in Arabic (RTL): the form, its messages and « Mes demandes »', async () => {
    const page = await phone(salma, 'ar');
    await page.goto('/layout/reservation-sim');
    await page.getByTestId('reservation-sim-page').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(page, 'mobile-offer-reservation-ar');
    await expectNoBlockingViolations(page, 'reservation-sim (ar)');
    await page.getByTestId('reservation-submit').click();
    expect(await errorText(page, 'reservation-action')).toBe('يرجى اختيار إجراء.');
    await screenshot(page, 'mobile-offer-reservation-errors-ar');
    await expectNoBlockingViolations(page, 'reservation-sim with errors (ar)');
    await page.goto('/layout/aziza-mobile');
    await page.getByTestId('mobile-request').first().waitFor();
    expect(await page.getByTestId('mobile-request-status').first().innerText()).toMatch(/[\u0600-\u06ff]/);
    await page.getByTestId('mobile-requests').scrollIntoViewIfNeeded();
    await screenshot(page, 'mobile-offer-requests-ar');
    await expectNoBlockingViolations(page, 'aziza-mobile with requests (ar)');
  });
});

describe('produits-aziza-mobile', () => {
  it('survives a failing API (a message and « Réessayer »), filters by tab, and opens chose-gouvernorat without an id', async () => {
    const page = await phone(null);
    let failing = true;
    await page.route(
      (url) => url.pathname === '/api/v1/mobile-offer/products',
      (route) =>
        failing
          ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'INTERNAL', message: 'boom' }) })
          : route.fallback(),
    );
    await page.goto('/layout/produits-aziza-mobile');
    await page.getByTestId('mobile-products-error').waitFor();
    expect(await page.getByTestId('mobile-products-error').innerText()).toContain('Les produits n’ont pas pu être chargés.');
    await screenshot(page, 'mobile-offer-products-error-fr');
    failing = false;
    await page.getByTestId('mobile-products-retry').click();
    await page.getByTestId('mobile-product').first().waitFor();
    expect(await page.getByTestId('mobile-products-error').count()).toBe(0);

    // Prices with three decimals; a discount badge and an old price only on matched products.
    // The figures drawn left to right, the sign after them (docs/formats.md): read as « 5,000 DT ».
    const price = page.getByTestId('mobile-product').first().locator('[data-ui-price]').last();
    expect(await price.locator('bdi').innerText()).toMatch(/^\d[\d\s\u202f]*,\d{3}$/);
    expect(await price.ariaSnapshot()).toMatch(/^- text: \d[\d\s\u202f]*,\d{3} DT$/);
    const discounted = page.locator('[data-testid="mobile-product"]:has([data-testid="mobile-product-discount"])');
    for (const card of await discounted.all()) expect(await card.locator('[data-old]').count()).toBe(1);
    await screenshot(page, 'mobile-offer-products-fr');
    await expectNoBlockingViolations(page, 'produits-aziza-mobile (fr)');

    await page.getByTestId('mobile-products-tab-sim').click();
    await expect
      .poll(
        async () =>
          new Set(await page.getByTestId('mobile-product').evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')))).size,
      )
      .toBe(1);
    expect(await page.getByTestId('mobile-product').first().getAttribute('data-kind')).toBe('sim');
    await page.getByTestId('mobile-products-tab-recharge').click();
    await expect.poll(() => page.getByTestId('mobile-product').first().getAttribute('data-kind')).toBe('recharge');

    const card = page.getByTestId('mobile-product').first();
    const name = await card.getByTestId('mobile-product-link').innerText();
    const sku = await card.getAttribute('data-sku');
    await card.getByTestId('mobile-product-link').click();
    await page.waitForURL((url) => url.pathname === '/layout/chose-gouvernorat');
    await page.getByTestId('chose-gouvernorat').waitFor();
    expect(await page.getByTestId('chose-gouvernorat').innerText()).toContain(name);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('produit') ?? 'null')?.sku)).toBe(sku);
  });

  it('« Voir plus » adds the next page', async () => {
    const page = await phone(null);
    await page.goto('/layout/produits-aziza-mobile');
    await page.getByTestId('mobile-product').first().waitFor();
    if ((await page.getByTestId('mobile-products-more').count()) === 0) return;
    const before = await page.getByTestId('mobile-product').count();
    await page.getByTestId('mobile-products-more').click();
    await expect.poll(() => page.getByTestId('mobile-product').count()).toBeGreaterThan(before);
  });

  it('in Arabic (RTL)', async () => {
    const page = await phone(null, 'ar');
    await page.goto('/layout/produits-aziza-mobile');
    await page.getByTestId('mobile-product').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.getByTestId('mobile-products-tab-all').innerText()).toBe('الكل');
    await screenshot(page, 'mobile-offer-products-ar');
    await expectNoBlockingViolations(page, 'produits-aziza-mobile (ar)');
  });

  it('chose-gouvernorat with neither an id nor a stored product asks for a product', async () => {
    const page = await phone(null);
    await page.goto('/layout/chose-gouvernorat');
    await page.getByTestId('chose-gouvernorat-no-product').waitFor();
    expect(await page.getByTestId('chose-gouvernorat-find-product').getAttribute('href')).toBe('/layout/produits/all');
    await expectNoBlockingViolations(page, 'chose-gouvernorat without a product (fr)');
  });
});
