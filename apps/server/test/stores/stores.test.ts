import type { ApiError, DelegationNamesResponse, Store, StoreAtResponse, StoresResponse } from '@qadhya/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { destination, distanceMeters } from './geo-points.ts';

describe('stores: list, near, at, governorate → delegations → stores', () => {
  let app: FastifyInstance;
  let stores: Store[];
  beforeAll(async () => {
    app = await buildTestApp();
    stores = (await app.inject('/api/v1/stores')).json<StoresResponse>().items;
  });
  afterAll(async () => {
    await app.close();
  });

  const near = async (q: string) => {
    const res = await app.inject(`/api/v1/stores/near?${q}`);
    expect(res.statusCode).toBe(200);
    return res.json<StoresResponse>().items;
  };

  it('GET /stores lists every seeded store by code, with gouvernorat and delegation', async () => {
    expect(stores.length).toBeGreaterThan(300);
    expect(stores.map((s) => s.magasin_code)).toEqual([...stores.map((s) => s.magasin_code)].sort());
    for (const s of stores) {
      expect(s.gouvernorat).toBe(s.region_name);
      expect(s.delegation).toBe(s.city);
      expect(s.distance_m).toBeUndefined();
    }
    expect(stores[0]).toMatchObject({ magasin_code: 'TN0001', storename: 'Qadhya Bab Bhar', region_name: 'Tunis' });
  });

  it('GET /stores has an ETag and answers 304 to If-None-Match', async () => {
    const first = await app.inject('/api/v1/stores');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await app.inject({ url: '/api/v1/stores', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('GET /stores/near: within the radius, nearest first, the documented distances (25 km default)', async () => {
    // Tunis, on the 0.001° grid the answers are computed on (off it: near-answers.test.ts).
    const here = { lat: 36.806, lng: 10.181 };
    const items = await near(`lat=${here.lat}&lng=${here.lng}&limit=500`);
    const expected = stores
      .map((s) => ({ code: s.magasin_code, d: distanceMeters(here, { lat: s.latitude, lng: s.longitude }) }))
      .filter((s) => s.d <= 25_000)
      .sort((a, b) => a.d - b.d);
    expect(items.length).toBeGreaterThan(10);
    expect(items.map((s) => s.magasin_code).sort()).toEqual(expected.map((s) => s.code).sort());
    const distances = items.map((s) => s.distance_m!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const s of items) {
      expect(s.distance_m!).toBeCloseTo(distanceMeters(here, { lat: s.latitude, lng: s.longitude }), 0);
    }
  });

  it('GET /stores/near honours radius and limit', async () => {
    const here = { lat: 36.8065, lng: 10.1815 };
    const r3 = await near(`lat=${here.lat}&lng=${here.lng}&radius=3000&limit=500`);
    expect(r3.length).toBeGreaterThan(0);
    expect(r3.every((s) => s.distance_m! <= 3000)).toBe(true);
    const all = await near(`lat=${here.lat}&lng=${here.lng}&radius=100000&limit=500`);
    expect(all.length).toBeGreaterThan(r3.length);
    const three = await near(`lat=${here.lat}&lng=${here.lng}&radius=100000&limit=3`);
    expect(three).toEqual(all.slice(0, 3));
    expect(await near('lat=37.5&lng=5&radius=25000')).toEqual([]); // at sea
  });

  /** A store with no other store within 200 m, so the 30 m test only sees it. */
  const lonelyStore = () =>
    stores.find((s) =>
      stores.every((o) => o === s || distanceMeters({ lat: s.latitude, lng: s.longitude }, { lat: o.latitude, lng: o.longitude }) > 200),
    )!;

  it.each([0, 90, 137, 225, 315])('GET /stores/at: 29.9 m away finds the store, 30.1 m does not (bearing %i°)', async (bearing) => {
    const s = lonelyStore();
    const inside = destination(s.latitude, s.longitude, bearing, 29.9);
    const outside = destination(s.latitude, s.longitude, bearing, 30.1);
    expect(distanceMeters(inside, { lat: s.latitude, lng: s.longitude })).toBeCloseTo(29.9, 6);
    expect(distanceMeters(outside, { lat: s.latitude, lng: s.longitude })).toBeCloseTo(30.1, 6);
    const hit = await app.inject(`/api/v1/stores/at?lat=${inside.lat}&lng=${inside.lng}`);
    expect(hit.statusCode).toBe(200);
    const found = hit.json<StoreAtResponse>().store;
    expect(found.magasin_code).toBe(s.magasin_code);
    expect(found.distance_m).toBeCloseTo(29.9, 1);
    const miss = await app.inject(`/api/v1/stores/at?lat=${outside.lat}&lng=${outside.lng}`);
    expect(miss.statusCode).toBe(404);
    expect(miss.json<ApiError>().code).toBe('NO_STORE_NEARBY');
  });

  it('GET /stores/at takes a radius up to 200 m', async () => {
    const s = lonelyStore();
    const p = destination(s.latitude, s.longitude, 45, 150);
    expect((await app.inject(`/api/v1/stores/at?lat=${p.lat}&lng=${p.lng}`)).statusCode).toBe(404);
    const res = await app.inject(`/api/v1/stores/at?lat=${p.lat}&lng=${p.lng}&radius=160`);
    expect(res.statusCode).toBe(200);
    expect(res.json<StoreAtResponse>().store.magasin_code).toBe(s.magasin_code);
  });

  it.each([
    ['/api/v1/stores/near?lng=10', 'lat missing'],
    ['/api/v1/stores/near?lat=91&lng=10', 'lat out of range'],
    ['/api/v1/stores/near?lat=36&lng=181', 'lng out of range'],
    ['/api/v1/stores/near?lat=abc&lng=10', 'lat not a number'],
    ['/api/v1/stores/near?lat=36&lng=10&radius=100001', 'radius too large'],
    ['/api/v1/stores/near?lat=36&lng=10&radius=0', 'radius zero'],
    ['/api/v1/stores/near?lat=36&lng=10&limit=0', 'limit zero'],
    ['/api/v1/stores/at?lat=36&lng=10&radius=201', 'at radius too large'],
    ['/api/v1/stores/at?lat=36', 'at lng missing'],
  ])('%s → 400 (%s)', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().code).toBe('VALIDATION_FAILED');
  });

  it.each(['Ariana', 'ARIANA', 'ariana', ' ariana ', 'TN-12'])('GET /governorates/%s/delegations → region1', async (name) => {
    const res = await app.inject(`/api/v1/governorates/${encodeURIComponent(name)}/delegations`);
    expect(res.statusCode).toBe(200);
    const { region1 } = res.json<DelegationNamesResponse>();
    expect(region1).toContain('La Soukra');
    expect(region1).toContain('Ariana Ville');
    expect(region1).toEqual([...region1].sort((a, b) => a.localeCompare(b, 'fr')));
  });

  it('governorate names match without accents (beja = Béja)', async () => {
    const res = await app.inject('/api/v1/governorates/beja/delegations');
    expect(res.statusCode).toBe(200);
    expect(res.json<DelegationNamesResponse>().region1).toContain('Béja Nord');
  });

  it('GET /delegations/:name/stores: the stores of a delegation, accent- and case-insensitive', async () => {
    const res = await app.inject('/api/v1/delegations/la%20soukra/stores');
    expect(res.statusCode).toBe(200);
    const items = res.json<StoresResponse>().items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((s) => s.city === 'La Soukra' && s.region_name === 'Ariana')).toBe(true);
    expect(items).toEqual(stores.filter((s) => s.city === 'La Soukra').sort((a, b) => a.storename.localeCompare(b.storename)));
    const accentless = await app.inject('/api/v1/delegations/BEJA%20NORD/stores');
    expect(accentless.statusCode).toBe(200);
    expect(accentless.json<StoresResponse>().items.every((s) => s.city === 'Béja Nord')).toBe(true);
    const scoped = await app.inject('/api/v1/delegations/la%20soukra/stores?gouvernorat=ariana');
    expect(scoped.json<StoresResponse>().items).toEqual(items);
  });

  it.each([
    ['/api/v1/governorates/Atlantis/delegations', 404, 'GOVERNORATE_NOT_FOUND'],
    ['/api/v1/delegations/Atlantis/stores', 404, 'DELEGATION_NOT_FOUND'],
    ['/api/v1/delegations/La%20Soukra/stores?gouvernorat=Sfax', 404, 'DELEGATION_NOT_FOUND'],
    ['/api/v1/delegations/La%20Soukra/stores?gouvernorat=Atlantis', 404, 'GOVERNORATE_NOT_FOUND'],
    [`/api/v1/governorates/${'x'.repeat(61)}/delegations`, 400, 'VALIDATION_FAILED'],
    ['/api/v1/governorates/%20/delegations', 400, 'VALIDATION_FAILED'],
  ])('%s → %i %s', async (url, status, code) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(status);
    expect(res.json<ApiError>().code).toBe(code);
  });
});
