/**
 * API keys (docs/integrations.md#keys): created by an admin and shown once, stored as SHA-256,
 * revoked at once; the integration guard: no key / unknown / revoked → 401, scope → 403, store
 * binding → 403; every write audited, never with the key.
 */
import type { ApiKey, ApiKeyPage } from '@qadhya/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey } from '../../src/modules/integrations/api-keys.service.ts';
import { API_KEY_RATE } from '../../src/plugins/integration-auth.ts';
import { createStaff, type TestStaff } from '../admin/staff-helpers.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { createKey, fixtures, idem } from './helpers.ts';

let app: FastifyInstance;
let admin: TestStaff;
let fx: Awaited<ReturnType<typeof fixtures>>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await createStaff(app, 'admin');
  fx = await fixtures(app);
});
afterAll(async () => {
  await app.close();
});

const putStock = (store: string, headers: Record<string, string>) =>
  app.inject({
    method: 'PUT',
    url: `/api/v1/integrations/stores/${store}/stock`,
    headers: { 'idempotency-key': idem(), ...headers },
    payload: { rows: [{ sku: fx.products[0]!.sku, stock: 5 }] },
  });

describe('API keys in the back office', () => {
  it('shows the key once; the database keeps only its hash and prefix', async () => {
    const { api_key, key } = await createKey(app, admin, ['stock:write'], [fx.storeA]);
    expect(key).toMatch(/^qk_[A-Za-z0-9_-]{43}$/);
    expect(api_key).toMatchObject({
      scopes: ['stock:write'],
      stores: [fx.storeA],
      prefix: key.slice(0, 11),
      created_by: admin.id,
      revoked_at: null,
      last_used_at: null,
    });
    const row = await app.database.db.selectFrom('api_keys').selectAll().where('id', '=', api_key.id).executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(hashApiKey(key));
    expect(JSON.stringify(row)).not.toContain(key);
    // The list never carries the key.
    const list = await app.inject({ url: '/api/v1/admin/api-keys?pageSize=100', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(key);
    expect(list.json<ApiKeyPage>().items.some((k) => k.id === api_key.id)).toBe(true);
    // The audit line names the key, never the key itself nor its hash.
    const audit = await app.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'api_key.create')
      .where('entity_id', '=', String(api_key.id))
      .executeTakeFirstOrThrow();
    expect(audit.staff_id).toBe(admin.id);
    expect(JSON.stringify(audit)).not.toContain(key);
    expect(JSON.stringify(audit)).not.toContain(row.key_hash);
  });

  it('refuses an unknown bound store and an unknown scope', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/api-keys',
      headers: admin.headers,
      payload: { name: 'x', scopes: ['stock:write'], stores: ['ZZ9999'] },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('STORE_NOT_FOUND');
    const scope = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/api-keys',
      headers: admin.headers,
      payload: { name: 'x', scopes: ['root'] },
    });
    expect(scope.statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const marketing = await createStaff(app, 'marketing');
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/api-keys',
      headers: marketing.headers,
      payload: { name: 'x', scopes: ['stock:write'] },
    });
    expect(res.statusCode).toBe(403);
  });

  it('revoked: the next request is a 401, and the revocation is audited', async () => {
    const { api_key, key } = await createKey(app, admin, ['stock:write']);
    expect((await putStock(fx.storeA, { authorization: `Bearer ${key}` })).statusCode).toBe(200);
    const res = await app.inject({ method: 'POST', url: `/api/v1/admin/api-keys/${api_key.id}/revoke`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json<ApiKey>().revoked_at).not.toBeNull();
    expect(res.json<ApiKey>().last_used_at).not.toBeNull();
    const after = await putStock(fx.storeA, { authorization: `Bearer ${key}` });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('API_KEY_INVALID');
    const audit = await app.database.db
      .selectFrom('audit_log')
      .select(['staff_id'])
      .where('action', '=', 'api_key.revoke')
      .where('entity_id', '=', String(api_key.id))
      .execute();
    expect(audit).toEqual([{ staff_id: admin.id }]);
    expect(
      (await app.inject({ method: 'POST', url: '/api/v1/admin/api-keys/2147483000/revoke', headers: admin.headers })).json().code,
    ).toBe('API_KEY_NOT_FOUND');
  });
});

describe('the integration guard', () => {
  it('no key, an unknown key, a staff token → 401 API_KEY_INVALID', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: `Bearer qk_${'A'.repeat(43)}` },
      { 'x-api-key': 'qk_nope' },
      admin.headers,
    ];
    for (const headers of attempts) {
      const res = await putStock(fx.storeA, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('API_KEY_INVALID');
    }
  });

  it('accepts the key in X-Api-Key too', async () => {
    const { key } = await createKey(app, admin, ['stock:write']);
    expect((await putStock(fx.storeA, { 'x-api-key': key })).statusCode).toBe(200);
  });

  it('a key without the scope → 403 API_KEY_SCOPE_MISSING, before the body is read', async () => {
    const { key } = await createKey(app, admin, ['last_chance:write']);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/v1/integrations/stores/${fx.storeA}/stock`,
      headers: { authorization: `Bearer ${key}` },
      payload: { nonsense: true },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('API_KEY_SCOPE_MISSING');
  });

  it('a key bound to a store writes that store only, and not the chain’s products', async () => {
    const { key } = await createKey(app, admin, ['stock:write', 'products:write'], [fx.storeA]);
    const auth = { authorization: `Bearer ${key}` };
    expect((await putStock(fx.storeA, auth)).statusCode).toBe(200);
    const other = await putStock(fx.storeB, auth);
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('API_KEY_STORE_FORBIDDEN');
    const products = await app.inject({
      method: 'PATCH',
      url: '/api/v1/integrations/products',
      headers: { ...auth, 'idempotency-key': idem() },
      payload: { rows: [{ sku: fx.products[0]!.sku, name: 'x' }] },
    });
    expect(products.statusCode).toBe(403);
    expect(products.json().code).toBe('API_KEY_STORE_FORBIDDEN');
  });

  it('an unknown store → 404 STORE_NOT_FOUND; a missing Idempotency-Key → 400', async () => {
    const { key } = await createKey(app, admin, ['stock:write']);
    const auth = { authorization: `Bearer ${key}` };
    const unknown = await putStock('ZZ9999', auth);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('STORE_NOT_FOUND');
    const missing = await app.inject({
      method: 'PUT',
      url: `/api/v1/integrations/stores/${fx.storeA}/stock`,
      headers: auth,
      payload: { rows: [] },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('a key past its requests a minute → 429 RATE_LIMITED; another key is not counted with it', async () => {
    const spent = await createKey(app, admin, ['stock:write']);
    const fresh = await createKey(app, admin, ['stock:write']);
    // Spend the key's minute through the same counters the guard uses.
    for (let i = 0; i < API_KEY_RATE.max; i++) await app.limits.hit(API_KEY_RATE, `k${spent.api_key.id}`);
    const res = await putStock(fx.storeA, { authorization: `Bearer ${spent.key}` });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await putStock(fx.storeA, { authorization: `Bearer ${fresh.key}` })).statusCode).toBe(200);
  });

  it('every integration route declares a scope and is documented with the apiKey scheme', () => {
    expect(app.integrationRoutes.map((r) => `${r.method} ${r.url} ${r.scope}`).sort()).toEqual([
      'PATCH /api/v1/integrations/mobile-offer/products products:write',
      'PATCH /api/v1/integrations/products products:write',
      'PATCH /api/v1/integrations/stores/:code/last-chance last_chance:write',
      'PATCH /api/v1/integrations/stores/:code/stock stock:write',
      'POST /api/v1/integrations/receipts receipts:write',
      'PUT /api/v1/integrations/stores/:code/last-chance last_chance:write',
      'PUT /api/v1/integrations/stores/:code/stock stock:write',
    ]);
    const doc = app.swagger() as {
      paths: Record<string, Record<string, { security?: unknown }>>;
      components: { schemas: Record<string, { examples?: unknown[] }> };
    };
    expect(doc.paths['/api/v1/integrations/stores/{code}/stock']!.put!.security).toEqual([{ apiKey: [] }, { apiKeyHeader: [] }]);
    // Request and answer examples (the bodies are components).
    for (const name of [
      'StockSnapshotRequestInput',
      'StockDeltaRequestInput',
      'LastChanceSnapshotRequestInput',
      'LastChancePatchRequestInput',
      'ProductFeedRequestInput',
      'FeedResult',
      'RowsRejected',
    ]) {
      expect(doc.components.schemas[name]?.examples?.length, name).toBeGreaterThan(0);
    }
  });
});
