import path from 'node:path';
import { offsetClock, systemClock, type Clock } from '@qadhya/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { AppConfig } from './config.ts';
import { openDatabase, type Database } from './db/connect.ts';
import { migrate } from './db/migrate.ts';
import { ensureDemoData } from './seed/index.ts';

/**
 * APP_NOW sets the app's today: the clock starts there and runs on, so day rules are pinned while
 * expiries and rate limits still see time pass. In-process tests use fixedClock directly.
 */
export function clockFor(config: AppConfig): Clock {
  return config.appNow ? offsetClock(config.appNow) : systemClock;
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
