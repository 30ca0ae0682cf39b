/** GET /metrics (src/observability/metrics.plugin.ts): counters, labels and who may read them. */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { checkRunnableConfig, ConfigError, loadConfig } from '../../src/config.ts';
import { SmsError, type SmsProvider } from '../../src/sms/provider.ts';
import { randomIp, randomPhone } from '../helpers/accounts.ts';
import { appPerBlock } from '../helpers/app-per-block.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import type { Doc } from '../api/support/json-schema.ts';
import { malformedCases, runCases } from '../api/support/malformed.ts';
import { sample } from './support.ts';

const scrape = async (app: FastifyInstance, headers: Record<string, string> = {}) => {
  const res = await app.inject({ url: '/metrics', headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
};

describe('metrics in a test app (open by default)', () => {
  const sms: SmsProvider = { send: async () => {} };
  const t = appPerBlock({ sms });

  it('counts requests by route template, never by raw URL, and times them', async () => {
    const product = await t.app.database.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
    await t.app.inject(`/api/v1/products/${product.id}`);
    await t.app.inject(`/api/v1/products/${product.id}`);
    await t.app.inject('/api/v1/products/999999999');
    await t.app.inject('/api/v1/no-such-route-xyz');
    await t.app.inject('/api/v1/another-unknown-1234');
    const text = await scrape(t.app);
    const route = '/api/v1/products/:id';
    expect(sample(text, 'http_requests_total', { method: 'GET', route, status: '200' })).toBe(2);
    expect(sample(text, 'http_requests_total', { method: 'GET', route, status: '404' })).toBe(1);
    expect(sample(text, 'http_requests_total', { route: '(unmatched)', status: '404' })).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route })).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_bucket', { method: 'GET', route, le: '+Inf' })).toBe(3);
    expect(text).not.toContain(`/api/v1/products/${product.id}"`);
    expect(text).not.toContain('no-such-route-xyz');
    expect(text).not.toContain('another-unknown-1234');
  });

  it('has the process metrics and the database pool gauges', async () => {
    const text = await scrape(t.app);
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(sample(text, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^db_pool_idle_connections \d+$/m);
    expect(text).toMatch(/^db_pool_waiting_requests \d+$/m);
  });

  it('counts a response cache hit on a second identical cached read', async () => {
    t.app.responseCache.clearLocal();
    const before = sample(await scrape(t.app), 'response_cache_hits_total', { layer: 'local' });
    const missesBefore = sample(await scrape(t.app), 'response_cache_misses_total', { layer: 'local' });
    expect((await t.app.inject('/api/v1/stores')).statusCode).toBe(200);
    const afterFirst = await scrape(t.app);
    expect(sample(afterFirst, 'response_cache_misses_total', { layer: 'local' })).toBe(missesBefore + 1);
    expect(sample(afterFirst, 'response_cache_hits_total', { layer: 'local' })).toBe(before);
    expect((await t.app.inject('/api/v1/stores')).statusCode).toBe(200);
    expect(sample(await scrape(t.app), 'response_cache_hits_total', { layer: 'local' })).toBe(before + 1);
  });

  it('counts OTP SMS by purpose and outcome', async () => {
    const send = (purpose: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/otp',
        payload: { PHONE: randomPhone(), PURPOSE: purpose },
        remoteAddress: randomIp(),
      });
    expect((await send('login')).statusCode).toBe(200);
    expect((await send('register')).statusCode).toBe(200);
    sms.send = async () => {
      throw new SmsError('gateway down');
    };
    try {
      expect((await send('login')).statusCode).toBe(503);
    } finally {
      sms.send = async () => {};
    }
    const text = await scrape(t.app);
    expect(sample(text, 'otp_sms_total', { purpose: 'login', outcome: 'sent' })).toBe(1);
    expect(sample(text, 'otp_sms_total', { purpose: 'register', outcome: 'sent' })).toBe(1);
    expect(sample(text, 'otp_sms_total', { purpose: 'login', outcome: 'failed' })).toBe(1);
  });

  it('is not in the OpenAPI document, and odd requests get JSON errors, never a 5xx', async () => {
    const doc = t.app.swagger() as Doc;
    expect(Object.keys(doc.paths ?? {})).not.toContain('/metrics');
    const cases = malformedCases(doc, { method: 'GET', path: '/metrics', parameters: [] }, { mayWrite: false });
    expect(cases.length).toBeGreaterThan(5);
    expect(await runCases(t.app, cases)).toEqual([]);
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
      const broken = await t.app.inject({ method, url: '/metrics', payload: '{', headers: { 'content-type': 'application/json' } });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toMatchObject({ code: 'INVALID_JSON' });
    }
  });

  it('each t.app counts on its own registry', async () => {
    const other = await buildTestApp();
    try {
      await other.inject('/api/health');
      const mine = await scrape(t.app);
      const theirs = await scrape(other);
      expect(sample(theirs, 'http_requests_total', { route: '/api/health' })).toBe(1);
      expect(sample(mine, 'http_requests_total', { route: '/api/v1/products/:id' })).toBe(3);
      expect(sample(theirs, 'http_requests_total', { route: '/api/v1/products/:id' })).toBe(0);
    } finally {
      await other.close();
    }
  });
});

describe('METRICS and METRICS_TOKEN', () => {
  it('on by default in development and tests, off in production unless METRICS=on', () => {
    expect(loadConfig({}).metrics).toEqual({ enabled: true, token: undefined });
    expect(loadConfig({ NODE_ENV: 'test' }).metrics.enabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).metrics.enabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', METRICS: 'on' }).metrics.enabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', METRICS: 'off' }).metrics.enabled).toBe(false);
  });

  it('refuses another METRICS value and a token under 16 characters', () => {
    expect(() => loadConfig({ METRICS: 'yes' })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(16) }).metrics.token).toBe('a'.repeat(16));
  });
});

describe('who may read /metrics', () => {
  const TOKEN = 'metrics-token-0123456789';
  const production = { NODE_ENV: 'production', SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms', LOG_LEVEL: 'silent' };

  it('production without METRICS=on: 404, as a path no route serves', async () => {
    const app = await buildTestApp({ env: production });
    try {
      const res = await app.inject('/metrics');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'ROUTE_NOT_FOUND', message: 'No route GET /metrics' });
    } finally {
      await app.close();
    }
  });

  it('METRICS_TOKEN: a bearer is required, compared exactly (401 JSON otherwise)', async () => {
    const app = await buildTestApp({ env: { ...production, METRICS: 'on', METRICS_TOKEN: TOKEN } });
    try {
      for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, `Basic ${TOKEN}`, TOKEN, 'Bearer ']) {
        const res = await app.inject({ url: '/metrics', headers: authorization === undefined ? {} : { authorization } });
        expect(res.statusCode, String(authorization)).toBe(401);
        expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
        expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
        expect(res.headers['x-request-id']).toBeTruthy();
      }
      const text = await scrape(app, { authorization: `Bearer ${TOKEN}` });
      expect(text).toContain('# TYPE http_requests_total counter');
      expect(sample(text, 'http_requests_total', { route: '/metrics', status: '401' })).toBe(6);
    } finally {
      await app.close();
    }
  });

  it('production with METRICS=on but no METRICS_TOKEN: the start is refused, and an app built anyway answers 404', async () => {
    const config = loadConfig({ ...production, METRICS: 'on' });
    expect(() => checkRunnableConfig(config)).toThrow(/METRICS_TOKEN: required when METRICS=on and NODE_ENV=production/);
    expect(() => checkRunnableConfig(loadConfig({ ...production, METRICS: 'on', METRICS_TOKEN: TOKEN }))).not.toThrow(/METRICS_TOKEN/);
    expect(() => checkRunnableConfig(loadConfig(production))).not.toThrow(/METRICS_TOKEN/);
    const app = await buildTestApp({ env: { ...production, METRICS: 'on' } });
    try {
      for (const url of ['/metrics', '/metrics/']) {
        const res = await app.inject(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
        expect(res.body).not.toContain('http_requests_total');
      }
    } finally {
      await app.close();
    }
  });

  it('METRICS=off turns it off in development and tests too', async () => {
    const app = await buildTestApp({ env: { METRICS: 'off' } });
    try {
      expect((await app.inject('/metrics')).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
