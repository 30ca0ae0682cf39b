/**
 * Bounded waiting (docs/operations.md#bounded-waiting): a request past its deadline answers 503
 * DEADLINE_EXCEEDED (any database); on PostgreSQL (TEST_DATABASE_URL) a full pool queue answers 503
 * DATABASE_UNAVAILABLE at once, and a migration waiting on a lock lets go (the reads behind it go
 * on), says so in the log, and tries again.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/connect.ts';
import { migrate, MigrationLockTimeoutError } from '../../src/db/migrate.ts';
import type { DatabaseLog } from '../../src/db/pool-guard.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { appOnPostgres, ownDatabase } from './own-database.ts';

describe('the request deadline (REQUEST_DEADLINE_MS)', () => {
  let app: FastifyInstance;
  let stuck = false;
  // The stuck query's answer comes only when the test says so (its connection is held meanwhile).
  let answer = () => {};
  const late = new Promise<void>((resolve) => (answer = resolve));
  beforeAll(async () => {
    // A query whose answer never comes (a frozen database the pool's own limits did not catch).
    app = await buildTestApp({
      env: { REQUEST_DEADLINE_MS: '300' },
      wrapDatabase: (database) => ({
        ...database,
        db: database.db.withPlugin({
          transformQuery: (args) => args.node,
          transformResult: async (args) => {
            if (stuck) await late;
            return args.result;
          },
        }),
      }),
    });
  });
  afterAll(async () => app?.close());

  it('answers 503 DEADLINE_EXCEEDED with Retry-After instead of hanging, and the next request normally', async () => {
    stuck = true;
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    stuck = false;
    answer();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'DEADLINE_EXCEEDED', retry_after: 2 });
    expect(res.headers['retry-after']).toBe('2');
    expect(res.headers['x-request-id']).toBeTruthy();
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('is 15 s by default, a minute for tests, and refuses nonsense', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).limits.requestDeadlineMs).toBe(15_000);
    expect(loadConfig({ NODE_ENV: 'test' }).limits.requestDeadlineMs).toBe(60_000);
    expect(() => loadConfig({ REQUEST_DEADLINE_MS: '5' })).toThrow(/REQUEST_DEADLINE_MS must be at least 100/);
    const d = loadConfig({}).database;
    expect(d).toEqual({ poolSize: 10, poolQueueMax: 50, connectTimeoutMs: 3000, statementTimeoutMs: 5000, migrationLockTimeoutMs: 2000 });
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE must be at least 1/);
    expect(loadConfig({ DATABASE_POOL_SIZE: '40', DATABASE_POOL_QUEUE_MAX: '0' }).database).toMatchObject({
      poolSize: 40,
      poolQueueMax: 0,
    });
  });
});

/** A log that keeps its lines. */
function keptLog() {
  const lines: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
  const at = (level: string) => (obj: object, msg: string) => lines.push({ level, obj: obj as Record<string, unknown>, msg });
  const log: DatabaseLog = { info: at('info'), warn: at('warn'), error: at('error') };
  return { log, lines };
}

const serverUrl = inject('databaseUrl');
// Only with a PostgreSQL server (a second session to hold a lock): registered only then (no skipped tests).
if (serverUrl) {
  describe('bounded waiting on PostgreSQL', () => {
    let own: Awaited<ReturnType<typeof ownDatabase>>;
    let holder: pg.Client;
    beforeAll(async () => {
      own = await ownDatabase(serverUrl, `qadhya_waiting_${process.pid}`);
      holder = new pg.Client({ connectionString: own.url });
      await holder.connect();
    });
    afterAll(async () => {
      await holder?.end();
      await own?.drop();
    });

    it('a full pool queue answers 503 DATABASE_UNAVAILABLE at once; the requests already waiting are answered once the connection is free', async () => {
      const lines: string[] = [];
      const logStream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
      const app = await appOnPostgres(
        own.url,
        {
          DATABASE_POOL_SIZE: '1',
          DATABASE_POOL_QUEUE_MAX: '1',
          DATABASE_CONNECT_TIMEOUT_MS: '60000',
          DATABASE_STATEMENT_TIMEOUT_MS: '60000',
        },
        logStream,
      );
      try {
        // The work the app starts by itself when ready (the games' announcements) is over first.
        const inUse = () => {
          const s = app.database.poolStats!();
          return s.total - s.idle + s.waiting;
        };
        await expect.poll(inUse).toBe(0);
        // The table /api/health reads is locked: the first request holds the only connection, waiting.
        await holder.query('begin; lock table schema_migrations in access exclusive mode');
        const settled: number[] = [];
        const send = (i: number) => app.inject({ method: 'GET', url: '/api/health' }).then((r) => (settled.push(i), r));
        const first = send(1);
        await expect.poll(() => app.database.poolStats!()).toMatchObject({ total: 1, idle: 0 });
        const second = send(2);
        await expect.poll(() => app.database.poolStats!().waiting).toBe(1);
        const third = await send(3);
        expect(third.statusCode).toBe(503);
        expect(third.json()).toMatchObject({
          code: 'DATABASE_UNAVAILABLE',
          message: 'The database is busy: try again in a moment.',
          retry_after: 2,
        });
        expect(third.headers['retry-after']).toBe('2');
        // Answered before the two ahead of it, which still wait.
        expect(settled).toEqual([3]);
        await holder.query('commit');
        expect([(await first).statusCode, (await second).statusCode]).toEqual([200, 200]);
        expect(lines.some((l) => l.includes('answered 503: the database is unavailable') && l.includes('"reason":"busy"'))).toBe(true);
      } finally {
        await holder.query('rollback').catch(() => {});
        await app.close();
      }
    });

    it('a statement past DATABASE_STATEMENT_TIMEOUT_MS is cancelled by the server: 503 DATABASE_UNAVAILABLE, not 500', async () => {
      const app = await appOnPostgres(own.url, { DATABASE_STATEMENT_TIMEOUT_MS: '200' });
      try {
        await holder.query('begin; lock table schema_migrations in access exclusive mode');
        const res = await app.inject({ method: 'GET', url: '/api/health' });
        expect(res.statusCode).toBe(503);
        expect(res.json().code).toBe('DATABASE_UNAVAILABLE');
        await holder.query('commit');
        expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      } finally {
        await holder.query('rollback').catch(() => {});
        await app.close();
      }
    });

    describe('a migration waiting for a lock', () => {
      let dir: string;
      beforeAll(async () => {
        dir = await fs.mkdtemp(path.join(os.tmpdir(), 'qadhya-migrations-'));
        await holder.query('create table if not exists shelf_labels (id int primary key)');
      });
      afterAll(async () => fs.rm(dir, { recursive: true, force: true }));

      it('lets go after lock_timeout so the live reads go on, logs why, tries again and applies once the lock is free', async () => {
        await fs.writeFile(path.join(dir, '0001_shelf_labels_colour.sql'), 'alter table shelf_labels add column colour text;');
        const database = await openDatabase({ kind: 'postgres', url: own.url });
        const reader = new pg.Client({ connectionString: own.url, statement_timeout: 10_000 });
        await reader.connect();
        const { log, lines } = keptLog();
        try {
          // A long transaction holds the table (a report, a stuck request…).
          await holder.query('begin; select * from shelf_labels');
          const migrating = migrate(database, dir, {
            lockTimeoutMs: 100,
            tries: 1000,
            retryDelayMs: () => 0,
            sleep: () => new Promise((resolve) => setImmediate(resolve)),
            log,
          });
          await expect
            .poll(() =>
              lines.some(
                (l) =>
                  l.level === 'warn' && l.obj.migration === '0001_shelf_labels_colour.sql' && /lock held by another session/.test(l.msg),
              ),
            )
            .toBe(true);
          // A live read of the table while the migration keeps trying: answered (behind an ALTER
          // waiting without a lock timeout it would wait as long as the long transaction, past its own 10 s).
          const read = await reader.query<{ count: string }>('select count(*) from shelf_labels');
          expect(read.rows).toEqual([{ count: '0' }]);
          await holder.query('commit');
          expect(await migrating).toEqual(['0001_shelf_labels_colour.sql']);
          expect(lines.some((l) => l.level === 'info' && /applied after waiting/.test(l.msg))).toBe(true);
          const { rows } = await reader.query(
            "select 1 from information_schema.columns where table_name = 'shelf_labels' and column_name = 'colour'",
          );
          expect(rows).toHaveLength(1);
        } finally {
          await holder.query('rollback').catch(() => {});
          await reader.end();
          await database.close();
        }
      });

      it('stops the start with a clear error after its tries, nothing of it applied', async () => {
        await fs.writeFile(path.join(dir, '0002_shelf_labels_size.sql'), 'alter table shelf_labels add column size int;');
        const database = await openDatabase({ kind: 'postgres', url: own.url });
        const { log, lines } = keptLog();
        try {
          await holder.query('begin; select * from shelf_labels');
          const failure = await migrate(database, dir, {
            lockTimeoutMs: 50,
            tries: 3,
            retryDelayMs: () => 0,
            sleep: async () => {},
            log,
          }).catch((err: unknown) => err);
          expect(failure).toBeInstanceOf(MigrationLockTimeoutError);
          expect((failure as Error).message).toMatch(
            /Migration 0002_shelf_labels_size\.sql could not take the locks it needs: 3 tries of 50 ms/,
          );
          expect(lines.filter((l) => l.level === 'warn')).toHaveLength(2);
          expect(lines.some((l) => l.level === 'error' && /gave up/.test(l.msg))).toBe(true);
          const rows = await database.session((session) =>
            session.query("select name from schema_migrations where name = '0002_shelf_labels_size.sql'"),
          );
          expect(rows).toEqual([]);
        } finally {
          await holder.query('rollback').catch(() => {});
          await database.close();
        }
      });
    });
  });
}
