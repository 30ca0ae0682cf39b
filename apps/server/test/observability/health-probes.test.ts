/** GET /api/health/live and /api/health/ready (src/observability/readiness.ts). */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/connect.ts';
import { migrate } from '../../src/db/migrate.ts';
import { testClock } from '../helpers/test-db.ts';
import { REDIS_DEGRADED, runCheck, timeBoxed } from '../../src/observability/readiness.ts';
import { appPerBlock } from '../helpers/app-per-block.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { TEST_REDIS_URL } from '../helpers/redis.ts';
import { freePort } from './support.ts';

describe('live and ready on a working app', () => {
  const t = appPerBlock();

  it('live: 200 {"status":"ok"}', async () => {
    const res = await t.app.inject('/api/health/live');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('ready: 200 with the database and migrations checks ok (no Redis configured)', async () => {
    const res = await t.app.inject('/api/health/ready');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: string; checked_at: string; checks: Record<string, { status: string }> }>();
    expect(body.status).toBe('ok');
    expect(Object.keys(body.checks).sort()).toEqual(['database', 'migrations']);
    expect(Object.values(body.checks).every((c) => c.status === 'ok')).toBe(true);
    // Reported on the app's clock (pinned in tests).
    expect(body.checked_at).toBe(t.app.clock.now().toISOString());
  });

  it('the old GET /api/health is unchanged', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('ready: 503 while draining, naming only that check; 200 again if it is cleared', async () => {
    t.app.readiness.draining = true;
    try {
      const res = await t.app.inject('/api/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'unavailable',
        code: 'SERVICE_UNAVAILABLE',
        checks: { draining: { status: 'failed' } },
      });
      expect(Object.keys(res.json<{ checks: object }>().checks)).toEqual(['draining']);
      // Liveness is not readiness: the process still answers.
      expect((await t.app.inject('/api/health/live')).statusCode).toBe(200);
    } finally {
      t.app.readiness.draining = false;
    }
    expect((await t.app.inject('/api/health/ready')).statusCode).toBe(200);
  });
});

describe('ready on a database of its own', () => {
  // Rows are deleted here, so never on the shared test database: a fresh in-memory PGlite, migrated.
  let app: FastifyInstance;
  beforeAll(async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await migrate(database);
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent', RATE_LIMIT_PER_MINUTE: '0' }),
      database,
      clock: testClock(),
    });
    app.addHook('onClose', async () => database.close());
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('ready: 503 naming migrations when one is not recorded', async () => {
    expect((await app.inject('/api/health/ready')).statusCode).toBe(200);
    const name = (await app.database.db.selectFrom('schema_migrations').select('name').orderBy('name', 'desc').executeTakeFirstOrThrow())
      .name;
    await app.database.db.deleteFrom('schema_migrations').where('name', '=', name).execute();
    const res = await app.inject('/api/health/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      status: 'unavailable',
      message: 'Not ready: migrations.',
      checks: { database: { status: 'ok' }, migrations: { status: 'failed', message: '1 migration(s) not applied' } },
    });
  });
});

describe('ready with Redis', () => {
  // A real Redis when TEST_REDIS_URL is set (.ci/run sets it when one answers): PING gets PONG.
  it.skipIf(!TEST_REDIS_URL)('200 with the redis check ok when REDIS_URL answers', async () => {
    const app = await buildTestApp({ env: { REDIS_URL: TEST_REDIS_URL!, RESPONSE_CACHE: 'off' } });
    try {
      const res = await app.inject('/api/health/ready');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'ok',
        checks: { database: { status: 'ok' }, migrations: { status: 'ok' }, redis: { status: 'ok' } },
      });
      // Again on the connection now open.
      expect((await app.inject('/api/health/ready')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('ready when something is down', () => {
  it('200 degraded, naming redis, when REDIS_URL points at a closed port (docs/operations.md#redis-outage)', async () => {
    const port = await freePort();
    // Without the response cache, no plugin waits for Redis at start.
    const app = await buildTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${port}`, RESPONSE_CACHE: 'off' } });
    try {
      const res = await app.inject('/api/health/ready');
      expect(res.statusCode).toBe(200);
      const body = res.json<{
        status: string;
        message: string;
        checks: Record<string, { status: string; message?: string; duration_ms: number }>;
      }>();
      expect(body.status).toBe('degraded');
      expect(body.message).toBe('Degraded: redis.');
      expect(body.checks.database!.status).toBe('ok');
      expect(body.checks.migrations!.status).toBe('ok');
      // Refused at once: reported, not a wait for the time box.
      expect(body.checks.redis).toMatchObject({ status: 'degraded', message: REDIS_DEGRADED });
      expect(body.checks.redis!.duration_ms).toBeLessThan(1000);
      // No address or driver text leaks.
      expect(res.body).not.toContain(String(port));
      expect(res.body).not.toContain('ECONNREFUSED');
    } finally {
      await app.close();
    }
  });

  it('503 naming the database when it is closed', async () => {
    const app = await buildTestApp();
    const database = app.database;
    const close = database.close.bind(database);
    let closed = false;
    // Closed once here; the app's own close then has nothing left to do.
    database.close = async () => {
      if (!closed) await close();
      closed = true;
    };
    try {
      await database.close();
      const res = await app.inject('/api/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'unavailable',
        code: 'SERVICE_UNAVAILABLE',
        checks: { database: { status: 'failed' }, migrations: { status: 'failed' } },
      });
      expect(res.json<{ message: string }>().message).toMatch(/^Not ready: database, migrations\.$/);
    } finally {
      await app.close();
    }
  });

  it('app.close() marks the app draining', async () => {
    const app = await buildTestApp();
    expect(app.readiness.draining).toBe(false);
    await app.close();
    expect(app.readiness.draining).toBe(true);
  });
});

describe('time-boxed checks', () => {
  it('a check with no answer is a timeout after the time box, not a wait', async () => {
    // The time box's timer on vitest's fake clock: moved to the box's end, not waited for.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let result: Awaited<ReturnType<typeof runCheck>> | undefined;
      const checked = runCheck(
        () => new Promise<void>(() => {}),
        30,
        () => {},
      ).then((r) => (result = r));
      await vi.advanceTimersByTimeAsync(29);
      expect(result).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      await checked;
      expect(result).toMatchObject({ status: 'timeout', message: 'no answer within 30 ms' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failing check is failed, its error given to the logger, not shown', async () => {
    const seen: unknown[] = [];
    const result = await runCheck(
      async () => {
        throw new Error('connect ECONNREFUSED 10.0.0.1:5432');
      },
      1000,
      (err) => seen.push(err),
    );
    expect(result).toMatchObject({ status: 'failed', message: 'error (see the server log)' });
    expect(seen).toHaveLength(1);
  });

  it('timeBoxed gives the answer when it comes in time', async () => {
    expect(await timeBoxed(async () => 42, 1000)).toBe(42);
  });
});
