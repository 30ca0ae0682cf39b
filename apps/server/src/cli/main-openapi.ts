import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fixedClock } from '@qadhya/domain';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/connect.ts';

/**
 * `npm run lint:openapi` writes the OpenAPI document with this (docs/api.md): the whole app built
 * over an empty PGlite in a temporary folder, never listening, its document (`app.swagger()`)
 * written to the file named as the first argument. The routes query nothing while they register.
 */
const out = process.argv[2];
if (!out) {
  console.error('usage: main-openapi <file.json>');
  process.exit(2);
}
const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'qadhya-openapi-'));
let code = 0;
try {
  const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: tmp, WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent', API_DOCS: 'on' });
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(tmp, 'pglite') });
  const app = await buildApp({ config, database, clock: fixedClock(new Date('2026-11-24T12:30:00Z')) });
  try {
    await app.ready();
    await fs.writeFile(out, JSON.stringify(app.swagger(), null, 2) + '\n');
  } finally {
    await app.close();
    await database.close();
  }
} catch (err) {
  console.error(err instanceof Error ? err.stack : err);
  code = 1;
} finally {
  await fs.rm(tmp, { recursive: true, force: true });
}
process.exit(code);
