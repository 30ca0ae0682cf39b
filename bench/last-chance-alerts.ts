/**
 * « Dernière chance » alerts (docs/last-chance.md#alerts): on a fresh PGlite (or PostgreSQL) with the demo data,
 * FOLLOWERS shoppers follow one store (90 % by default through the store kept on the server, 10 % with
 * saved follows narrowed to one category), five new offers are published there, and the window's job
 * writes its messages (one per shopper: the inbox rows, the alert rows, the push hook) through the
 * whole app in process (app.services.lastChanceAlerts.tell, what the job runs):
 *   - the fan-out: total time, per 1,000 followers, messages written;
 *   - a rerun of the same window (everything already written): its time;
 *   - the back office's report over those alerts (GET /admin/last-chance-alerts's query).
 * Printed and written to bench/results/last-chance-alerts.json, informative: nothing is asserted.
 *
 *   npx tsx bench/last-chance-alerts.ts [followers, default 100000]     (or npm run bench -- last-chance-alerts)
 *   DATABASE_URL=postgres://… npx tsx bench/last-chance-alerts.ts        (a scratch database on that server, dropped after)
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
import { migrate } from '../apps/server/src/db/migrate.ts';
import { windowEnd } from '../apps/server/src/modules/last-chance-alerts/last-chance-alerts.service.ts';
import { createLastChanceAlertsRepository } from '../apps/server/src/modules/last-chance-alerts/last-chance-alerts.repository.ts';
import { ensureDemoData } from '../apps/server/src/seed/index.ts';
import { type BenchRow, writeResults } from './lib/report.ts';
import { openBenchDatabase } from './lib/scratch-database.ts';
import { APP_NOW } from './lib/server.ts';

const FOLLOWERS = Number(process.argv[2] ?? 100_000);
const clock = fixedClock(parseTunisDateTime(APP_NOW)!);
const quiet = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {}, child: () => quiet } as unknown as FastifyBaseLogger;

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'qadhya-bench-alerts-'));
  const { database, label, drop } = await openBenchDatabase('qadhya_bench_alerts');
  const GROUP = `Last-chance alerts (${label})`;
  const rows: BenchRow[] = [];
  let app: FastifyInstance | undefined;
  try {
    await migrate(database);
    await ensureDemoData(database, clock, quiet);
    const db = database.db;
    const store = (await sql<{ code: string }>`select magasin_code as code from stores order by magasin_code limit 1`.execute(db)).rows[0]!
      .code;
    // Five products not on offer there yet, two of them in the category the narrowed followers chose.
    const fresh = (
      await sql<{ sku: string; name: string; size: string | null; category_id: number; base_price: number }>`
        select sku, name, size, category_id, base_price from products p
         where base_price > 2000 and not exists (select 1 from last_chance lc where lc.sku = p.sku and lc.magasin_code = ${store})
         order by sku limit 200`.execute(db)
    ).rows;
    const category = fresh[0]!.category_id;
    const offers = [
      ...fresh.filter((p) => p.category_id === category).slice(0, 2),
      ...fresh.filter((p) => p.category_id !== category).slice(0, 3),
    ];

    // The followers: users 60,000,001…, their store kept on the server; one in ten saved follows narrowed to `category`.
    const t0 = performance.now();
    const first = 60_000_001;
    await sql`insert into users (id, phone) select ${first - 1} + g, (20000000 + g)::text from generate_series(1, ${FOLLOWERS}) g`.execute(
      db,
    );
    await sql`insert into shopper_stores (user_id, magasin_code, updated_at)
              select ${first - 1} + g, ${store}, now() from generate_series(1, ${FOLLOWERS}) g`.execute(db);
    await sql`insert into last_chance_follow_settings (user_id, skus, category_ids, updated_at)
              select ${first - 1} + g, '{}', array[${category}]::int[], now() from generate_series(10, ${FOLLOWERS}, 10) g`.execute(db);
    await sql`insert into last_chance_follows (user_id, magasin_code, created_at)
              select ${first - 1} + g, ${store}, now() from generate_series(10, ${FOLLOWERS}, 10) g`.execute(db);
    const setupMs = performance.now() - t0;

    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST: '/nonexistent', RATE_LIMIT_PER_MINUTE: '0' });
    app = await buildApp({ config, database, clock });
    await app.ready();
    const alerts = app.services.lastChanceAlerts;

    // Published: the offers written and their window told, in one transaction (as the feeds do).
    let t = performance.now();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('last_chance')
        .values(
          offers.map((p) => ({
            sku: p.sku,
            magasin_code: store,
            nouveau_pv: Math.round(p.base_price / 2),
            ancien_pv: p.base_price,
            remise: 50,
            stock: 4,
            desc_article: p.size ? `${p.name} ${p.size}` : p.name,
            category_id: p.category_id,
          })),
        )
        .execute();
      await alerts.published(
        trx,
        store,
        offers.map((p) => p.sku),
      );
    });
    const publishMs = performance.now() - t;

    const dueAt = windowEnd(clock.now());
    t = performance.now();
    const written = await alerts.tell(store, dueAt);
    const fanOutMs = performance.now() - t;
    const notifications = (
      await sql<{ n: number }>`select count(*)::int as n from notifications where kind = 'last_chance_alert'`.execute(db)
    ).rows[0]!.n;
    const narrowed = (await sql<{ n: number }>`select count(*)::int as n from last_chance_alerts where cardinality(skus) = 2`.execute(db))
      .rows[0]!.n;

    // The same window again (a job's rerun): the batch is marked sent, nothing is read.
    await sql`update last_chance_alert_batches set sent_at = null`.execute(db);
    t = performance.now();
    await alerts.tell(store, dueAt);
    const rerunMs = performance.now() - t;

    const repo = createLastChanceAlertsRepository(db);
    t = performance.now();
    const report = await repo.report(new Date(dueAt.getTime() - 86_400_000), new Date(dueAt.getTime() + 86_400_000), 48, null);
    const reportMs = performance.now() - t;
    const mine = report.find((r) => r.magasin_code === store);

    const note = `${FOLLOWERS.toLocaleString('en')} followers of one store (${FOLLOWERS / 10} narrowed to one category), 5 new offers`;
    rows.push(
      { group: GROUP, item: 'followers written (set-up)', metric: 'time', value: setupMs, unit: 'ms', note },
      { group: GROUP, item: 'publish: offers + window + job (one transaction)', metric: 'time', value: publishMs, unit: 'ms' },
      {
        group: GROUP,
        item: 'fan-out: the window’s job',
        metric: 'time',
        value: fanOutMs,
        unit: 'ms',
        note: `${written} messages (${notifications} inbox rows, ${narrowed} with the 2 offers of the category)`,
      },
      { group: GROUP, item: 'fan-out: the window’s job', metric: 'per 1,000 followers', value: (fanOutMs / FOLLOWERS) * 1000, unit: 'ms' },
      {
        group: GROUP,
        item: 'fan-out: the same window again (rerun)',
        metric: 'time',
        value: rerunMs,
        unit: 'ms',
        note: 'every message already written (dedupe)',
      },
      {
        group: GROUP,
        item: 'back office report (followers, alerts, sales)',
        metric: 'time',
        value: reportMs,
        unit: 'ms',
        note: `store ${store}: ${mine?.followers} followers, ${mine?.alerts} alerts`,
      },
    );
  } finally {
    await app?.close();
    await database.close();
    await drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  writeResults('last-chance-alerts', rows);
}

await main();
