/**
 * Limits hold across server copies (docs/security.md): two apps on one database count the named
 * limits together (the rate_counters table), and with REDIS_URL both the named limits and the
 * per-IP ceiling are counted in Redis. Windows follow the app's clock.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { mutableClock } from '../helpers/clock.ts';
import { reachable } from '../helpers/net.ts';

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

  it('with REDIS_URL, the named limits and the per-IP ceiling are counted in Redis', async () => {
    if (!(await reachable(6379))) {
      // No Redis on this machine: an unreachable Redis lets requests through (skipOnError), never a 500.
      const app = await buildTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_PER_MINUTE: '100' } });
      try {
        expect((await app.inject('/api/health')).statusCode).toBe(200);
      } finally {
        await app.close();
      }
      return;
    }
    const run = crypto.randomBytes(4).toString('hex');
    const env = { REDIS_URL: 'redis://127.0.0.1:6379', CACHE_KEY_PREFIX: `qadhya-test-${run}:`, RATE_LIMIT_PREFIX: `r${run}:`, RATE_LIMIT_PER_MINUTE: '3' };
    const a = await buildTestApp({ env });
    // A copy on another database cannot share anything but Redis.
    const b = await buildTestApp({ env });
    try {
      expect(await status(a.limits.hit(RULE, 'u1'))).toBe(200);
      expect(await status(b.limits.hit(RULE, 'u1'))).toBe(200);
      expect(await status(a.limits.hit(RULE, 'u1'))).toBe(429);
      const ip = '10.6.6.6';
      expect((await a.inject({ url: '/api/health', remoteAddress: ip })).statusCode).toBe(200);
      expect((await b.inject({ url: '/api/health', remoteAddress: ip })).statusCode).toBe(200);
      expect((await a.inject({ url: '/api/health', remoteAddress: ip })).statusCode).toBe(200);
      const over = await b.inject({ url: '/api/health', remoteAddress: ip });
      expect(over.statusCode).toBe(429);
      expect(over.json().code).toBe('RATE_LIMITED');
    } finally {
      await b.close();
      await a.close();
    }
  });
});
