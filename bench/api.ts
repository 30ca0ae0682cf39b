/**
 * API load (issue 7): in one run, the limit — a bare Fastify 5 route returning a fixed small JSON
 * in its own process — and our server's key reads, each at 50 connections for 10 s after a short
 * warm-up (each distinct request once, then 2 s of load), with autocannon. Both servers are pinned to CPU 0 and the load generator (this script
 * re-executed with --load) to CPU 1, so they do not share a core. Parameters rotate over 200 real
 * skus, stores, positions and barcodes read from the server itself first.
 *
 *   npm run bench -- api                                              # PGlite only
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_api npm run bench -- api   # + PostgreSQL
 *
 * On PostgreSQL the run uses a scratch database `qadhya_bench_api` on that server (created, then
 * dropped), never the database named in DATABASE_URL.
 *
 * Then, when nginx is installed (scripts/ensure-nginx.mjs; BENCH_API_NGINX=off skips it), the same
 * server restarted behind the compose file's nginx (deploy/nginx.conf, EDGE_PROXY=nginx; nginx on
 * the server's CPU): each key read through nginx's cache against nginx serving a static file of the
 * same size as that read's answer on the wire (the limit through nginx), interleaved read by read;
 * and, on PostgreSQL, how long a promo's new price takes to show through nginx (docs/operations.md#the-proxys-cache).
 * Env: BENCH_API_SECONDS (default 10), BENCH_API_CONNECTIONS (default 50), BENCH_API_WARMUP (2),
 * BENCH_API_ENCODING (the accept-encoding of the load; default Chromium's, `identity` for none).
 * A part only: BENCH_API_ONLY=scan (the key reads whose name holds that text), BENCH_API_DIRECT=off
 * (no run direct to Node: only through nginx), BENCH_API_PGLITE=off (PostgreSQL only), e.g. the scan
 * through nginx on PostgreSQL and Redis:
 *
 *   BENCH_API_ONLY=scan BENCH_API_DIRECT=off BENCH_API_PGLITE=off \
 *     DATABASE_URL=postgres://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 npm run bench -- api
 *
 * Every answer that is not a 2xx is counted by status (the table's note); through nginx, also by
 * nginx's status and the copy's (upstream_status, from nginx's access log), with its error log's
 * reasons; BENCH_API_SERVER_LOG=file keeps the copy's own log of that run (LOG_LEVEL warn: each 503's reason).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RequestParams } from 'autocannon';
import pg from 'pg';
import { nginxAvailable, nginxFailures, startBenchNginx, wireBytes, writeDelays } from './lib/proxy.ts';
import { atLeast, atMost, percentile, writeResults, type BenchRow } from './lib/report.ts';
import { cpuPlan, startBenchServer, type BenchServer } from './lib/server.ts';

const SELF = fileURLToPath(import.meta.url);
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_API_CONNECTIONS ?? 50);
const WARMUP = Number(process.env.BENCH_API_WARMUP ?? 2);
const SCRATCH_DB = 'qadhya_bench_api';
/**
 * What Chromium sends: every request of the load accepts compressed answers, as real clients do.
 * BENCH_API_ENCODING=identity measures without compression (plain autocannon).
 */
const BROWSER_ACCEPT_ENCODING = process.env.BENCH_API_ENCODING ?? 'gzip, deflate, br, zstd';

/** One endpoint to load: a name for the table and the requests autocannon rotates through. */
interface Target {
  item: string;
  base: string;
  requests: { method: 'GET' | 'POST'; path: string; body?: string }[];
}

interface LoadResult {
  item: string;
  rps: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Mean bytes received per answer (headers included), as sent: compressed when the server does. */
  bytesPerAnswer: number;
  /** Answers by status code. */
  statuses: Record<string, number>;
}

const ONLY = process.env.BENCH_API_ONLY ?? '';
const DIRECT = process.env.BENCH_API_DIRECT !== 'off';
const PGLITE = process.env.BENCH_API_PGLITE !== 'off';

/** "502 ×3, 504 ×1" for the answers that are not 2xx, or "" for none. */
const non2xxByStatus = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, n]) => `${code} ×${n}`)
    .join(', ');

// ---------------------------------------------------------------------------------------------
// Role 1: the bare Fastify server (the limit): no plugins, no logging, one route.
async function runBare(): Promise<void> {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  const payload = { ok: true, name: 'qadhya', items: [1, 2, 3] };
  app.get('/bare', async () => payload);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`LISTENING ${address}\n`);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

// ---------------------------------------------------------------------------------------------
// Role 2: the load generator (pinned to the load CPU): runs every target, writes the results.
async function runLoad(planFile: string, outFile: string): Promise<void> {
  const { default: autocannon } = await import('autocannon');
  const targets = JSON.parse(fs.readFileSync(planFile, 'utf8')) as Target[];
  const results: LoadResult[] = [];
  for (const t of targets) {
    let i = 0;
    const setupRequest = (req: RequestParams): RequestParams => {
      const r = t.requests[i++ % t.requests.length]!;
      return {
        ...req,
        method: r.method,
        path: r.path,
        // As a phone's browser asks: the server may send compressed answers.
        headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...(r.body ? { 'content-type': 'application/json' } : {}) },
        ...(r.body ? { body: r.body } : {}),
      };
    };
    const opts = { url: t.base, connections: CONNECTIONS, requests: [{ setupRequest }], timeout: 10 };
    // Warm-up: every distinct request answered once (steady state: the caches hold what rarely
    // changes; stock and scan answers still expire every 2 s during the run), then a short load.
    for (let k = 0; k < t.requests.length; k += 10) {
      await Promise.all(
        t.requests.slice(k, k + 10).map((r) =>
          fetch(t.base + r.path, {
            method: r.method,
            ...(r.body ? { body: r.body, headers: { 'content-type': 'application/json' } } : {}),
          }).then((res) => res.arrayBuffer()),
        ),
      );
    }
    if (WARMUP > 0) await autocannon({ ...opts, duration: WARMUP });
    const r = await autocannon({ ...opts, duration: SECONDS });
    const res = {
      item: t.item,
      rps: r.requests.total / SECONDS,
      p50: r.latency.p50,
      p99: r.latency.p99,
      total: r.requests.total,
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
      bytesPerAnswer: r.requests.total ? r.throughput.total / r.requests.total : 0,
      statuses: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, v]) => [code, v.count])),
    };
    const by = non2xxByStatus(res.statuses);
    console.log(
      `[bench api]   ${t.item}: ${Math.round(res.rps)} req/s, p50 ${res.p50} ms, p99 ${res.p99} ms, non-2xx ${res.non2xx}${by ? ` (${by})` : ''}, errors ${res.errors}, timeouts ${res.timeouts}`,
    );
    results.push(res);
  }
  fs.writeFileSync(outFile, JSON.stringify(results));
}

// ---------------------------------------------------------------------------------------------
// Role 3: the orchestrator.
const pinned = (cpus: string | undefined, argv: string[]) => (cpus ? ['taskset', '-c', cpus, ...argv] : argv);
const selfArgv = (...args: string[]) => [process.execPath, '--import', 'tsx', SELF, ...args];

function waitExit(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code ?? 1));
  });
}

async function startBare(cpus: string | undefined): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  const [cmd, ...args] = pinned(cpus, selfArgv('--bare'));
  const child = spawn(cmd!, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const baseURL = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('bare Fastify did not start in 30 s')), 30_000);
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /LISTENING (\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    child.once('exit', (code) => reject(new Error(`bare Fastify exited (${code})`)));
  });
  return {
    baseURL,
    async stop() {
      child.kill('SIGTERM');
      const t = setTimeout(() => child.kill('SIGKILL'), 5000);
      await waitExit(child);
      clearTimeout(t);
    },
  };
}

async function load(targets: Target[], cpus: string | undefined): Promise<LoadResult[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qadhya-bench-api-'));
  try {
    const plan = path.join(dir, 'plan.json');
    const out = path.join(dir, 'out.json');
    fs.writeFileSync(plan, JSON.stringify(targets));
    const [cmd, ...args] = pinned(cpus, selfArgv('--load', plan, out));
    const child = spawn(cmd!, args, { stdio: 'inherit' });
    const perTarget = (SECONDS + WARMUP + 15) * 1000;
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000 + perTarget * targets.length);
    const code = await waitExit(child);
    clearTimeout(timer);
    if (code !== 0 || !fs.existsSync(out)) throw new Error(`load generator failed (exit ${code})`);
    return JSON.parse(fs.readFileSync(out, 'utf8')) as LoadResult[];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url} → ${res.status}`);
  return (await res.json()) as T;
}

const take = <T>(list: T[], n: number): T[] => {
  if (list.length <= n) return list;
  const step = list.length / n;
  return Array.from({ length: n }, (_, k) => list[Math.floor(k * step)]!);
};

/** The key reads, with parameters rotating over the server's own data. */
async function keyReads(baseURL: string): Promise<Target[]> {
  const api = `${baseURL}/api/v1`;
  const clock = await getJson<{ today?: string; date?: string; now?: string }>(`${api}/clock`).catch(() => ({}) as Record<string, string>);
  const today = (clock.today ?? clock.date ?? clock.now ?? '2026-11-24').slice(0, 10);
  const catalogues = await getJson<{ items: { id: number; oc_debut: string; oc_fin: string }[] }>(`${api}/catalogues`);
  const current = catalogues.items.filter((c) => c.oc_debut.slice(0, 10) <= today && c.oc_fin.slice(0, 10) >= today);
  const stores = (await getJson<{ items: { magasin_code: string; latitude: number; longitude: number }[] }>(`${api}/stores`)).items;
  const products: { sku: string; ean: string }[] = [];
  for (let page = 1; page <= 3; page++) {
    products.push(...(await getJson<{ items: { sku: string; ean: string }[] }>(`${api}/products?page=${page}&pageSize=100`)).items);
  }
  if (current.length === 0 || stores.length === 0 || products.length === 0)
    throw new Error('the server has no current catalogue, stores or products');
  const skus = take(products, 200);
  const someStores = take(stores, 200);
  // Positions: near a store, shifted up to ~2 km, deterministic.
  const positions = someStores.map((s, k) => ({
    lat: (s.latitude + (((k * 37) % 41) - 20) * 0.001).toFixed(5),
    lng: (s.longitude + (((k * 53) % 41) - 20) * 0.001).toFixed(5),
  }));
  const get = (p: string) => ({ method: 'GET' as const, path: `/api/v1${p}` });
  const reads: Target[] = [
    {
      item: 'GET /catalogues/:id/products (current, page 1)',
      base: baseURL,
      requests: current.map((c) => get(`/catalogues/${c.id}/products?page=1&pageSize=24`)),
    },
    { item: 'GET /promos (today)', base: baseURL, requests: [get(`/promos?oc_debut=${today}&oc_fin=${today}&page=1&pageSize=20`)] },
    {
      // What the phone asks (docs/stock.md#api): the shopper's store first, then the stores that have it, nearest first.
      item: 'GET /stock?sku&lat&lng&current (stores that have it near a position, page 1)',
      base: baseURL,
      requests: skus.map((p, k) => {
        const at = positions[k % positions.length]!;
        return get(
          `/stock?sku=${encodeURIComponent(p.sku)}&lat=${at.lat}&lng=${at.lng}&current=${someStores[k % someStores.length]!.magasin_code}`,
        );
      }),
    },
    {
      item: 'GET /last-chance?magasin (page 1)',
      base: baseURL,
      requests: someStores.map((s) => get(`/last-chance?magasin=${s.magasin_code}&page=1&pageSize=24`)),
    },
    { item: 'GET /stores/near (25 km)', base: baseURL, requests: positions.map((p) => get(`/stores/near?lat=${p.lat}&lng=${p.lng}`)) },
    {
      item: 'POST /scan',
      base: baseURL,
      requests: skus.map((p, k) => ({
        method: 'POST' as const,
        path: '/api/v1/scan',
        body: JSON.stringify({ CODE_PRODUIT: p.ean, MAGASIN_ID: someStores[k % someStores.length]!.magasin_code }),
      })),
    },
  ];
  // BENCH_API_ONLY: the reads whose name holds that text.
  const chosen = reads.filter((t) => t.item.toLowerCase().includes(ONLY.toLowerCase()));
  if (chosen.length === 0) throw new Error(`BENCH_API_ONLY=${ONLY} names none of the key reads`);
  return chosen;
}

/** " (502 ×3)": the non-2xx answers of a run by status, or "". */
const statusNote = (r: LoadResult) => {
  const by = non2xxByStatus(r.statuses ?? {});
  return by ? ` (${by})` : '';
};

function rowsOf(group: string, bare: LoadResult, results: LoadResult[], minRatio: number, maxP99?: number): BenchRow[] {
  const note = `${CONNECTIONS} connections, ${SECONDS} s, accept-encoding: ${BROWSER_ACCEPT_ENCODING}`;
  const rows: BenchRow[] = [
    { group, item: 'bare Fastify (the limit)', metric: 'req/s', value: bare.rps, unit: 'req/s', note },
    { group, item: 'bare Fastify (the limit)', metric: 'p99', value: bare.p99, unit: 'ms', note },
  ];
  for (const r of [bare, ...results]) {
    // No completed request at all is a failure too (the endpoint never answered within the run).
    const failures = r.non2xx + r.errors + r.timeouts + (r.total === 0 ? 1 : 0);
    if (r === bare && failures === 0) continue;
    if (r !== bare) {
      const ratio = (r.rps / bare.rps) * 100;
      rows.push({
        group,
        item: r.item,
        metric: 'req/s',
        value: r.rps,
        unit: 'req/s',
        note: `${r.total} requests, ${(r.bytesPerAnswer / 1024).toFixed(1)} KB an answer on the wire`,
      });
      rows.push({ group, item: r.item, metric: 'p50', value: r.p50, unit: 'ms' });
      rows.push({
        group,
        item: r.item,
        metric: 'p99',
        value: r.p99,
        unit: 'ms',
        ...(maxP99 !== undefined ? atMost(r.p99, maxP99, 'ms') : {}),
      });
      rows.push({ group, item: r.item, metric: 'ratio to bare', value: ratio, unit: '%', ...atLeast(ratio, minRatio, '%') });
    }
    rows.push({
      group,
      item: r.item,
      metric: 'non-2xx + errors',
      value: failures,
      unit: '',
      ...atMost(failures, 0, ''),
      note: `non-2xx ${r.non2xx}${statusNote(r)}, errors ${r.errors}, timeouts ${r.timeouts}${r.total === 0 ? ', no request completed' : ''}`,
    });
  }
  return rows;
}

type Start = (opts: { env?: Record<string, string>; dataDir: string }) => Promise<BenchServer>;

/**
 * Runs the bare limit then our key reads against one server, then (nginx installed) the same data
 * behind nginx; returns the rows of `group` and of `group` through nginx.
 */
async function measure(group: string, start: Start, minRatio: number, maxP99?: number, databaseUrl?: string): Promise<BenchRow[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qadhya-bench-api-data-'));
  try {
    const rows = DIRECT ? await measureDirect(group, start, dataDir, minRatio, maxP99) : [];
    if (nginxAvailable()) rows.push(...(await measureProxy(`${group} through nginx`, start, dataDir, databaseUrl)));
    else
      rows.push({
        group: `${group} through nginx`,
        item: '—',
        metric: 'skipped',
        value: Number.NaN,
        unit: '',
        note: 'nginx is not installed (node scripts/ensure-nginx.mjs)',
      });
    return rows;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measureDirect(group: string, start: Start, dataDir: string, minRatio: number, maxP99?: number): Promise<BenchRow[]> {
  const cpus = cpuPlan();
  console.log(`[bench api] ${group}: starting the server (server CPU ${cpus.server ?? 'any'}, load CPU ${cpus.load ?? 'any'})…`);
  const server = await start({ dataDir });
  try {
    const targets = await keyReads(server.baseURL);
    const bare = await startBare(cpus.server);
    let bareResult: LoadResult;
    try {
      console.log(`[bench api] ${group}: bare Fastify…`);
      [bareResult] = (await load(
        [{ item: 'bare Fastify (the limit)', base: bare.baseURL, requests: [{ method: 'GET', path: '/bare' }] }],
        cpus.load,
      )) as [LoadResult];
    } finally {
      await bare.stop();
    }
    console.log(`[bench api] ${group}: key reads (${targets.length} × ${WARMUP + SECONDS} s)…`);
    const results = await load(targets, cpus.load);
    return rowsOf(group, bareResult, results, minRatio, maxP99);
  } finally {
    await server.stop();
  }
}

/**
 * The same data behind nginx (the server restarted with EDGE_PROXY=nginx, nginx on the server's
 * CPU): each key read through nginx's cache right after nginx serving a static file of its size.
 */
async function measureProxy(group: string, start: Start, dataDir: string, databaseUrl: string | undefined): Promise<BenchRow[]> {
  const cpus = cpuPlan();
  console.log(`[bench api] ${group}: restarting the server behind nginx…`);
  const server = await start({ dataDir, env: { EDGE_PROXY: 'nginx' } });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qadhya-bench-nginx-'));
  try {
    const nginx = await startBenchNginx(Number(new URL(server.baseURL).port), dir, cpus.server);
    try {
      const direct = await keyReads(server.baseURL);
      const targets: Target[] = [];
      for (const [k, t] of direct.entries()) {
        // The static twin: a file as long as this read's first answer on the wire through nginx.
        const bytes = await wireBytes(nginx.baseURL, t.requests[0]!, BROWSER_ACCEPT_ENCODING);
        targets.push({
          item: `static ${bytes} B (the limit for ${t.item})`,
          base: nginx.baseURL,
          requests: [{ method: 'GET', path: nginx.staticFile(`${k}.json`, bytes) }],
        });
        targets.push({ ...t, base: nginx.baseURL });
      }
      console.log(`[bench api] ${group}: ${targets.length / 2} key reads, each after its static twin…`);
      const results = await load(targets, cpus.load);
      const rows: BenchRow[] = [];
      const note = `${CONNECTIONS} connections, ${SECONDS} s, accept-encoding: ${BROWSER_ACCEPT_ENCODING}`;
      for (let k = 0; k < results.length; k += 2) {
        const [limit, read] = [results[k]!, results[k + 1]!];
        const failures = read.non2xx + read.errors + read.timeouts + (read.total === 0 ? 1 : 0) + limit.non2xx + limit.errors;
        const inLog = nginxFailures(nginx.logFile, new URL(direct[k / 2]!.requests[0]!.path, nginx.baseURL).pathname);
        if (inLog) console.log(`[bench api]   ${read.item}: ${inLog}`);
        const ratio = (read.rps / limit.rps) * 100;
        rows.push(
          {
            group,
            item: read.item,
            metric: 'static req/s',
            value: limit.rps,
            unit: 'req/s',
            note: `${limit.item}; p99 ${limit.p99} ms; ${note}`,
          },
          {
            group,
            item: read.item,
            metric: 'req/s',
            value: read.rps,
            unit: 'req/s',
            note: `${read.total} requests, ${(read.bytesPerAnswer / 1024).toFixed(1)} KB an answer with its headers`,
          },
          { group, item: read.item, metric: 'p50', value: read.p50, unit: 'ms' },
          { group, item: read.item, metric: 'p99', value: read.p99, unit: 'ms', ...atMost(read.p99, 20, 'ms') },
          { group, item: read.item, metric: 'ratio to static', value: ratio, unit: '%', ...atLeast(ratio, 50, '%') },
          {
            group,
            item: read.item,
            metric: 'non-2xx + errors',
            value: failures,
            unit: '',
            ...atMost(failures, 0, ''),
            note: `non-2xx ${read.non2xx}${statusNote(read)}, errors ${read.errors}, timeouts ${read.timeouts}${inLog ? `; ${inLog}` : ''}`,
          },
        );
      }
      // BENCH_API_SERVER_LOG=file: the copy's own log behind nginx (why it answered what it did: a 503's reason…).
      if (process.env.BENCH_API_SERVER_LOG) fs.copyFileSync(server.logFile, process.env.BENCH_API_SERVER_LOG);
      const promosRead = direct.find((t) => t.item.startsWith('GET /promos'));
      if (databaseUrl && promosRead) {
        const promos = promosRead.requests[0]!.path;
        const today = /oc_debut=([\d-]+)/.exec(promos)![1]!;
        const delays = await writeDelays(databaseUrl, nginx.baseURL, promos, today, BROWSER_ACCEPT_ENCODING, 8);
        console.log(`[bench api] ${group}: a new promo price through nginx after ${delays.map((d) => Math.round(d)).join(', ')} ms`);
        const sorted = [...delays].sort((a, b) => a - b);
        const note = `${delays.length} writes (SQL, as the feed writes), each polled through nginx every 20 ms: ${delays.map((d) => Math.round(d)).join(', ')} ms`;
        rows.push(
          { group, item: 'a promo price change seen through nginx', metric: 'median', value: percentile(sorted, 50), unit: 'ms', note },
          {
            group,
            item: 'a promo price change seen through nginx',
            metric: 'max',
            value: sorted.at(-1)!,
            unit: 'ms',
            ...atMost(sorted.at(-1)!, 2000, 'ms'),
          },
        );
      } else {
        rows.push({
          group,
          item: 'a promo price change seen through nginx',
          metric: 'skipped',
          value: Number.NaN,
          unit: '',
          note: promosRead
            ? 'PGlite is the server’s own database: the write is measured on PostgreSQL'
            : `not measured: BENCH_API_ONLY=${ONLY} leaves the promos out`,
        });
      }
      return rows;
    } finally {
      await nginx.stop();
    }
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function withScratchDatabase<T>(url: string, run: (scratchUrl: string) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${SCRATCH_DB} with (force)`);
    await admin.query(`create database ${SCRATCH_DB}`);
    const scratch = new URL(url);
    scratch.pathname = `/${SCRATCH_DB}`;
    try {
      return await run(scratch.toString());
    } finally {
      await admin.query(`drop database if exists ${SCRATCH_DB} with (force)`);
    }
  } finally {
    await admin.end();
  }
}

async function main(): Promise<void> {
  const rows: BenchRow[] = [];
  const cpus = cpuPlan();
  // With REDIS_URL (inherited by the bench servers), the shared cache layer and the limits' counters are in Redis.
  const redis = process.env.REDIS_URL ? ' + Redis' : '';
  if (PGLITE) {
    const pglite = await measure(
      `API (PGlite${redis})`,
      ({ env, dataDir }) => startBenchServer({ cpus: cpus.server, dataDir, env: { DATABASE_URL: '', ...env } }),
      25,
    );
    rows.push(...pglite);
  }
  const url = process.env.DATABASE_URL;
  if (url) {
    rows.push(
      ...(await withScratchDatabase(url, (scratch) =>
        measure(
          `API (PostgreSQL${redis})`,
          ({ env, dataDir }) => startBenchServer({ cpus: cpus.server, databaseUrl: scratch, dataDir, env }),
          50,
          20,
          scratch,
        ),
      )),
    );
  } else {
    rows.push({
      group: 'API (PostgreSQL)',
      item: '—',
      metric: 'skipped',
      value: Number.NaN,
      unit: '',
      note: 'set DATABASE_URL to run the PostgreSQL part (a scratch database qadhya_bench_api is used on that server)',
    });
  }
  writeResults('api', rows);
}

const [role, a1, a2] = process.argv.slice(2);
const task = role === '--bare' ? runBare() : role === '--load' ? runLoad(a1!, a2!) : main();
task.then(
  () => {
    if (role !== '--bare') process.exit(0);
  },
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
