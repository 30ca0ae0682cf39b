/**
 * Price history (docs/products.md#price-history): on a fresh PGlite with the demo data (two years
 * of history for every product, ~46,600 log rows), how long the demo history takes at the first
 * start, and GET /api/v1/products/sku/:sku/price-history for products with two years of history,
 * through the whole app in process (app.inject: routing, validation, the repository's read, the
 * pure answer, serialisation), half of them at a store where they have a last-chance offer:
 *   - built every time (RESPONSE_CACHE=off): p50 / p99;
 *   - answered from the response cache (a second round of the same requests): p50 / p99;
 *   - the repository's read alone and the pure answer alone: p50 / p99.
 * Printed and written to bench/results/price-history.json, informative: nothing is asserted.
 *
 *   npx tsx bench/price-history.ts [requests, default 400]     (or npm run bench -- price-history)
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fixedClock, parseTunisDateTime, tunisDateString } from '@qadhya/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type Database } from '../apps/server/src/db/connect.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { addMonths, priceHistory, tunisMidnight } from '../apps/server/src/modules/price-history/price-history.ts';
import { createPriceHistoryRepository } from '../apps/server/src/modules/price-history/price-history.repository.ts';
import { ensureDemoData } from '../apps/server/src/seed/index.ts';
import { percentile, type BenchRow, writeResults } from './lib/report.ts';
import { APP_NOW } from './lib/server.ts';

const REQUESTS = Number(process.argv[2] ?? 400);
const WARMUP = 50;
const GROUP = 'Price history (PGlite)';
const clock = fixedClock(parseTunisDateTime(APP_NOW)!);

/** The demo data's log lines: the price history's own timing is in one of them. */
const logged: { msg: string; data: Record<string, unknown> }[] = [];
const log = {
  info: (data: Record<string, unknown>, msg: string) => logged.push({ msg, data }),
  warn: () => {},
  error: () => {},
} as unknown as FastifyBaseLogger;

async function appOn(database: Database, dataDir: string, cache: boolean): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST: '/nonexistent',
    RATE_LIMIT_PER_MINUTE: '0',
    RESPONSE_CACHE: cache ? 'on' : 'off',
  });
  const app = await buildApp({ config, database, clock });
  await app.ready();
  return app;
}

const stats = (ms: number[]) => ({ p50: percentile(ms, 50), p99: percentile(ms, 99) });

async function timeRequests(app: FastifyInstance, urls: string[]): Promise<number[]> {
  for (const url of urls.slice(0, WARMUP)) await app.inject(url);
  const out: number[] = [];
  for (const url of urls) {
    const t = performance.now();
    const res = await app.inject(url);
    out.push(performance.now() - t);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  }
  return out;
}

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'qadhya-bench-prices-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  const rows: BenchRow[] = [];
  try {
    await migrate(database);
    const seedStart = performance.now();
    await ensureDemoData(database, clock, log);
    const seedMs = performance.now() - seedStart;
    const history = logged.find((l) => l.msg === 'demo data: price history generated')?.data ?? {};
    const logRows = (await sql<{ n: number }>`select count(*)::int as n from price_log`.execute(database.db)).rows[0]!.n;
    rows.push(
      { group: GROUP, item: 'demo data, first start', metric: 'all of it', value: seedMs, unit: 'ms' },
      {
        group: GROUP,
        item: 'demo data, first start',
        metric: 'price history',
        value: Number(history.totalMs),
        unit: 'ms',
        note: `${logRows} rows (generated in ${String(history.generatedMs)} ms, then inserted and checked)`,
      },
    );

    // Products with their two years, half of them at a store where they have a last-chance offer.
    const plain = await sql<{ sku: string }>`select sku from products order by md5(sku) limit ${REQUESTS / 2}`.execute(database.db);
    const atStore = await sql<{ sku: string; magasin_code: string }>`
      select distinct on (sku) sku, magasin_code from last_chance where stock > 0 order by sku, md5(sku || magasin_code) limit ${REQUESTS / 2}`.execute(
      database.db,
    );
    const inputs = [
      ...plain.rows.map((r) => ({ sku: r.sku, magasin: null as string | null })),
      ...atStore.rows.map((r) => ({ sku: r.sku, magasin: r.magasin_code as string | null })),
    ].sort((a, b) => a.sku.localeCompare(b.sku));
    const urls = inputs.map((i) => `/api/v1/products/sku/${i.sku}/price-history${i.magasin ? `?magasin=${i.magasin}` : ''}`);
    const perProduct = (await sql<{ n: number }>`select (count(*) / count(distinct sku))::int as n from price_log`.execute(database.db))
      .rows[0]!.n;
    const note = `${urls.length} products, ${inputs.filter((i) => i.magasin).length} at a store; ~${perProduct} log rows a product`;

    // The product with the longest history (one of those on promo every two weeks or so), again and again.
    const heaviest = (
      await sql<{
        sku: string;
        n: number;
      }>`select sku, count(*)::int as n from price_log group by sku order by n desc, sku limit 1`.execute(database.db)
    ).rows[0]!;

    const uncached = await appOn(database, dataDir, false);
    try {
      const built = stats(await timeRequests(uncached, urls));
      const one = stats(
        await timeRequests(
          uncached,
          Array.from({ length: REQUESTS }, () => `/api/v1/products/sku/${heaviest.sku}/price-history`),
        ),
      );
      const heavyNote = `sku ${heaviest.sku}, ${heaviest.n} log rows, ${REQUESTS} requests`;
      rows.push(
        { group: GROUP, item: 'GET …/price-history, built', metric: 'p50', value: built.p50, unit: 'ms', note },
        { group: GROUP, item: 'GET …/price-history, built', metric: 'p99', value: built.p99, unit: 'ms', note },
        { group: GROUP, item: 'GET …/price-history, built, longest history', metric: 'p50', value: one.p50, unit: 'ms', note: heavyNote },
        { group: GROUP, item: 'GET …/price-history, built, longest history', metric: 'p99', value: one.p99, unit: 'ms', note: heavyNote },
      );
    } finally {
      await uncached.close();
    }
    const cached = await appOn(database, dataDir, true);
    try {
      await timeRequests(cached, urls);
      const hit = stats(await timeRequests(cached, urls));
      rows.push(
        { group: GROUP, item: 'GET …/price-history, cached', metric: 'p50', value: hit.p50, unit: 'ms', note: 'the same requests again' },
        { group: GROUP, item: 'GET …/price-history, cached', metric: 'p99', value: hit.p99, unit: 'ms', note: 'the same requests again' },
      );
    } finally {
      await cached.close();
    }

    // Its two parts alone: the read of the log, the pure answer.
    const repo = createPriceHistoryRepository(database.db);
    const now = clock.now();
    const since = new Date(tunisMidnight(addMonths(tunisDateString(now), -25)));
    const reads: number[] = [];
    const answers: number[] = [];
    for (const { sku, magasin } of inputs) {
      let t = performance.now();
      const events = await repo.events(sku, magasin, since);
      reads.push(performance.now() - t);
      t = performance.now();
      priceHistory({ sku, magasin, now, events, current: { regular: 1, promo: null, last_chance: null } });
      answers.push(performance.now() - t);
    }
    const read = stats(reads);
    const answer = stats(answers);
    rows.push(
      { group: GROUP, item: 'the log’s read (repository)', metric: 'p50', value: read.p50, unit: 'ms' },
      { group: GROUP, item: 'the log’s read (repository)', metric: 'p99', value: read.p99, unit: 'ms' },
      { group: GROUP, item: 'the answer (pure function)', metric: 'p50', value: answer.p50, unit: 'ms' },
      { group: GROUP, item: 'the answer (pure function)', metric: 'p99', value: answer.p99, unit: 'ms' },
    );
  } finally {
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  writeResults('price-history', rows);
}

await main();
