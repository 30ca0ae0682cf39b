/**
 * The accessibility sweep (docs/accessibility.md#the-sweep): every route of the app's route table,
 * plus the dialogs, sheets and menus a shopper opens, in French and in Arabic, signed in (and the
 * screens of a visitor who is not), checked by axe-core's WCAG 2.2 A/AA rules. The test fails on
 * any serious or critical violation. Each Arabic visit also leaves a screenshot (the Arabic tour,
 * artifacts/screenshots/tour-ar-*.png) to be looked at.
 *
 * A new screen is checked by being in ROUTES (the test below fails when a route has no visit);
 * a new dialog or sheet by one entry in OVERLAYS.
 */
import type { Product, ProductPage } from '@qadhya/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROUTES, type RouteId } from '../src/config/routes.ts';
import { apiAs, signUpViaApi, sessionStorageFor, type TestAccount } from './helpers/accounts.ts';
import { apiGetter } from './helpers/api-get.ts';
import { blockingViolations } from './helpers/axe.ts';
import { launchBrowser, newPhone, seedLocalStorage, type PhoneContext } from './helpers/browser.ts';
import { screenshot } from './helpers/screenshots.ts';
import { animationsDone, imagesLoaded } from './helpers/settled.ts';

const baseURL = inject('baseURL');
type Lang = 'fr' | 'ar';
const LANGS: Lang[] = ['fr', 'ar'];

/** What the sweep needs from the demo data, read through the API once. */
interface Fixtures {
  sku: string;
  /** A shopping list of the signed-in account (details-course, add-product). */
  listId: number;
}

interface Visit {
  /** The route this visit covers (several visits may cover one route). */
  route: RouteId;
  /** Where to go; a function when the path needs data. */
  path: string | ((f: Fixtures) => string);
  /** Signed out instead of signed in. */
  anonymous?: boolean;
  /** After the page settled: the steps that reach the screen (a click into a detail…). */
  reach?: (page: Page) => Promise<void>;
  /** Loaded afresh rather than reached through the router (the splash only shows on a load). */
  fresh?: boolean;
}

const paramsOf: Partial<Record<RouteId, (f: Fixtures) => string>> = {
  detailProduitSku: (f) => `/detail-produit/${f.sku}`,
  produitsByName: () => `/layout/produits/${encodeURIComponent('726;name=Laitiers')}`,
  catalogView: () => '/layout/catalog-view/48/26',
  choseGouvernorat: (f) => `/layout/chose-gouvernorat/${f.sku}`,
  findStores: () => '/layout/find-stores/product',
  lastChance: () => '/layout/last-chance/products',
  closerStore: () => '/layout/closer-store/realtimestock/all',
  storePage: () => '/layout/magasin/TN0001',
  detailTicket: () => '/layout/detail-ticket/1',
  detailsCourse: (f) => `/layout/details-course/${f.listId}`,
  addProduct: (f) => `/layout/add-product?list=${f.listId}`,
};

/** Detail screens reached the way a shopper reaches them: from a list. */
const reachBy: Partial<Record<RouteId, Visit>> = {
  detailProduit: {
    route: 'detailProduit',
    path: '/layout/produits/all',
    reach: async (page) => {
      await page.getByTestId('product-card').first().locator('a').first().click();
      await page.waitForURL('**/layout/detail-produit**');
    },
  },
  detailLastChance: {
    route: 'detailLastChance',
    path: '/layout/last-chance/products',
    reach: async (page) => {
      await page.getByTestId('last-chance-item').first().locator('a').click();
      await page.waitForURL('**/layout/detail-lastchance');
    },
  },
};

/** One visit per route of the route table, signed in; landing, onboarding and login signed out. */
function routeVisits(): Visit[] {
  return (Object.keys(ROUTES) as RouteId[]).map((route) => {
    const reached = reachBy[route];
    if (reached) return reached;
    const anonymous = route === 'landing' || route === 'nextSteps' || route === 'login';
    return { route, path: paramsOf[route] ?? ROUTES[route].path, anonymous, fresh: route === 'landing' };
  });
}

/** A visitor who is not signed in sees the home and the account entry points differently. */
const VISITOR_EXTRAS: Visit[] = [
  { route: 'home', path: '/layout', anonymous: true },
  { route: 'profil', path: '/layout/profil', anonymous: true },
  // The wallet's screens show a visitor their sign-in prompt.
  { route: 'myCard', path: '/layout/my-card', anonymous: true },
  { route: 'benefices', path: '/layout/benefices', anonymous: true },
  // The shopping lists show a visitor their sign-in prompt.
  { route: 'courses', path: '/layout/courses', anonymous: true },
  // The notifications show a visitor their sign-in prompt.
  { route: 'notifications', path: '/layout/notifications', anonymous: true },
  // Help: a visitor is asked to sign in to report or share an idea; contact and note ask their name.
  { route: 'signalement', path: '/layout/signalement', anonymous: true },
  { route: 'note', path: '/layout/note', anonymous: true },
];

interface Overlay {
  name: string;
  path: string | ((f: Fixtures) => string);
  anonymous?: boolean;
  /** Opens the overlay and resolves once it is shown. */
  open: (page: Page) => Promise<void>;
}

/** Waits for an overlay (by test id) to be open and still. */
async function shown(page: Page, testId: string): Promise<void> {
  const overlay = page.getByTestId(testId);
  await overlay.waitFor();
  await animationsDone(page);
}

const OVERLAYS: Overlay[] = [
  {
    name: 'menu',
    path: '/layout',
    open: async (page) => {
      await page.getByTestId('menu-button').click();
      await page.getByTestId('overlay-menu').and(page.locator('[data-state="open"]')).waitFor();
      await animationsDone(page);
    },
  },
  {
    name: 'cookie-dialog',
    path: '/layout/profil',
    open: async (page) => {
      await page.getByTestId('row-privacy').click();
      await shown(page, 'cookie-dialog');
    },
  },
  {
    name: 'privacy-cookie-sheet',
    path: '/layout/confidentialite',
    open: async (page) => {
      await page.getByTestId('open-cookie-policy').click();
      await page.getByTestId('cookie-sheet').and(page.locator('[data-state="open"]')).waitFor();
      await animationsDone(page);
    },
  },
  {
    name: 'family-add-member-sheet',
    path: '/layout/family',
    open: async (page) => {
      await page.getByTestId('family-add').click();
      await page.getByTestId('add-member-sheet').and(page.locator('[data-state="open"]')).waitFor();
      await animationsDone(page);
    },
  },
  {
    name: 'family-share-sheet',
    path: '/layout/family',
    open: async (page) => {
      await page.getByTestId('family-share').click();
      await page.getByTestId('share-sheet').and(page.locator('[data-state="open"]')).waitFor();
      await animationsDone(page);
    },
  },
  {
    name: 'last-chance-store-chooser',
    path: '/layout/last-chance/products',
    open: async (page) => {
      await page.getByTestId('last-chance-store-fab').click();
      await shown(page, 'store-chooser');
    },
  },
  {
    name: 'list-menu-sheet',
    path: (f) => `/layout/details-course/${f.listId}`,
    open: async (page) => {
      await page.getByTestId('course-menu').click();
      await page.getByTestId('list-menu').and(page.locator('[data-state="open"]')).waitFor();
      await animationsDone(page);
    },
  },
  {
    name: 'list-members-sheet',
    path: (f) => `/layout/details-course/${f.listId}`,
    open: async (page) => {
      await page.getByTestId('course-menu').click();
      await page.getByTestId('list-menu').and(page.locator('[data-state="open"]')).waitFor();
      await page.getByTestId('list-menu-assign').click();
      await page.getByTestId('list-members-save').waitFor();
      await animationsDone(page);
    },
  },
  {
    name: 'login-sign-in',
    path: '/login',
    anonymous: true,
    open: async (page) => {
      await page.getByTestId('intro-sign-in').click();
      await page.getByTestId('input-password').waitFor();
    },
  },
  {
    name: 'login-register-errors',
    path: '/login',
    anonymous: true,
    open: async (page) => {
      await page.getByTestId('intro-register').click();
      await page.getByTestId('login-step-register').waitFor();
      // Submitted empty: the form's messages are checked as shown.
      await page.getByTestId('register-submit').click();
      await page.getByTestId('error-register-phone').waitFor();
    },
  },
];

/** The page as a shopper sees it once loaded: no loading state left, animations over, images in. */
async function settle(page: Page): Promise<void> {
  await page.locator('#root > *').first().waitFor();
  // The splash is busy by design until it moves on (it is checked as it is).
  await page.waitForFunction(() => [...document.querySelectorAll('[aria-busy="true"]')].every((e) => e.matches('[data-testid="splash"]')));
  await animationsDone(page);
  await imagesLoaded(page);
}

let browser: Browser;
let account: TestAccount;
let fixtures: Fixtures;
const phones = new Map<string, PhoneContext>();
const blocked: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  account = await signUpViaApi(baseURL, { name: 'Leila', lastname: 'Haddad', password: 'leila-secret', address: 'Ariana' });
  const product: Product = (await apiGetter(baseURL)<ProductPage>('/products?pageSize=1&q=lait')).items[0]!;
  const list = await apiAs(baseURL, account.token, 'POST', '/lists', {
    request_id: 'a11y-sweep-list',
    title: 'Courses de la semaine',
    items: [
      { sku: product.sku, quantity: 2 },
      { text: 'Pain', quantity: 1 },
    ],
  });
  expect(list.status).toBe(201);
  fixtures = { sku: product.sku, listId: (list.body as { id: number }).id };
});

afterAll(async () => {
  for (const page of pages.values()) await page.close();
  for (const phone of phones.values()) {
    blocked.push(...phone.guard.blocked);
    await phone.context.close();
  }
  await browser?.close();
  // Map tiles of the configured (outside) host are aborted by the guard: the offline map takes over.
  expect(
    blocked.filter((url) => !/tile/i.test(url)),
    'requests that left 127.0.0.1',
  ).toEqual([]);
});

/** One phone per language and sign-in state, kept for the whole sweep. */
async function phoneFor(lang: Lang, anonymous: boolean): Promise<PhoneContext> {
  const key = `${lang}-${anonymous ? 'visitor' : 'member'}`;
  const known = phones.get(key);
  if (known) return known;
  const phone = await newPhone(browser, baseURL, {
    locale: lang === 'ar' ? 'ar-TN' : 'fr-FR',
    permissions: ['geolocation'],
    geolocation: { latitude: 36.8065, longitude: 10.1815, accuracy: 5 },
  });
  const storage: Record<string, string> = anonymous ? { LANG: lang } : sessionStorageFor(account, { LANG: lang });
  await seedLocalStorage(phone.context, storage);
  phones.set(key, phone);
  return phone;
}

/** The page of a phone that moves from screen to screen, as a shopper's does (one app load). */
const pages = new Map<PhoneContext, Page>();

/**
 * Goes to `path` in the running app, through its router (history + popstate: no reload, as a tap
 * on a link), or with a fresh load when asked (the first visit, a screen that only exists on load).
 */
async function go(phone: PhoneContext, path: string, fresh: boolean): Promise<Page> {
  let page = pages.get(phone);
  if (fresh && page) {
    await page.close();
    page = undefined;
  }
  if (!page) {
    page = await phone.context.newPage();
    pages.set(phone, page);
    await page.goto(path);
    return page;
  }
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  return page;
}

async function check(
  lang: Lang,
  label: string,
  anonymous: boolean,
  path: string,
  options: { steps?: (page: Page) => Promise<void>; fresh?: boolean } = {},
): Promise<string[]> {
  const page = await go(await phoneFor(lang, anonymous), path, !!options.fresh);
  await settle(page);
  if (options.steps) {
    await options.steps(page);
    await settle(page);
  }
  const found = await blockingViolations(page);
  if (lang === 'ar') await screenshot(page, `tour-ar-${label}`);
  console.log(`[a11y] ${lang} ${label}: ${found.length ? found.join(' ; ') : 'ok'}`);
  return found;
}

const visits = [...routeVisits(), ...VISITOR_EXTRAS];
const labelOf = (v: Visit) => `${v.route}${v.anonymous ? '-visitor' : ''}`;
const pathOf = (p: string | ((f: Fixtures) => string)) => (typeof p === 'string' ? p : p(fixtures));

it('every route of the route table is in the sweep', () => {
  const covered = new Set(visits.map((v) => v.route));
  expect((Object.keys(ROUTES) as RouteId[]).filter((id) => !covered.has(id))).toEqual([]);
});

describe.each(LANGS)('axe-core, %s', (lang) => {
  it.each(visits.map((v) => [labelOf(v), v] as const))('screen %s: no serious or critical violation', async (label, visit) => {
    expect(await check(lang, label, !!visit.anonymous, pathOf(visit.path), { steps: visit.reach, fresh: visit.fresh })).toEqual([]);
  });

  it.each(OVERLAYS.map((o) => [o.name, o] as const))('overlay %s: no serious or critical violation', async (name, overlay) => {
    expect(await check(lang, `overlay-${name}`, !!overlay.anonymous, pathOf(overlay.path), { steps: overlay.open, fresh: true })).toEqual(
      [],
    );
  });
});
