/**
 * Tracker: the marketing tracker's ingest on PGlite (docs/tracker.md#ingest). The real server
 * (production mode, PGlite) answers an app read (GET /products, 20 pages in turn, and GET /promos
 * of today) under autocannon for SECONDS, first alone, then while this script sends 1,000 events
 * a second to POST /track (20 batches of 50 a second, spread over 20 addresses, anonymous: no
 * consent, no device). Figures: events accepted a second, the batches' p99, and the read's p99
 * with and without the tracker's load (target: the same, within 20 % or 5 ms).
 *
 *   npx tsx bench/tracker.ts            (or npm run bench -- tracker)
 */
import crypto from 'node:crypto';
import type { RequestParams } from 'autocannon';
import { atLeast, atMost, percentile, type BenchRow, writeResults } from './lib/report.ts';
import { APP_NOW, startBenchServer } from './lib/server.ts';

const SECONDS = Number(process.env.BENCH_TRACKER_SECONDS ?? 10);
const EVENTS_PER_SECOND = 1000;
const BATCH = 50;
const CONNECTIONS = 10;
const TYPES = ['product_click', 'catalogue_page', 'search', 'scan', 'game_play', 'campaign_view'] as const;

function event(k: number, at: string) {
  const id = crypto.randomUUID();
  switch (TYPES[k % TYPES.length]) {
    case 'product_click':
      return { id, at, type: 'product_click', sku: `B${k % 300}`, place: 'promo', store: `TN${String(k % 40).padStart(4, '0')}` };
    case 'catalogue_page':
      return { id, at, type: 'catalogue_page', catalogue_id: 202648, page: 1 + (k % 16) };
    case 'search':
      return {
        id,
        at,
        type: 'search',
        query_hash: crypto
          .createHash('sha256')
          .update(`q${k % 500}`)
          .digest('hex'),
        results: k % 7,
      };
    case 'scan':
      return { id, at, type: 'scan', sku: `B${k % 300}` };
    case 'game_play':
      return { id, at, type: 'game_play', game: 'shake_win' };
    default:
      return { id, at, type: 'campaign_view', campaign_id: 1 };
  }
}

async function readLoad(base: string, paths: string[]) {
  const { default: autocannon } = await import('autocannon');
  let i = 0;
  const setupRequest = (req: RequestParams): RequestParams => ({ ...req, method: 'GET', path: paths[i++ % paths.length]! });
  const r = await autocannon({ url: base, connections: CONNECTIONS, duration: SECONDS, requests: [{ setupRequest }], timeout: 10 });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx };
}

/** Sends EVENTS_PER_SECOND in batches of BATCH on a fixed schedule until `stop`; each batch's answer time. */
function sendEvents(base: string, at: string) {
  const times: number[] = [];
  let accepted = 0;
  let refused = 0;
  let k = 0;
  const pending = new Set<Promise<void>>();
  const started = performance.now();
  const timer = setInterval(
    () => {
      const events = Array.from({ length: BATCH }, () => event(k++, at));
      const t0 = performance.now();
      const p = fetch(`${base}/api/v1/track`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.0.${k % 20}` },
        body: JSON.stringify({ consent: false, events }),
      })
        .then(async (res) => {
          times.push(performance.now() - t0);
          if (res.status === 202) accepted += ((await res.json()) as { accepted: number }).accepted;
          else refused++;
        })
        .catch(() => void refused++)
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    (1000 * BATCH) / EVENTS_PER_SECOND,
  );
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      const seconds = (performance.now() - started) / 1000;
      return { perSecond: accepted / seconds, accepted, refused, p99: percentile(times, 99), p50: percentile(times, 50) };
    },
  };
}

async function main() {
  const server = await startBenchServer({ env: { DATABASE_URL: '', TRUST_PROXY: 'true' } });
  try {
    const base = server.baseURL;
    const today = APP_NOW.slice(0, 10);
    const paths = [
      ...Array.from({ length: 20 }, (_, p) => `/api/v1/products?page=${p + 1}&pageSize=24`),
      `/api/v1/promos?oc_debut=${today}&oc_fin=${today}&page=1&pageSize=20`,
    ];
    // Warm-up: each read once, and a few batches.
    for (const p of paths) await fetch(base + p).then((r) => r.arrayBuffer());
    const clock = await (await fetch(`${base}/api/v1/clock`)).json();
    const at = String((clock as { now: string }).now);
    const warm = sendEvents(base, at);
    await new Promise((r) => setTimeout(r, 2000));
    await warm.stop();

    const alone = await readLoad(base, paths);
    console.log(`[bench tracker] reads alone: ${Math.round(alone.rps)} req/s, p50 ${alone.p50} ms, p99 ${alone.p99} ms`);
    const sender = sendEvents(base, at);
    const loaded = await readLoad(base, paths);
    const sent = await sender.stop();
    console.log(
      `[bench tracker] with the tracker: ${Math.round(loaded.rps)} req/s, p50 ${loaded.p50} ms, p99 ${loaded.p99} ms; ` +
        `${Math.round(sent.perSecond)} events/s accepted (${sent.accepted}), ${sent.refused} batches refused, batch p99 ${Math.round(sent.p99)} ms`,
    );
    const group = 'Tracker (PGlite)';
    const allowed = Math.max(alone.p99 * 1.2, alone.p99 + 5);
    const rows: BenchRow[] = [
      {
        group,
        item: 'POST /track (50 events a batch)',
        metric: 'events/s',
        value: sent.perSecond,
        unit: '',
        ...atLeast(Math.round(sent.perSecond), 950, ''),
        note: `${sent.refused} batches refused`,
      },
      { group, item: 'POST /track (50 events a batch)', metric: 'p99', value: sent.p99, unit: 'ms' },
      { group, item: 'GET /products, /promos: alone', metric: 'p99', value: alone.p99, unit: 'ms', note: `${Math.round(alone.rps)} req/s` },
      {
        group,
        item: 'GET /products, /promos: with 1,000 events/s',
        metric: 'p99',
        value: loaded.p99,
        unit: 'ms',
        ...atMost(loaded.p99, Math.round(allowed), 'ms'),
        note: `${Math.round(loaded.rps)} req/s; target: alone's p99 + 20 % (or + 5 ms)`,
      },
    ];
    writeResults('tracker', rows);
  } finally {
    await server.stop();
  }
}

await main();
