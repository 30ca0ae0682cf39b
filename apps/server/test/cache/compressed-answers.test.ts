import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { etagOf, preferredEncoding, sendReady, type ReadyBody } from '../../src/cache/response-cache.ts';
import { bestSellerSku } from '../helpers/best-seller.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

describe('cached answers compressed once, as the client accepts', () => {
  let app: FastifyInstance;
  let url: string;
  let sku: string;

  beforeAll(async () => {
    app = await buildTestApp();
    // A best seller: a page of 50 stores that have it is tens of KB.
    sku = await bestSellerSku(app.database.db);
    url = `/api/v1/stock?sku=${sku}&limit=50`;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('picks br, else gzip, and nothing the client refuses', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it('sends the same JSON and ETag in br, gzip and identity, and 304 for any of them', async () => {
    const plain = await app.inject({ url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);

    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(gz.headers.etag).toBe(plain.headers.etag);
    const notModified = await app.inject({ url, headers: { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
  });

  it('sends a small answer as it is', async () => {
    const code = (await app.database.db.selectFrom('stores').select('magasin_code').orderBy('magasin_code').executeTakeFirstOrThrow())
      .magasin_code;
    const res = await app.inject({ url: `/api/v1/stock?sku=${sku}&stores=${code}`, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().items).toHaveLength(1);
  });

  it('compresses an answer once and keeps the result with it', async () => {
    const text = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ sku: String(100000 + i), name: 'Lait demi-écrémé' })) });
    const body: ReadyBody = { bytes: Buffer.from(text), etag: etagOf(text) };
    const bare = Fastify();
    bare.get('/x', (req, reply) => sendReady(req, reply, body, 'no-cache'));
    try {
      const first = await bare.inject({ url: '/x', headers: { 'accept-encoding': 'br' } });
      expect(body.encoded?.br).toBeDefined();
      expect(first.rawPayload.equals(body.encoded!.br!)).toBe(true);
      const kept = body.encoded!.br!;
      const second = await bare.inject({ url: '/x', headers: { 'accept-encoding': 'gzip, br' } });
      expect(body.encoded!.br).toBe(kept);
      expect(second.rawPayload.equals(kept)).toBe(true);
      expect(brotliDecompressSync(second.rawPayload).toString()).toBe(text);
    } finally {
      await bare.close();
    }
  });
});
