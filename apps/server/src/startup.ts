import path from 'node:path';
import { checkTunisRules, offsetClock, systemClock, travelClock, type Clock } from '@qadhya/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { AppConfig } from './config.ts';
import { openDatabase, type Database, type PoolOptions } from './db/connect.ts';
import { migrate, MIGRATIONS_DIR, pendingMigrations } from './db/migrate.ts';
import { ensureFirstAdmin } from './modules/admin/first-admin.ts';
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

/** A start with MIGRATE_ON_START=off finds a pending migration: `npm run migrate` was not run. */
export class PendingMigrationsError extends Error {
  constructor(pending: string[]) {
    super(
      `MIGRATE_ON_START=off and ${pending.length} migration(s) not applied (${pending.join(', ')}): ` +
        'run `npm run migrate` on this database first (docs/operations.md#rolling-deploys).',
    );
    this.name = 'PendingMigrationsError';
  }
}

/** With MIGRATE_ON_START=off the start changes no schema: it only checks that every file is applied. */
async function requireMigrated(database: Database): Promise<void> {
  let pending: string[];
  try {
    pending = await pendingMigrations(database);
  } catch (err) {
    // No schema_migrations table at all (undefined_table): nothing was ever migrated here.
    if ((err as { code?: unknown }).code !== '42P01') throw err;
    pending = ['every migration'];
  }
  if (pending.length > 0) {
    await database.close();
    throw new PendingMigrationsError(pending);
  }
}

/**
 * Opens the database, migrates (unless MIGRATE_ON_START=off: then it checks nothing is pending), builds the app, loads the reference geography, and adds the demo
 * data when it is on (development and tests by default, DEMO_DATA=on elsewhere): a production
 * start on an empty database serves an empty, working app (docs/operations.md#data).
 */
export async function startApp(config: AppConfig): Promise<FastifyInstance> {
  const clock = clockFor(config);
  const database = await openConfiguredDatabase(config);
  const log = startLog(config);
  database.logTo?.(log);
  if (config.migrateOnStart) await migrate(database, MIGRATIONS_DIR, { lockTimeoutMs: config.database.migrationLockTimeoutMs, log });
  else await requireMigrated(database);
  const app = await buildApp({ config, database, clock });
  // Tunis time comes from its fixed offset; a tz database with a newer rule switches it to Intl.
  if (!checkTunisRules(clock.now())) app.log.warn('the tz database gives Tunis another offset than UTC+01:00: Tunis time now read from it');
  await ensureGeography(database, app.log);
  await ensureCategories(database, app.log);
  if (config.demoData) {
    await ensureDemoData(database, clock, app.log, config.wallet);
    // The demo shoppers' inboxes, written by the real events (docs/notifications.md#events).
    await ensureInboxDemo(database.db, app.services.inboxEvents, clock, app.log);
  } else app.log.info('demo data off: the back office fills the catalogue');
  await ensureFirstAdmin(database.db, clock, config, app.log);
  app.addHook('onClose', async () => database.close());
  return app;
}
