import { brotliDecompressSync } from 'node:zlib';
import type { Store, StoresResponse } from '@qadhya/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nearAnswersOf, roundedPosition } from '../../src/modules/stores/near-answers.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { distanceMeters } from './geo-points.ts';

/** GET /stores/near answered per rounded position (docs/cache.md#stores-near). */
describe('GET /stores/near: answers per rounded position', () => {
  let app: FastifyInstance;
  let plain: FastifyInstance;
  let stores: Store[];
  beforeAll(async () => {
    app = await buildTestApp();
    plain = await buildTestApp({ env: { RESPONSE_CACHE: 'off' } });
    stores = (await app.inject('/api/v1/stores')).json<StoresResponse>().items;
  });
  afterAll(async () => {
    await app?.close();
    await plain?.close();
  });

  const url = (lat: number, lng: number, more = '') => `/api/v1/stores/near?lat=${lat}&lng=${lng}${more}`;
  const answers = async () => nearAnswersOf(await app.services.stores.nearIndex(await app.responseCache.versionKey(['stores']), 'fr'));

  it('two positions in the same 0.001° cell get the same bytes and ETag, built once (25 km)', async () => {
    // Both round to (36.806, 10.181).
    const a = await app.inject(url(36.80561, 10.18079));
    const before = (await answers()).stats.hits;
    const b = await app.inject(url(36.80649, 10.18121));
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.body).toBe(a.body);
    expect(a.headers.etag).toMatch(/^".+"$/);
    expect(b.headers.etag).toBe(a.headers.etag);
    expect((await answers()).stats.hits).toBe(before + 1);
    // The other position's ETag is this one's: 304.
    const again = await app.inject({ url: url(36.8058, 10.1811), headers: { 'if-none-match': String(a.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('the distances are those from the rounded position, within 74 m of the asked one', async () => {
    const asked = { lat: 36.80561, lng: 10.18079 };
    const rounded = roundedPosition(asked.lat, asked.lng, 25_000);
    expect(rounded).toEqual({ lat: 36.806, lng: 10.181 });
    const items = (await app.inject(url(asked.lat, asked.lng))).json<StoresResponse>().items;
    expect(items.length).toBeGreaterThan(10);
    for (const s of items) {
      const at = { lat: s.latitude, lng: s.longitude };
      expect(s.distance_m).toBe(Math.round(distanceMeters(rounded, at) * 10) / 10);
      expect(Math.abs(s.distance_m! - distanceMeters(asked, at))).toBeLessThan(74);
    }
    // Exactly the answer asked at the rounded position itself.
    expect((await app.inject(url(rounded.lat, rounded.lng))).body).toBe((await app.inject(url(asked.lat, asked.lng))).body);
  });

  it('neighbouring cells, another radius or limit are other answers', async () => {
    const here = (await app.inject(url(36.806, 10.181))).body;
    const east = await app.inject(url(36.806, 10.182));
    const north = await app.inject(url(36.807, 10.181));
    expect(east.body).not.toBe(here);
    expect(north.body).not.toBe(here);
    expect(east.headers.etag).not.toBe(north.headers.etag);
    const fewer = (await app.inject(url(36.806, 10.181, '&limit=3'))).json<StoresResponse>().items;
    expect(fewer).toEqual(JSON.parse(here).items.slice(0, 3));
    const smaller = (await app.inject(url(36.806, 10.181, '&radius=6000&limit=500'))).json<StoresResponse>().items;
    expect(smaller.every((s) => s.distance_m! <= 6000)).toBe(true);
    expect(smaller.length).toBeLessThan(JSON.parse(here).items.length);
  });

  it('below 5 km of radius the position is rounded to 0.00001° (about 1 m): a store asked at its place is found within 50 m', async () => {
    const s = stores[7]!;
    expect(roundedPosition(36.8056149, 10.1807951, 4999)).toEqual({ lat: 36.80561, lng: 10.1808 });
    const items = (await app.inject(url(s.latitude, s.longitude, '&radius=50&limit=1'))).json<StoresResponse>().items;
    expect(items.map((i) => i.magasin_code)).toEqual([s.magasin_code]);
    expect(items[0]!.distance_m!).toBeLessThan(1);
  });

  it('answers the same bytes as the app without cache (SQL, from the same rounded position)', async () => {
    for (const [lat, lng, more] of [
      [36.80561, 10.18079, ''],
      [35.82561, 10.63611, '&radius=30000&limit=20'],
      [33.88123, 10.09871, '&radius=2500'],
    ] as const) {
      const want = await plain.inject(url(lat, lng, more));
      expect(want.statusCode).toBe(200);
      expect((await app.inject(url(lat, lng, more))).body, `${lat},${lng}${more}`).toBe(want.body);
    }
  });

  it('is compressed once and kept: the same brotli bytes for every position of the cell', async () => {
    const headers = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const a = await app.inject({ url: url(36.8101, 10.1702), headers });
    const b = await app.inject({ url: url(36.8098, 10.1704), headers });
    expect(a.headers['content-encoding']).toBe('br');
    expect(String(a.headers.vary)).toMatch(/accept-encoding/i);
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    const plainBody = (await app.inject(url(36.8101, 10.1702))).body;
    expect(brotliDecompressSync(a.rawPayload).toString()).toBe(plainBody);
  });
});
