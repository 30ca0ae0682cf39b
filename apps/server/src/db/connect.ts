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
import { guardPool, silentLog, type DatabaseLog } from './pool-guard.ts';
import { queryObserver, type QueryDone } from './query-observer.ts';
import type { DB } from './schema.ts';

/** Postgres type oids whose text form we parse the same way on PGlite and on a real server. */
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Kysely<DB>;
  /** PostgreSQL's connection string (the live bus LISTENs on a connection of its own, src/live). */
  url?: string;
  /** Runs a script of one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` on one connection held throughout (session-level advisory locks, scripts and
   * queries that must see each other): the migrator's.
   */
  session<T>(fn: (session: DbSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The connections (metrics, src/observability/metrics.ts): PostgreSQL's pool; PGlite's one. */
  poolStats?(): PoolStats;
  /** Where the pool logs a lost connection, an outage and its end (the app's logger, once built). */
  logTo?(log: DatabaseLog): void;
  /** Tells `listener` of every query done, with its repository (metrics); returns the way to stop. */
  observeQueries?(listener: (done: QueryDone) => void): () => void;
}

/**
 * Bounded waiting on a PostgreSQL server (docs/operations.md#bounded-waiting); every field optional
 * (tests and command lines open the pool with none of these limits).
 */
export interface PoolOptions {
  /** Connections at most (DATABASE_POOL_SIZE). */
  size?: number;
  /** Making a connection, or waiting for a free one, at most (DATABASE_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
  /** Queries waiting for a free connection at most; one more: 503 at once (DATABASE_POOL_QUEUE_MAX). */
  queueMax?: number;
  /** The server cancels a statement running longer (DATABASE_STATEMENT_TIMEOUT_MS); 0: never. */
  statementTimeoutMs?: number;
}

/** A query's answer is awaited this much longer than its statement timeout before its connection is ended. */
export const ANSWER_GRACE_MS = 1000;

export interface PoolStats {
  /** Open connections. */
  total: number;
  /** Open and unused. */
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

/** One connection: scripts without parameters, and queries with them. */
export interface DbSession {
  exec(sql: string): Promise<void>;
  query<R>(sql: string, params?: unknown[]): Promise<R[]>;
}

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };

/** Opens PGlite (a folder on disk, or memory when dataDir is null) or a PostgreSQL pool. */
export async function openDatabase(target: DatabaseTarget, pool: PoolOptions = {}): Promise<Database> {
  return target.kind === 'postgres' ? openPostgres(target.url, pool) : openPGlite(target.dataDir);
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
  const observer = queryObserver();
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite), log: observer.log });
  return {
    kind: 'pglite',
    db,
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    // PGlite is one connection: every call is already on it.
    session: (fn) =>
      fn({
        exec: async (sql) => {
          await pglite.exec(sql);
        },
        query: async <R>(sql: string, params: unknown[] = []) => (await pglite.query<R>(sql, params)).rows,
      }),
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    observeQueries: observer.observe,
  };
}

async function openPostgres(url: string, options: PoolOptions): Promise<Database> {
  const parsers: Record<number, (v: string) => unknown> = {
    [INT8]: (v) => Number(v),
    [NUMERIC]: (v) => Number(v),
    [DATE]: (v) => v,
  };
  const types = {
    getTypeParser: (oid: number, format?: string) => parsers[oid] ?? pg.types.getTypeParser(oid, (format ?? 'text') as 'text'),
  };
  const statementTimeoutMs = options.statementTimeoutMs ?? 0;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.size ?? 10,
    types,
    keepAlive: true,
    ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}),
    // Sent when each connection starts: the requests' class of statements (migrate.ts sets its own).
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
  });
  let log: DatabaseLog = silentLog;
  const observer = queryObserver();
  const guarded = guardPool(pool, {
    queueMax: options.queueMax ?? Number.MAX_SAFE_INTEGER,
    answerTimeoutMs: statementTimeoutMs > 0 ? statementTimeoutMs + ANSWER_GRACE_MS : 0,
    log: () => log,
    onConnectFailed: observer.connectFailed,
  });
  // Fail fast with a clear message when the server is not there.
  try {
    const client = await pool.connect();
    client.release();
  } catch (err) {
    await pool.end().catch(() => {});
    const where = new URL(url);
    throw new Error(`Cannot connect to PostgreSQL at ${where.hostname}:${where.port || 5432}${where.pathname}: ${(err as Error).message}`, {
      cause: err,
    });
  }
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: guarded }), log: observer.log });
  return {
    kind: 'postgres',
    db,
    url,
    exec: async (sql) => {
      await pool.query(sql);
    },
    session: async (fn) => {
      const client = await pool.connect();
      let broken = false;
      try {
        return await fn({
          exec: async (sql) => {
            await client.query(sql);
          },
          query: async <R>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as R[],
        });
      } catch (err) {
        broken = true;
        throw err;
      } finally {
        // A connection left in a failed state is closed rather than handed back to the pool.
        client.release(broken);
      }
    },
    close: async () => {
      await db.destroy();
      // Kysely ends the pool only if it ever ran a query through it (the migrator may be alone).
      if (!pool.ended) await pool.end();
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    logTo: (target) => {
      log = target;
    },
    observeQueries: observer.observe,
  };
}
