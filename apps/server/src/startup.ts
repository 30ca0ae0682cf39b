import path from 'node:path';
import { offsetClock, systemClock, travelClock, type Clock } from '@qadhya/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { AppConfig } from './config.ts';
import { openDatabase, type Database, type PoolOptions } from './db/connect.ts';
import { migrate, MIGRATIONS_DIR } from './db/migrate.ts';
import { startLog } from './observability/start-log.ts';
import { ensureCategories } from './seed/categories/ensure.ts';
import { ensureGeography } from './seed/geography/ensure.ts';
import { ensureDemoData } from './seed/index.ts';
import { ensureInboxDemo } from './seed/inbox/index.ts';

/**
 * APP_NOW sets the app's today: the clock starts there and runs on, so day rules are pinned while
 * expiries and rate limits still see time pass. In-process tests use fixedClock directly. A server
 * run with NODE_ENV=test (the browser tests') can also be moved forward through
 * POST /api/dev/clock/advance, so no test waits for a limit's window to pass.
 */
export function clockFor(config: AppConfig): Clock {
  const clock = config.appNow ? offsetClock(config.appNow) : systemClock;
  return config.nodeEnv === 'test' ? travelClock(clock) : clock;
}

/** The pool's size and time limits from the configuration (docs/operations.md#bounded-waiting). */
export function poolOptions(config: AppConfig): PoolOptions {
  const d = config.database;
  return { size: d.poolSize, connectTimeoutMs: d.connectTimeoutMs, queueMax: d.poolQueueMax, statementTimeoutMs: d.statementTimeoutMs };
}

export async function openConfiguredDatabase(config: AppConfig): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl }, poolOptions(config))
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
}

/**
 * Opens the database, migrates, builds the app, loads the reference geography, and adds the demo
 * data when it is on (development and tests by default, DEMO_DATA=on elsewhere): a production
 * start on an empty database serves an empty, working app (docs/operations.md#data).
 */
export async function startApp(config: AppConfig): Promise<FastifyInstance> {
  const clock = clockFor(config);
  const database = await openConfiguredDatabase(config);
  const log = startLog(config);
  database.logTo?.(log);
  await migrate(database, MIGRATIONS_DIR, { lockTimeoutMs: config.database.migrationLockTimeoutMs, log });
  const app = await buildApp({ config, database, clock });
  await ensureGeography(database, app.log);
  await ensureCategories(database, app.log);
  if (config.demoData) {
    await ensureDemoData(database, clock, app.log, config.wallet);
    // The demo shoppers' inboxes, written by the real events (docs/notifications.md#events).
    await ensureInboxDemo(database.db, app.services.inboxEvents, clock, app.log);
  } else app.log.info('demo data off: the back office fills the catalogue');
  app.addHook('onClose', async () => database.close());
  return app;
}
