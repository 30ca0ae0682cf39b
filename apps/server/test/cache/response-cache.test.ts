import crypto from 'node:crypto';
import type { CataloguesResponse, ProductPage, StoresResponse } from '@qadhya/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { etagOf } from '../../src/cache/response-cache.ts';
import { redisStore } from '../../src/cache/shared-store.ts';
import { loadConfig } from '../../src/config.ts';
import { buildTestApp, TEST_NOW } from '../helpers/build-test-app.ts';
import { TEST_REDIS_URL, testRedis, type TestRedis } from '../helpers/redis.ts';
import { testClock } from '../helpers/test-db.ts';

/** A prefix of this run's own, so runs sharing a Redis or a PostgreSQL never read each other's keys. */
const RUN = `test-${process.pid}-${crypto.randomBytes(4).toString('hex')}:`;
const TODAY = TEST_NOW.slice(0, 10);

/** Versions are read before every answer: a write is seen by the next request. */
const cacheEnv = (extra: Record<string, string> = {}) => ({ CACHE_KEY_PREFIX: RUN, CACHE_VERSION_CHECK_MS: '0', ...extra });

/** A second app over the same database: its own pool on PostgreSQL, the same PGlite otherwise (one process). */
async function secondApp(first: FastifyInstance, env: Record<string, string>): Promise<FastifyInstance> {
  if (inject('databaseUrl')) return buildTestApp({ env });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp', WEB_DIST: '/nonexistent', ...env });
  const app = await buildApp({ config, database: first.database, clock: testClock() });
  await app.ready();
  return app;
}

async function keyReads(app: FastifyInstance) {
  const db = app.database.db;
  const catalogues = (await app.inject('/api/v1/catalogues')).json<CataloguesResponse>().items;
  const current = catalogues.find((c) => c.oc_debut.slice(0, 10) <= TODAY && c.oc_fin.slice(0, 10) >= TODAY)!;
  const stores = await db
    .selectFrom('stores')
    .select(['magasin_code', 'latitude', 'longitude'])
    .orderBy('magasin_code')
    .limit(400)
    .execute();
  const offer = await db.selectFrom('last_chance').select(['magasin_code']).orderBy('magasin_code').executeTakeFirstOrThrow();
  const product = await db.selectFrom('products').select(['sku', 'ean']).orderBy('sku').executeTakeFirstOrThrow();
  const s = stores[7]!;
  return {
    current,
    product,
    store: s,
    urls: [
      `/api/v1/catalogues/${current.id}/products?page=1&pageSize=24`,
      `/api/v1/catalogues/${current.id}/products?page=2&pageSize=10`,
      `/api/v1/promos?oc_debut=${TODAY}&oc_fin=${TODAY}&page=1&pageSize=20`,
      `/api/v1/stock?sku=${product.sku}`,
      `/api/v1/stock?sku=${product.sku}&stores=${s.magasin_code}`,
      `/api/v1/stock?sku=${product.sku}&stores=${stores[30]!.magasin_code},${s.magasin_code},${stores[30]!.magasin_code}`,
      // The stores that have it, paged: by code, nearest first, the current store first, a place (docs/stock.md#api).
      `/api/v1/stock?sku=${product.sku}&limit=50&cursor=50`,
      `/api/v1/stock?sku=${product.sku}&lat=${s.latitude + 0.0123}&lng=${s.longitude}&current=${stores[30]!.magasin_code}`,
      `/api/v1/stock?sku=${product.sku}&lat=${s.latitude}&lng=${s.longitude}&limit=7&cursor=7&lang=ar`,
      `/api/v1/stock?sku=${product.sku}&gouvernorat=TUNIS&current=${s.magasin_code}`,
      `/api/v1/last-chance?magasin=${offer.magasin_code}&page=1&pageSize=24`,
      `/api/v1/last-chance?distinct=true&page=1&pageSize=24`,
      '/api/v1/stores',
      // Near: every 20th store, slightly off, in several radii (the in-memory index against SQL).
      ...stores
        .filter((_, k) => k % 20 === 0)
        .flatMap((st, k) => [
          `/api/v1/stores/near?lat=${st.latitude + 0.003}&lng=${st.longitude - 0.002}`,
          `/api/v1/stores/near?lat=${st.latitude}&lng=${st.longitude}&radius=${1000 + k * 3000}&limit=${1 + (k % 7)}`,
        ]),
      '/api/v1/stores/near?lat=36.8&lng=10.18&radius=100000&limit=1000',
      '/api/v1/stores/near?lat=0&lng=0',
    ],
  };
}

describe('response cache: same answers as without it', () => {
  let cached: FastifyInstance;
  let plain: FastifyInstance;
  beforeAll(async () => {
    cached = await buildTestApp({ env: cacheEnv() });
    plain = await buildTestApp({ env: { RESPONSE_CACHE: 'off' } });
  });
  afterAll(async () => {
    await cached?.close();
    await plain?.close();
  });

  it('every key read answers the same bytes, twice (a miss then a hit), as the app without cache', async () => {
    const { urls, product, store } = await keyReads(plain);
    for (const url of urls) {
      const want = await plain.inject(url);
      expect(want.statusCode, url).toBe(200);
      for (let i = 0; i < 2; i++) {
        const got = await cached.inject(url);
        expect(got.statusCode, url).toBe(200);
        expect(got.headers['content-type'], url).toMatch(/^application\/json/);
        expect(got.body, url).toBe(want.body);
        if (want.headers.etag) expect(got.headers.etag, url).toBe(want.headers.etag);
      }
    }
    const scan = { method: 'POST' as const, url: '/api/v1/scan', payload: { CODE_PRODUIT: product.ean, MAGASIN_ID: store.magasin_code } };
    const want = await plain.inject(scan);
    expect(want.statusCode).toBe(200);
    expect((await cached.inject(scan)).body).toBe(want.body);
    expect((await cached.inject(scan)).body).toBe(want.body);
  });

  it('errors are not cached and stay the same: unknown store, unknown sku, bad range', async () => {
    for (const url of [
      '/api/v1/last-chance?magasin=NOPE1',
      '/api/v1/stock?sku=NOPE-SKU',
      '/api/v1/stock?sku=NOPE-SKU&stores=NOPE1,NOPE2',
      `/api/v1/promos?oc_debut=${TODAY}&oc_fin=2026-01-01`,
    ]) {
      const want = await plain.inject(url);
      const got = await cached.inject(url);
      expect(got.statusCode, url).toBe(want.statusCode);
      expect(got.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(got.json(), url).toEqual(want.json());
    }
  });

  it('ETag/304: the ETag is the hash of the body; If-None-Match with it → 304 without a body', async () => {
    const url = `/api/v1/promos?oc_debut=${TODAY}&oc_fin=${TODAY}&page=1&pageSize=20`;
    const first = await cached.inject(url);
    const etag = first.headers.etag as string;
    expect(etag).toBe(etagOf(first.body));
    const again = await cached.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const other = await cached.inject({ url, headers: { 'if-none-match': '"something-else"' } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });
});

describe('response cache: invalidation between two server copies on one database', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    a = await buildTestApp({ env: cacheEnv({ CACHE_STOCK_MS: '200' }) });
    b = await secondApp(a, cacheEnv({ CACHE_STOCK_MS: '200' }));
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a write to the tables bumps their data version (trigger)', async () => {
    const db = a.database.db;
    const version = async () =>
      (await db.selectFrom('cache_versions').select('version').where('area', '=', 'stores').executeTakeFirstOrThrow()).version;
    const before = await version();
    await sql`update stores set phone = phone where magasin_code = (select min(magasin_code) from stores)`.execute(db);
    expect(await version()).toBeGreaterThan(before);
  });

  it('a product renamed through one copy is seen by the other, cached before', async () => {
    const { current } = await keyReads(a);
    const url = `/api/v1/catalogues/${current.id}/products?page=1&pageSize=24`;
    const before = (await b.inject(url)).json<ProductPage>();
    expect((await b.inject(url)).json<ProductPage>()).toEqual(before);
    const target = before.items[0]!;
    const renamed = `${target.name} ~${RUN}`;
    try {
      await a.database.db.updateTable('products').set({ name: renamed }).where('sku', '=', target.sku).execute();
      const after = (await b.inject(url)).json<ProductPage>();
      expect(after.items[0]!.name).toBe(renamed);
      expect((await a.inject(url)).json<ProductPage>().items[0]!.name).toBe(renamed);
    } finally {
      await a.database.db.updateTable('products').set({ name: target.name }).where('sku', '=', target.sku).execute();
    }
    expect((await b.inject(url)).json<ProductPage>().items[0]!.name).toBe(target.name);
  });

  it('a store moved is seen by the other copy’s near index and list', async () => {
    const db = a.database.db;
    const store = await db
      .selectFrom('stores')
      .select(['magasin_code', 'latitude', 'longitude'])
      .orderBy('magasin_code', 'desc')
      .executeTakeFirstOrThrow();
    const near = `/api/v1/stores/near?lat=${store.latitude}&lng=${store.longitude}&radius=50&limit=1`;
    expect((await b.inject(near)).json<StoresResponse>().items.map((s) => s.magasin_code)).toEqual([store.magasin_code]);
    try {
      await db
        .updateTable('stores')
        .set({ latitude: store.latitude + 0.01 })
        .where('magasin_code', '=', store.magasin_code)
        .execute();
      expect((await b.inject(near)).json<StoresResponse>().items).toEqual([]);
      const listed = (await b.inject('/api/v1/stores')).json<StoresResponse>().items.find((s) => s.magasin_code === store.magasin_code)!;
      expect(listed.latitude).toBeCloseTo(store.latitude + 0.01, 9);
    } finally {
      await db.updateTable('stores').set({ latitude: store.latitude }).where('magasin_code', '=', store.magasin_code).execute();
    }
  });

  it('stock (no version, real time) is kept at most CACHE_STOCK_MS in the shared layer; once expired both copies read the new stock', async () => {
    const db = a.database.db;
    const row = await db
      .selectFrom('stock')
      .select(['sku', 'magasin_code', 'stock'])
      .orderBy('sku')
      .orderBy('magasin_code')
      .executeTakeFirstOrThrow();
    // A request without ?lang answers (and is cached) in French.
    const url = `/api/v1/stock?sku=${row.sku}&stores=${row.magasin_code}`;
    const stockOf = async (app: FastifyInstance) => (await app.inject(url)).json<{ items: { STOCK: number }[] }>().items[0]!.STOCK;
    const shared = () => db.selectFrom('http_cache').where('key', 'like', `${RUN}stock|fr|${row.sku}|%`);
    expect(await stockOf(b)).toBe(row.stock);
    try {
      await db
        .updateTable('stock')
        .set({ stock: row.stock + 7 })
        .where('sku', '=', row.sku)
        .where('magasin_code', '=', row.magasin_code)
        .execute();
      if (a.database.kind === 'postgres') {
        // The shared entry (written just after the answer) expires CACHE_STOCK_MS after it was
        // written, on PostgreSQL's clock.
        const left = await vi.waitFor(async () => {
          const rows = await shared()
            .select(sql<number>`extract(epoch from (expires_at - now())) * 1000`.as('ms'))
            .execute();
          expect(rows).toHaveLength(1);
          return rows;
        });
        expect(Number(left[0]!.ms)).toBeLessThanOrEqual(200);
        await shared()
          .select('key')
          .execute()
          .then((rows) =>
            db
              .deleteFrom('http_cache')
              .where(
                'key',
                'in',
                rows.map((r) => r.key),
              )
              .execute(),
          );
      }
      // Those expiries played out (the shared entry dropped above; the in-process layer's own expiry
      // on a moved clock is in test/unit/response-cache.test.ts): both copies build the new stock.
      a.responseCache.clearLocal();
      b.responseCache.clearLocal();
      expect(await stockOf(b)).toBe(row.stock + 7);
      expect(await stockOf(a)).toBe(row.stock + 7);
    } finally {
      await db
        .updateTable('stock')
        .set({ stock: row.stock })
        .where('sku', '=', row.sku)
        .where('magasin_code', '=', row.magasin_code)
        .execute();
    }
  });

  it('on PostgreSQL the answers are shared through http_cache (none on PGlite: one process)', async () => {
    const rows = await a.database.db.selectFrom('http_cache').select('key').where('key', 'like', `${RUN}%`).execute();
    if (a.database.kind === 'postgres') {
      expect(a.responseCache.sharedKind).toBe('postgres');
      expect(rows.length).toBeGreaterThan(0);
    } else {
      expect(a.responseCache.sharedKind).toBeNull();
      expect(rows).toEqual([]);
    }
  });
});

describe('response cache: a Redis that does not answer', () => {
  it('an unreachable REDIS_URL does not break answers (its layer fails and answers are built)', async () => {
    const app = await buildTestApp({ env: cacheEnv({ REDIS_URL: 'redis://127.0.0.1:1' }) });
    try {
      const res = await app.inject(`/api/v1/promos?oc_debut=${TODAY}&oc_fin=${TODAY}`);
      expect(res.statusCode).toBe(200);
      expect(app.responseCache.sharedKind).toBe('redis');
    } finally {
      await app.close();
    }
  });
});

describe.skipIf(!TEST_REDIS_URL)('response cache: the Redis layer on a real Redis (TEST_REDIS_URL)', () => {
  let r: TestRedis;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let plain: FastifyInstance;
  beforeAll(async () => {
    r = testRedis(TEST_REDIS_URL!);
    const env = cacheEnv({ REDIS_URL: TEST_REDIS_URL!, CACHE_KEY_PREFIX: r.prefix });
    a = await buildTestApp({ env });
    b = await secondApp(a, env);
    plain = await secondApp(a, { RESPONSE_CACHE: 'off' });
  });
  afterAll(async () => {
    await plain?.close();
    await b?.close();
    await a?.close();
    await r?.cleanup();
  });

  /** The Redis keys of one route's answers (the answer is written to Redis after it is sent). */
  const cached = async (pattern: string, count: number) => {
    let keys: string[] = [];
    await vi.waitFor(async () => {
      keys = await r.keys(`cache:${pattern}`);
      expect(keys).toHaveLength(count);
    });
    return keys;
  };

  it('the store keeps one hash per key under its prefix ({etag, body}) with the expiry asked', async () => {
    const store = redisStore(r.redis, `${r.prefix}store:`);
    expect(await store.get('k')).toBeNull();
    await store.set('k', { body: '{"a":1}', etag: '"e"' }, 150_000);
    expect(await r.redis.hgetall(`${r.prefix}store:k`)).toEqual({ etag: '"e"', body: '{"a":1}' });
    const ttl = await r.redis.pttl(`${r.prefix}store:k`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(150_000);
    expect(await store.get('k')).toEqual({ body: '{"a":1}', etag: '"e"' });
    // What the expiry does when it falls (Redis's own clock; not waited for here).
    await r.redis.del(`${r.prefix}store:k`);
    expect(await store.get('k')).toBeNull();
  });

  it('an answer lands in Redis under the prefix: its bytes, its ETag, the route’s expiry — the same bytes as without cache', async () => {
    expect(a.responseCache.sharedKind).toBe('redis');
    const url = `/api/v1/promos?oc_debut=${TODAY}&oc_fin=${TODAY}&page=1&pageSize=20`;
    const first = await a.inject(url);
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe((await plain.inject(url)).body);
    const [key] = await cached(`promos|fr|${TODAY}|${TODAY}|1|20|*`, 1);
    expect(await r.redis.hgetall(key!)).toEqual({ body: first.body, etag: first.headers.etag });
    const ttl = await r.redis.pttl(key!);
    expect(ttl).toBeGreaterThan(0);
    // The same copy with its in-process layer emptied answers from Redis: the same bytes and ETag.
    a.responseCache.clearLocal();
    const again = await a.inject(url);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('another server copy on the same Redis answers with the first copy’s entry', async () => {
    const url = `/api/v1/promos?oc_debut=${TODAY}&oc_fin=${TODAY}&page=1&pageSize=7`;
    expect((await a.inject(url)).statusCode).toBe(200);
    const [key] = await cached(`promos|fr|${TODAY}|${TODAY}|1|7|*`, 1);
    // Marked in Redis: only an answer read from there can carry the mark.
    const marked = JSON.stringify({ items: [], total: 0, page: 1, pageSize: 7, mark: RUN });
    await r.redis.hset(key!, 'body', marked, 'etag', '"from-redis"');
    const fromB = await b.inject(url);
    expect(fromB.statusCode).toBe(200);
    expect(fromB.body).toBe(marked);
    expect(fromB.headers.etag).toBe('"from-redis"');
  });

  it('a write bumps the data version: the copies answer under a new key, never the old entry', async () => {
    const { current } = await keyReads(plain);
    const url = `/api/v1/catalogues/${current.id}/products?page=1&pageSize=5`;
    const pattern = `catalogue-products|fr|${current.id}|1|5|*`;
    const before = (await a.inject(url)).json<ProductPage>();
    const [oldKey] = await cached(pattern, 1);
    await r.redis.hset(oldKey!, 'body', JSON.stringify({ mark: RUN }), 'etag', '"old"');
    const target = before.items[0]!;
    const renamed = `${target.name} ~${RUN}`;
    try {
      await a.database.db.updateTable('products').set({ name: renamed }).where('sku', '=', target.sku).execute();
      const fromB = await b.inject(url);
      expect(fromB.headers.etag).not.toBe('"old"');
      expect(fromB.json<ProductPage>().items[0]!.name).toBe(renamed);
      expect((await a.inject(url)).json<ProductPage>().items[0]!.name).toBe(renamed);
      const keys = await cached(pattern, 2);
      const newKey = keys.find((k) => k !== oldKey)!;
      expect(newKey.replace(/\|v:[\d.]+$/, '')).toBe(oldKey!.replace(/\|v:[\d.]+$/, ''));
      expect(await r.redis.hget(newKey, 'body')).toBe(fromB.body);
    } finally {
      await a.database.db.updateTable('products').set({ name: target.name }).where('sku', '=', target.sku).execute();
    }
  });
});
