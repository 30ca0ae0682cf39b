import type { AuthSession, GovernoratesResponse, Product, StockResponse } from '@qadhya/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { apiAs, randomPhone, readOtp, sessionStorageFor, signUpViaApi, type TestAccount } from './helpers/accounts.ts';
import { phoneSession } from './helpers/phone-session.ts';
import { screenshot } from './helpers/screenshots.ts';
import { animationsDone } from './helpers/settled.ts';
import { ShellPage } from './helpers/shell-page.ts';
import { apiGetter } from './helpers/api-get.ts';

/**
 * No dead ends (issue 14), against the real server: real-time stock is reached from the home and the
 * menu; the product's availability leads on to disponibility with the stores that have it; a sign-up
 * left half-way comes back to 'Nouveau client !'; and errors read in the app's language.
 */
const baseURL = inject('baseURL');
const phones = phoneSession(baseURL);
const FIRST_LAUNCH_DONE = { onboarding_done: 'true', deviceRegistered: 'true' };

let member: TestAccount;

beforeAll(async () => {
  member = await signUpViaApi(baseURL, { name: 'Nour', lastname: 'Gharbi', password: 'secret-nour' });
});

async function phone(storage: Record<string, string> = {}): Promise<Page> {
  const context = await phones.open({ storage: { ...FIRST_LAUNCH_DONE, ...storage } });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log(`[page error] ${e.message}`));
  return page;
}

const apiGet = apiGetter(baseURL);

const step = (page: Page, name: string) => page.getByTestId(`login-step-${name}`);

describe('real-time stock is reachable', () => {
  for (const lang of ['fr', 'ar'] as const) {
    const label = lang === 'fr' ? 'Stock en temps réel' : 'المخزون المباشر';

    it(`from a home tile (${lang})`, async () => {
      const page = await phone(lang === 'ar' ? { LANG: 'ar' } : {});
      await page.goto('/layout');
      const tile = page.getByTestId('tile-realTimeStock');
      await tile.scrollIntoViewIfNeeded();
      expect(await tile.innerText()).toBe(label);
      expect(await tile.getAttribute('href')).toBe('/layout/real-time-stock');
      await screenshot(page, `${lang}-home-real-time-stock-tile`);
      await tile.click();
      await page.waitForURL('**/layout/real-time-stock');
      await page.getByTestId('real-time-stock').waitFor();
      expect(await new ShellPage(page).headerTitle.innerText()).toBe(label);
    });

    it(`from the overlay menu, signed in or not (${lang})`, async () => {
      for (const storage of [{}, sessionStorageFor(member)]) {
        const page = await phone({ ...storage, ...(lang === 'ar' ? { LANG: 'ar' } : {}) });
        const shell = new ShellPage(page);
        await shell.goto('/layout');
        await shell.openMenu();
        const link = shell.menuLinks.filter({ hasText: label });
        expect(await link.count()).toBe(1);
        await screenshot(page, `${lang}-menu-real-time-stock-${'token' in storage ? 'member' : 'anonymous'}`);
        await link.click();
        await page.waitForURL('**/layout/real-time-stock');
        await page.getByTestId('real-time-stock').waitFor();
      }
    });
  }
});

describe('product detail → availability → disponibility', () => {
  it('shows the stores of the chosen place that have the product (fr: a governorate, ar: a delegation)', async () => {
    const governorates = (await apiGet<GovernoratesResponse>('/governorates')).items;
    const pickable = (g: string, d: string) => governorates.some((x) => x.gouvernorat === g && x.delegations.some((y) => y.name === d));
    const products = (await apiGet<{ items: Product[] }>('/products?pageSize=40')).items;
    // A page of the stores that have it is enough to find one in a pickable place.
    let found: { product: Product; rows: StockResponse['items'] } | null = null;
    for (const product of products) {
      const rows = (await apiGet<StockResponse>(`/stock?sku=${encodeURIComponent(product.sku)}`)).items;
      if (rows.some((r) => r.STOCK > 0 && pickable(r.store.gouvernorat, r.store.delegation))) {
        found = { product, rows };
        break;
      }
    }
    expect(found, 'a product in stock in a pickable store').toBeTruthy();
    const { product, rows } = found!;
    const stocked = rows.find((r) => r.STOCK > 0 && pickable(r.store.gouvernorat, r.store.delegation))!;

    for (const lang of ['fr', 'ar'] as const) {
      const page = await phone({ produit: JSON.stringify(product), ...(lang === 'ar' ? { LANG: 'ar' } : {}) });
      await page.goto('/layout/detail-produit');
      await page.getByTestId('detail-governorate').click();
      await page.waitForURL(`**/layout/chose-gouvernorat/${product.sku}`);
      await page.getByTestId('governorate-select').selectOption(stocked.store.gouvernorat);
      if (lang === 'ar') await page.getByTestId('delegation-select').selectOption(stocked.store.delegation);
      const next = page.getByTestId('availability-disponibility');
      await next.waitFor();
      const place = lang === 'fr' ? stocked.store.gouvernorat : stocked.store.delegation;
      expect(await next.innerText()).toContain(place);
      await animationsDone(page);
      await screenshot(page, `${lang}-availability-to-disponibility`);
      await next.click();
      await page.waitForURL('**/layout/disponibility');

      // Every store of the place that has it: the paged answer walked (docs/stock.md#api).
      const expected: string[] = [];
      const placeQuery = `gouvernorat=${encodeURIComponent(stocked.store.gouvernorat)}${lang === 'ar' ? `&delegation=${encodeURIComponent(stocked.store.delegation)}` : ''}`;
      for (let cursor: string | null = '0'; cursor !== null;) {
        const page: StockResponse = await apiGet<StockResponse>(
          `/stock?sku=${encodeURIComponent(product.sku)}&${placeQuery}&limit=50&cursor=${cursor}`,
        );
        expected.push(...page.items.map((r) => r.Magasin_Code));
        cursor = page.next;
      }
      expected.sort();
      const boxes = page.getByTestId('disponibility-box');
      await boxes.first().waitFor();
      await page.locator('[data-testid="disponibility"]:not([data-loading])').waitFor();
      expect(await page.getByTestId('disponibility').getAttribute('data-source')).toBe('realtime');
      expect((await boxes.evaluateAll((els) => els.map((e) => e.getAttribute('data-code')))).sort()).toEqual(expected);
      const first = page.locator(`[data-testid="disponibility-box"][data-code="${stocked.Magasin_Code}"]`);
      expect(await first.getByTestId('disponibility-quantity').innerText()).toContain(String(stocked.STOCK));
      expect(await page.getByTestId('disponibility-place').innerText()).toContain(stocked.store.gouvernorat);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('selected-region') ?? 'null'))).toMatchObject({
        gouvernorat: stocked.store.gouvernorat,
        source: 'realtime',
        sku: product.sku,
      });
      await screenshot(page, `${lang}-disponibility-realtime`);
    }
  });
});

/** A shopper signed in by SMS code whose 'Nouveau client !' was never sent: a session with no name. */
async function unfinishedAccount(): Promise<AuthSession & { phone: string }> {
  const number = randomPhone();
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${baseURL}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status, path).toBe(200);
    return res.json();
  };
  await post('/auth/otp', { PHONE: number, PURPOSE: 'login' });
  const session = (await post('/auth/otp/verify', { PHONE: number, CODE: await readOtp(baseURL, number) })) as AuthSession;
  expect(session.user.PROFILE_COMPLETE).toBe(false);
  return { ...session, phone: number };
}

describe('a sign-up left half-way comes back', () => {
  it("to 'Nouveau client !' from every signed-in screen and the splash, until the profile is saved", async () => {
    const number = randomPhone();
    const page = await phone();
    // The splash and the loading screen run on Playwright's clock.
    await page.clock.install();
    await page.goto('/login');
    await page.getByTestId('intro-create-password').click();
    await page.getByTestId('input-phone').fill(number);
    await page.getByTestId('send-code').click();
    await step(page, 'code').waitFor();
    await page.getByTestId('code-box').first().click();
    await page.keyboard.type(await readOtp(baseURL, number));
    await step(page, 'client').waitFor();

    // Leaves for the home by its address: the session has no name yet, so back to the form.
    await page.goto('/layout');
    await page.waitForURL('**/login?resume=client');
    await step(page, 'client').waitFor();
    expect(await page.getByTestId('login-title').innerText()).toBe('Nouveau client !');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    expect(await page.getByTestId('input-client-phone').inputValue()).toBe(number);
    await screenshot(page, 'fr-unfinished-sign-up');

    for (const path of ['/layout/profil', '/layout/real-time-stock', `/detail-produit/1`]) {
      await page.goto(path);
      await page.waitForURL('**/login?resume=client');
      await step(page, 'client').waitFor();
    }
    await page.goto('/');
    await page.getByTestId('splash').waitFor();
    await page.clock.runFor(2500);
    await page.waitForURL('**/login?resume=client');
    await step(page, 'client').waitFor();

    await page.getByTestId('input-name').fill('Leila');
    await page.getByTestId('input-lastname').fill('Mansour');
    await page.getByTestId('field-gender').getByText('Femme').click();
    await page.getByTestId('input-birthdate').fill('1991-02-03');
    await page.getByTestId('input-email').fill('leila@exemple.tn');
    await page.getByTestId('input-address').fill('Sfax');
    await page.getByTestId('input-client-password').fill('secret-leila');
    await page.getByTestId('client-submit').click();
    await step(page, 'loading').waitFor();
    await page.clock.runFor(12_000);
    await page.waitForURL('**/layout');
    expect(await page.getByTestId('home-greeting').innerText()).toBe('Bonjour, Leila');
    // Finished: the signed-in screens open (no detour, no loop).
    await page.goto('/layout/profil');
    await page.getByTestId('header-title').waitFor();
    expect(new URL(page.url()).pathname).toBe('/layout/profil');
  });

  it('in Arabic too; signing out is the only other way out', async () => {
    const session = await unfinishedAccount();
    const page = await phone({ ...sessionStorageFor(session), LANG: 'ar' });
    await page.goto('/layout/real-time-stock');
    await page.waitForURL('**/login?resume=client');
    await step(page, 'client').waitFor();
    expect(await page.getByTestId('login-title').innerText()).toBe('عميل جديد!');
    await screenshot(page, 'ar-unfinished-sign-up');

    await page.getByTestId('client-sign-out').click();
    await step(page, 'intro').waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('current_user')])).toEqual([null, null]);
    expect((await apiAs(baseURL, session.token, 'GET', '/users/me')).status).toBe(401);
    // Signed out, the app opens as for anyone.
    await page.goto('/layout');
    await page.getByTestId('home').waitFor();
    expect(new URL(page.url()).pathname).toBe('/layout');
  });
});

describe('errors read in the app language, never in the server words', () => {
  for (const lang of ['fr', 'ar'] as const) {
    it(`a refused 'Mes informations' shows the code's text (${lang})`, async () => {
      const page = await phone({ ...sessionStorageFor(member), ...(lang === 'ar' ? { LANG: 'ar' } : {}) });
      await page.goto('/layout/settings');
      const name = page.getByTestId('input-name');
      await name.waitFor();
      // The form checks the same schema as the server, so a control character is refused before it is
      // sent; one slipped into the request on the way (as an older app would send it) is refused by the
      // server (400 CONTROL_CHARACTERS), whose answer the app must show in its own words.
      await page.route('**/api/v1/users/me', async (route) => {
        if (route.request().method() !== 'PUT') return route.continue();
        const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
        await route.continue({ postData: JSON.stringify({ ...body, NAME: 'Nour\u0007' }) });
      });
      await name.fill('Nour');
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/users/me') && r.request().method() === 'PUT');
      await page.getByTestId('save-profile').click();
      const res = await answer;
      expect(res.status()).toBe(400);
      const body = (await res.json()) as { code: string; message: string };
      expect(body.code).toBe('CONTROL_CHARACTERS');
      const toast = page.getByTestId('toast').last();
      await toast.waitFor();
      const text = await toast.innerText();
      expect(text).toContain(lang === 'fr' ? 'Le texte contient des caractères non autorisés.' : 'يحتوي النص على رموز غير مسموح بها.');
      expect(text).toContain(lang === 'fr' ? "Erreur de mise à jour de l'élément" : 'خطأ في تحديث العنصر');
      expect(text).not.toContain(body.message);
      expect(text).not.toMatch(/control|invalid/i);
      await screenshot(page, `${lang}-error-in-app-words`);
    });
  }
});
