/**
 * Migrations as a deploy's own step (docs/operations.md#rolling-deploys): `npm run migrate`
 * applies the pending files to the configured database and exits 0 (again: nothing to do), 2 on a
 * bad configuration; a start with MIGRATE_ON_START=off changes no schema, serves a migrated
 * database, and refuses one with a pending migration, naming the command, writing nothing.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/connect.ts';
import { MIGRATIONS_DIR } from '../../src/db/migrate.ts';
import { PendingMigrationsError, startApp } from '../../src/startup.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const dirs: string[] = [];
const scratch = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qadhya-migrate-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** `npm run migrate`'s script, as the deploy runs it. */
function runMigrate(env: Record<string, string>) {
  const res = spawnSync(process.execPath, ['scripts/migrate.mjs'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
  });
  return { code: res.status, out: `${res.stdout}${res.stderr}` };
}

/** A start of the app on `dataDir` with MIGRATE_ON_START=off (no demo data). */
const startWithoutMigrating = (dataDir: string) =>
  startApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DEMO_DATA: 'off',
      MIGRATE_ON_START: 'off',
      WEB_DIST: '/nonexistent',
    }),
  );

const FILES = fs.readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{4}_.+\.sql$/.test(f));

async function publicTables(dataDir: string): Promise<number> {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from information_schema.tables where table_schema = 'public'`.execute(database.db);
    return rows[0]!.n;
  } finally {
    await database.close();
  }
}

describe('npm run migrate', () => {
  const dataDir = scratch();

  it('applies every pending file to the configured database and exits 0; again, finds nothing to do', () => {
    const first = runMigrate({ DATA_DIR: dataDir });
    expect(first.code, first.out).toBe(0);
    expect(first.out).toContain(`migrations: applied ${FILES.length}:`);
    const again = runMigrate({ DATA_DIR: dataDir });
    expect(again.code, again.out).toBe(0);
    expect(again.out).toContain('migrations: every file was already applied');
    // Two whole runs of every migration on PGlite, each in a process of its own: about a minute on a
    // busy 2-core machine.
  }, 180_000);

  it('a start with MIGRATE_ON_START=off serves the migrated database', async () => {
    const app = await startWithoutMigrating(dataDir);
    try {
      const ready = await app.inject('/api/health/ready');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ status: 'ok', checks: { migrations: { status: 'ok' } } });
    } finally {
      await app.close();
    }
  });

  it('a bad configuration: exit 2, nothing written', () => {
    const dir = scratch();
    const res = runMigrate({ DATA_DIR: dir, DATABASE_URL: 'mysql://nope' });
    expect(res.code).toBe(2);
    expect(res.out).toContain('DATABASE_URL must start with postgres://');
    expect(fs.existsSync(path.join(dir, 'pglite'))).toBe(false);
  });
});

describe('MIGRATE_ON_START=off on a database with pending migrations', () => {
  it('refuses to start, naming npm run migrate, and creates no table', async () => {
    const dataDir = scratch();
    const start = startWithoutMigrating(dataDir);
    await expect(start).rejects.toBeInstanceOf(PendingMigrationsError);
    await expect(start).rejects.toThrow(/run `npm run migrate` on this database first/);
    expect(await publicTables(dataDir)).toBe(0);
  });

  it('MIGRATE_ON_START takes on or off only (on by default)', () => {
    expect(loadConfig({}).migrateOnStart).toBe(true);
    expect(loadConfig({ MIGRATE_ON_START: 'off' }).migrateOnStart).toBe(false);
    expect(() => loadConfig({ MIGRATE_ON_START: 'no' })).toThrow(/MIGRATE_ON_START must be on or off/);
  });
});
