/**
 * The compose file's nginx (deploy/nginx.conf, as the multi-copy tests render it) in front of a
 * bench server, for bench/api.ts: its cache of the key reads against nginx serving a static file
 * of the same size (the limit through nginx), and how long a write takes to show through it.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as pause } from 'node:timers/promises';
import pg from 'pg';
import { freePort, startNginx, stop, type Proc } from '../../apps/server/test/multi-copy/processes.ts';

export const nginxAvailable = () =>
  ['/usr/sbin/nginx', '/usr/bin/nginx'].some((f) => fs.existsSync(f)) && process.env.BENCH_API_NGINX !== 'off';

export interface BenchNginx {
  baseURL: string;
  /** The URL path of a static file of `bytes` bytes served by the same nginx (made on demand). */
  staticFile(name: string, bytes: number): string;
  /** nginx's output: its access log (one JSON line a request) and its error log, in one file. */
  logFile: string;
  stop(): Promise<void>;
}

/** deploy/nginx.conf in front of `upstreamPort` (both of its upstreams), plus /__bench/ static files. */
export async function startBenchNginx(upstreamPort: number, dir: string, cpus: string | undefined): Promise<BenchNginx> {
  const staticDir = path.join(dir, 'static');
  fs.mkdirSync(staticDir, { recursive: true });
  const port = await freePort();
  const edit = (conf: string) =>
    conf.replace(
      '    location / {',
      `    location ^~ /__bench/ {\n      alias ${staticDir}/;\n      default_type application/json;\n    }\n\n    location / {`,
    );
  const nginx: Proc = await startNginx([upstreamPort, upstreamPort], port, dir, { edit, cpus });
  return {
    baseURL: nginx.url,
    staticFile(name, bytes) {
      // JSON-looking filler, as long as the answer it stands for.
      const text = `{"filler":"${'x'.repeat(Math.max(0, bytes - 14))}"}`.slice(0, Math.max(bytes, 2));
      fs.writeFileSync(path.join(staticDir, name), text);
      return `/__bench/${name}`;
    },
    logFile: nginx.logFile,
    stop: () => stop(nginx),
  };
}

/**
 * What nginx's log says of the answers to `path` (the path without its query) that were not 2xx:
 * how many by nginx's status and the copy's (`503 (copy: 503)`, `502 (copy: none)`…), and the
 * reasons its error log gives (numbers taken out), each counted; "" when none. A 499 (the load's
 * connections closed at its end, mid-request) is no answer anyone saw: left out.
 */
export function nginxFailures(logFile: string, path: string): string {
  const statuses = new Map<string, number>();
  const reasons = new Map<string, number>();
  const count = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
  for (const line of fs.readFileSync(logFile, 'utf8').split('\n')) {
    if (line.startsWith('{')) {
      let entry: { uri?: string; status?: number; upstream_status?: string };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        continue;
      }
      // 499: the load generator closed its connections at the end of its run (no client saw them).
      if (entry.uri?.split('?')[0] !== path || String(entry.status).startsWith('2') || entry.status === 499) continue;
      count(statuses, `${entry.status} (copy: ${entry.upstream_status || 'none'})`);
    } else if (line.includes(`request: "`) && line.includes(` ${path}`)) {
      // "… [error] 12#12: *345 upstream prematurely closed connection while reading response header from upstream, client: …"
      const reason = /\] \d+#\d+: (?:\*\d+ )?(.*?)(?:, client:|$)/.exec(line)?.[1];
      if (reason) count(reasons, reason.replace(/\d+/g, 'N'));
    }
  }
  const list = (m: Map<string, number>) => [...m].map(([k, n]) => `${k} ×${n}`).join(', ');
  if (statuses.size === 0 && reasons.size === 0) return '';
  return `nginx's log: ${list(statuses) || 'no failed answer'}${reasons.size ? `; its error log: ${list(reasons)}` : ''}`;
}

/** The body of one answer as sent (compressed as `acceptEncoding` lets the server), in bytes. */
export function wireBytes(base: string, req: { method: string; path: string; body?: string }, acceptEncoding: string): Promise<number> {
  const url = new URL(req.path, base);
  return new Promise((resolve, reject) => {
    const r = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: req.method,
        path: url.pathname + url.search,
        agent: false,
        headers: { 'accept-encoding': acceptEncoding, ...(req.body ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        let n = 0;
        res.on('data', (c: Buffer) => (n += c.length));
        res.on('end', () => resolve(n));
      },
    );
    r.on('error', reject);
    r.end(req.body);
  });
}

/**
 * A promo of `promosPath`'s answer gets a new price in the database (as the feed or an operator's SQL
 * would write it: the trigger bumps the catalogue version), then the answer is asked through the
 * proxy every 20 ms, as a phone asks it, until it shows the price: the delay of each of `rounds`
 * writes, in ms (the price put back after).
 */
export async function writeDelays(
  databaseUrl: string,
  proxyBase: string,
  promosPath: string,
  today: string,
  acceptEncoding: string,
  rounds: number,
) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const read = async () => {
    const res = await fetch(proxyBase + promosPath, { headers: { 'accept-encoding': acceptEncoding } });
    return (await res.json()) as { items: { sku: string; price: number }[] };
  };
  const delays: number[] = [];
  try {
    const first = (await read()).items[0];
    if (!first) throw new Error(`no promo in ${promosPath}`);
    const { rows } = await db.query<{ id: number; price: number }>(
      'select p.id, p.price from promos p join products pr on pr.id = p.product_id where pr.sku = $1 and p.promo_date = $2',
      [first.sku, today],
    );
    const promo = rows[0];
    if (!promo) throw new Error(`no promo row for ${first.sku} on ${today}`);
    try {
      for (let k = 1; k <= rounds; k++) {
        const price = promo.price - 10 * k;
        // Each write lands at another point of the copies' and nginx's seconds.
        await pause(1000 + 137 * k);
        await db.query('update promos set price = $1 where id = $2', [price, promo.id]);
        const t0 = performance.now();
        for (let i = 0; i < 500; i++) {
          if ((await read()).items.find((p) => p.sku === first.sku)?.price === price) break;
          await pause(20);
        }
        delays.push(performance.now() - t0);
      }
    } finally {
      await db.query('update promos set price = $1 where id = $2', [promo.price, promo.id]);
    }
  } finally {
    await db.end();
  }
  return delays;
}
