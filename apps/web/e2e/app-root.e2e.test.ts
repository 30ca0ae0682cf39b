/**
 * The app root (docs/app-root.md): the dark theme (no flash, screenshots, axe in both languages), the
 * back button on home, and the app update that keeps a queued offline change.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiAs, sessionStorageFor, signUpViaApi, type TestAccount } from './helpers/accounts.ts';
import { blockingViolations } from './helpers/axe.ts';
import { phoneSession } from './helpers/phone-session.ts';
import { screenshot } from './helpers/screenshots.ts';
import { animationsDone } from './helpers/settled.ts';

const baseURL = inject('baseURL');
const phones = phoneSession(baseURL, { serviceWorkers: 'allow' });

let account: TestAccount | undefined;
async function member(): Promise<TestAccount> {
  account ??= await signUpViaApi(baseURL, { name: 'Sonia', lastname: 'Trabelsi', password: 'secret-sonia' });
  return account;
}

async function phone(storage: Record<string, string> = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await phones.open({ storage });
  return { context, page: await context.newPage() };
}

/** In-app navigation, as a link does (the router follows pushState + popstate). */
async function navigate(page: Page, to: string): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState({ usr: null, key: 'e2e', idx: ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1 }, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, to);
}

async function axeClean(page: Page): Promise<void> {
  await animationsDone(page);
  expect(await blockingViolations(page)).toEqual([]);
}

describe('theme', () => {
  it('a stored dark theme is on <html> before any script of the bundle runs, and in the first frame', async () => {
    const { page } = await phone({ theme: 'dark' });
    await page.addInitScript(() => {
      const seen: Record<string, string | null> = {};
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      requestAnimationFrame(() => (seen.firstFrame = document.documentElement.getAttribute('data-theme')));
      document.addEventListener('readystatechange', () => {
        // 'interactive': the page is parsed, no module script of the bundle has run yet.
        if (document.readyState === 'interactive') seen.interactive = document.documentElement.getAttribute('data-theme');
      });
    });
    await page.goto('/layout');
    await page.getByTestId('home-greeting').waitFor();
    const seen = await page.evaluate(() => (window as unknown as { __seen: Record<string, string | null> }).__seen);
    expect(seen).toEqual({ interactive: 'dark', firstFrame: 'dark' });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#121418');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(18, 20, 24)');
  });

  it('follows the system when nothing is chosen', async () => {
    const { page } = await phone();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/layout');
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  });

  for (const lang of ['fr', 'ar'] as const) {
    it(`${lang}: the theme screen switches at once and keeps the choice`, async () => {
      const shopper = await member();
      const { page } = await phone(sessionStorageFor(shopper, { LANG: lang }));
      await page.goto('/layout/theme');
      await page.getByTestId('theme-page').waitFor();
      expect(await page.getByRole('radio', { checked: true }).getAttribute('value')).toBe('system');
      await page.getByTestId('theme-dark').click();
      expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#121418');
      expect(await page.getByTestId('theme-dark').innerText()).toContain(lang === 'fr' ? 'Sombre' : 'داكن');
      await axeClean(page);
      await screenshot(page, `${lang}-dark-theme`);

      // Kept on the next load.
      await page.goto('/layout');
      await page.getByTestId('home-greeting').waitFor();
      expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');

      await page.goto('/layout/theme');
      await page.getByTestId('theme-light').click();
      expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
      expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#e30613');
    });

    it(`${lang}: the main screens in dark pass axe`, async () => {
      const shopper = await member();
      const { page } = await phone(sessionStorageFor(shopper, { LANG: lang, theme: 'dark' }));
      for (const [name, path, ready] of [
        ['home', '/layout', 'home-greeting'],
        ['products', '/layout/produits/all', 'product-card'],
        ['my-card', '/layout/my-card', 'open-transfer'],
        ['profile', '/layout/profil', 'profile-page-name'],
      ] as const) {
        await page.goto(path);
        expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
        // Signed in, the bottom bar keeps a live stream open: wait for the screen, not for network idle.
        await page.getByTestId(ready).first().waitFor();
        await axeClean(page);
        await screenshot(page, `${lang}-dark-${name}`);
      }
    });
  }
});

describe('back button', () => {
  const texts = { fr: 'Appuyez encore pour quitter', ar: 'اضغط مرة أخرى للخروج' };

  for (const lang of ['fr', 'ar'] as const) {
    it(`${lang}: on home the first back arms the exit with a toast, the second leaves the app`, async () => {
      const { page } = await phone({ LANG: lang });
      await page.clock.install();
      await page.goto('/layout');
      await page.waitForFunction(() => document.documentElement.dataset.back === 'ready', undefined, { timeout: 20_000 });
      // The 3 s window stands still from the first back on (Playwright's clock): on a loaded machine
      // the two backs may be more than 3 s apart. Paused a little ahead of the page's time, which goes
      // on while pauseAt travels (a time already passed is refused).
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
      await page.goBack();
      await page.waitForFunction(() => document.documentElement.dataset.back === 'armed');
      expect(new URL(page.url()).pathname).toBe('/layout');
      await page.getByText(texts[lang]).waitFor();
      await screenshot(page, `${lang}-back-armed`);
      await page.goBack();
      await page.waitForURL('about:blank');
    });
  }

  it('after 3 s the arming lapses (the next back arms again); elsewhere back goes back; leaving home disarms', async () => {
    const { page } = await phone();
    await page.clock.install();
    await page.goto('/layout');
    await page.waitForFunction(() => document.documentElement.dataset.back === 'ready', undefined, { timeout: 20_000 });
    await page.goBack();
    await page.waitForFunction(() => document.documentElement.dataset.back === 'armed');
    await page.clock.runFor(3100);
    await page.waitForFunction(() => document.documentElement.dataset.back === 'ready');
    await page.goBack();
    await page.waitForFunction(() => document.documentElement.dataset.back === 'armed');
    expect(new URL(page.url()).pathname).toBe('/layout');

    // Armed, then away from home: disarmed; back from there returns home, without leaving.
    await navigate(page, '/layout/catalogs');
    await page.waitForFunction(() => document.documentElement.dataset.back === 'ready');
    await page.goBack();
    await page.waitForURL('**/layout');
    await page.getByTestId('home-greeting').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.back)).toBe('ready');

    // Forward to another screen and back: home again; one more back only arms.
    await navigate(page, '/layout/catalogs');
    await page.goBack();
    await page.waitForURL('**/layout');
    await page.goBack();
    await page.waitForFunction(() => document.documentElement.dataset.back === 'armed');
    expect(new URL(page.url()).pathname).toBe('/layout');
  });

  it('a deep link keeps the header back arrow working (to home, then back arms there)', async () => {
    const { page } = await phone();
    await page.goto('/layout/catalogs');
    await page.waitForFunction(() => document.documentElement.dataset.back === 'ready', undefined, { timeout: 20_000 });
    await page.getByTestId('header-back').click();
    await page.waitForURL('**/layout');
    await page.getByTestId('home-greeting').waitFor();
    await page.goBack();
    await page.waitForFunction(() => document.documentElement.dataset.back === 'armed');
    expect(new URL(page.url()).pathname).toBe('/layout');
  });
});

describe('app update', () => {
  it('the server serves another build: the prompt; applying it clears the old caches and keeps a queued favourite, sent after the reload', async () => {
    const shopper = await member();
    const { page } = await phone(sessionStorageFor(shopper));
    const served = (await (await fetch(`${baseURL}/api/v1/app/config`)).json()) as { Deploy: { Version: string } };
    // A newer build deployed: the server names another version (the app's own is its entry script).
    const isConfig = (url: URL) => url.pathname === '/api/v1/app/config';
    const isSync = (url: URL) => url.pathname === '/api/v1/favorites/sync';
    await page.route(isConfig, (route) => route.fulfill({ json: { games: [], Deploy: { Version: 'index-Nouvelle' } } }));
    // The favourites sync cannot reach the server: the change stays queued on the device.
    await page.route(isSync, (route) => route.abort());
    await page.goto('/layout/produits/all');
    // Read through a locator, which waits for the entry script (on a loaded CI machine the evaluate
    // could land while the document was still being replaced).
    const running = await page.locator('script[type="module"][src]').first().getAttribute('src');
    expect(running).toBe(`/assets/${served.Deploy.Version}.js`);

    const card = page.getByTestId('product-card').first();
    await card.waitFor();
    const sku = (await card.getAttribute('data-sku'))!;
    await card.getByTestId('favourite-heart').click();
    await page.waitForFunction(
      () => (JSON.parse(localStorage.getItem('favourites_queue') ?? '{"ops":[]}') as { ops: unknown[] }).ops.length > 0,
    );

    const prompt = page.getByTestId('update-prompt');
    await prompt.waitFor({ timeout: 20_000 }); // the check runs once the app is settled (5 s after load)
    expect(await prompt.innerText()).toContain('Nouvelle version disponible');
    await screenshot(page, 'fr-update-prompt');
    await page.evaluate(async () => {
      await (await caches.open('qadhya-api')).put('/api/v1/old', new Response('old'));
      await (await caches.open('qadhya-media')).put('/api/v1/media/x', new Response('x'));
    });

    // The deployment is now what the server serves; the network is back for the favourites.
    await page.unroute(isConfig);
    await page.unroute(isSync);
    const reloaded = page.waitForEvent('load', { timeout: 20_000 });
    await prompt.getByRole('button', { name: 'Recharger' }).click();
    await reloaded;
    await page
      .getByTestId('product-card')
      .first()
      .waitFor({ timeout: 20_000 })
      .catch(async (error: unknown) => {
        await screenshot(page, 'fr-after-update-failed');
        console.log('[e2e] after the update:', page.url(), (await page.locator('body').innerText()).slice(0, 400));
        throw error;
      });
    // The old version's API answers are gone (the new worker may have cached fresh ones since); the media stay.
    expect(await page.evaluate(async () => (await caches.match('/api/v1/old')) === undefined)).toBe(true);
    expect(await page.evaluate(async () => (await caches.match('/api/v1/media/x')) !== undefined)).toBe(true);

    // The queued favourite was kept and reaches the server after the reload.
    await page.waitForFunction(
      () => (JSON.parse(localStorage.getItem('favourites_queue') ?? '{"ops":[]}') as { ops: unknown[] }).ops.length === 0,
    );
    const favourites = (await apiAs(baseURL, shopper.token, 'GET', '/favorites')).body as { items?: { sku: string }[] } | { sku: string }[];
    const skus = (Array.isArray(favourites) ? favourites : (favourites.items ?? [])).map((f) => f.sku);
    expect(skus).toContain(sku);
    expect(await page.getByTestId('update-prompt').count()).toBe(0);
  });
});

describe('location check on start', () => {
  it('with location already allowed, the position is read once after the first screen; otherwise nothing is asked', async () => {
    const allowed = await phones.open({
      permissions: ['geolocation'],
      geolocation: { latitude: 36.8065, longitude: 10.1815, accuracy: 5 },
    });
    const page = await allowed.newPage();
    // Counts the position requests the app makes (the store screens use the same browser API).
    await page.addInitScript(() => {
      const geo = navigator.geolocation;
      const original = geo.getCurrentPosition.bind(geo);
      (window as unknown as { positionReads: number }).positionReads = 0;
      geo.getCurrentPosition = (...args: Parameters<Geolocation['getCurrentPosition']>) => {
        (window as unknown as { positionReads: number }).positionReads += 1;
        original(...args);
      };
    });
    await page.goto('/layout');
    // The first screen is there before the check has run (it starts once the app has settled).
    await page.getByTestId('home').waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.locationCheck !== undefined, undefined, { timeout: 20_000 });
    expect(await page.evaluate(() => document.documentElement.dataset.locationCheck)).toBe('located');
    expect(await page.evaluate(() => (window as unknown as { positionReads: number }).positionReads)).toBe(1);

    // Not allowed yet (a first launch): skipped, no permission prompt.
    const fresh = await phones.open();
    const first = await fresh.newPage();
    await first.goto('/layout');
    await first.waitForFunction(() => document.documentElement.dataset.locationCheck !== undefined, undefined, { timeout: 20_000 });
    expect(await first.evaluate(() => document.documentElement.dataset.locationCheck)).toBe('skipped');
  });
});
