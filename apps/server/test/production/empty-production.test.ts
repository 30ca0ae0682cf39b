/**
 * A production start on an empty database (docs/operations.md#data): migrations run, the real
 * reference geography is loaded, no demo data is generated, and the app answers every read with
 * an empty result, never an error; the unsafe-production checks refuse what they should.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRunnableConfig, loadConfig } from '../../src/config.ts';
import { configProblems, PRODUCTION_ENV } from '../helpers/production-config.ts';
import { startApp } from '../../src/startup.ts';

const PROD = { ...PRODUCTION_ENV, LOG_LEVEL: 'silent' };
const problemsOf = (env: Record<string, string>) => configProblems(env, true);

describe('the production configuration check', () => {
  it('accepts a safe production and anything outside production', () => {
    expect(problemsOf(PROD)).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'development', API_DOCS: 'on', RATE_LIMIT_PER_MINUTE: '0' })).toEqual([]);
  });

  it('refuses no SMS gateway, a weak token or database password, docs on, limits off, a pinned clock', () => {
    const { SMS_GATEWAY_URL: _u, ...noGateway } = PROD;
    expect(problemsOf(noGateway)).toEqual([expect.stringMatching(/^SMS_GATEWAY_URL: required when NODE_ENV=production/)]);
    expect(problemsOf({ ...PROD, SMS_GATEWAY_TOKEN: 'short' })[0]).toMatch(/^SMS_GATEWAY_TOKEN: .*at least 16/);
    expect(problemsOf({ ...PROD, SMS_GATEWAY_TOKEN: '' })[0]).toMatch(/^SMS_GATEWAY_TOKEN: required/);
    expect(problemsOf({ ...PROD, DATABASE_URL: 'postgres://qadhya:postgres@db/qadhya' })[0]).toMatch(/^DATABASE_URL: its password is weak/);
    expect(problemsOf({ ...PROD, DATABASE_URL: 'postgres://qadhya:Xk29-very-long-and-random@db/qadhya' })).toEqual([]);
    expect(problemsOf({ ...PROD, API_DOCS: 'on' })[0]).toMatch(/^API_DOCS: must stay off/);
    expect(problemsOf({ ...PROD, RATE_LIMIT_PER_MINUTE: '0' })[0]).toMatch(/^RATE_LIMIT_PER_MINUTE: /);
    expect(problemsOf({ ...PROD, APP_NOW: '2026-11-24T13:30' })[0]).toMatch(/^APP_NOW: /);
    expect(problemsOf({ ...PROD, APP_NOW: '2026-11-24T13:30', DEMO_DATA: 'on' })).toEqual([]);
    const { STAFF_SECRET_KEY: _k, ...noStaffKey } = PROD;
    expect(problemsOf(noStaffKey)).toEqual([expect.stringMatching(/^STAFF_SECRET_KEY: required when NODE_ENV=production/)]);
    expect(() => loadConfig({ ...PROD, STAFF_SECRET_KEY: 'too short' })).toThrow(/STAFF_SECRET_KEY must be at least 32/);
    const { PERSONAL_DATA_KEY: _p, ...noPersonalKey } = PROD;
    expect(problemsOf(noPersonalKey)).toEqual([expect.stringMatching(/^PERSONAL_DATA_KEY: required when NODE_ENV=production/)]);
  });

  it('lists every problem at once', () => {
    // No SMS gateway, no PUBLIC_URL, no staff key, no personal data key, docs on, limit off.
    expect(problemsOf({ NODE_ENV: 'production', API_DOCS: 'on', RATE_LIMIT_PER_MINUTE: '0' })).toHaveLength(6);
  });

  it('turns the demo data on in development and tests only, unless DEMO_DATA says otherwise', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'on' }).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DEMO_DATA: 'off' }).demoData).toBe(false);
    expect(() => loadConfig({ DEMO_DATA: 'yes' })).toThrow(/DEMO_DATA must be on or off/);
  });
});

describe('a production start on an empty database', () => {
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'qadhya-prod-'));
    const config = loadConfig({ ...PROD, DATA_DIR: dataDir, WEB_DIST: '/nonexistent' });
    checkRunnableConfig(config);
    app = await startApp(config);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: String(res.headers['content-type']).includes('json') ? res.json() : res.body };
  };

  it('is healthy and has no demo data: no stores, products, catalogues, promos or last chance', async () => {
    expect((await get('/api/health')).status).toBe(200);
    const rows = await app.database.db
      .selectNoFrom((eb) => [
        eb.selectFrom('stores').select(eb.fn.countAll<number>().as('n')).as('stores'),
        eb.selectFrom('products').select(eb.fn.countAll<number>().as('n')).as('products'),
        eb.selectFrom('catalogues').select(eb.fn.countAll<number>().as('n')).as('catalogues'),
        eb.selectFrom('promos').select(eb.fn.countAll<number>().as('n')).as('promos'),
        eb.selectFrom('last_chance').select(eb.fn.countAll<number>().as('n')).as('last_chance'),
        eb.selectFrom('seed_state').select(eb.fn.countAll<number>().as('n')).as('seed_state'),
      ])
      .executeTakeFirstOrThrow();
    expect(Object.values(rows).map(Number)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('still has the real reference geography: 24 governorates with their delegations', async () => {
    const governorates = await get('/api/v1/governorates');
    expect(governorates.status).toBe(200);
    expect(JSON.stringify(governorates.body)).toContain('Sfax');
    const count = await app.database.db
      .selectFrom('delegations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThan(250);
  });

  it('has the spec’s category tree (reference data: a first product has its aisle), in French and Arabic', async () => {
    const fr = await get('/api/v1/categories');
    expect(fr.status).toBe(200);
    const names = JSON.stringify(fr.body);
    for (const name of ['Épicerie', 'Lait', 'AUTRES', 'Catalogue en cours']) expect(names).toContain(name);
    const ar = await get('/api/v1/categories?lang=ar');
    expect(JSON.stringify(ar.body)).toMatch(/\p{Script=Arabic}/u);
  });

  it.each([
    '/api/v1/catalogues',
    '/api/v1/catalogues/images?week=48&year=26',
    '/api/v1/promos?oc_debut=2026-11-24&oc_fin=2026-11-30',
    '/api/v1/last-chance',
    '/api/v1/last-chance/categories',
    '/api/v1/stores',
    '/api/v1/stores/near?lat=36.8&lng=10.18',
    '/api/v1/products?q=lait',
    '/api/v1/products/banner',
  ])('GET %s answers 200 with nothing in it', async (url) => {
    const res = await get(url);
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    const body = res.body as { items?: unknown[]; pages?: unknown[] };
    if (body.items) expect(body.items).toEqual([]);
    if (body.pages) expect(body.pages).toEqual([]);
  });

  it('answers unknown catalogue and product ids with a JSON 404', async () => {
    for (const url of ['/api/v1/catalogues/1/products', '/api/v1/products/1', '/api/v1/products/sku/6191234567890']) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(res.body).toMatchObject({ code: expect.any(String) });
    }
  });

  it('has no development routes', async () => {
    expect((await get('/api/dev/outbox?phone=20123456')).status).toBe(404);
  });
});
