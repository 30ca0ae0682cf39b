/**
 * The browser the tests launch (helpers/browser.ts): Playwright's own `--disable-features` list kept
 * whole beside ours (Chromium reads only the last one), and no address-bar popup loaded into a new
 * phone (docs/testing.md#chromium-per-phone).
 */
import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  OMNIBOX_WEBUI_FEATURES,
  PLAYWRIGHT_DISABLED_FEATURES,
  launchBrowser,
  newPhone,
} from './helpers/browser.ts';

/** Launches a browser, runs `run` with it and closes it whatever happens. */
async function withBrowser<T>(launch: () => Promise<Browser>, run: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await launch();
  try {
    return await run(browser);
  } finally {
    await browser.close();
  }
}
const playwrightsOwn = () => chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });

interface ChromiumProcess {
  ppid: number;
  /** Its arguments (a renderer rewrites its own into one string with spaces: look for a switch with `has`). */
  argv: string[];
}
const has = (p: ChromiumProcess, flag: string) => p.argv.some((a) => a.split(' ').includes(flag));

/** This process's Chromium processes and all their descendants. */
function chromiumProcesses(): ChromiumProcess[] {
  const procs = fs
    .readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .flatMap((pid) => {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        const argv = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
        return [{ pid: Number(pid), ppid, argv }];
      } catch {
        return []; // gone meanwhile
      }
    });
  const ours = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of procs)
      if (ours.has(p.ppid) && !ours.has(p.pid)) {
        ours.add(p.pid);
        grew = true;
      }
  }
  return procs.filter((p) => p.pid !== process.pid && ours.has(p.pid) && p.argv.some((a) => a.includes('chromium')));
}

/** The `--disable-features` switches of the browser process (the one this process started). */
function disableFeatureSwitches(): string[][] {
  const browsers = chromiumProcesses().filter((p) => p.ppid === process.pid);
  expect(browsers).toHaveLength(1);
  return browsers[0]!.argv.filter((a) => a.startsWith('--disable-features=')).map((a) => a.slice('--disable-features='.length).split(','));
}

/** The renderers running now. */
const renderers = () => chromiumProcesses().filter((p) => has(p, '--type=renderer'));
/** The address-bar popups' renderers (`--top-chrome-webui`) among them. */
const topChromeRenderers = () => renderers().filter((p) => has(p, '--top-chrome-webui'));

/** Opens a phone on the suite's app, runs `check` once its home is drawn, then closes the phone. */
async function withAPhone(browser: Browser, check: () => Promise<void>): Promise<void> {
  const { context } = await newPhone(browser, inject('baseURL'));
  try {
    const page = await context.newPage();
    await page.goto('/layout');
    await page.getByRole('navigation').first().waitFor();
    await check();
  } finally {
    await context.close();
  }
}

describe('the tests’ Chromium', () => {
  it('keeps every feature Playwright disables and adds the address bar’s popups, in one switch', async () => {
    const playwrights = await withBrowser(playwrightsOwn, async () => disableFeatureSwitches());
    expect(playwrights).toEqual([PLAYWRIGHT_DISABLED_FEATURES]);
    const ours = await withBrowser(launchBrowser, async () => disableFeatureSwitches());
    expect(ours).toEqual([[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEBUI_FEATURES]]);
  });

  it('loads no address-bar popup into a new phone, which Playwright’s flags alone do', async () => {
    await withBrowser(playwrightsOwn, (browser) =>
      withAPhone(browser, async () => {
        await expect.poll(() => topChromeRenderers().length).toBeGreaterThan(0);
      }),
    );
    await withBrowser(launchBrowser, (browser) =>
      withAPhone(browser, async () => {
        expect(renderers().length).toBeGreaterThan(0);
        expect(topChromeRenderers()).toEqual([]);
      }),
    );
  });
});
