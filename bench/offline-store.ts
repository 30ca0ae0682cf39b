/**
 * Offline store: the app's own Dexie databases in Chromium (IndexedDB), with products as the API
 * returns them.
 *
 * How the app's code runs in the page: bench/browser/offline-entry.ts imports
 * apps/web/src/lib/offline (db.ts: ProductsDB, catalogDB; resources.ts: the save/load of each
 * screen's answer) and hangs a few timed functions on `window.benchOffline`; Vite builds it into a
 * temp folder and the Playwright context serves it under <server>/__bench/ (same origin as the app;
 * see bench/lib/browser-bundle.ts). Nothing is added to production code.
 *
 * The 10,000 products are the real server's products (GET /api/v1/products, every page), copied
 * with new sku, id and EAN until there are 10,000 — same fields, same sizes.
 *
 * Measures: one bulkPut of 10,000 products into ProductsDB.products (median of 5, the table emptied
 * before each); saving them as the screens do, 24 a page (catalogue pages, then the products list);
 * reading a catalogue grid page (24 products, catalogDB.productPages, as the catalogue screen reads
 * it offline) and a products-list page (meta + bulkGet of 24 skus out of 10,000), 200 random pages
 * each: median and p95; the first grid read after the databases were closed (open + read).
 *
 *   npx tsx bench/offline-store.ts     (or npm run bench -- offline-store)
 */
import fs from 'node:fs';
import path from 'node:path';
import { productImageUrl, type Product, type ProductPage } from '@qadhya/contracts';
import { seededRandom, withCheckDigit } from '@qadhya/domain';
import { launchBrowser, newPhone } from '../apps/web/e2e/helpers/browser.ts';
import { BENCH_PREFIX, bundleForBrowser, serveBundle } from './lib/browser-bundle.ts';
import { median, percentile, type BenchRow, writeResults } from './lib/report.ts';
import { startBenchServer } from './lib/server.ts';

const PRODUCTS = 10_000;
const WRITES = 5;
const READS = 200;
const COLD_READS = 10;
const CATALOGUE_ID = 1;
const GROUP = 'Offline store';

async function apiProducts(baseURL: string): Promise<Product[]> {
  const all: Product[] = [];
  for (let page = 1; page <= 100; page++) {
    const res = await fetch(`${baseURL}/api/v1/products?page=${page}&pageSize=100`);
    if (!res.ok) throw new Error(`GET /products page ${page}: ${res.status}`);
    const body = (await res.json()) as ProductPage;
    all.push(...body.items);
    if (!body.hasMore) break;
  }
  if (!all.length) throw new Error('the server has no products');
  return all;
}

/** 10,000 products: the real ones, then copies of them with their own sku, id and EAN. */
function tenThousand(real: Product[]): Product[] {
  const out: Product[] = [];
  for (let i = 0; out.length < PRODUCTS; i++) {
    const base = real[i % real.length]!;
    if (i < real.length) {
      out.push(base);
      continue;
    }
    const sku = String(9_000_000 + i);
    out.push({ ...base, id: 9_000_000 + i, sku, ean: withCheckDigit(`29${String(i).padStart(10, '0')}`), image: productImageUrl(sku) });
  }
  return out;
}

const rows: BenchRow[] = [];
const server = await startBenchServer();
let bundle: string | undefined;
const browser = await launchBrowser().catch(async (error: unknown) => {
  await server.stop();
  throw error;
});
try {
  console.log(`[offline-store] server at ${server.baseURL}`);
  const real = await apiProducts(server.baseURL);
  const products = tenThousand(real);
  const json = JSON.stringify(products);
  console.log(
    `[offline-store] ${real.length} products from the API, copied to ${products.length} (${(json.length / 1024 / 1024).toFixed(1)} MB of JSON)`,
  );
  console.log("[offline-store] bundling the app's offline code (Vite)…");
  bundle = await bundleForBrowser(path.join(import.meta.dirname, 'browser/offline-entry.ts'));

  const { context } = await newPhone(browser, server.baseURL);
  await serveBundle(context, server.baseURL, bundle);
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  page.on('pageerror', (e) => console.log(`[offline-store] page error: ${e.message}`));
  await page.goto(BENCH_PREFIX);
  await page.waitForFunction(() => 'benchOffline' in window);
  await page.evaluate(() => window.benchOffline.reset());
  await page.evaluate((j) => window.benchOffline.setProducts(j), json);

  // 1. Bulk write.
  const writes: number[] = [];
  for (let i = 0; i < WRITES; i++) {
    const ms = await page.evaluate(() => window.benchOffline.bulkWrite());
    writes.push(ms);
    console.log(`[offline-store] bulkPut of ${PRODUCTS} products ${i + 1}/${WRITES}: ${Math.round(ms)} ms`);
  }
  const note = `ProductsDB.products emptied before each; ${WRITES} runs (${writes.map(Math.round).join(', ')} ms)`;
  rows.push(
    {
      group: GROUP,
      item: `bulk write of ${PRODUCTS.toLocaleString('en')} products (Dexie bulkPut)`,
      metric: 'median',
      value: median(writes),
      unit: 'ms',
      note,
    },
    {
      group: GROUP,
      item: `bulk write of ${PRODUCTS.toLocaleString('en')} products (Dexie bulkPut)`,
      metric: 'per product',
      value: (median(writes) / PRODUCTS) * 1000,
      unit: 'µs',
    },
  );

  // 2. Saved as the screens save them, 24 a page.
  await page.evaluate(() => window.benchOffline.reset());
  const saved = await page.evaluate((id) => window.benchOffline.saveAsScreens(id), CATALOGUE_ID);
  console.log(
    `[offline-store] saved as the screens do: ${saved.pages} catalogue pages in ${Math.round(saved.catalogueMs)} ms, ${saved.pages} list pages in ${Math.round(saved.listMs)} ms`,
  );
  rows.push(
    {
      group: GROUP,
      item: 'save a catalogue page of 24 (catalogDB + ProductsDB)',
      metric: 'mean',
      value: saved.catalogueMs / saved.pages,
      unit: 'ms',
      note: `${saved.pages} pages one after the other, ${Math.round(saved.catalogueMs)} ms in all`,
    },
    {
      group: GROUP,
      item: 'save a products-list page of 24 (ProductsDB)',
      metric: 'mean',
      value: saved.listMs / saved.pages,
      unit: 'ms',
      note: `${saved.pages} pages one after the other, ${Math.round(saved.listMs)} ms in all`,
    },
  );

  // 3. Reads: random pages of the catalogue grid and of the products list.
  const random = seededRandom(7);
  const pageNumbers = Array.from({ length: READS }, () => 1 + Math.floor(random() * saved.pages));
  for (const kind of ['catalogue', 'list'] as const) {
    const warm = pageNumbers.slice(0, 10);
    await page.evaluate(([k, id, p]) => window.benchOffline.readPages(k, id, p), [kind, CATALOGUE_ID, warm] as const);
    const { ms, items } = await page.evaluate(([k, id, p]) => window.benchOffline.readPages(k, id, p), [
      kind,
      CATALOGUE_ID,
      pageNumbers,
    ] as const);
    if (items < READS * 16) throw new Error(`read ${items} products for ${READS} pages of 24`);
    const item =
      kind === 'catalogue'
        ? 'read a catalogue grid page of 24 (catalogDB.productPages)'
        : `read a products-list page of 24 (meta + bulkGet among ${PRODUCTS.toLocaleString('en')})`;
    const note = `${READS} random pages of ${saved.pages}, after 10 untimed`;
    console.log(`[offline-store] ${item}: p50 ${median(ms).toFixed(2)} ms, p95 ${percentile(ms, 95).toFixed(2)} ms`);
    rows.push(
      { group: GROUP, item, metric: 'p50', value: median(ms), unit: 'ms', note },
      { group: GROUP, item, metric: 'p95', value: percentile(ms, 95), unit: 'ms', note },
    );
  }

  // 4. The first read after the databases were closed (the app just opened, offline).
  const cold: number[] = [];
  for (let i = 0; i < COLD_READS; i++) {
    const { ms, items } = await page.evaluate(([id, p]) => window.benchOffline.coldRead(id, p), [CATALOGUE_ID, pageNumbers[i]!] as const);
    if (!items) throw new Error('cold read found no products');
    cold.push(ms);
  }
  console.log(`[offline-store] open + first grid page: p50 ${median(cold).toFixed(1)} ms`);
  rows.push({
    group: GROUP,
    item: 'open the databases + read a catalogue grid page',
    metric: 'p50',
    value: median(cold),
    unit: 'ms',
    note: `${COLD_READS} times, databases closed before each (max ${Math.max(...cold).toFixed(1)} ms)`,
  });
  await context.close();
} finally {
  await browser.close();
  await server.stop();
  if (bundle) fs.rmSync(bundle, { recursive: true, force: true });
}
writeResults('offline-store', rows);
