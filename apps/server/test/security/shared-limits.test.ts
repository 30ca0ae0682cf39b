/**
 * Limits hold across server copies (docs/security.md): two apps on one database count the named
 * limits together (the rate_counters table), and with REDIS_URL both the named limits and the
 * per-IP ceiling are counted in Redis — a real one when TEST_REDIS_URL is set (keys under a prefix
 * of the run's own, deleted after). The named limits' windows follow the app's clock.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { redisCounters } from '../../src/limits/counter-store.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { mutableClock } from '../helpers/clock.ts';
import { TEST_REDIS_URL, testRedis, type TestRedis } from '../helpers/redis.ts';

const RULE = { name: 'shared-test', max: 2, windowMs: 60_000 };

/** A second copy over the same database: its own pool on PostgreSQL, the same PGlite otherwise. */
async function secondCopy(first: FastifyInstance, env: Record<string, string>): Promise<FastifyInstance> {
  if (inject('databaseUrl')) return buildTestApp({ env });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp', WEB_DIST: '/nonexistent', ...env });
  const app = await buildApp({ config, database: first.database, clock: first.clock });
  await app.ready();
  return app;
}

const status = (p: Promise<void>) =>
  p.then(
    () => 200,
    (e: { statusCode?: number }) => e.statusCode ?? 500,
  );

describe('named limits across copies', () => {
  it('two copies on one database share the counters; a new window starts with the clock', async () => {
    const prefix = `shared-${crypto.randomBytes(4).toString('hex')}:`;
    const clock = mutableClock();
    const a = await buildTestApp({ clock, env: { RATE_LIMIT_PREFIX: prefix } });
    const b = await secondCopy(a, { RATE_LIMIT_PREFIX: prefix });
    try {
      expect(await status(a.limits.hit(RULE, 'u1'))).toBe(200);
      expect(await status(b.limits.hit(RULE, 'u1'))).toBe(200);
      expect(await status(a.limits.hit(RULE, 'u1'))).toBe(429);
      expect(await status(b.limits.hit(RULE, 'u1'))).toBe(429);
      // Another subject has its own count.
      expect(await status(b.limits.hit(RULE, 'u2'))).toBe(200);
      if (!inject('databaseUrl')) {
        // Same PGlite, same clock: the next window is free again.
        clock.advanceSeconds(60);
        expect(await status(a.limits.hit(RULE, 'u1'))).toBe(200);
      }
    } finally {
      await b.close();
      await a.close();
    }
  });

  it('an unreachable Redis lets requests through (skipOnError), never a 500', async () => {
    const app = await buildTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_PER_MINUTE: '100' } });
    try {
      expect((await app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe.skipIf(!TEST_REDIS_URL)('limits on a real Redis (TEST_REDIS_URL)', () => {
  let r: TestRedis;
  beforeAll(() => {
    r = testRedis(TEST_REDIS_URL!);
  });
  afterAll(async () => {
    await r?.cleanup();
  });

  it('the counter store: one counter per key and window under its prefix, expiring a second after the window', async () => {
    const counters = redisCounters(r.redis, `${r.prefix}store:`);
    const window = new Date('2026-11-24T12:30:00Z');
    const next = new Date(window.getTime() + 60_000);
    expect(await counters.hit('search:ip1', window, 60_000)).toBe(1);
    expect(await counters.hit('search:ip1', window, 60_000)).toBe(2);
    expect(await counters.hit('search:ip2', window, 60_000)).toBe(1);
    expect(await counters.hit('search:ip1', next, 60_000)).toBe(1);
    const key = `${r.prefix}store:search:ip1:${window.getTime()}`;
    expect(await r.keys('store:*')).toEqual([
      key,
      `${r.prefix}store:search:ip1:${next.getTime()}`,
      `${r.prefix}store:search:ip2:${window.getTime()}`,
    ]);
    expect(await r.redis.get(key)).toBe('2');
    const ttl = await r.redis.pttl(key);
    expect(ttl).toBeGreaterThan(60_000);
    expect(ttl).toBeLessThanOrEqual(61_000);
  });

  it('two copies sharing only Redis count the named limits and the per-IP ceiling together; a named limit frees with the clock', async () => {
    const clock = mutableClock();
    const env = { REDIS_URL: TEST_REDIS_URL!, CACHE_KEY_PREFIX: r.prefix, RATE_LIMIT_PREFIX: 'r:', RATE_LIMIT_PER_MINUTE: '3' };
    const a = await buildTestApp({ env, clock });
    // A copy on another database (on PGlite) cannot share anything but Redis.
    const b = await buildTestApp({ env, clock });
    try {
      expect(await status(a.limits.hit(RULE, 'u1'))).toBe(200);
      expect(await status(b.limits.hit(RULE, 'u1'))).toBe(200);
      expect(await status(a.limits.hit(RULE, 'u1'))).toBe(429);
      const [counter, ...others] = await r.keys(`limit:r:${RULE.name}:u1:*`);
      expect(others).toEqual([]);
      expect(await r.redis.get(counter!)).toBe('3');
      clock.advanceSeconds(60);
      expect(await status(b.limits.hit(RULE, 'u1'))).toBe(200);
      expect(await r.keys(`limit:r:${RULE.name}:u1:*`)).toHaveLength(2);

      const ip = '10.6.6.6';
      expect((await a.inject({ url: '/api/health', remoteAddress: ip })).statusCode).toBe(200);
      expect((await b.inject({ url: '/api/health', remoteAddress: ip })).statusCode).toBe(200);
      expect((await a.inject({ url: '/api/health', remoteAddress: ip })).statusCode).toBe(200);
      const over = await b.inject({ url: '/api/health', remoteAddress: ip });
      expect(over.statusCode).toBe(429);
      expect(over.json().code).toBe('RATE_LIMITED');
      // The ceiling's counters are in Redis too, under the same prefix.
      expect((await r.keys('rl:*')).length).toBeGreaterThan(0);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
