/**
 * The shopper's store kept on the server (docs/stores.md#the-shoppers-store): GET/PUT
 * /users/me/store, an unknown store refused with nothing written, forgotten with null, with the
 * account and with the store.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const put = (headers: Record<string, string>, payload: unknown) =>
  app.inject({ method: 'PUT', url: '/api/v1/users/me/store', headers, payload: payload as object });
const get = async (headers: Record<string, string>) => (await app.inject({ method: 'GET', url: '/api/v1/users/me/store', headers })).json();

describe('the shopper’s store', () => {
  it('is null until the app sends one, then the last one sent', async () => {
    const user = await createUser(app);
    expect(await get(user.headers)).toEqual({ magasin_code: null });
    expect((await put(user.headers, { magasin_code: 'TN0001' })).json()).toEqual({ magasin_code: 'TN0001' });
    expect((await put(user.headers, { magasin_code: ' TN0002 ' })).json()).toEqual({ magasin_code: 'TN0002' });
    expect(await get(user.headers)).toEqual({ magasin_code: 'TN0002' });
    const rows = await app.database.db.selectFrom('shopper_stores').selectAll().where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses an unknown store with 404 STORE_NOT_FOUND and keeps the one it had', async () => {
    const user = await createUser(app);
    await put(user.headers, { magasin_code: 'TN0001' });
    const res = await put(user.headers, { magasin_code: 'ZZ9999' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('STORE_NOT_FOUND');
    expect(await get(user.headers)).toEqual({ magasin_code: 'TN0001' });
  });

  it.each([
    ['a missing field', {}],
    ['a number', { magasin_code: 1 }],
    ['a code with a space inside', { magasin_code: 'TN 0001' }],
    ['a code too long', { magasin_code: 'T'.repeat(21) }],
    ['an unknown key', { magasin_code: 'TN0001', other: 1 }],
  ])('refuses %s with 400 VALIDATION_FAILED', async (_label, payload) => {
    const user = await createUser(app);
    const res = await put(user.headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(await get(user.headers)).toEqual({ magasin_code: null });
  });

  it('is forgotten with null, and with the account', async () => {
    const user = await createUser(app);
    await put(user.headers, { magasin_code: 'TN0001' });
    expect((await put(user.headers, { magasin_code: null })).json()).toEqual({ magasin_code: null });
    await put(user.headers, { magasin_code: 'TN0001' });
    expect((await app.inject({ method: 'DELETE', url: '/api/v1/users/me', headers: user.headers })).statusCode).toBe(204);
    const rows = await app.database.db.selectFrom('shopper_stores').selectAll().where('user_id', '=', user.id).execute();
    expect(rows).toEqual([]);
  });

  it('the server reads the stores of many shoppers at once', async () => {
    const [u1, u2, u3] = [await createUser(app), await createUser(app), await createUser(app)];
    await put(u1.headers, { magasin_code: 'TN0001' });
    await put(u2.headers, { magasin_code: 'TN0002' });
    const stores = await app.services.shopperStore.storesOf(app.database.db, [u1.id, u2.id, u3.id]);
    expect(stores).toEqual(
      new Map([
        [u1.id, 'TN0001'],
        [u2.id, 'TN0002'],
      ]),
    );
  });
});
