import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/connect.ts';
import { TEST_NOW, testClock } from './test-db.ts';

export { TEST_NOW } from './test-db.ts';

export interface TestAppOptions {
  /** Tunis wall time the app's clock is pinned to (default 2026-11-24T13:30). */
  now?: string;
}

/**
 * The whole app on the seeded test database, with a fixed clock. On PGlite each call gets its own
 * copy of the seeded template; on PostgreSQL (TEST_DATABASE_URL) all share the seeded database.
 * Close it with app.close().
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const url = inject('databaseUrl');
  let database: Database;
  let tmp: string | null = null;
  if (url) {
    database = await openDatabase({ kind: 'postgres', url });
  } else {
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'qadhya-test-'));
    const dataDir = path.join(tmp, 'pglite');
    await fs.cp(inject('pgliteTemplate'), dataDir, { recursive: true });
    database = await openDatabase({ kind: 'pglite', dataDir });
  }
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: tmp ?? os.tmpdir(), WEB_DIST: '/nonexistent' });
  const app = await buildApp({ config, database, clock: testClock(options.now ?? TEST_NOW) });
  app.addHook('onClose', async () => {
    await database.close();
    if (tmp) await fs.rm(tmp, { recursive: true, force: true });
  });
  await app.ready();
  return app;
}
