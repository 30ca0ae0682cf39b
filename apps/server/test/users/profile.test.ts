import { verify } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, newSession, randomIp } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

/** Every route of the users and family modules (each needs a signed-in user). */
const OWNED_ROUTES = [
  ['GET', '/api/v1/users/me'],
  ['PUT', '/api/v1/users/me'],
  ['DELETE', '/api/v1/users/me'],
  ['POST', '/api/v1/users/me/avatar'],
  ['GET', '/api/v1/users/me/config'],
  ['PUT', '/api/v1/users/me/config'],
  ['GET', '/api/v1/users/me/store'],
  ['PUT', '/api/v1/users/me/store'],
  ['GET', '/api/v1/users/search?q=12345678'],
  ['GET', '/api/v1/families/members'],
  ['GET', '/api/v1/families/1/members'],
  ['POST', '/api/v1/families/add-member'],
  ['DELETE', '/api/v1/families/1/members/1'],
  ['GET', '/api/v1/families/invitations'],
  ['POST', '/api/v1/families/invitations/1/accept'],
  ['POST', '/api/v1/families/invitations/1/decline'],
  ['DELETE', '/api/v1/families/invitations/1'],
  ['DELETE', '/api/v1/families/memberships/1'],
] as const;

const bodyOf = (method: string, url: string) => {
  if (url.endsWith('/config') && method === 'PUT') {
    return { NOTIFY_FAVORITES: 0, NOTIFY_NEW_USERS: 0, NOTIFY_PROMOS: 0, NOTIFY_REFERRALS: 0, NOTIFY_PRIZES: 0 };
  }
  if (url.endsWith('/users/me') && method === 'PUT') return { NAME: 'Intrus' };
  if (url.endsWith('/store') && method === 'PUT') return { magasin_code: 'TN0001' };
  if (url.endsWith('/add-member')) return { IDENTIFIANT: '12345678', RELATION: 'Ami', USER_ID: 12345678, AVATAR: 'avatar-1' };
  return undefined;
};

const call = (method: string, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: method as 'GET', url, headers, payload: bodyOf(method, url), remoteAddress: randomIp() });

const expect401 = (res: { statusCode: number; json: () => unknown }) => {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
};

describe('sign-in required on every users and family route', () => {
  it.each(OWNED_ROUTES)('%s %s without a token → 401', async (method, url) => {
    expect401(await call(method, url));
  });

  it.each(OWNED_ROUTES)('%s %s with a malformed or unknown token → 401', async (method, url) => {
    expect401(await call(method, url, { authorization: 'Bearer not-a-real-token-but-long-enough' }));
    expect401(await call(method, url, { authorization: 'Basic abc' }));
  });

  it.each(OWNED_ROUTES)('%s %s with a revoked token → 401', async (method, url) => {
    const user = await createUser(app, { name: 'Revoked' });
    await app.sessions.revoke(user.sessionId);
    expect401(await call(method, url, user.headers));
    // Nothing changed for that user.
    const row = await app.database.db.selectFrom('users').select('name').where('id', '=', user.id).executeTakeFirst();
    expect(row?.name).toBe('Revoked');
  });

  it.each(OWNED_ROUTES)('%s %s after DELETE /users/me → 401', async (method, url) => {
    const user = await createUser(app);
    const del = await call('DELETE', '/api/v1/users/me', user.headers);
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    expect401(await call(method, url, user.headers));
  });
});

describe('GET /users/me', () => {
  it('answers the caller as the contract User, never the password hash', async () => {
    const user = await createUser(app, { name: 'Amira', lastname: 'Ben Salah', email: 'amira@example.tn', password: 'secret1' });
    const res = await call('GET', '/api/v1/users/me', user.headers);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      ID: user.id,
      NAME: 'Amira',
      LASTNAME: 'Ben Salah',
      PHONE: user.phone,
      EMAIL: 'amira@example.tn',
      LANGUAGE: 'fr',
      AVATAR: null,
      HAS_PASSWORD: true,
      PROFILE_COMPLETE: false,
    });
    expect(res.body).not.toContain('argon2');
    expect(res.body).not.toMatch(/password_hash/i);
  });
});

describe('PUT /users/me', () => {
  it('updates the given fields and keeps the others', async () => {
    const user = await createUser(app, { name: 'Old', address: 'Sfax' });
    const res = await app.inject({
      method: 'PUT',
      url: '/api/v1/users/me',
      headers: user.headers,
      payload: {
        ID: user.id,
        NAME: '  Yassine ',
        LASTNAME: 'Trabelsi',
        GENDER: 'homme',
        BIRTHDATE: '1990-05-17',
        EMAIL: 'y@example.tn',
        LANGUAGE: 'ar',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      ID: user.id,
      NAME: 'Yassine',
      LASTNAME: 'Trabelsi',
      GENDER: 'homme',
      BIRTHDATE: '1990-05-17',
      EMAIL: 'y@example.tn',
      LANGUAGE: 'ar',
      ADDRESS: 'Sfax',
      PROFILE_COMPLETE: true,
      HAS_PASSWORD: false,
    });
    const again = await call('GET', '/api/v1/users/me', user.headers);
    expect(again.json().data).toEqual(res.json().data);
  });

  it('an empty body changes nothing', async () => {
    const user = await createUser(app, { name: 'Same' });
    const res = await app.inject({ method: 'PUT', url: '/api/v1/users/me', headers: user.headers, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.NAME).toBe('Same');
  });

  it.each([
    ['a bad email', { EMAIL: 'not-an-email' }],
    ['a short password', { PASSWORD: '12345' }],
    ['an unknown field', { NAME: 'X', ROLE: 'admin' }],
    ['an empty name', { NAME: '   ' }],
    ['an unknown gender', { GENDER: 'autre' }],
    ['an impossible date', { BIRTHDATE: '2020-02-30' }],
    ['an unknown language', { LANGUAGE: 'en' }],
    ['a NUL in the address', { ADDRESS: 'a\u0000b' }],
    ['an ID that is not a UID', { ID: 'abc' }],
  ])('refuses %s with 400 and changes nothing', async (_label, payload) => {
    const user = await createUser(app, { name: 'Kept', email: 'kept@example.tn' });
    const res = await app.inject({ method: 'PUT', url: '/api/v1/users/me', headers: user.headers, payload });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().code).toBe('string');
    const me = (await call('GET', '/api/v1/users/me', user.headers)).json().data;
    expect(me).toMatchObject({ NAME: 'Kept', EMAIL: 'kept@example.tn', HAS_PASSWORD: false });
  });

  it("another user's ID in the body → 403 FORBIDDEN, and neither profile changes", async () => {
    const a = await createUser(app, { name: 'Alice' });
    const b = await createUser(app, { name: 'Bob' });
    const res = await app.inject({ method: 'PUT', url: '/api/v1/users/me', headers: b.headers, payload: { ID: a.id, NAME: 'Pwned' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect((await call('GET', '/api/v1/users/me', a.headers)).json().data.NAME).toBe('Alice');
    expect((await call('GET', '/api/v1/users/me', b.headers)).json().data.NAME).toBe('Bob');
  });

  it('a new password is stored as argon2id and ends every other session, not this one', async () => {
    const user = await createUser(app, { password: 'ancien-secret' });
    const other = await newSession(app, user.id);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/v1/users/me',
      headers: user.headers,
      payload: { PASSWORD: 'nouveau-secret', CURRENT_PASSWORD: 'ancien-secret' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.HAS_PASSWORD).toBe(true);
    const row = await app.database.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verify(row.password_hash!, 'nouveau-secret')).toBe(true);
    expect((await call('GET', '/api/v1/users/me', user.headers)).statusCode).toBe(200);
    expect401(await call('GET', '/api/v1/users/me', other.headers));
  });

  it('the new password signs in through POST /auth/login; the old one no longer does', async () => {
    const user = await createUser(app, { password: 'ancien-secret' });
    const ip = randomIp();
    const login = (PASSWORD: string) =>
      app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { PHONE: user.phone, PASSWORD }, remoteAddress: ip });
    expect((await login('ancien-secret')).statusCode).toBe(200);
    await app.inject({
      method: 'PUT',
      url: '/api/v1/users/me',
      headers: user.headers,
      payload: { PASSWORD: 'nouveau-secret', CURRENT_PASSWORD: 'ancien-secret' },
    });
    const ok = await login('nouveau-secret');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.ID).toBe(user.id);
    expect((await login('ancien-secret')).statusCode).toBe(401);
  });

  it('a profile change without a password keeps the other sessions', async () => {
    const user = await createUser(app);
    const other = await newSession(app, user.id);
    await app.inject({ method: 'PUT', url: '/api/v1/users/me', headers: user.headers, payload: { NAME: 'Nadia' } });
    expect((await call('GET', '/api/v1/users/me', other.headers)).statusCode).toBe(200);
  });
});

describe('notification configuration', () => {
  const all = (v: 0 | 1) => ({ NOTIFY_FAVORITES: v, NOTIFY_NEW_USERS: v, NOTIFY_PROMOS: v, NOTIFY_REFERRALS: v, NOTIFY_PRIZES: v });

  it('is all 1 until saved, then round-trips all five', async () => {
    const user = await createUser(app);
    const first = await call('GET', '/api/v1/users/me/config', user.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: all(1) });
    const wanted = { NOTIFY_FAVORITES: 0, NOTIFY_NEW_USERS: 1, NOTIFY_PROMOS: 0, NOTIFY_REFERRALS: 1, NOTIFY_PRIZES: 0 };
    const put = await app.inject({ method: 'PUT', url: '/api/v1/users/me/config', headers: user.headers, payload: wanted });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ data: wanted });
    expect((await call('GET', '/api/v1/users/me/config', user.headers)).json()).toEqual({ data: wanted });
    const back = await app.inject({ method: 'PUT', url: '/api/v1/users/me/config', headers: user.headers, payload: all(1) });
    expect(back.json()).toEqual({ data: all(1) });
  });

  it.each([
    ['a value of 2', { ...all(1), NOTIFY_PROMOS: 2 }],
    ['a boolean', { ...all(1), NOTIFY_PROMOS: true }],
    ['a string', { ...all(1), NOTIFY_PROMOS: '1' }],
    ['a missing key', { NOTIFY_FAVORITES: 1, NOTIFY_NEW_USERS: 1, NOTIFY_PROMOS: 1, NOTIFY_REFERRALS: 1 }],
    ['an unknown key', { ...all(1), NOTIFY_SPAM: 1 }],
  ])('refuses %s with 400 and keeps the saved values', async (_label, payload) => {
    const user = await createUser(app);
    await app.inject({ method: 'PUT', url: '/api/v1/users/me/config', headers: user.headers, payload: all(0) });
    const res = await app.inject({ method: 'PUT', url: '/api/v1/users/me/config', headers: user.headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect((await call('GET', '/api/v1/users/me/config', user.headers)).json()).toEqual({ data: all(0) });
  });
});
