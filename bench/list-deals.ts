/**
 * « Cette semaine sur ma liste » (docs/shopping-lists.md#this-week-on-my-list): the weekly push's job
 * over 100,000 lists. On a database with the demo data (this week's promos and catalogues, the stores'
 * last-chance offers), 50,000 shoppers with two active lists each (6 to 12 items, a fifth of them
 * typed words: « lait », « yaourts »…), 5 favourites each, a kept store for 70 % of them, and every
 * one's weekly push on at the hour of the run. Then:
 *   - the job's whole hour (`listDealsAlerts.run`): the batches of 500, the matching, the inbox
 *     messages written (and the push queue's hook), time and peak RSS / heap (sampled every 20 ms);
 *   - GET /api/v1/lists/:id/deals through the whole app for 300 of the lists: p50 / p99.
 * Printed and written to bench/results/list-deals.json, informative: nothing is asserted.
 *
 *   npx tsx bench/list-deals.ts [lists, default 100000]           (or npm run bench -- list-deals)
 *   DATABASE_URL=postgres://… npx tsx bench/list-deals.ts          (a scratch database on that server, dropped after)
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fixedClock, parseTunisDateTime } from '@qadhya/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Database } from '../apps/server/src/db/connect.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { ensureDemoData } from '../apps/server/src/seed/index.ts';
import { percentile, type BenchRow, writeResults } from './lib/report.ts';
import { openBenchDatabase } from './lib/scratch-database.ts';

const LISTS = Number(process.argv[2] ?? 100_000);
const USERS = Math.ceil(LISTS / 2);
const FIRST_USER = 20_000_000;
/** The run's hour: Thursday 26 November 2026, 09:00 in Tunis (the default day and hour of the push). */
const RUN_AT = '2026-11-26T09:05';
const SCRATCH_DB = 'qadhya_bench_list_deals';
const TYPED = [
  'lait',
  'pain',
  'yaourts',
  'eau minerale',
  'tomates',
  'huile olive',
  'sucre',
  'cafe',
  'fromage',
  'oeufs',
  'lessive',
  'pates',
  'riz',
  'biscuits',
  'jus orange',
  'beurre',
  'thon',
  'harissa',
  'couscous',
  'chocolat',
];

const clock = fixedClock(parseTunisDateTime(RUN_AT)!);
const quiet = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {}, child: () => quiet } as unknown as FastifyBaseLogger;
const mb = (bytes: number) => bytes / 1024 / 1024;
const stats = (ms: number[]) => ({ p50: percentile(ms, 50), p99: percentile(ms, 99) });

/** 50,000 shoppers, 100,000 lists and their items, favourites, stores and push settings, in a few set statements. */
async function seedShoppers(database: Database): Promise<void> {
  const db = database.db;
  const last = FIRST_USER + USERS - 1;
  await sql`insert into users (id, phone, name, created_at, updated_at)
    select g, lpad((g - ${FIRST_USER} + 50000000)::text, 8, '0'), 'Bench', now(), now() from generate_series(${FIRST_USER}::int, ${last}::int) g`.execute(
    db,
  );
  await sql`insert into shopping_lists (owner_id, title, request_id, created_at, updated_at)
    select ${FIRST_USER} + (g - 1) / 2, 'Courses', 'bench-' || g, now(), now() from generate_series(1, ${LISTS}::int) g`.execute(db);
  // 6 to 12 items a list: four fifths products (any of the range), a fifth typed words.
  await sql`with p as (select array_agg(sku order by id) as a from products),
    t as (select ${sql.val(TYPED)}::text[] as w),
    slots as (select l.id as list_id, l.owner_id, s from shopping_lists l, generate_series(1, 6 + (l.id % 7)) s where l.request_id like 'bench-%')
    insert into shopping_list_items (list_id, item_key, sku, text, quantity, quantity_at, quantity_device, removed, removed_at, removed_device, added_by, added_at, version)
    select list_id, key, sku, text, 1 + (s % 3), 1, 'bench', false, 0, 'bench', owner_id, s, 1
    from (select list_id, owner_id, s,
            case when random() < 0.2 then null else p.a[1 + floor(random() * array_length(p.a, 1))::int] end as sku,
            t.w[1 + floor(random() * array_length(t.w, 1))::int] as word
          from slots, p, t) x,
    lateral (select case when x.sku is null then 't:' || x.word else 'p:' || x.sku end as key,
                    case when x.sku is null then x.word end as text) k
    on conflict do nothing`.execute(db);
  await sql`with p as (select array_agg(sku order by id) as a from products)
    insert into favourites (user_id, sku, added_at)
    select u, p.a[1 + floor(random() * array_length(p.a, 1))::int], now()
    from generate_series(${FIRST_USER}::int, ${last}::int) u, generate_series(1, 5) f, p
    on conflict do nothing`.execute(db);
  await sql`with s as (select array_agg(magasin_code order by magasin_code) as a from stores)
    insert into shopper_stores (user_id, magasin_code, updated_at)
    select u, s.a[1 + floor(random() * array_length(s.a, 1))::int], now()
    from generate_series(${FIRST_USER}::int, ${last}::int) u, s where random() < 0.7`.execute(db);
  await sql`insert into list_deal_alerts (user_id, enabled, weekday, hour, updated_at)
    select u, true, 4, 9, now() from generate_series(${FIRST_USER}::int, ${last}::int) u`.execute(db);
  await database.exec('analyze');
}

/** Runs `work` while sampling the process's RSS and heap; their peaks over the run. */
async function peakMemory<T>(work: () => Promise<T>) {
  const before = process.memoryUsage();
  let rss = before.rss;
  let heap = before.heapUsed;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  }, 20);
  const t = performance.now();
  try {
    const result = await work();
    return { result, ms: performance.now() - t, before, rss, heap };
  } finally {
    clearInterval(timer);
  }
}

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'qadhya-bench-list-deals-'));
  const { database, label, drop } = await openBenchDatabase(SCRATCH_DB);
  const group = `List deals (${label})`;
  const rows: BenchRow[] = [];
  let app: FastifyInstance | null = null;
  try {
    await migrate(database);
    await ensureDemoData(database, clock, quiet);
    const t0 = performance.now();
    await seedShoppers(database);
    const counts = (
      await sql<{ items: number; typed: number; favourites: number }>`select
        (select count(*)::int from shopping_list_items) as items,
        (select count(*)::int from shopping_list_items where sku is null) as typed,
        (select count(*)::int from favourites) as favourites`.execute(database.db)
    ).rows[0]!;
    const seeded = `${LISTS} lists, ${USERS} shoppers, ${counts.items} items (${counts.typed} typed), ${counts.favourites} favourites`;
    console.log(`${label}: ${seeded} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      WEB_DIST: '/nonexistent',
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'silent',
    });
    app = await buildApp({ config, database, clock });
    await app.ready();

    const run = await peakMemory(() => app!.services.listDealsAlerts.run());
    const note = `${seeded}; ${run.result.told} shoppers told`;
    rows.push(
      { group, item: 'weekly job, the whole hour', metric: 'time', value: run.ms, unit: 'ms', note },
      { group, item: 'weekly job, the whole hour', metric: 'shoppers/s', value: (run.result.checked / run.ms) * 1000, unit: '' },
      {
        group,
        item: 'weekly job, the whole hour',
        metric: 'peak RSS',
        value: mb(run.rss),
        unit: 'MB',
        note: `${mb(run.before.rss).toFixed(0)} MB before`,
      },
      {
        group,
        item: 'weekly job, the whole hour',
        metric: 'peak heap',
        value: mb(run.heap),
        unit: 'MB',
        note: `${mb(run.before.heapUsed).toFixed(0)} MB before`,
      },
    );

    // One list's answer through the whole app, for lists of shoppers with and without a store.
    const sample = await sql<{
      id: number;
      owner_id: number;
    }>`select id, owner_id from shopping_lists order by md5(id::text) limit 300`.execute(database.db);
    const times: number[] = [];
    for (const [i, l] of sample.rows.entries()) {
      const { token } = await app.sessions.create(l.owner_id);
      const t = performance.now();
      const res = await app.inject({ url: `/api/v1/lists/${l.id}/deals`, headers: { authorization: `Bearer ${token}` } });
      if (i >= 20) times.push(performance.now() - t);
      if (res.statusCode !== 200) throw new Error(`${l.id}: ${res.statusCode} ${res.body}`);
    }
    const one = stats(times);
    rows.push(
      { group, item: 'GET /lists/:id/deals', metric: 'p50', value: one.p50, unit: 'ms', note: `${times.length} lists` },
      { group, item: 'GET /lists/:id/deals', metric: 'p99', value: one.p99, unit: 'ms', note: `${times.length} lists` },
    );
  } finally {
    await app?.close();
    await database.close();
    await drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  writeResults('list-deals', rows);
}

await main();
