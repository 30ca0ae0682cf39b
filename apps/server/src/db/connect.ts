import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.ts';
import type { DB } from './schema.ts';

/** Postgres type oids whose text form we parse the same way on PGlite and on a real server. */
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Kysely<DB>;
  /** Runs a script of one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };

/** Opens PGlite (a folder on disk, or memory when dataDir is null) or a PostgreSQL pool. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgres' ? openPostgres(target.url) : openPGlite(target.dataDir);
}

async function openPGlite(dataDir: string | null): Promise<Database> {
  if (dataDir) await fs.mkdir(path.dirname(dataDir), { recursive: true });
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    extensions: { cube, earthdistance, pg_trgm, unaccent },
    parsers: {
      [INT8]: (v: string) => Number(v),
      [NUMERIC]: (v: string) => Number(v),
      [DATE]: (v: string) => v,
    },
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  return {
    kind: 'pglite',
    db,
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const parsers: Record<number, (v: string) => unknown> = {
    [INT8]: (v) => Number(v),
    [NUMERIC]: (v) => Number(v),
    [DATE]: (v) => v,
  };
  const types = {
    getTypeParser: (oid: number, format?: string) =>
      parsers[oid] ?? pg.types.getTypeParser(oid, (format ?? 'text') as 'text'),
  };
  const pool = new pg.Pool({ connectionString: url, max: 10, types });
  // Fail fast with a clear message when the server is not there.
  try {
    const client = await pool.connect();
    client.release();
  } catch (err) {
    await pool.end().catch(() => {});
    const where = new URL(url);
    throw new Error(
      `Cannot connect to PostgreSQL at ${where.hostname}:${where.port || 5432}${where.pathname}: ${(err as Error).message}`,
      { cause: err },
    );
  }
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    kind: 'postgres',
    db,
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: async () => {
      await db.destroy();
    },
  };
}
