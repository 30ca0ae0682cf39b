/**
 * How long a phone's service worker takes to install: a server of its own on a seeded copy, a
 * 390×844 phone with its worker allowed, the home loaded; prints when /sw.js is asked for (the
 * app's 5 s of quiet after the load), when the worker is ready, and how many files it fetched
 * (docs/favourites-offline.md#service-worker). Figures are printed, never asserted.
 *
 *   npx tsx bench/sw-install.ts          (the build in apps/web/dist, 3 phones)
 *   WEB_DIST=/tmp/e2e-lead/web BENCH_RUNS=5 npx tsx bench/sw-install.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerWithAdmin, stopServerWithAdmin } from '../apps/web/e2e/helpers/admin.ts';
import { launchBrowser, newPhone } from '../apps/web/e2e/helpers/browser.ts';
import { TEMPLATES_ENV } from '../apps/web/e2e/helpers/seeded-template.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
process.env.WEB_DIST ??= path.resolve('apps/web/dist');
process.env[TEMPLATES_ENV] ??= fs.mkdtempSync(path.join(os.tmpdir(), 'qadhya-bench-templates-'));
const admin = { email: 'direction@bench.qadhya.test', password: 'une longue phrase de passe bench' };
const { server, dataDir } = await startServerWithAdmin('sw-bench', admin, { APP_NOW: '2026-11-24T10:00' });
const browser = await launchBrowser();
try {
  for (let i = 0; i < RUNS; i++) {
    const { context } = await newPhone(browser, server.baseURL, { serviceWorkers: 'allow' });
    const t0 = Date.now();
    let asked = 0;
    let files = 0;
    context.on('request', (r) => {
      if (r.url().endsWith('/sw.js')) asked = Date.now() - t0;
      if (r.serviceWorker()) files += 1;
    });
    const page = await context.newPage();
    await page.goto('/layout');
    await page.getByTestId('home-greeting').waitFor();
    const home = Date.now() - t0;
    await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    const ready = Date.now() - t0;
    console.log(
      `phone ${i + 1}: home ${home} ms, /sw.js asked at ${asked} ms, ready at ${ready} ms: installed in ${ready - asked} ms, ${files} files`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await stopServerWithAdmin(server, dataDir);
}
