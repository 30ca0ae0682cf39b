import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Clock } from '@qadhya/domain';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/connect.ts';
import type { SmsProvider } from '../../src/sms/provider.ts';
import type { HostResolver } from '../../src/modules/push/push-endpoint.ts';
import { fakeDns } from './fake-dns.ts';
import { TEST_NOW, testClock, workerDatabaseUrl } from './test-db.ts';

export { TEST_NOW } from './test-db.ts';

export interface TestAppOptions {
  /** Tunis wall time the app's clock is pinned to (default 2026-11-24T13:30). */
  now?: string;
  /** A clock of the test's own (e.g. mutableClock()); wins over `now`. */
  clock?: Clock;
  /** Extra environment variables for the configuration. */
  env?: Record<string, string>;
  /** Replaces the SMS provider. */
  sms?: SmsProvider;
  /** Receives the JSON log lines (set LOG_LEVEL in `env`: tests log nothing by default). */
  logStream?: NodeJS.WritableStream;
  /** Wraps the opened database before the app gets it (e.g. a Kysely plugin that counts queries). */
  wrapDatabase?: (database: Database) => Database;
  /** Resolves the push services' names (default: a table that knows only localhost: no network). */
  resolveHost?: HostResolver;
}

/**
 * The whole app on the seeded test database, with a fixed clock. On PGlite each call gets its own
 * copy of the seeded template; on PostgreSQL (TEST_DATABASE_URL) the files of one worker share its copy
 * of the seeded database (docs/testing.md#parallel-files).
 * Uploads go to a folder of its own. Close it with app.close().
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const url = inject('databaseUrl') && workerDatabaseUrl(inject('databaseUrl'), inject('databaseCopies'));
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'qadhya-test-'));
  let database: Database | null = null;
  const cleanup = async () => {
    await database?.close();
    await fs.rm(tmp, { recursive: true, force: true });
  };
  try {
    if (url) {
      database = await openDatabase({ kind: 'postgres', url });
    } else {
      const dataDir = path.join(tmp, 'pglite');
      await fs.cp(inject('pgliteTemplate'), dataDir, { recursive: true });
      database = await openDatabase({ kind: 'pglite', dataDir });
    }
    // The per-IP ceiling is off (every inject() comes from 127.0.0.1) and each app counts its named
    // limits apart (a PostgreSQL test database is shared by every file, at one pinned instant).
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: tmp,
      WEB_DIST: '/nonexistent',
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_PREFIX: `t${crypto.randomUUID().slice(0, 8)}:`,
      // Its response cache apart too: on PostgreSQL or Redis the shared cache would serve one file's
      // answers (another worker's database copy, another OWN_BRANDS) to another. A test of two
      // copies sharing one cache passes the same CACHE_KEY_PREFIX to both.
      CACHE_KEY_PREFIX: `c${crypto.randomUUID().slice(0, 8)}:`,
      ...options.env,
    });
    const clock = options.clock ?? testClock(options.now ?? TEST_NOW);
    const appDatabase = options.wrapDatabase ? options.wrapDatabase(database) : database;
    const resolveHost = options.resolveHost ?? fakeDns().resolve;
    const app = await buildApp({
      config,
      database: appDatabase,
      clock,
      ...(options.sms ? { sms: options.sms } : {}),
      logStream: options.logStream,
      resolveHost,
    });
    app.addHook('onClose', cleanup);
    await app.ready();
    return app;
  } catch (err) {
    await cleanup();
    throw err;
  }
}
