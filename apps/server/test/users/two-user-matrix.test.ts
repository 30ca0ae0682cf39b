/**
 * Two users, A and B: on every owned route B acts with their own valid token, and A's profile,
 * settings, avatar, family and members are never read or changed (403/404 where B names A's data).
 */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, randomIp, type TestAccount } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

let app: FastifyInstance;
let a: TestAccount;
let x: TestAccount;
let aFamilyId: number;
let aMemberId: number;
let aAvatarUrl: string;

const CONFIG_A = { NOTIFY_FAVORITES: 0, NOTIFY_NEW_USERS: 1, NOTIFY_PROMOS: 0, NOTIFY_REFERRALS: 0, NOTIFY_PRIZES: 1 };

function multipartImage(bytes: Buffer) {
  const boundary = `----matrix${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="AVATAR"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
const png = () => sharp({ create: { width: 20, height: 20, channels: 3, background: '#0a0' } }).png().toBuffer();

const as = (who: TestAccount, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: who.headers, payload: payload as Record<string, unknown>, remoteAddress: randomIp() });

/** Everything of A, read through A's own token and from disk. */
async function snapshotA() {
  const me = await as(a, 'GET', '/users/me');
  const config = await as(a, 'GET', '/users/me/config');
  const family = await as(a, 'GET', '/families/members');
  const avatar = await app.inject(aAvatarUrl);
  const sessions = await app.database.db.selectFrom('sessions').select(['id', 'revoked_at']).where('user_id', '=', a.id).execute();
  const row = await app.database.db.selectFrom('users').selectAll().where('id', '=', a.id).executeTakeFirst();
  return {
    me: me.json(),
    config: config.json(),
    family: family.json(),
    avatar: { status: avatar.statusCode, bytes: avatar.rawPayload.toString('base64') },
    sessions,
    row,
  };
}
let before: Awaited<ReturnType<typeof snapshotA>>;

beforeAll(async () => {
  app = await buildTestApp();
  a = await createUser(app, { name: 'Alia', lastname: 'Secrète', email: 'alia@example.tn', address: 'Tunis', password: 'alia-secret' });
  x = await createUser(app, { name: 'Xavier' });
  expect((await as(a, 'PUT', '/users/me/config', CONFIG_A)).statusCode).toBe(200);
  const body = multipartImage(await png());
  const up = await app.inject({
    method: 'POST',
    url: '/api/v1/users/me/avatar',
    headers: { ...a.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(up.statusCode).toBe(200);
  aAvatarUrl = up.json().avatar_url;
  const fam = await as(a, 'POST', '/families/add-member', { IDENTIFIANT: String(x.id), USER_ID: x.id, RELATION: 'Frère', AVATAR: 'avatar-1' });
  expect(fam.statusCode).toBe(201);
  aFamilyId = fam.json().family_id;
  aMemberId = fam.json().members[0].ID;
  before = await snapshotA();
  expect(before.avatar.status).toBe(200);
});

afterAll(async () => {
  await app.close();
});

describe("user B never reads or changes user A's data", () => {
  it('GET /users/me answers B', async () => {
    const b = await createUser(app);
    const res = await as(b, 'GET', '/users/me');
    expect(res.json().data.ID).toBe(b.id);
    expect(res.body).not.toContain(a.phone);
    expect(res.body).not.toContain('Alia');
  });

  it("PUT /users/me with A's ID → 403 FORBIDDEN; without it, only B changes", async () => {
    const b = await createUser(app);
    for (const payload of [{ ID: a.id, NAME: 'Pirate' }, { ID: a.id, PASSWORD: 'pirate-password' }, { ID: String(a.id), EMAIL: 'pirate@example.tn' }]) {
      const res = await as(b, 'PUT', '/users/me', payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    const own = await as(b, 'PUT', '/users/me', { NAME: 'Bob', PASSWORD: 'bob-password' });
    expect(own.json().data).toMatchObject({ ID: b.id, NAME: 'Bob' });
  });

  it('PUT /users/me cannot smuggle a user id or a phone', async () => {
    const b = await createUser(app);
    for (const payload of [{ id: a.id }, { PHONE: a.phone }, { USER_ID: a.id }, { user_id: a.id, NAME: 'x' }]) {
      expect((await as(b, 'PUT', '/users/me', payload)).statusCode).toBe(400);
    }
  });

  it('GET and PUT /users/me/config are B’s own', async () => {
    const b = await createUser(app);
    expect((await as(b, 'GET', '/users/me/config')).json().data).toEqual({
      NOTIFY_FAVORITES: 1,
      NOTIFY_NEW_USERS: 1,
      NOTIFY_PROMOS: 1,
      NOTIFY_REFERRALS: 1,
      NOTIFY_PRIZES: 1,
    });
    const all0 = { NOTIFY_FAVORITES: 0, NOTIFY_NEW_USERS: 0, NOTIFY_PROMOS: 0, NOTIFY_REFERRALS: 0, NOTIFY_PRIZES: 0 };
    expect((await as(b, 'PUT', '/users/me/config', all0)).statusCode).toBe(200);
    expect((await as(b, 'PUT', '/users/me/config', { ...all0, user_id: a.id })).statusCode).toBe(400);
  });

  it("POST /users/me/avatar sets B's avatar, never A's", async () => {
    const b = await createUser(app);
    const body = multipartImage(await png());
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/users/me/avatar',
      headers: { ...b.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.ID).toBe(b.id);
    expect(res.json().avatar_url).not.toBe(aAvatarUrl);
  });

  it('GET /users/search shows A only masked (never their phone, email or address)', async () => {
    const b = await createUser(app);
    const res = await as(b, 'GET', `/users/search?q=${a.phone}`);
    expect(res.statusCode).toBe(200);
    const hit = res.json().items.find((i: { ID: number }) => i.ID === a.id);
    expect(hit).toEqual({ ID: a.id, NAME: 'Alia Secrète', PHONE: `${a.phone.slice(0, 2)}••••${a.phone.slice(-2)}` });
    expect(res.body).not.toContain(a.phone);
    expect(res.body).not.toContain('alia@example.tn');
  });

  it("GET /families/members is B's own family, not A's", async () => {
    const b = await createUser(app);
    const res = await as(b, 'GET', '/families/members');
    expect(res.statusCode).toBe(200);
    expect(res.json().family_id).not.toBe(aFamilyId);
    expect(res.json().members).toEqual([]);
  });

  it("GET /families/{A's family}/members → 404 FAMILY_NOT_FOUND", async () => {
    const b = await createUser(app);
    await as(b, 'GET', '/families/members');
    const res = await as(b, 'GET', `/families/${aFamilyId}/members`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('FAMILY_NOT_FOUND');
    expect(res.body).not.toContain('Xavier');
  });

  it("DELETE /families/{A's family}/members/{A's member} → 404 FAMILY_NOT_FOUND", async () => {
    const b = await createUser(app);
    const res = await as(b, 'DELETE', `/families/${aFamilyId}/members/${aMemberId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('FAMILY_NOT_FOUND');
  });

  it("DELETE /families/{B's family}/members/{A's member} → 404 MEMBER_NOT_FOUND", async () => {
    const b = await createUser(app);
    const bFamily = (await as(b, 'GET', '/families/members')).json().family_id;
    const res = await as(b, 'DELETE', `/families/${bFamily}/members/${aMemberId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('MEMBER_NOT_FOUND');
  });

  it("POST /families/add-member adds to B's family only (A may be added as B's member: A's own family is untouched)", async () => {
    const b = await createUser(app);
    const res = await as(b, 'POST', '/families/add-member', { IDENTIFIANT: String(x.id), USER_ID: x.id, RELATION: 'Ami', AVATAR: 'avatar-7' });
    expect(res.statusCode).toBe(201);
    expect(res.json().family_id).not.toBe(aFamilyId);
    const withA = await as(b, 'POST', '/families/add-member', { IDENTIFIANT: String(a.id), USER_ID: a.id, RELATION: 'Proche', AVATAR: 'avatar-2' });
    expect(withA.statusCode).toBe(201);
    // B sees A's public name and avatar as a member, nothing else.
    const member = withA.json().members.find((m: { USER_ID: number }) => m.USER_ID === a.id);
    expect(Object.keys(member.user).sort()).toEqual(['AVATAR', 'NAME']);
    expect(withA.body).not.toContain(a.phone);
    expect(withA.body).not.toContain('alia@example.tn');
    // Remove A from B's family again, so A's snapshot holds.
    expect((await as(b, 'DELETE', `/families/${withA.json().family_id}/members/${member.ID}`)).statusCode).toBe(204);
  });

  it('DELETE /users/me deletes B only', async () => {
    const b = await createUser(app);
    expect((await as(b, 'DELETE', '/users/me')).statusCode).toBe(204);
    expect((await as(a, 'GET', '/users/me')).statusCode).toBe(200);
  });

  it("B's token never works as A's, whatever header or query names A", async () => {
    const b = await createUser(app);
    const res = await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { ...b.headers, 'x-user-id': String(a.id) } });
    expect(res.json().data.ID).toBe(b.id);
    const q = await app.inject({ method: 'GET', url: `/api/v1/users/me?id=${a.id}&ID=${a.id}`, headers: b.headers });
    expect(q.json().data.ID).toBe(b.id);
  });

  // Runs last (tests of a file run in order): everything above left A exactly as it was.
  it("A's profile, password, sessions, settings, avatar file, family and members are unchanged", async () => {
    const after = await snapshotA();
    expect(after).toEqual(before);
    expect(after.me.data).toMatchObject({ ID: a.id, NAME: 'Alia', HAS_PASSWORD: true });
    expect(after.config.data).toEqual(CONFIG_A);
    expect(after.family.members.map((m: { USER_ID: number }) => m.USER_ID)).toEqual([x.id]);
  });
});
