import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { signInContext, type TestAccount } from './accounts.ts';
import { launchBrowser, newPhone, seedLocalStorage, type PhoneContext, type PhoneOptions } from './browser.ts';

export interface OpenPhoneOptions extends PhoneOptions {
  /** localStorage values set before any page script runs (LANG, token, current_user…). */
  storage?: Record<string, string>;
  /** Grant clipboard read and write (copy buttons). */
  clipboard?: boolean;
}

export interface PhoneSession {
  /** A fresh phone context for the running test (closing the one it had); closed after the test. */
  open(options?: OpenPhoneOptions): Promise<BrowserContext>;
}

/**
 * One Chromium per test file and one phone context per test (`serviceWorkers: 'allow'`: the app's
 * service worker installs, as the offline files need). After each test the context closes
 * and the test fails if a request tried to leave 127.0.0.1 (`allowBlocked` may excuse some, e.g.
 * map tiles of a configured host, which are aborted anyway).
 */
export function phoneSession(
  baseURL: string,
  options: { allowBlocked?: (url: string) => boolean; serviceWorkers?: 'allow' | 'block' } = {},
): PhoneSession {
  let browser: Browser | undefined;
  let current: PhoneContext | undefined;
  let blocked: string[] = [];

  const closeCurrent = async () => {
    if (!current) return;
    blocked.push(...current.guard.blocked);
    await current.context.close();
    current = undefined;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await closeCurrent();
    const allowed = options.allowBlocked ?? (() => false);
    const left = blocked.filter((url) => !allowed(url));
    blocked = [];
    expect(left, 'requests that left 127.0.0.1').toEqual([]);
  });

  return {
    async open({ storage = {}, clipboard = false, ...contextOptions } = {}) {
      if (!browser) throw new Error('phoneSession: the browser is not started (call open() inside a test)');
      await closeCurrent();
      current = await newPhone(browser, baseURL, {
        ...(options.serviceWorkers ? { serviceWorkers: options.serviceWorkers } : {}),
        ...contextOptions,
      });
      if (clipboard) await current.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      if (Object.keys(storage).length) await seedLocalStorage(current.context, storage);
      return current.context;
    },
  };
}

/**
 * A page on a fresh phone of `session` in `lang` (ar: the ar-TN locale): signed in as `account`,
 * or a visitor when it is null. Page errors are written to the test's output.
 */
export async function shopperPage(session: PhoneSession, account: TestAccount | null, lang: 'fr' | 'ar' = 'fr'): Promise<Page> {
  const context = await session.open(lang === 'ar' ? { locale: 'ar-TN' } : {});
  if (account) await signInContext(context, account, { LANG: lang });
  else if (lang === 'ar') await context.addInitScript(() => localStorage.setItem('LANG', 'ar'));
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  return page;
}
