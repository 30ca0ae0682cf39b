/**
 * What a page of product pictures costs the main thread to paint: 24 of the server's product SVGs
 * (the real product names of the reference data) in a two-column grid on a 390×844 phone (DPR 2), Chromium's CPU slowed four
 * times, the page then scrolled to its end. Each picture is painted three ways, the runs interleaved:
 * as served (its brand, name and size in SVG <text>), with its texts drawn as outlines (the glyphs'
 * paths, as rtl-text.ts draws Arabic), and without its texts. Prints, per way, the sum of PaintImage
 * and of Paint in each run, and the pictures' mean gzipped size; figures are printed, never asserted
 * (BENCHMARKS.md, « Start-up, the evening of 2026-12-03 »).
 *
 *   npx tsx bench/picture-paint.ts            (5 runs of each way)
 *   BENCH_RUNS=9 npx tsx bench/picture-paint.ts
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../apps/web/e2e/helpers/browser.ts';
import { PACKS } from '../apps/server/src/db/tables/products.ts';
import { productSvg } from '../apps/server/src/modules/media/render/product-image.ts';
import { drawRtl } from '../apps/server/src/modules/media/render/rtl-text.ts';
import { loadReferenceData } from '../apps/server/src/seed/reference.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BRANDS = ['Dari', 'Délice', 'Vanoise', 'Saïda', 'Jadida', 'Sabrine'];
const names = loadReferenceData().products.map((p) => p.name);

const pictures = Array.from({ length: 24 }, (_, i) => {
  const brand = BRANDS[i % BRANDS.length]!;
  const name = `${names[(i * 37) % names.length]} ${brand}`;
  return productSvg({
    sku: String(i),
    name,
    marque: brand,
    size: `${(i + 1) * 50} g`,
    pack: PACKS[i % PACKS.length]!,
    category_id: 500 + i,
  });
});

const TEXT = /<text([^>]*)>([^<]*)<\/text>/g;
const attr = (attrs: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(` ${attrs}`)?.[1];
const unescape = (s: string) =>
  s
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The picture's texts as glyph outlines (their place and size; the anchor is the text's own). */
const outlined = (svg: string) =>
  svg.replace(TEXT, (_m, attrs: string, content: string) =>
    drawRtl(Number(attr(attrs, 'x')), Number(attr(attrs, 'y')), unescape(content), {
      size: Number(attr(attrs, 'font-size')),
      fill: attr(attrs, 'fill') ?? '#000000',
      bold: attr(attrs, 'font-weight') === '700',
      anchor: (attr(attrs, 'text-anchor') as 'middle' | 'end' | undefined) ?? 'start',
    }),
  );

const WAYS = {
  text: (svg: string) => svg,
  outlines: outlined,
  none: (svg: string) => svg.replace(TEXT, ''),
} as const;
type Way = keyof typeof WAYS;

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
}

async function paintOnce(way: Way): Promise<{ paintImage: number; paint: number }> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await page.route('http://pictures.test/**', (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/') {
        const imgs = pictures.map((_, i) => `<img src="/${i}.svg" width="166" height="166" alt="">`).join('');
        const body = `<!doctype html><body style="margin:0;display:grid;grid-template-columns:1fr 1fr">${imgs}</body>`;
        return route.fulfill({ contentType: 'text/html', body });
      }
      return route.fulfill({ contentType: 'image/svg+xml', body: WAYS[way](pictures[Number(path.slice(1, -4))]!) });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    const settle = () =>
      page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 300)))));
    await page.goto('http://pictures.test/', { waitUntil: 'load' });
    await settle();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await settle();
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const sum = (name: string) => traceEvents.filter((e) => e.name === name && e.ph === 'X').reduce((ms, e) => ms + (e.dur ?? 0) / 1000, 0);
    return { paintImage: sum('PaintImage'), paint: sum('Paint') };
  } finally {
    await browser.close();
  }
}

const ways = Object.keys(WAYS) as Way[];
const results = new Map<Way, { paintImage: number; paint: number }[]>(ways.map((w) => [w, []]));
for (let run = 0; run < RUNS; run++) for (const way of ways) results.get(way)!.push(await paintOnce(way));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`[picture-paint] 24 product pictures, CPU ×4, ${RUNS} runs each (ms: PaintImage / Paint per run)`);
for (const way of ways) {
  const runs = results.get(way)!;
  const bytes = pictures.map((svg) => gzipSync(WAYS[way](svg)).length);
  const mean = Math.round(bytes.reduce((a, b) => a + b, 0) / bytes.length);
  console.log(
    `  ${way.padEnd(8)} PaintImage median ${median(runs.map((r) => r.paintImage)).toFixed(0)} ms, Paint median ${median(runs.map((r) => r.paint)).toFixed(0)} ms,` +
      ` ${mean} B gzip a picture   (${runs.map((r) => `${r.paintImage.toFixed(0)}/${r.paint.toFixed(0)}`).join(' ')})`,
  );
}
