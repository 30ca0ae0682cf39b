/**
 * Database restarts, failovers and freezes (docs/operations.md#database-outages): the app never
 * exits, never answers 500 and never hangs; the requests meanwhile get 503 DATABASE_UNAVAILABLE with
 * Retry-After, readiness says 503, and full service comes back on its own once the database does.
 * On PostgreSQL (TEST_DATABASE_URL) through a TCP proxy the test cuts, closes and freezes; the
 * answer the API gives a lost database runs on PGlite too. Through each outage a shopper keeps
 * creating lists (outage-writes.ts): no acknowledged write is lost, no refused one half-applied.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { DatabaseUnavailableError } from '../../src/db/unavailable.ts';
import { createUser } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.ts';
import { describeWrites, keepWriting, settle } from './outage-writes.ts';
import { appOnPostgres, ownDatabase, withDatabase } from './own-database.ts';

describe('a database out of reach (any database)', () => {
  let app: FastifyInstance;
  let lost = false;
  beforeAll(async () => {
    // Every query fails the way the pool fails it when the server is gone.
    app = await buildTestApp({
      wrapDatabase: (database) => ({
        ...database,
        db: database.db.withPlugin({
          transformQuery: (args) => {
            if (lost)
              throw new DatabaseUnavailableError('the database is out of reach (Connection terminated unexpectedly)', 'unreachable');
            return args.node;
          },
          transformResult: async (args) => args.result,
        }),
      }),
    });
  });
  afterAll(async () => app?.close());
  afterEach(() => {
    lost = false;
  });

  it('answers 503 DATABASE_UNAVAILABLE with Retry-After, readiness 503, and 200 again once it is back', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    lost = true;
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE', retry_after: 2 });
    expect(res.headers['retry-after']).toBe('2');
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().checks.database.status).toBe('failed');
    lost = false;
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });
});

/** Unhandled errors of the process while these tests run (an unlistened pool error would be one). */
const unhandled: unknown[] = [];
const onUncaught = (err: unknown) => unhandled.push(err);

const serverUrl = inject('databaseUrl');
// Only with a PostgreSQL server to cut: registered only then (no skipped tests).
if (serverUrl) {
  describe('a PostgreSQL restart or freeze, through a proxy the test cuts', () => {
    let own: Awaited<ReturnType<typeof ownDatabase>>;
    let proxy: TcpProxy;
    let app: FastifyInstance;
    const target = new URL(serverUrl);

    beforeAll(async () => {
      process.on('uncaughtExceptionMonitor', onUncaught);
      process.on('unhandledRejection', onUncaught);
      own = await ownDatabase(serverUrl, `qadhya_outage_${process.pid}`);
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      const viaProxy = new URL(own.url);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      app = await appOnPostgres(viaProxy.toString(), {
        DATABASE_POOL_SIZE: '4',
        DATABASE_CONNECT_TIMEOUT_MS: '1000',
        DATABASE_STATEMENT_TIMEOUT_MS: '1000',
        REQUEST_DEADLINE_MS: '10000',
      });
    });
    afterAll(async () => {
      await app?.close();
      await proxy?.close();
      await own?.drop();
      process.off('uncaughtExceptionMonitor', onUncaught);
      process.off('unhandledRejection', onUncaught);
    });
    afterEach(() => {
      proxy.open();
      expect(unhandled).toEqual([]);
    });

    const health = () => app.inject({ method: 'GET', url: '/api/health' });
    const ready = () => app.inject({ method: 'GET', url: '/api/health/ready' });
    /** Several at once, so that the pool holds several connections (idle ones get the error events). */
    const warm = async () => {
      const answers = await Promise.all([health(), health(), health(), ready()]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      expect(app.database.poolStats!().total).toBeGreaterThan(1);
    };
    /** Asks until the answer is 200, counting the others: every one of them a 503 DATABASE_UNAVAILABLE. */
    const untilBack = async (from: number) => {
      let failed = 0;
      const others: string[] = [];
      await expect
        .poll(
          async () => {
            const res = await health();
            if (res.statusCode !== 200) {
              failed++;
              if (res.statusCode !== 503 || res.json().code !== 'DATABASE_UNAVAILABLE') others.push(`${res.statusCode} ${res.body}`);
            }
            return res.statusCode;
          },
          { timeout: 20_000, interval: 50 },
        )
        .toBe(200);
      expect(others).toEqual([]);
      return { failed, backAfterMs: Math.round(performance.now() - from) };
    };
    /** The live bus's own LISTEN connection is back: a message published now reaches this copy. */
    const liveBack = async () => {
      const got: number[] = [];
      const off = app.live.subscribe((m) => got.push(...m.users));
      try {
        const user = Math.floor(Math.random() * 1e8);
        await expect
          .poll(
            async () => {
              await app.live.publish({ users: [user], event: { type: 'list', list_id: 1, version: 1 } });
              return got.includes(user);
            },
            { timeout: 20_000, interval: 200 },
          )
          .toBe(true);
      } finally {
        off();
      }
    };

    /** A shopper who keeps creating lists from now on, one write acknowledged before this returns. */
    const writer = async (label: string) => {
      const shopper = await createUser(app);
      const writes = keepWriting(app, shopper, label);
      await writes.untilAcknowledged();
      /** Once service is back: one more write acknowledged, then the database read (nothing lost). */
      const settled = async () => {
        await writes.untilAcknowledged();
        await writes.stop();
        return describeWrites(await settle(app, shopper, writes));
      };
      return { writes, settled };
    };

    it('an immediate restart (every connection cut, new ones refused): 503 with Retry-After meanwhile, readiness 503, then everything back, no write lost', async () => {
      await warm();
      const { writes, settled } = await writer('restart');
      const before = proxy.accepted;
      const cutAt = performance.now();
      proxy.refuse();
      proxy.cutAll();
      const during = [];
      for (let i = 0; i < 10; i++) during.push(await health());
      for (const res of during) {
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE', retry_after: 2 });
        expect(res.headers['retry-after']).toBe('2');
      }
      const notReady = await ready();
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json().checks.database.status).not.toBe('ok');
      await writes.untilRefused();
      const downMs = Math.round(performance.now() - cutAt);

      const openAt = performance.now();
      proxy.open();
      const back = await untilBack(openAt);
      expect((await ready()).statusCode).toBe(200);
      // New connections were made (nothing restarted the app).
      expect(proxy.accepted).toBeGreaterThan(before);
      await liveBack();
      // The failures are counted as "unavailable" in the metrics (GET /api/health runs no repository).
      const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(metrics).toMatch(/^db_query_errors_total\{repository="\(other\)",kind="unavailable"\} [1-9]/m);
      const written = await settled();
      console.log(
        `[measure] immediate restart: database away ${downMs} ms, ${during.length + 1} requests answered 503 meanwhile; ` +
          `first 200 ${back.backAfterMs} ms after it came back (${back.failed} more 503 before it); ${written}`,
      );
    });

    it('a fast shutdown (the server ends every connection, 57P01): the idle connections\u2019 errors are handled, then service goes on, no write lost', async () => {
      await warm();
      const { settled } = await writer('shutdown');
      const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
      await admin.connect();
      try {
        const { rows } = await admin.query<{ ended: boolean }>(
          'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [new URL(own.url).pathname.slice(1)],
        );
        expect(rows.length).toBeGreaterThan(1);
      } finally {
        await admin.end();
      }
      const back = await untilBack(performance.now());
      await liveBack();
      const written = await settled();
      console.log(
        `[measure] fast shutdown: first 200 ${back.backAfterMs} ms after every connection was ended (${back.failed} requests answered 503 before it); ${written}`,
      );
    });

    it('a frozen database: 503 within the statement timeout and its grace instead of a hang, readiness 503, then back, no write lost', async () => {
      await warm();
      const { writes, settled } = await writer('frozen');
      proxy.freeze();
      // A query on an open connection (no answer at all) and one that needs a new connection.
      const [onOpen, onNew] = await Promise.all([
        health(),
        (async () => {
          await Promise.all([health(), health(), health(), health()]);
          return health();
        })(),
      ]);
      for (const res of [onOpen, onNew]) {
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
        expect(res.headers['retry-after']).toBe('2');
      }
      const notReady = await ready();
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json().checks.database.status).not.toBe('ok');
      await writes.untilRefused();
      const openAt = performance.now();
      proxy.open();
      const back = await untilBack(openAt);
      expect((await ready()).statusCode).toBe(200);
      const written = await settled();
      console.log(
        `[measure] frozen database: first 200 ${back.backAfterMs} ms after it answered again (${back.failed} more 503 before it); ${written}`,
      );
    });

    it('the connections of the pool are no more than DATABASE_POOL_SIZE, and the statements the server runs have the statement timeout', async () => {
      await Promise.all(Array.from({ length: 12 }, () => health()));
      expect(app.database.poolStats!().total).toBeLessThanOrEqual(4);
      const { rows } = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(app.database.db);
      expect(rows[0]!.statement_timeout).toBe('1s');
    });
  });
}
