/**
 * A Redis outage degrades a copy, never stops it (docs/operations.md#redis-outage): with REDIS_URL
 * on a closed port, every request is served, readiness stays 200 (`degraded`, naming redis), the
 * named limits and the per-IP ceiling are counted in the copy's memory (still enforced), and the
 * metrics show it (`redis_up` 0, `redis_fallbacks_total`).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryCounters, withFallback, type CounterStore } from '../../src/limits/counter-store.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { mutableClock } from '../helpers/clock.ts';
import { freePort, sample } from './support.ts';

const RULE = { name: 'outage-test', max: 2, windowMs: 60_000 };
const status = (p: Promise<void>) =>
  p.then(
    () => 200,
    (e: { statusCode?: number }) => e.statusCode ?? 500,
  );

describe('Redis down', () => {
  let app: FastifyInstance;
  const clock = mutableClock();
  beforeAll(async () => {
    const port = await freePort();
    app = await buildTestApp({ clock, env: { REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_PER_MINUTE: '5', RESPONSE_CACHE: 'on' } });
  });
  afterAll(async () => {
    await app?.close();
  });
  const scrape = async () => (await app.inject('/metrics')).body;

  it('readiness stays 200, degraded, naming redis; liveness 200', async () => {
    const res = await app.inject('/api/health/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'degraded',
      message: 'Degraded: redis.',
      checks: { database: { status: 'ok' }, migrations: { status: 'ok' }, redis: { status: 'degraded' } },
    });
    expect((await app.inject('/api/health/live')).statusCode).toBe(200);
  });

  it('serves the cached reads (built here) and counts the per-IP ceiling in its own memory', async () => {
    const ip = '203.0.113.77';
    const answers: number[] = [];
    for (let i = 0; i < 7; i++) answers.push((await app.inject({ url: '/api/v1/brands', remoteAddress: ip })).statusCode);
    // Five a minute from one address, then 429: the ceiling holds without Redis.
    expect(answers).toEqual([200, 200, 200, 200, 200, 429, 429]);
    // Another address has its own count.
    expect((await app.inject({ url: '/api/v1/brands', remoteAddress: '203.0.113.78' })).statusCode).toBe(200);
  });

  it('the named limits still hold, per copy, and follow the clock', async () => {
    expect(await status(app.limits.hit(RULE, 'u1'))).toBe(200);
    expect(await status(app.limits.hit(RULE, 'u1'))).toBe(200);
    expect(await status(app.limits.hit(RULE, 'u1'))).toBe(429);
    expect(await status(app.limits.hit(RULE, 'u2'))).toBe(200);
    clock.advanceSeconds(60);
    expect(await status(app.limits.hit(RULE, 'u1'))).toBe(200);
  });

  it('the metrics show it: redis_up 0 for each connection, and the fallbacks counted by use', async () => {
    const text = await scrape();
    expect(text).toContain('redis_up{use="limits"} 0');
    expect(text).toContain('redis_up{use="response_cache"} 0');
    expect(sample(text, 'redis_fallbacks_total', { use: 'limits' })).toBeGreaterThanOrEqual(5);
    expect(sample(text, 'redis_fallbacks_total', { use: 'rate_limit' })).toBeGreaterThanOrEqual(8);
    expect(sample(text, 'redis_fallbacks_total', { use: 'response_cache' })).toBeGreaterThanOrEqual(1);
  });
});

describe('withFallback', () => {
  const failing: CounterStore = {
    kind: 'redis',
    hit: () => Promise.reject(new Error('Connection is closed.')),
  };

  it('counts in the fallback while the primary fails, and says so each time', async () => {
    const told: unknown[] = [];
    const store = withFallback(failing, memoryCounters(), (err) => told.push(err));
    const window = new Date('2026-11-24T12:30:00Z');
    expect(await store.hit('k', window, 60_000)).toBe(1);
    expect(await store.hit('k', window, 60_000)).toBe(2);
    expect(await store.hit('k', new Date(window.getTime() + 60_000), 60_000)).toBe(1);
    expect(told).toHaveLength(3);
  });

  it('uses the primary while it answers', async () => {
    let calls = 0;
    const primary: CounterStore = { kind: 'redis', hit: async () => ++calls * 10 };
    const store = withFallback(primary, memoryCounters(), () => {
      throw new Error('not called');
    });
    expect(await store.hit('k', new Date(0), 1000)).toBe(10);
    expect(calls).toBe(1);
  });

  it('memory counters stay bounded under a flood of keys', async () => {
    const store = memoryCounters(100);
    const window = new Date(0);
    for (let i = 0; i < 1000; i++) await store.hit(`k${i}`, window, 60_000);
    // The newest key still counts on.
    expect(await store.hit('k999', window, 60_000)).toBe(2);
  });
});
