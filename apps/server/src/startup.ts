import path from 'node:path';
import { offsetClock, systemClock, travelClock, type Clock } from '@qadhya/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { AppConfig } from './config.ts';
import { openDatabase, type Database } from './db/connect.ts';
import { migrate } from './db/migrate.ts';
import { ensureDemoData } from './seed/index.ts';

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

export async function openConfiguredDatabase(config: AppConfig): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
}

/** Opens the database, migrates, seeds the demo data when missing, and builds the app. */
export async function startApp(config: AppConfig): Promise<FastifyInstance> {
  const clock = clockFor(config);
  const database = await openConfiguredDatabase(config);
  await migrate(database);
  const app = await buildApp({ config, database, clock });
  await ensureDemoData(database, clock, app.log);
  app.addHook('onClose', async () => database.close());
  return app;
}
