import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { guardNetwork, type NetworkGuard } from './network-guard.ts';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Chromium's flags for this machine (no sandbox as root, no GPU, nothing that phones home). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Playwright's own `--disable-features` list (playwright-core 1.64). Chromium keeps only the last
 * `--disable-features` of its command line, so ours replaces this one and has to carry it whole;
 * `browser-flags.e2e.test.ts` fails when Playwright's list is no longer this.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The address bar's WebUI popups, which headless Chromium loads into every new window (each browser
 * context of a test): about 220 scripts of Chromium's own, 0.5–0.7 s of CPU per phone, for a popup no
 * test ever opens (docs/testing.md#chromium-per-phone).
 */
export const OMNIBOX_WEBUI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Debian's Chromium, headless, with nothing that phones home; `extraArgs` e.g. a fake camera. */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    ignoreDefaultArgs: [`--disable-features=${PLAYWRIGHT_DISABLED_FEATURES.join(',')}`],
    args: [...CHROMIUM_ARGS, `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEBUI_FEATURES].join(',')}`, ...extraArgs],
  });
}

/**
 * A 390×844 phone (DPR 2, touch) in French, in Tunis. Its service worker is blocked unless a file
 * asks for it (`serviceWorkers: 'allow'`: the offline and push files): installed, it precaches the
 * whole build (about 440 files, 9 MB) in every phone that stays five seconds on a page, which no
 * other test reads (docs/testing.md#service-worker-in-browser-tests).
 */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'fr-FR',
  timezoneId: 'Africa/Tunis',
  serviceWorkers: 'block',
};

export interface PhoneContext {
  context: BrowserContext;
  guard: NetworkGuard;
}

export interface PhoneOptions extends BrowserContextOptions {
  /**
   * Let the games popup show on home (docs/games.md#the-popup). Off by default: the demo's campaigns
   * run on every test server, so without this the popup is taken as already seen (below).
   */
  gamesPopup?: boolean;
}

/**
 * The games popup's "last shown" day (the app's own local-storage key, `games_popup_day`) set far
 * ahead: the app takes the popup as seen today, whatever day the test's clocks say.
 */
export const GAMES_POPUP_SEEN = '9999-12-31';

/** A fresh phone context (empty storage) on the test server, with the network guard on. */
export async function newPhone(
  browser: Browser,
  baseURL: string,
  { gamesPopup = false, ...options }: PhoneOptions = {},
): Promise<PhoneContext> {
  const context = await browser.newContext({ ...PHONE, baseURL, ...options });
  context.setDefaultTimeout(10_000);
  const guard = await guardNetwork(context);
  if (!gamesPopup) {
    await context.addInitScript((seen: string) => {
      try {
        if (localStorage.getItem('games_popup_day') === null) localStorage.setItem('games_popup_day', seen);
      } catch {
        // a page without storage (about:blank, an opaque origin): nothing to mark
      }
    }, GAMES_POPUP_SEEN);
  }
  return { context, guard };
}

/** Puts values in localStorage before any page script runs (LANG, token, current_user…). */
export async function seedLocalStorage(context: BrowserContext, values: Record<string, string>): Promise<void> {
  await context.addInitScript((entries: Record<string, string>) => {
    if (sessionStorage.getItem('__seeded')) return;
    sessionStorage.setItem('__seeded', '1');
    for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
  }, values);
}
