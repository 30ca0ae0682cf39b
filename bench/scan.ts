/**
 * Scan: how fast the scanner reads a code.
 *  (a) Node: decode time per frame of the app's reader (zxing-wasm, the app's READER_OPTIONS and
 *      toScannedCode) on 640×480 RGBA frames of generated barcodes (bwip-js → ffmpeg): EAN-13,
 *      EAN-8, UPC-A, CODE-128, each clean and degraded (scaled down, rotated, blurred, all three plus
 *      noise), plus a frame with no barcode (the common case while aiming).
 *  (b) Chromium: the same frames decoded by the app's own decoder module
 *      (apps/web/src/lib/camera-reader/decoder.ts, zxing-wasm and its WASM as the app loads them),
 *      bundled by Vite from bench/browser/scan-entry.ts and served under /__bench/ (see
 *      bench/lib/browser-bundle.ts). Target: p95 ≤ 100 ms a frame.
 *  (d) The degraded set (apps/web/e2e/helpers/scan-frames.ts, docs/scan.md#reading-hard-frames): 156 frames of
 *      real Tunisian EAN-13s under glare, low light, tilt, blur, small, crumpled and mixes, and the
 *      five kinds issue 37 added (steep tilt, glare band, crushed, motion blur, a third), plus 4
 *      frames with no code, decoded in Node and in Chromium as the app did before (first pass only)
 *      and as it does now (all passes): read rate, wrong reads and ms a frame for each degradation.
 *      Targets (Chromium, all passes): read rate ≥ 95 %, p95 ≤ 30 ms a frame, no wrong read.
 *  (c) Chromium with a fake camera filming a real product's EAN-13 (the demo data, as
 *      apps/web/e2e/scan.e2e.test.ts does), the phone standing at a store (geolocation granted at
 *      that store, so /stores/at picks it and the dialog shows its price): time from the tap on the
 *      bottom bar's scan button to the product dialog with the price, in a fresh context each time
 *      (nothing cached: the reader's code and WASM are fetched then), median of 5. Target ≤ 1 s (issue 37).
 *
 *   npx tsx bench/scan.ts [frames per case, default 30]     (or npm run bench -- scan)
 *   SCAN_DEGRADED_ONLY=1 npx tsx bench/scan.ts               (only (d), in Node and Chromium)
 *
 * Needs ffmpeg and Chromium (scripts/ensure-chromium.mjs installs both). p95 and max move a lot
 * with the machine's load; p50 is the steady per-frame cost.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { ProductPage, ScanResponse, StoresResponse } from '@qadhya/contracts';
import { isValidGtin } from '@qadhya/domain';
import bwipjs from 'bwip-js/node';
import type { Browser } from 'playwright-core';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { PRODUCT_READER, READER_OPTIONS, toScannedCode } from '../apps/web/src/features/scan/scan-code.ts';
import { readInPasses, readPass, type ReadBarcodes } from '../apps/web/src/lib/camera-reader/passes.ts';
import { launchBrowser, newPhone } from '../apps/web/e2e/helpers/browser.ts';
import { fakeCameraVideo, launchWithFakeCamera } from '../apps/web/e2e/helpers/fake-camera.ts';
import { DEGRADATIONS, degradedSet, type DegradedFrame } from '../apps/web/e2e/helpers/scan-frames.ts';
import { BENCH_PREFIX, bundleForBrowser, serveBundle } from './lib/browser-bundle.ts';
import { atLeast, atMost, median, percentile, type BenchRow, writeResults } from './lib/report.ts';
import { startBenchServer } from './lib/server.ts';
import { timedRuns } from './lib/timed.ts';

const require = createRequire(import.meta.url);
const FRAMES = Number(process.argv[2] ?? 30);
const OPEN_RUNS = 5;
/** Timed decodes of each degraded frame (after one untimed), in each mode. */
const DEGRADED_RUNS = 3;
const DEGRADED_ONLY = process.env.SCAN_DEGRADED_ONLY === '1';
const W = 640;
const H = 480;

const CODES = [
  { type: 'ean13', text: '6191234567897', format: 'EAN_13' },
  { type: 'ean8', text: '96385074', format: 'EAN_8' },
  // The reader gives a UPC-A in its EAN-13 form (leading 0); the app names it UPC_A.
  { type: 'upca', text: '036000291452', format: 'UPC_A', read: '0036000291452' },
  { type: 'code128', text: 'QADHYA-TN0001-42', format: 'CODE_128' },
] as { type: string; text: string; format: string; read?: string }[];

const PAD = `scale='min(600,iw)':-2,pad=${W}:${H}:(ow-iw)/2:(oh-ih)/2:white`;
const VARIANTS: Record<string, string> = {
  clean: PAD,
  scaled: `scale=iw*0.55:-1,${PAD}`,
  rotated: `${PAD},rotate=10*PI/180:fillcolor=white`,
  blurred: `${PAD},gblur=sigma=1.6`,
  degraded: `scale=iw*0.7:-1,${PAD},rotate=7*PI/180:fillcolor=white,gblur=sigma=1.2,noise=alls=14:allf=t`,
};

interface Case {
  name: string;
  rgba: Buffer;
  expect: string | null;
}

interface CaseResult {
  name: string;
  read: string | null;
  ok: boolean;
  ms: number[];
}

function rgbaFrame(input: string[], filter: string): Buffer {
  const raw = execFileSync(
    'ffmpeg',
    ['-loglevel', 'error', ...input, '-vf', filter, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgba', '-'],
    {
      maxBuffer: 64 << 20,
    },
  );
  if (raw.length !== W * H * 4) throw new Error(`unexpected frame size ${raw.length}`);
  return raw;
}

async function makeCases(): Promise<Case[]> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'qadhya-bench-scan-'));
  try {
    const cases: Case[] = [];
    for (const code of CODES) {
      const png = path.join(tmp, `${code.type}.png`);
      fs.writeFileSync(
        png,
        await bwipjs.toBuffer({
          bcid: code.type,
          text: code.text,
          scale: 3,
          height: 25,
          includetext: true,
          backgroundcolor: 'FFFFFF',
          paddingwidth: 12,
          paddingheight: 8,
        }),
      );
      for (const [variant, filter] of Object.entries(VARIANTS)) {
        cases.push({
          name: `${code.format} ${variant}`,
          rgba: rgbaFrame(['-i', png], filter),
          expect: `${code.format} ${code.read ?? code.text}`,
        });
      }
    }
    cases.push({ name: 'no barcode', rgba: rgbaFrame(['-f', 'lavfi', '-i', `testsrc2=s=${W}x${H}`], 'format=rgba'), expect: null });
    return cases;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

function printCases(title: string, results: CaseResult[]): void {
  console.log(`\n[scan] ${title}: ${FRAMES} decodes a case (after one untimed decode)`);
  console.log(`${'case'.padEnd(22)} ${'read'.padEnd(8)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'max ms'.padStart(7)}`);
  for (const r of results) {
    const label = r.ok ? (r.read ? 'yes' : 'none') : r.read ? `WRONG` : 'NO';
    console.log(
      `${r.name.padEnd(22)} ${label.padEnd(8)} ${percentile(r.ms, 50).toFixed(1).padStart(7)} ${percentile(r.ms, 95).toFixed(1).padStart(7)} ${Math.max(
        ...r.ms,
      )
        .toFixed(1)
        .padStart(7)}`,
    );
  }
}

function decodeRows(where: string, results: CaseWithExpect[], withTarget: boolean): BenchRow[] {
  const all = results.flatMap((r) => r.ms);
  const missed = results.filter((r) => !r.ok).map((r) => r.name);
  const readable = results.filter((r) => r.expect !== null);
  const p95 = percentile(all, 95);
  const note = `${results.length} frames (4 formats × clean/scaled/rotated/blurred/degraded + no code) × ${FRAMES}`;
  return [
    { group: 'Scan', item: `decode a 640×480 frame (${where})`, metric: 'p50', value: percentile(all, 50), unit: 'ms', note },
    {
      group: 'Scan',
      item: `decode a 640×480 frame (${where})`,
      metric: 'p95',
      value: p95,
      unit: 'ms',
      ...(withTarget ? atMost(p95, 100, 'ms') : {}),
      note,
    },
    {
      group: 'Scan',
      item: `decode a 640×480 frame (${where})`,
      metric: 'codes read',
      value: readable.filter((r) => r.ok).length,
      unit: `of ${readable.length}`,
      note: missed.length ? `not read as expected: ${missed.join(', ')}` : 'every code read, nothing read on the empty frame',
    },
  ];
}

type CaseWithExpect = CaseResult & { expect: string | null };

/** A frame as the camera reader gets it, built in Node (which has no ImageData): the RGBA bytes, W × H. */
const nodeFrame = (rgba: Buffer) =>
  ({ data: new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, rgba.length), width: W, height: H, colorSpace: 'srgb' }) as ImageData;

async function decodeInNode(cases: Case[]): Promise<CaseWithExpect[]> {
  const results: CaseWithExpect[] = [];
  for (const c of cases) {
    const frame = nodeFrame(c.rgba);
    const decode = async () => {
      const found = (await readBarcodes(frame, READER_OPTIONS)).find((r) => r.isValid);
      const scanned = found ? toScannedCode(found.format, found.text) : null;
      return scanned ? `${scanned.format} ${scanned.code}` : null;
    };
    const { first: read, ms } = await timedRuns(decode, FRAMES);
    results.push({ name: c.name, read, ok: read === c.expect, ms, expect: c.expect });
  }
  return results;
}

/** A phone page running the app's decoder (bench/browser/scan-entry.ts), ready to decode. */
async function decoderPage(browser: Browser, baseURL: string, bundle: string) {
  const { context } = await newPhone(browser, baseURL);
  try {
    await serveBundle(context, baseURL, bundle);
    const page = await context.newPage();
    page.on('pageerror', (e) => console.log(`[scan] page error: ${e.message}`));
    await page.goto(BENCH_PREFIX);
    await page.waitForFunction(() => 'benchScan' in window);
    await page.evaluate(() => window.benchScan.ready);
    return { context, page };
  } catch (error) {
    await context.close();
    throw error;
  }
}

async function decodeInChromium(browser: Browser, baseURL: string, bundle: string, cases: Case[]): Promise<CaseWithExpect[]> {
  const { context, page } = await decoderPage(browser, baseURL, bundle);
  try {
    const results: CaseWithExpect[] = [];
    for (const c of cases) {
      const { read, ms } = await page.evaluate(([b64, w, h, n]) => window.benchScan.decode(b64, w, h, n), [
        c.rgba.toString('base64'),
        W,
        H,
        FRAMES,
      ] as const);
      results.push({ name: c.name, read, ok: read === c.expect, ms, expect: c.expect });
    }
    return results;
  } finally {
    await context.close();
  }
}

type Mode = 'first pass only' | 'all passes';
const MODES: Mode[] = ['first pass only', 'all passes'];

interface DegradedResult {
  frame: DegradedFrame;
  read: string | null;
  ms: number[];
  /** Node only: the process's CPU time of each timed decode (less moved by other processes than ms). */
  cpuMs?: number[];
}

const isRead = (r: DegradedResult) => r.frame.expect !== null && r.read === r.frame.expect;
const isWrong = (r: DegradedResult) => r.read !== null && r.read !== r.frame.expect;

async function degradedInNode(frames: DegradedFrame[], mode: Mode): Promise<DegradedResult[]> {
  const read = readBarcodes as unknown as ReadBarcodes;
  const results: DegradedResult[] = [];
  for (const f of frames) {
    const frame = nodeFrame(f.rgba);
    const decode = async () => {
      const code =
        mode === 'all passes'
          ? await readInPasses(read, frame, PRODUCT_READER)
          : await readPass(read, frame, PRODUCT_READER.options, PRODUCT_READER);
      return code ? `${code.format} ${code.code}` : null;
    };
    const first = await decode();
    const ms: number[] = [];
    const cpuMs: number[] = [];
    for (let i = 0; i < DEGRADED_RUNS; i++) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      await decode();
      ms.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpuMs.push((c.user + c.system) / 1000);
    }
    results.push({ frame: f, read: first, ms, cpuMs });
  }
  return results;
}

async function degradedInChromium(
  browser: Browser,
  baseURL: string,
  bundle: string,
  frames: DegradedFrame[],
  mode: Mode,
): Promise<DegradedResult[]> {
  const { context, page } = await decoderPage(browser, baseURL, bundle);
  try {
    const results: DegradedResult[] = [];
    for (const f of frames) {
      const { read, ms } = await page.evaluate(([b64, w, h, n, firstOnly]) => window.benchScan.decode(b64, w, h, n, firstOnly), [
        f.rgba.toString('base64'),
        W,
        H,
        DEGRADED_RUNS,
        mode === 'first pass only',
      ] as const);
      results.push({ frame: f, read, ms });
    }
    return results;
  } finally {
    await context.close();
  }
}

/** One line per degradation (and all): frames, read, wrong, p50/p95 ms, for each mode side by side. */
function printDegraded(title: string, byMode: Record<Mode, DegradedResult[]>): void {
  console.log(`\n[scan] degraded set, ${title}: ${DEGRADED_RUNS} timed decodes a frame (after one untimed)`);
  console.log(`${'degradation'.padEnd(12)} ${'frames'.padStart(6)} | ${MODES.map((m) => `${m}: read  wrong  p50 ms  p95 ms`).join(' | ')}`);
  for (const kind of [...DEGRADATIONS, 'all'] as const) {
    const cells = MODES.map((m) => {
      const rs = byMode[m].filter((r) => kind === 'all' || r.frame.degradation === kind);
      const withCode = rs.filter((r) => r.frame.expect !== null);
      const all = rs.flatMap((r) => r.ms);
      const rate = withCode.length ? `${rs.filter(isRead).length}/${withCode.length}` : '-';
      return `${''.padEnd(m.length - 4)}${rate.padStart(6)} ${String(rs.filter(isWrong).length).padStart(6)} ${percentile(all, 50).toFixed(1).padStart(7)} ${percentile(all, 95).toFixed(1).padStart(7)}`;
    });
    const count = byMode['all passes'].filter((r) => kind === 'all' || r.frame.degradation === kind).length;
    console.log(`${kind.padEnd(12)} ${String(count).padStart(6)} | ${cells.join(' | ')}`);
  }
  for (const m of MODES) {
    const cpu = byMode[m].flatMap((r) => r.cpuMs ?? []);
    if (cpu.length)
      console.log(
        `[scan] ${m}: CPU time a frame p50 ${percentile(cpu, 50).toFixed(1)} ms, p95 ${percentile(cpu, 95).toFixed(1)} ms (the process's, less moved by the machine's load)`,
      );
  }
  for (const m of MODES)
    for (const r of byMode[m].filter(isWrong))
      console.log(`[scan] WRONG READ (${m}) on ${r.frame.name}: ${r.read} instead of ${r.frame.expect ?? 'nothing'}`);
  const missed = byMode['all passes'].filter((r) => r.frame.expect !== null && !isRead(r)).map((r) => r.frame.name);
  if (missed.length) console.log(`[scan] not read with all passes: ${missed.join(', ')}`);
}

function degradedRows(where: string, byMode: Record<Mode, DegradedResult[]>, withTarget: boolean): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const m of MODES) {
    const rs = byMode[m];
    const withCode = rs.filter((r) => r.frame.expect !== null);
    const rate = (100 * rs.filter(isRead).length) / withCode.length;
    const all = rs.flatMap((r) => r.ms);
    const p95 = percentile(all, 95);
    const wrong = rs.filter(isWrong).length;
    const target = withTarget && m === 'all passes';
    const perKind = DEGRADATIONS.filter((d) => d !== 'no code')
      .map((d) => {
        const k = rs.filter((r) => r.frame.degradation === d);
        return `${d} ${k.filter(isRead).length}/${k.length} p95 ${Math.round(
          percentile(
            k.flatMap((r) => r.ms),
            95,
          ),
        )}`;
      })
      .join(', ');
    const item = `degraded set, ${m} (${where})`;
    const note = `${withCode.length} frames of ${new Set(withCode.map((r) => r.frame.expect)).size} Tunisian EAN-13s + ${rs.length - withCode.length} without a code, × ${DEGRADED_RUNS}`;
    rows.push(
      { group: 'Scan', item, metric: 'read rate', value: rate, unit: '%', ...(target ? atLeast(rate, 95, '%') : {}), note: perKind },
      { group: 'Scan', item, metric: 'p50', value: percentile(all, 50), unit: 'ms', note },
      { group: 'Scan', item, metric: 'p95', value: p95, unit: 'ms', ...(target ? atMost(p95, 30, 'ms') : {}), note },
      ...(rs.some((r) => r.cpuMs)
        ? [
            {
              group: 'Scan',
              item,
              metric: 'CPU p95',
              value: percentile(
                rs.flatMap((r) => r.cpuMs ?? []),
                95,
              ),
              unit: 'ms',
              note: "the process's CPU time a frame",
            },
          ]
        : []),
      {
        group: 'Scan',
        item,
        metric: 'wrong reads',
        value: wrong,
        unit: '',
        ...(target ? atMost(wrong, 0, '') : {}),
        note: wrong
          ? rs
              .filter(isWrong)
              .map((r) => r.frame.name)
              .join(', ')
          : 'none',
      },
    );
  }
  return rows;
}

async function api<T>(baseURL: string, p: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseURL}/api/v1${p}`, init);
  return { status: res.status, body: (await res.json()) as T };
}

/** A store and a seeded product with an EAN-13 that scans there, preferably in stock (as scan.e2e). */
async function pickProduct(baseURL: string) {
  const stores = await api<StoresResponse>(baseURL, '/stores');
  const store = stores.body.items[0];
  if (!store) throw new Error('no store seeded');
  const products = await api<ProductPage>(baseURL, '/products?pageSize=50');
  let best: { ean: string; answer: ScanResponse } | undefined;
  for (const p of products.body.items) {
    if (!/^\d{13}$/.test(p.ean) || !isValidGtin(p.ean)) continue;
    const answer = await api<ScanResponse>(baseURL, '/scan', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ CODE_PRODUIT: p.ean, MAGASIN_ID: store.magasin_code }),
    });
    if (answer.status !== 200) continue;
    if (!best || (answer.body.stock > 0 && best.answer.stock === 0)) best = { ean: p.ean, answer: answer.body };
    if (best.answer.stock > 0) break;
  }
  if (!best) throw new Error('no seeded product with an EAN-13 that scans');
  return { store, ...best };
}

async function openToPrice(baseURL: string): Promise<BenchRow[]> {
  const { store, ean, answer } = await pickProduct(baseURL);
  console.log(`\n[scan] open-to-price: ${answer.product.name} (${ean}) at ${answer.store.storename}, ${OPEN_RUNS} fresh phones`);
  await fakeCameraVideo(ean);
  const browser = await launchWithFakeCamera(ean);
  const times: number[] = [];
  const failures: string[] = [];
  try {
    for (let i = 0; i < OPEN_RUNS; i++) {
      const { context } = await newPhone(browser, baseURL, {
        geolocation: { latitude: store.latitude, longitude: store.longitude },
        permissions: ['geolocation'],
      });
      try {
        // The moment the price is in the DOM, seen by the page itself (no polling delay).
        await context.addInitScript(() => {
          const w = window as unknown as { __priceAt?: number };
          new MutationObserver((_, observer) => {
            if (document.querySelector('[data-testid="scan-product"] [data-testid="scan-price"]')) {
              w.__priceAt = performance.now();
              observer.disconnect();
            }
          }).observe(document, { childList: true, subtree: true });
        });
        const page = await context.newPage();
        await page.goto('/layout');
        await page.getByTestId('home').waitFor({ timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        const button = page.getByTestId('bottom-bar').getByRole('link', { name: /Scanner|مسح/ });
        await button.waitFor();
        const tappedAt = await button.evaluate((el: HTMLElement) => {
          const t = performance.now();
          el.click();
          return t;
        });
        await page.getByTestId('scan-price').waitFor({ timeout: 20_000 });
        const priceAt = await page.evaluate(() => (window as unknown as { __priceAt?: number }).__priceAt);
        const name = await page.getByTestId('scan-product-name').innerText();
        if (priceAt === undefined) throw new Error('price seen by Playwright but not by the observer');
        if (name !== answer.product.name) throw new Error(`wrong product in the dialog: ${name}`);
        const ms = priceAt - tappedAt;
        times.push(ms);
        console.log(`[scan] run ${i + 1}/${OPEN_RUNS}: ${Math.round(ms)} ms from the tap to the price`);
      } catch (error) {
        failures.push((error as Error).message.split('\n')[0]!);
        console.log(`[scan] run ${i + 1}/${OPEN_RUNS} failed: ${(error as Error).message.split('\n')[0]}`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  const value = times.length ? median(times) : Number.NaN;
  const note = `median of ${times.length} (${times.map((t) => Math.round(t)).join(', ')} ms); cold: fresh context, reader + WASM fetched on the tap${failures.length ? `; ${failures.length} failed: ${failures[0]}` : ''}`;
  return [
    {
      group: 'Scan',
      item: 'open scanner → product dialog with price (fake camera)',
      metric: 'median',
      value,
      unit: 'ms',
      ...atMost(value, 1000, 'ms'),
      note,
    },
  ];
}

const rows: BenchRow[] = [];
console.log('[scan] generating the frames (bwip-js → ffmpeg) and the degraded set…');
const cases = DEGRADED_ONLY ? [] : await makeCases();
const degraded = await degradedSet();

const wasm = fs.readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
await prepareZXingModule({
  overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
  fireImmediately: true,
});
if (!DEGRADED_ONLY) {
  console.log(`[scan] (a) decoding in Node…`);
  const node = await decodeInNode(cases);
  printCases('Node (zxing-wasm)', node);
  rows.push(...decodeRows('Node', node, false));
}
console.log('[scan] (d) the degraded set in Node…');
const nodeDegraded = {
  'first pass only': await degradedInNode(degraded, 'first pass only'),
  'all passes': await degradedInNode(degraded, 'all passes'),
};
printDegraded('Node (zxing-wasm)', nodeDegraded);
rows.push(...degradedRows('Node', nodeDegraded, false));

const server = await startBenchServer();
let browser: Browser | undefined;
let bundle: string | undefined;
try {
  console.log(`\n[scan] server at ${server.baseURL}; bundling the app's decoder (Vite)…`);
  bundle = await bundleForBrowser(path.join(import.meta.dirname, 'browser/scan-entry.ts'));
  browser = await launchBrowser();
  if (!DEGRADED_ONLY) {
    console.log('[scan] (b) decoding in Chromium…');
    const chromium = await decodeInChromium(browser, server.baseURL, bundle, cases);
    printCases("Chromium (the app's decoder)", chromium);
    rows.push(...decodeRows('Chromium, app decoder', chromium, true));
  }
  console.log('[scan] (d) the degraded set in Chromium…');
  const chromiumDegraded = {
    'first pass only': await degradedInChromium(browser, server.baseURL, bundle, degraded, 'first pass only'),
    'all passes': await degradedInChromium(browser, server.baseURL, bundle, degraded, 'all passes'),
  };
  printDegraded("Chromium (the app's decoder)", chromiumDegraded);
  rows.push(...degradedRows('Chromium', chromiumDegraded, true));
  await browser.close();
  browser = undefined;
  if (!DEGRADED_ONLY) {
    console.log('[scan] (c) open-to-price with the fake camera…');
    rows.push(...(await openToPrice(server.baseURL)));
  }
} finally {
  await browser?.close();
  await server.stop();
  if (bundle) fs.rmSync(bundle, { recursive: true, force: true });
}
writeResults('scan', rows);
