import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/connect.ts';
import { migrate } from '../../src/db/migrate.ts';
import { poolOptions } from '../../src/startup.ts';
import { testClock } from '../helpers/test-db.ts';

/** `url` with another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * A migrated, empty database of this file's own on the test server (never the shared seeded one:
 * these tests lock its tables and end its connections). Dropped by `drop()`.
 */
export async function ownDatabase(serverUrl: string, name: string): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(serverUrl, name);
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
  return {
    url,
    async drop() {
      const c = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** The whole app on `url` (through a proxy, say) with the pool and time limits of `env` (DATABASE_*, REQUEST_DEADLINE_MS). */
export async function appOnPostgres(url: string, env: Record<string, string>, logStream?: NodeJS.WritableStream): Promise<FastifyInstance> {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'qadhya-outage-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: tmp,
    WEB_DIST: '/nonexistent',
    RATE_LIMIT_PER_MINUTE: '0',
    RESPONSE_CACHE: 'off',
    DATABASE_URL: url,
    ...(logStream ? { LOG_LEVEL: 'info' } : {}),
    ...env,
  });
  const database = await openDatabase({ kind: 'postgres', url }, poolOptions(config));
  const app = await buildApp({ config, database, clock: testClock(), logStream });
  app.addHook('onClose', async () => {
    await database.close();
    await fs.rm(tmp, { recursive: true, force: true });
  });
  await app.ready();
  return app;
}
