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

/** Debian's Chromium, headless, with nothing that phones home; `extraArgs` e.g. a fake camera. */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/** A 390×844 phone (DPR 2, touch) in French, in Tunis. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'fr-FR',
  timezoneId: 'Africa/Tunis',
};

export interface PhoneContext {
  context: BrowserContext;
  guard: NetworkGuard;
}

/** A fresh phone context (empty storage) on the test server, with the network guard on. */
export async function newPhone(browser: Browser, baseURL: string, options: BrowserContextOptions = {}): Promise<PhoneContext> {
  const context = await browser.newContext({ ...PHONE, baseURL, ...options });
  context.setDefaultTimeout(10_000);
  const guard = await guardNetwork(context);
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
