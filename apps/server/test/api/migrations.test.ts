/**
 * The migrator (docs/operations.md): each migration once, recorded with its checksum; a changed
 * applied file stops the start; rows from before checksums get theirs; copies starting together
 * on one PostgreSQL take turns under an advisory lock and apply each file exactly once.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/connect.ts';
import { checksumOf, migrate, MigrationChangedError, MIGRATIONS_DIR } from '../../src/db/migrate.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** A folder with a few small migrations of our own. */
async function scratchDir(files: Record<string, string>): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'qadhya-migrations-'));
  for (const [name, sql] of Object.entries(files)) await fs.writeFile(path.join(dir, name), sql);
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  return dir;
}

async function memoryDb(): Promise<Database> {
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  cleanups.push(() => database.close());
  return database;
}

const FILES = {
  '0001_a.sql': 'create table a (id int primary key);',
  '0002_b.sql': 'create table b (id int primary key);\ninsert into b values (1);',
};

describe('migrate', () => {
  it('applies each file once, in order, with its checksum', async () => {
    const dir = await scratchDir(FILES);
    const database = await memoryDb();
    expect(await migrate(database, dir)).toEqual(['0001_a.sql', '0002_b.sql']);
    expect(await migrate(database, dir)).toEqual([]);
    const rows = await database.session((s) =>
      s.query<{ name: string; checksum: string }>('select name, checksum from schema_migrations order by name'),
    );
    expect(rows).toEqual([
      { name: '0001_a.sql', checksum: checksumOf(FILES['0001_a.sql']) },
      { name: '0002_b.sql', checksum: checksumOf(FILES['0002_b.sql']) },
    ]);
  });

  it('stops on an applied migration whose file changed, naming it, and applies nothing after it', async () => {
    const dir = await scratchDir(FILES);
    const database = await memoryDb();
    await migrate(database, dir);
    await fs.writeFile(path.join(dir, '0001_a.sql'), 'create table a (id bigint primary key);');
    await fs.writeFile(path.join(dir, '0003_c.sql'), 'create table c (id int);');
    const err = await migrate(database, dir).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MigrationChangedError);
    expect((err as Error).message).toContain('0001_a.sql');
    const tables = await database.session((s) => s.query<{ n: number }>("select count(*)::int as n from pg_tables where tablename = 'c'"));
    expect(tables[0]!.n).toBe(0);
    // Line endings alone are no change.
    await fs.writeFile(path.join(dir, '0001_a.sql'), FILES['0001_a.sql']);
    await fs.writeFile(path.join(dir, '0002_b.sql'), FILES['0002_b.sql'].replace(/\n/g, '\r\n'));
    expect(await migrate(database, dir)).toEqual(['0003_c.sql']);
  });

  it('a failing migration is rolled back whole and named; the next start applies it once fixed', async () => {
    const dir = await scratchDir({ ...FILES, '0003_bad.sql': 'create table c (id int);\nselect * from nowhere;' });
    const database = await memoryDb();
    await expect(migrate(database, dir)).rejects.toThrow(/Migration 0003_bad\.sql failed/);
    const names = await database.session((s) => s.query<{ name: string }>('select name from schema_migrations order by name'));
    expect(names.map((r) => r.name)).toEqual(['0001_a.sql', '0002_b.sql']);
    await fs.writeFile(path.join(dir, '0003_bad.sql'), 'create table c (id int);');
    expect(await migrate(database, dir)).toEqual(['0003_bad.sql']);
  });

  it('gives rows recorded before checksums theirs (the databases of earlier versions)', async () => {
    const dir = await scratchDir(FILES);
    const database = await memoryDb();
    await database.exec(`create table schema_migrations (name text primary key, applied_at timestamptz not null default now());
      create table a (id int primary key);
      insert into schema_migrations(name) values ('0001_a.sql');`);
    expect(await migrate(database, dir)).toEqual(['0002_b.sql']);
    const rows = await database.session((s) =>
      s.query<{ checksum: string }>("select checksum from schema_migrations where name = '0001_a.sql'"),
    );
    expect(rows[0]!.checksum).toBe(checksumOf(FILES['0001_a.sql']));
  });

  it('two copies starting together on one PostgreSQL apply every migration exactly once', async () => {
    const url = inject('databaseUrl');
    if (!url) {
      // PGlite is one process and one connection: two runs in parallel take turns the same way.
      const database = await memoryDb();
      const results = await Promise.all([migrate(database), migrate(database)]);
      expect(results.flat().sort()).toEqual((await fs.readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort());
      return;
    }
    const name = `qadhya_migrate_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    });
    const target = new URL(url);
    target.pathname = `/${name}`;
    const a = await openDatabase({ kind: 'postgres', url: target.toString() });
    const b = await openDatabase({ kind: 'postgres', url: target.toString() });
    cleanups.push(async () => {
      await a.close();
      await b.close();
    });
    const [first, second] = await Promise.all([migrate(a), migrate(b)]);
    const all = (await fs.readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
    expect([...first, ...second].sort()).toEqual(all);
    const rows = await a.session((s) => s.query<{ name: string }>('select name from schema_migrations order by name'));
    expect(rows.map((r) => r.name)).toEqual(all);
  });
});
