import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';

/** POST /scan: the cached answer's compressed bytes reused, the scans counted in memory (docs/scan.md). */
describe('POST /scan: compressed once, counted in batches', () => {
  let app: FastifyInstance;
  let ean: string;
  let store: string;
  beforeAll(async () => {
    app = await buildTestApp();
    ean = (await app.database.db.selectFrom('products').select('ean').orderBy('id').executeTakeFirstOrThrow()).ean;
    store = (await app.database.db.selectFrom('stores').select('magasin_code').orderBy('magasin_code').executeTakeFirstOrThrow())
      .magasin_code;
  });
  afterAll(async () => {
    await app.close();
  });

  const scan = (code: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/v1/scan', payload: { CODE_PRODUIT: code, MAGASIN_ID: store }, headers });
  const logged = async () =>
    Number(
      (
        await app.database.db
          .selectFrom('scan_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('code', '=', ean)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('a phone that accepts br gets the cached answer’s brotli bytes, the same for each scan, with no ETag', async () => {
    const headers = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const a = await scan(ean, headers);
    const b = await scan(ean, headers);
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-encoding']).toBe('br');
    expect(a.headers['cache-control']).toBe('no-store');
    expect(a.headers.etag).toBeUndefined();
    expect(String(a.headers.vary)).toMatch(/accept-encoding/i);
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    expect(JSON.parse(brotliDecompressSync(a.rawPayload).toString())).toEqual((await scan(ean)).json());
  });

  it('scans are written to scan_log on flush (the timer, close, or before the dashboard reads), each once', async () => {
    await app.services.scan.flushScans();
    const before = await logged();
    expect((await scan(ean)).statusCode).toBe(200);
    expect((await scan(ean)).statusCode).toBe(200);
    expect((await scan('0000000000000')).statusCode).toBe(404);
    expect(app.services.scan.pendingScans()).toBe(2);
    expect(await logged()).toBe(before);
    await app.services.scan.flushScans();
    expect(app.services.scan.pendingScans()).toBe(0);
    expect(await logged()).toBe(before + 2);
    await app.services.scan.flushScans();
    expect(await logged()).toBe(before + 2);
  });
});
