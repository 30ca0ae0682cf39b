import type { AddressInfo } from 'node:net';
import type { CataloguesResponse } from '@qadhya/contracts';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_NOW } from '../helpers/build-test-app.ts';

/**
 * The CI budget "short API smoke load that fails on any error response" (issue 7): the app on a
 * real port, a few seconds of autocannon over every key read with rotating parameters. It asserts
 * no error, no timeout and no answer outside 2xx — never a speed (that is bench/api.ts).
 */
describe('API smoke load', () => {
  let app: FastifyInstance;
  let base: string;
  const requests: { method: 'GET' | 'POST'; path: string; body?: string }[] = [];

  beforeAll(async () => {
    app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const db = app.database.db;
    const today = TEST_NOW.slice(0, 10);
    const catalogues = (await app.inject('/api/v1/catalogues')).json<CataloguesResponse>().items;
    const current = catalogues.filter((c) => c.oc_debut.slice(0, 10) <= today && c.oc_fin.slice(0, 10) >= today);
    const stores = await db
      .selectFrom('stores')
      .select(['magasin_code', 'latitude', 'longitude'])
      .orderBy('magasin_code')
      .limit(20)
      .execute();
    const products = await db.selectFrom('products').select(['sku', 'ean']).orderBy('sku').limit(20).execute();
    expect(current.length).toBeGreaterThan(0);
    expect(stores).toHaveLength(20);
    for (let k = 0; k < 20; k++) {
      const s = stores[k]!;
      const p = products[k]!;
      const c = current[k % current.length]!;
      requests.push(
        { method: 'GET', path: `/api/v1/catalogues/${c.id}/products?page=${1 + (k % 2)}&pageSize=24` },
        { method: 'GET', path: `/api/v1/promos?oc_debut=${today}&oc_fin=${today}&page=1&pageSize=20` },
        {
          method: 'GET',
          path: `/api/v1/stock?sku=${p.sku}&lat=${s.latitude.toFixed(3)}&lng=${s.longitude.toFixed(3)}&current=${s.magasin_code}`,
        },
        { method: 'GET', path: `/api/v1/last-chance?magasin=${s.magasin_code}&page=1&pageSize=24` },
        { method: 'GET', path: `/api/v1/stores/near?lat=${(s.latitude + 0.004).toFixed(5)}&lng=${(s.longitude - 0.003).toFixed(5)}` },
        { method: 'POST', path: '/api/v1/scan', body: JSON.stringify({ CODE_PRODUIT: p.ean, MAGASIN_ID: s.magasin_code }) },
      );
    }
    // Each read answered once before the load: the load checks answers, not cold starts.
    for (const r of requests) {
      const res = await app.inject({ method: r.method, url: r.path, ...(r.body ? { payload: JSON.parse(r.body) as object } : {}) });
      expect(res.statusCode, r.path).toBe(200);
    }
  });

  afterAll(async () => {
    await app?.close();
  });

  it('every key read under 15 connections for 3 s: no error, no timeout, only 2xx', async () => {
    let i = 0;
    const result = await autocannon({
      url: base,
      connections: 15,
      duration: 3,
      timeout: 30,
      requests: [
        {
          setupRequest: (req) => {
            const r = requests[i++ % requests.length]!;
            return {
              ...req,
              method: r.method,
              path: r.path,
              ...(r.body ? { body: r.body, headers: { 'content-type': 'application/json' } } : {}),
            };
          },
        },
      ],
    });
    expect(result.requests.total).toBeGreaterThan(0);
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx, resets: result.resets }).toEqual({
      errors: 0,
      timeouts: 0,
      non2xx: 0,
      resets: 0,
    });
    expect(result['2xx']).toBe(result.requests.total);
  });
});
