/**
 * A browser test file on a server of its own (docs/testing.md#a-server-of-its-own): the server with
 * its first admin (startServerWithAdmin) and one Chromium, started before the file's own set-up and
 * stopped after it; the phones and back-office windows the tests open on it, closed at the end, when
 * the file fails if any of them tried to leave 127.0.0.1.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { signInContext, type TestAccount } from './accounts.ts';
import { adminWindows, startServerWithAdmin, stopServerWithAdmin, type StaffLogin } from './admin.ts';
import { launchBrowser, newPhone, type PhoneContext, type PhoneOptions } from './browser.ts';
import type { RunningServer } from './server.ts';

export type Lang = 'fr' | 'ar';

export interface OwnPhoneOptions extends PhoneOptions {
  /** The app's language (stored as LANG; 'ar' also sets the phone's locale to ar-TN). Default 'fr'. */
  lang?: Lang;
  /** Signed in as this shopper; null: signed out. */
  as: TestAccount | null;
  /** The context's default timeout (newPhone's is 10 s). */
  timeoutMs?: number;
  /** The page's clock in Playwright's hands, installed before the app loads (docs/testing.md#browser-tests). */
  pageClock?: boolean;
  /** The phone's clock fixed at this instant. */
  fixedTime?: number;
  /** Another browser than the file's (a fake camera's). */
  browser?: Browser;
}

export interface OwnServer {
  readonly server: RunningServer;
  readonly baseURL: string;
  readonly browser: Browser;
  /** Desktop windows and fixed-time phones of the back office (adminWindows), closed at the end. */
  readonly windows: ReturnType<typeof adminWindows>;
  /** A phone on this server (newPhone) with a page open, page errors logged; closed at the end. */
  phone(options: OwnPhoneOptions): Promise<Page>;
  /** A phone context of this server's to close at the end (and whose blocked requests count). */
  track(phone: PhoneContext): PhoneContext;
  /** Another browser (a fake camera's) to close at the end, after the phones. */
  closeLater(browser: Browser): Browser;
}

/**
 * Registers the beforeAll that starts the server (`name` names its data folder) and the browser, and
 * the afterAll that closes everything opened and stops them. Call it at the top of the file, before
 * the file's own beforeAll, which then finds `baseURL` and `browser` set.
 */
export function ownServer(
  name: string,
  admin: StaffLogin,
  env: Record<string, string>,
  options: { windowTimeoutMs?: number; logWindowErrors?: boolean } = {},
): OwnServer {
  let server: RunningServer | undefined;
  let dataDir: string | undefined;
  let browser: Browser | undefined;
  const phones: PhoneContext[] = [];
  const otherBrowsers: Browser[] = [];
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error(`ownServer(${name}): not started yet (use it inside a hook or a test)`);
    return value;
  };
  const own: OwnServer = {
    get server() {
      return started(server);
    },
    get baseURL() {
      return started(server).baseURL;
    },
    get browser() {
      return started(browser);
    },
    windows: adminWindows(() => ({ baseURL: own.baseURL, browser: own.browser }), {
      timeoutMs: options.windowTimeoutMs ?? 15_000,
      logPageErrors: options.logWindowErrors,
    }),
    closeLater(other) {
      otherBrowsers.push(other);
      return other;
    },
    track(phone) {
      phones.push(phone);
      return phone;
    },
    async phone({ lang = 'fr', as: account, timeoutMs, pageClock = false, fixedTime, browser: other, ...phoneOptions }) {
      const p = own.track(
        await newPhone(other ?? own.browser, own.baseURL, { ...(lang === 'ar' ? { locale: 'ar-TN' } : {}), ...phoneOptions }),
      );
      if (timeoutMs !== undefined) p.context.setDefaultTimeout(timeoutMs);
      if (fixedTime !== undefined) await p.context.clock.setFixedTime(fixedTime);
      if (account) await signInContext(p.context, account, { LANG: lang });
      else await p.context.addInitScript((l) => localStorage.setItem('LANG', l), lang);
      const page = await p.context.newPage();
      page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
      if (pageClock) await page.clock.install();
      return page;
    },
  };

  // The browser starts while the server does; both are awaited before a failure is thrown, so that
  // afterAll closes whichever started.
  beforeAll(async () => {
    const [started, launched] = await Promise.allSettled([startServerWithAdmin(name, admin, env), launchBrowser()]);
    if (started.status === 'fulfilled') ({ server, dataDir } = started.value);
    if (launched.status === 'fulfilled') browser = launched.value;
    for (const outcome of [started, launched]) if (outcome.status === 'rejected') throw outcome.reason;
  }, 240_000);

  afterAll(async () => {
    const blocked = [...phones.flatMap((p) => p.guard.blocked), ...(await own.windows.close())];
    for (const p of phones) await p.context.close();
    for (const other of otherBrowsers) await other.close();
    await browser?.close();
    await stopServerWithAdmin(server, dataDir);
    expect(blocked).toEqual([]);
  });

  return own;
}
