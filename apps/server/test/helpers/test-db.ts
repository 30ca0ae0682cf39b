import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { fixedClock, parseTunisDateTime } from '@qadhya/domain';
import { openDatabase, type Database } from '../../src/db/connect.ts';
import { migrate } from '../../src/db/migrate.ts';
import { ensureDemoData } from '../../src/seed/index.ts';

export const REPO_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../..');
const SERVER_ROOT = path.join(REPO_ROOT, 'apps/server');

/** The moment every API test lives in unless it asks otherwise: Tuesday 24 November 2026, 13:30 in Tunis. */
export const TEST_NOW = '2026-11-24T13:30';
export const testClock = (at = TEST_NOW) => fixedClock(parseTunisDateTime(at)!);

const quietLog = {
  info: () => {},
  warn: () => {},
  error: () => {},
  debug: () => {},
  trace: () => {},
  fatal: () => {},
  child: () => quietLog,
  level: 'silent',
  silent: () => {},
} as unknown as Parameters<typeof ensureDemoData>[2];

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/**
 * A fingerprint of everything that shapes the seeded database: migrations, generator, reference data
 * (and the price log's rules, which the demo price history follows).
 */
export function seedFingerprint(): string {
  const hash = crypto.createHash('sha256').update(TEST_NOW);
  for (const dir of ['migrations', 'src/seed', 'src/db', 'src/modules/price-history', 'reference-data'].map((d) =>
    path.join(SERVER_ROOT, d),
  )) {
    for (const f of filesUnder(dir)) hash.update(f).update(fs.readFileSync(f));
  }
  for (const pkg of ['packages/domain/src', 'packages/contracts/src']) {
    for (const f of filesUnder(path.join(REPO_ROOT, pkg))) hash.update(f).update(fs.readFileSync(f));
  }
  return hash.digest('hex').slice(0, 16);
}

export async function migrateAndSeed(database: Database): Promise<void> {
  await migrate(database);
  await ensureDemoData(database, testClock(), quietLog);
}

/**
 * A migrated and seeded PGlite folder that test files copy, built once per change of the seed
 * inputs (kept in .data-test/ between runs).
 */
export async function preparePGliteTemplate(): Promise<string> {
  const base = path.join(REPO_ROOT, '.data-test');
  const dir = path.join(base, `pglite-${seedFingerprint()}`);
  if (fs.existsSync(path.join(dir, '.ready'))) return dir;
  fs.mkdirSync(base, { recursive: true });
  // Templates of older code, left for an hour in case another run still copies them.
  for (const old of fs.readdirSync(base)) {
    const p = path.join(base, old);
    if (p !== dir && Date.now() - fs.statSync(p).mtimeMs > 3600_000) fs.rmSync(p, { recursive: true, force: true });
  }
  // Built aside, then renamed: a concurrent run never copies a half-built template.
  const building = `${dir}.building-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  const database = await openDatabase({ kind: 'pglite', dataDir: building });
  try {
    await migrateAndSeed(database);
  } finally {
    await database.close();
  }
  fs.writeFileSync(path.join(building, '.ready'), new Date().toISOString());
  try {
    fs.renameSync(building, dir);
  } catch {
    fs.rmSync(building, { recursive: true, force: true }); // another run finished first
  }
  return dir;
}

/** Empties a PostgreSQL test database and migrates and seeds it. */
export async function preparePostgres(url: string, copies = 0): Promise<void> {
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    await database.exec('drop schema if exists public cascade; create schema public;');
    await migrateAndSeed(database);
  } finally {
    await database.close();
  }
  // One copy of the seeded database per test worker (docs/testing.md#parallel-files): made from it as
  // a template, once nothing is connected to it.
  if (copies === 0) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const base = databaseName(url);
    for (let i = 1; i <= copies; i++) {
      await admin.query(`drop database if exists ${base}_w${i} with (force)`);
      await admin.query(`create database ${base}_w${i} template ${base}`);
    }
  } finally {
    await admin.end();
  }
}

function databaseName(url: string): string {
  const name = new URL(url).pathname.replace(/^\//, '');
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected test database name '${name}'`);
  return name;
}

/**
 * The database this test worker uses: its own copy of the seeded one when the run has several
 * workers (VITEST_POOL_ID is 1-based), else the seeded one itself.
 */
export function workerDatabaseUrl(url: string, copies: number): string {
  const pool = Number(process.env.VITEST_POOL_ID ?? '0');
  if (copies === 0 || !(pool >= 1 && pool <= copies)) return url;
  const target = new URL(url);
  target.pathname = `/${databaseName(url)}_w${pool}`;
  return target.toString();
}
