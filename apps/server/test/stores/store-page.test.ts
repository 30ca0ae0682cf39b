import type { ApiError, StoreResponse, StoresResponse } from '@qadhya/contracts';
import { describe, expect, it } from 'vitest';
import { appPerBlock } from '../helpers/app-per-block.ts';

/** GET /stores/:code: one store for the store page (docs/stores.md#store-page). */
describe('GET /stores/:code', () => {
  const t = appPerBlock();

  it('answers the store as GET /stores lists it, with its hours and phone', async () => {
    const list = (await t.app.inject('/api/v1/stores')).json<StoresResponse>().items;
    for (const expected of [list[0]!, list[list.length - 1]!]) {
      const res = await t.app.inject(`/api/v1/stores/${expected.magasin_code}`);
      expect(res.statusCode).toBe(200);
      const { store } = res.json<StoreResponse>();
      expect(store).toEqual(expected);
      expect(store.opening_hours).toHaveLength(7);
      expect(store.phone).not.toBe('');
      expect(store).not.toHaveProperty('distance_m');
    }
  });

  it('answers in Arabic with ?lang=ar (the Arabic name and address), as GET /stores?lang=ar', async () => {
    const ar = (await t.app.inject('/api/v1/stores?lang=ar')).json<StoresResponse>().items[3]!;
    const res = await t.app.inject(`/api/v1/stores/${ar.magasin_code}?lang=ar`);
    expect(res.statusCode).toBe(200);
    const { store } = res.json<StoreResponse>();
    expect(store).toEqual(ar);
    expect(store.storename).toMatch(/[\u0600-\u06FF]/);
    const fr = (await t.app.inject(`/api/v1/stores/${ar.magasin_code}`)).json<StoreResponse>().store;
    expect(fr.storename).not.toBe(store.storename);
  });

  it('an unknown store is 404 STORE_NOT_FOUND; a malformed code is 400, never a 500', async () => {
    const missing = await t.app.inject('/api/v1/stores/ZZ9999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ApiError>().code).toBe('STORE_NOT_FOUND');
    for (const bad of ['a%20b', 'x'.repeat(21), '%3Cscript%3E', 'TN%2F01']) {
      const res = await t.app.inject(`/api/v1/stores/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<ApiError>().code).toBe('VALIDATION_FAILED');
    }
  });

  it('the fixed routes keep their meaning: /stores/near and /stores/at are not store codes', async () => {
    expect((await t.app.inject('/api/v1/stores/near?lat=36.8&lng=10.18')).statusCode).toBe(200);
    expect((await t.app.inject('/api/v1/stores/at?lat=0&lng=0')).json<ApiError>().code).toBe('NO_STORE_NEARBY');
  });
});
