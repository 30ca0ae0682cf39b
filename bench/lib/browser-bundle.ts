/**
 * Runs some of the app's own modules in Chromium for a benchmark, without touching production code:
 * Vite (the app's bundler, apps/web) builds a small entry of bench/browser/ — which imports the
 * app's modules (the scan decoder, the offline databases) and hangs a few functions on `window` —
 * into a temp folder, and the browser context serves that folder under <server>/__bench/ through
 * Playwright's request routing (same origin as the app, nothing added to the server).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { build } from 'vite';

export const BENCH_PREFIX = '/__bench/';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
};

/** Builds `entry` (production mode, minified, as the app is) into a temp folder; returns the folder. */
export async function bundleForBrowser(entry: string): Promise<string> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qadhya-bench-bundle-'));
  await build({
    configFile: false,
    root: path.dirname(entry),
    base: BENCH_PREFIX,
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: true,
      assetsInlineLimit: 0,
      rollupOptions: { input: entry, output: { entryFileNames: 'entry.js', format: 'es' } },
    },
  });
  fs.writeFileSync(
    path.join(outDir, 'index.html'),
    `<!doctype html><html><head><meta charset="utf-8"><title>bench</title></head><body><script type="module" src="${BENCH_PREFIX}entry.js"></script></body></html>\n`,
  );
  return outDir;
}

/** Serves `dir` at `${baseURL}/__bench/` in this context (index.html for the folder itself). */
export async function serveBundle(context: BrowserContext, baseURL: string, dir: string): Promise<void> {
  await context.route(`${baseURL}${BENCH_PREFIX}**`, async (route) => {
    const rel = decodeURIComponent(new URL(route.request().url()).pathname.slice(BENCH_PREFIX.length)) || 'index.html';
    const file = path.join(dir, rel);
    if (!file.startsWith(dir) || !fs.existsSync(file)) return route.fulfill({ status: 404, body: 'not found' });
    return route.fulfill({
      status: 200,
      contentType: TYPES[path.extname(file)] ?? 'application/octet-stream',
      body: fs.readFileSync(file),
    });
  });
}
