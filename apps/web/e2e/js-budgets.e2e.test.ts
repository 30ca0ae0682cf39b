/**
 * The JavaScript budgets (issue 21, docs/testing.md#js-budgets): from the production build that the
 * e2e global setup made (dist/.vite/manifest.json and modules.json), the first load of /layout and
 * each lazy screen's own and later JS against js-budgets.ts; the back office never in a shopper
 * chunk; charts and game code only in the screens that use them. Then the browser's own count for a
 * few routes, which must agree with the build's figure.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { ROUTES, type RouteDef, type Screen } from '../src/config/routes.ts';
import { JsBytes, screenModules, webDir, type ScreenBytes } from './helpers/js-bytes.ts';
import { phoneSession } from './helpers/phone-session.ts';
import { networkQuiet } from './helpers/settled.ts';
import {
  ADMIN_FIRST_LOAD_BUDGET_KB,
  ADMIN_SCREEN_BUDGETS,
  CHART_SCREENS,
  FIRST_LOAD_BUDGET_KB,
  FIRST_LOAD_MODULES,
  GAME_SCREENS,
  SCREEN_BUDGETS,
} from './js-budgets.ts';

const baseURL = inject('baseURL');
const phones = phoneSession(baseURL);

const bytes = new JsBytes(process.env.WEB_DIST ?? path.join(webDir, 'dist'), FIRST_LOAD_MODULES);
const loaders = screenModules();
const budgeted = Object.keys(SCREEN_BUDGETS) as (keyof typeof SCREEN_BUDGETS)[];
const figures = new Map<Screen, ScreenBytes>(budgeted.map((s) => [s, bytes.screen(loaders[s])]));

/** What home loads after its first screen: the lazy imports of its own chunks (the signed-in wallet block, the popup's carousel). */
function homeLater(): Set<string> {
  const out = new Set<string>();
  // Home's own chunks: not index.html's, whose lazy imports are every screen.
  for (const key of bytes.staticGraph(FIRST_LOAD_MODULES, bytes.staticGraph(['index.html']))) {
    for (const lazy of bytes.chunk(key).dynamicImports ?? []) for (const k of bytes.fullGraph([lazy], bytes.firstLoad)) out.add(k);
  }
  return out;
}

const CHART = /(^|\/)node_modules\/uplot\/|^src\/components\/ui\/charts\/(Chart|use-uplot)\./;
const GAME = /^src\/features\/games\//;
/** The popup's check: the popup and its one call (the games running today). */
const GAMES_POPUP_CHECK = /^src\/features\/games\/(GamesPopup\.tsx|api\/running-games\.ts)$/;
const has = (keys: Iterable<string>, re: RegExp) => bytes.modulesOf(keys).some((m) => re.test(m));
const kb = (n: number) => n.toFixed(1);

describe('JS budgets, from the build', () => {
  it('keeps the first load of /layout within its budget', () => {
    const first = bytes.kb(bytes.firstLoad);
    console.log(
      `[js-budgets] first load of /layout: ${bytes.firstLoad.size} chunks, ${kb(first)} KB gzip (budget ${FIRST_LOAD_BUDGET_KB})`,
    );
    expect(first, `first load: the heaviest modules are ${bytes.heaviest(bytes.firstLoad, 5).join(', ')}`).toBeLessThanOrEqual(
      FIRST_LOAD_BUDGET_KB,
    );
  });

  it('reads a loader and has a budget for the screen of every route', () => {
    const screens = new Set((Object.values(ROUTES) as RouteDef[]).map((r) => r.screen));
    for (const screen of screens) {
      expect(loaders[screen], `router.tsx: the loader of ${screen}`).toBeDefined();
      for (const mod of loaders[screen])
        expect(bytes.manifest[mod]?.isDynamicEntry, `${mod} (${screen}) is a lazy chunk of the build`).toBe(true);
      if (screen !== 'home') expect(SCREEN_BUDGETS[screen], `js-budgets.ts: a budget for ${screen}`).toBeDefined();
    }
  });

  it('keeps each lazy screen within its budgets', () => {
    const rows = [`| screen | route | own KB | budget | later KB | budget |`, `|---|---|---:|---:|---:|---:|`];
    const over: string[] = [];
    for (const screen of budgeted) {
      const budget = SCREEN_BUDGETS[screen];
      const f = figures.get(screen)!;
      rows.push(`| ${budget.name} | \`${budget.route}\` | ${kb(f.ownKb)} | ${budget.kb} | ${kb(f.laterKb)} | ${budget.laterKb} |`);
      if (f.ownKb > budget.kb) over.push(`${screen}: own ${kb(f.ownKb)} KB > ${budget.kb} (heaviest: ${bytes.heaviest(f.own).join(', ')})`);
      if (f.laterKb > budget.laterKb)
        over.push(`${screen}: later ${kb(f.laterKb)} KB > ${budget.laterKb} (heaviest: ${bytes.heaviest(f.later).join(', ')})`);
    }
    const later = homeLater();
    rows.push(`| home, after its first screen (signed-in wallet block, games popup) | \`/layout\` | — | — | ${kb(bytes.kb(later))} | — |`);
    const table = rows.join('\n');
    const out = path.resolve(webDir, '../../artifacts');
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, 'js-budgets.md'), `First load of /layout: ${kb(bytes.kb(bytes.firstLoad))} KB gzip\n\n${table}\n`);
    console.log(`[js-budgets] every screen (also in artifacts/js-budgets.md):\n${table}`);
    expect(over, over.join('; ')).toEqual([]);
  });

  it('never puts the back office in the shoppers’ app', () => {
    const admin = /^\.\.\/admin\/|(^|\/)apps\/admin\//;
    const all = Object.keys(bytes.manifest);
    expect(all.filter((k) => admin.test(bytes.manifest[k]!.src ?? ''))).toEqual([]);
    expect(bytes.modulesOf(all).filter((m) => admin.test(m))).toEqual([]);
    // The back office's own bundle is served under /admin, never from the shoppers' page.
    expect(fs.readFileSync(path.join(process.env.WEB_DIST ?? path.join(webDir, 'dist'), 'index.html'), 'utf8')).not.toMatch(
      /["']\/admin\//,
    );
  });

  it('loads the charts only lazily, from the screens that draw them', () => {
    expect(has(bytes.firstLoad, CHART), 'a chart module in the first load').toBe(false);
    const drawing: string[] = [];
    for (const [screen, f] of figures) {
      expect(has(f.own, CHART), `a chart module in ${screen}'s own JS`).toBe(false);
      if (has(f.later, CHART)) drawing.push(screen);
    }
    if (has(homeLater(), CHART)) drawing.push('home');
    expect(drawing.sort()).toEqual([...CHART_SCREENS].sort());
  });

  it('loads game code only in the game screens (the first load: the popup’s check alone)', () => {
    expect(bytes.modulesOf(bytes.firstLoad).filter((m) => GAME.test(m) && !GAMES_POPUP_CHECK.test(m))).toEqual([]);
    const playing: string[] = [];
    for (const [screen, f] of figures) if (has(f.own, GAME) || has(f.later, GAME)) playing.push(screen);
    expect(playing.sort()).toEqual([...GAME_SCREENS].sort());
  });
});

describe('JS budgets of the back office, from its build', () => {
  const admin = new JsBytes(process.env.ADMIN_DIST ?? path.resolve(webDir, '../admin/dist'), []);

  it('keeps the back office first load within its budget', () => {
    const first = admin.kb(admin.firstLoad);
    console.log(
      `[js-budgets] back office first load: ${admin.firstLoad.size} chunks, ${kb(first)} KB gzip (budget ${ADMIN_FIRST_LOAD_BUDGET_KB})`,
    );
    expect(first, `back office first load: the heaviest modules are ${admin.heaviest(admin.firstLoad, 5).join(', ')}`).toBeLessThanOrEqual(
      ADMIN_FIRST_LOAD_BUDGET_KB,
    );
  });

  it('keeps each budgeted back-office screen within its budgets', () => {
    const over: string[] = [];
    for (const [screen, budget] of Object.entries(ADMIN_SCREEN_BUDGETS)) {
      expect(admin.manifest[budget.module]?.isDynamicEntry, `${budget.module} (${screen}) is a lazy chunk of the back office`).toBe(true);
      const f = admin.screen([budget.module]);
      console.log(
        `[js-budgets] ${budget.name} (${budget.route}): own ${kb(f.ownKb)} KB (budget ${budget.kb}), later ${kb(f.laterKb)} KB (budget ${budget.laterKb})`,
      );
      if (f.ownKb > budget.kb) over.push(`${screen}: own ${kb(f.ownKb)} KB > ${budget.kb} (heaviest: ${admin.heaviest(f.own).join(', ')})`);
      if (f.laterKb > budget.laterKb)
        over.push(`${screen}: later ${kb(f.laterKb)} KB > ${budget.laterKb} (heaviest: ${admin.heaviest(f.later).join(', ')})`);
    }
    expect(over, over.join('; ')).toEqual([]);
  });
});

/** The gzip size of each script the page's context fetches, by path. */
function recordScripts(page: Page): Map<string, Promise<number>> {
  const sizes = new Map<string, Promise<number>>();
  page.context().on('response', (res: Response) => {
    if (res.request().resourceType() !== 'script') return;
    const url = new URL(res.url()).pathname;
    // A body the closing page can no longer give counts as 0 rather than an unhandled rejection.
    if (!sizes.has(url))
      sizes.set(
        url,
        res.body().then(
          (b) => gzipSync(b, { level: 9 }).length,
          () => 0,
        ),
      );
  });
  return sizes;
}

async function total(
  sizes: Map<string, Promise<number>>,
  skip: ReadonlySet<string> = new Set(),
): Promise<{ kb: number; files: Set<string> }> {
  let sum = 0;
  const files = new Set<string>();
  for (const [url, size] of sizes) {
    if (skip.has(url)) continue;
    sum += await size;
    files.add(url.replace(/^\//, ''));
  }
  return { kb: sum / 1024, files };
}

/** Opens /layout and waits for its whole first load, the games popup's check (fetched once home is idle) included. */
async function firstLoad(): Promise<{ page: Page; sizes: Map<string, Promise<number>> }> {
  const context = await phones.open();
  const page = await context.newPage();
  const sizes = recordScripts(page);
  const popupCheck = page.waitForResponse((r) => /\/assets\/GamesPopup-[\w-]+\.js$/.test(r.url()));
  await page.goto('/layout');
  await page.getByTestId('home').waitFor();
  await popupCheck;
  await networkQuiet(page);
  return { page, sizes };
}

/** The build's chunk files (assets/x.js) of a set of manifest keys. */
const filesOf = (keys: Iterable<string>) => new Set([...keys].map((k) => bytes.chunk(k).file).filter((f) => f.endsWith('.js')));
const diff = (a: Set<string>, b: Set<string>) => [...a].filter((x) => !b.has(x));
/**
 * What the app loads once it has settled (`whenSettled`, lib/pwa: 5 s after the load, when idle):
 * the app root's start-up (docs/app-root.md) and the service worker. Whether it falls inside a
 * count depends on how fast the machine is, so no count below has it, on either side (were it ever
 * imported at start, the first load's static graph, and so its budget, would hold it).
 */
const SETTLED = new Set([
  ...filesOf(bytes.fullGraph(['src/lib/app-root/start.ts', 'src/lib/pwa/register-sw.ts'], bytes.firstLoad)),
  'sw.js',
]);
const withoutSettled = (files: Set<string>) => new Set([...files].filter((f) => !SETTLED.has(f)));
/** The same files as the browser asks for them (the URLs' paths), for total()'s skip. */
const SETTLED_URLS = new Set([...SETTLED].map((f) => `/${f}`));

describe('JS budgets, the build against the browser', () => {
  it('counts the first load of /layout as the browser fetches it', async () => {
    const { sizes } = await firstLoad();
    const browser = await total(sizes, SETTLED_URLS);
    const built = bytes.kb(bytes.firstLoad);
    console.log(
      `[js-budgets] first load: browser ${kb(browser.kb)} KB (${browser.files.size} scripts), build ${kb(built)} KB (${bytes.firstLoad.size} chunks)`,
    );
    const expected = withoutSettled(filesOf(bytes.firstLoad));
    expect({ onlyInBrowser: diff(browser.files, expected), onlyInBuild: diff(expected, browser.files) }).toEqual({
      onlyInBrowser: [],
      onlyInBuild: [],
    });
    expect(Math.abs(browser.kb - built)).toBeLessThan(2);
  });

  // Screens a visitor reaches from /layout; `with`: the build's figure that the browser loads on
  // arriving (the catalogues draw their cover carousel at once, and open the offline store, Dexie, only
  // once the page has settled: docs/favourites-offline.md#offline-data; the others draw a visitor's
  // screen without their later parts; a visitor's games screen is its sign-in prompt).
  // `settled`: modules of its later parts that come only once the page has settled, after this count.
  const ROUTES_CHECKED: { screen: Screen; path: string; with: 'own' | 'own+later'; ready: string; settled?: string[] }[] = [
    { screen: 'catalogs', path: '/layout/catalogs', with: 'own+later', ready: 'catalogs', settled: ['src/lib/offline/db.ts'] },
    { screen: 'games', path: '/layout/games', with: 'own', ready: 'sign-in-prompt' },
    { screen: 'wishlist', path: '/layout/wishlist', with: 'own', ready: 'wishlist' },
  ];
  for (const route of ROUTES_CHECKED) {
    it(`counts ${route.path} as the browser fetches it, reached from /layout`, async () => {
      const { page, sizes } = await firstLoad();
      const before = new Set(sizes.keys());
      await page.evaluate((to) => {
        history.pushState({}, '', to);
        dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
      }, route.path);
      await page.getByTestId(route.ready).first().waitFor();
      // Not 'networkidle': reached once for the document, it does not wait again after a history push.
      await networkQuiet(page);
      const f = figures.get(route.screen)!;
      const afterSettle = (key: string) =>
        (route.settled ?? []).some((m) => Object.keys(bytes.modules[bytes.chunk(key).file] ?? {}).includes(m));
      // The screen's settled part may already be there on a slow machine: counted on neither side.
      const settledHere = [...f.later].filter(afterSettle).map((k) => `/${bytes.chunk(k).file}`);
      const browser = await total(sizes, new Set([...before, ...settledHere, ...SETTLED_URLS]));
      const keys = route.with === 'own' ? f.own : new Set([...f.own, ...[...f.later].filter((k) => !afterSettle(k))]);
      const built = bytes.kb([...keys].filter((k) => !SETTLED.has(bytes.chunk(k).file)));
      console.log(
        `[js-budgets] ${route.path}: browser +${kb(browser.kb)} KB (${browser.files.size} scripts), build ${kb(built)} KB (${route.with})`,
      );
      const expected = withoutSettled(filesOf(keys));
      expect({ onlyInBrowser: diff(browser.files, expected), onlyInBuild: diff(expected, browser.files) }).toEqual({
        onlyInBrowser: [],
        onlyInBuild: [],
      });
      expect(Math.abs(browser.kb - built)).toBeLessThan(2);
    });
  }
});
