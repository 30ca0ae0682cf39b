/**
 * The accessibility sweep (docs/accessibility.md#the-sweep): every route of the app's route table,
 * plus the dialogs, sheets and menus a shopper opens, in French and in Arabic, signed in (and the
 * screens of a visitor who is not), checked by axe-core's WCAG 2.2 A/AA rules. The test fails on
 * any serious or critical violation. Each Arabic visit is also read (helpers/arabic-reading.ts,
 * docs/accessibility.md#arabic-as-it-is-read): no Latin word outside names marked French and an
 * allowed few, the app's one form of money, dates, times and percent, no name cut by an ellipsis
 * where it would fit on two lines. It leaves a screenshot (the Arabic tour,
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
import { arabicReadingFindings, readingLines } from './helpers/arabic-reading.ts';
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
/**
 * One shopper per language, with what she wrote herself (her name, a list and its free item) in her
 * language: the Arabic reading check (docs/accessibility.md#arabic-as-it-is-read) is about the app's
 * text, and a French-speaking shopper's own words would read as Latin in the Arabic screens.
 */
const SHOPPERS: Record<Lang, { name: string; lastname: string; address: string; list: string; item: string }> = {
  fr: { name: 'Leila', lastname: 'Haddad', address: 'Ariana', list: 'Courses de la semaine', item: 'Pain' },
  ar: { name: 'ليلى', lastname: 'الحداد', address: 'أريانة', list: 'قضية الأسبوع', item: 'خبز' },
};
const accounts = {} as Record<Lang, TestAccount>;
const fixtures = {} as Record<Lang, Fixtures>;
const phones = new Map<string, PhoneContext>();
const blocked: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  const product: Product = (await apiGetter(baseURL)<ProductPage>('/products?pageSize=1&q=lait')).items[0]!;
  for (const lang of LANGS) {
    const shopper = SHOPPERS[lang];
    const account = await signUpViaApi(baseURL, { ...shopper, password: 'leila-secret' });
    const list = await apiAs(baseURL, account.token, 'POST', '/lists', {
      request_id: `a11y-sweep-list-${lang}`,
      title: shopper.list,
      items: [
        { sku: product.sku, quantity: 2 },
        { text: shopper.item, quantity: 1 },
      ],
    });
    expect(list.status).toBe(201);
    accounts[lang] = account;
    fixtures[lang] = { sku: product.sku, listId: (list.body as { id: number }).id };
  }
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
  const storage: Record<string, string> = anonymous ? { LANG: lang } : sessionStorageFor(accounts[lang], { LANG: lang });
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
  // Two frames after the move, the router has begun it (a lazy screen shows its busy bar), so
  // settle() waits for the screen the move leads to rather than measuring the one it leaves.
  await page.evaluate(
    (to) =>
      new Promise<void>((done) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
        requestAnimationFrame(() => requestAnimationFrame(() => done()));
      }),
    path,
  );
  return page;
}

/** What a visit found: axe-core's blocking violations, and in Arabic what does not read as Arabic. */
interface Found {
  axe: string[];
  reading: string[];
}

async function check(
  lang: Lang,
  label: string,
  anonymous: boolean,
  path: string,
  options: { steps?: (page: Page) => Promise<void>; fresh?: boolean } = {},
): Promise<Found> {
  const page = await go(await phoneFor(lang, anonymous), path, !!options.fresh);
  await settle(page);
  if (options.steps) {
    await options.steps(page);
    await settle(page);
  }
  const axe = await blockingViolations(page);
  const readStart = performance.now();
  const reading = lang === 'ar' ? readingLines(await arabicReadingFindings(page)) : [];
  const readMs = Math.round(performance.now() - readStart);
  if (lang === 'ar') await screenshot(page, `tour-ar-${label}`);
  console.log(`[a11y] ${lang} ${label}: ${axe.length ? axe.join(' ; ') : 'ok'}${lang === 'ar' ? ` (read in ${readMs} ms)` : ''}`);
  for (const line of reading) console.log(`[reading] ar ${label}: ${line}`);
  return { axe, reading };
}

/** Both lists are reported, whichever fails. */
function expectNothingFound(found: Found, label: string): void {
  expect.soft(found.axe, `axe-core on ${label}`).toEqual([]);
  expect.soft(found.reading, `Arabic reading on ${label}`).toEqual([]);
}

const visits = [...routeVisits(), ...VISITOR_EXTRAS];
const labelOf = (v: Visit) => `${v.route}${v.anonymous ? '-visitor' : ''}`;
const pathOf = (p: string | ((f: Fixtures) => string), lang: Lang) => (typeof p === 'string' ? p : p(fixtures[lang]));

it('every route of the route table is in the sweep', () => {
  const covered = new Set(visits.map((v) => v.route));
  expect((Object.keys(ROUTES) as RouteId[]).filter((id) => !covered.has(id))).toEqual([]);
});

/** A page of known faults and known exceptions: the reading check finds the one and lets the other be. */
const READING_SAMPLE = `<!doctype html><html lang="ar" dir="rtl"><body style="font: 16px/20px sans-serif">
<p>السعر 5,100 DT</p>
<p>المجموع 12 دينار</p>
<p>تخفيض 25٪</p>
<p>١٢ منتج</p>
<p>آخر شراء 2026-11-30</p>
<p>يفتح 09:00 م</p>
<p>يغلق 14h</p>
<p>Voir المزيد</p>
<p lang="fr">Lait Délice demi-écrémé</p>
<p>contact@qadhya.tn TN0001 Qadhya https://qadhya.tn 12,500 د.ت 25% 30/11/2026 14:05</p>
<p style="display: none">Caché</p>
<input aria-label="بحث" placeholder="Rechercher">
<button aria-label="إضافة \u2068Lait Délice\u2069 إلى المفضلة">♡</button>
<button aria-label="إضافة Lait Délice إلى المفضلة">♡</button>
<p>حمّل التطبيق من App Store وGoogle Play</p>
<div data-testid="link" style="width: 120px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis">https://qadhya.tn/login?ref=99904421</div>
<div data-testid="fits-two" style="width: 200px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis">حليب نصف دسم بالفيتامينات من الضيعة</div>
<div data-testid="too-long" style="width: 60px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis">حليب نصف دسم بالفيتامينات من الضيعة في قارورة كبيرة</div>
</body></html>`;

it('the Arabic reading check finds what it is meant to, and only that', async () => {
  const page = await browser.newPage();
  try {
    await page.setContent(READING_SAMPLE);
    const found = await arabicReadingFindings(page);
    expect(found.map((f) => f.rule).sort()).toEqual(
      [
        'currency',
        'currency',
        'cut-name',
        'date',
        'digits',
        'latin-word',
        'latin-word',
        'latin-word',
        'percent',
        'time-12h',
        'time-h',
      ].sort(),
    );
    expect(found.filter((f) => f.rule === 'latin-word').map((f) => f.text.split(' — ')[0])).toEqual(['Voir', 'Rechercher', 'Lait, Délice']);
    expect(found.find((f) => f.rule === 'cut-name')?.where).toBe('[fits-two] div');
  } finally {
    await page.close();
  }
});

describe.each(LANGS)('axe-core, %s', (lang) => {
  it.each(visits.map((v) => [labelOf(v), v] as const))('screen %s: no serious or critical violation', async (label, visit) => {
    const found = await check(lang, label, !!visit.anonymous, pathOf(visit.path, lang), { steps: visit.reach, fresh: visit.fresh });
    expectNothingFound(found, label);
  });

  it.each(OVERLAYS.map((o) => [o.name, o] as const))('overlay %s: no serious or critical violation', async (name, overlay) => {
    const found = await check(lang, `overlay-${name}`, !!overlay.anonymous, pathOf(overlay.path, lang), {
      steps: overlay.open,
      fresh: true,
    });
    expectNothingFound(found, `overlay ${name}`);
  });
});
