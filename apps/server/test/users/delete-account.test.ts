import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, randomIp } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const count = async (
  table: 'users' | 'sessions' | 'families' | 'notification_settings' | 'devices' | 'password_resets',
  column: string,
  value: number,
) => {
  const row = await app.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(column as never, '=', value as never)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

describe('DELETE /users/me', () => {
  it('removes the user and everything of theirs, and nothing of anyone else', async () => {
    const db = app.database.db;
    const now = app.clock.now();
    const a = await createUser(app, { name: 'Partante' });
    const b = await createUser(app, { name: 'Bachir' });
    const c = await createUser(app, { name: 'Chedli' });
    // A's avatar file, family (with B as a member), membership in C's family, settings, device, codes, failures, reset.
    const avatarKey = `avatars/${crypto.randomUUID()}.webp`;
    await app.storage.put(avatarKey, Buffer.from('RIFF0000WEBP'), 'image/webp');
    await db.updateTable('users').set({ avatar: avatarKey }).where('id', '=', a.id).execute();
    for (const who of [a, b, c]) {
      await app.inject({ method: 'GET', url: '/api/v1/families/members', headers: who.headers });
    }
    await app.inject({
      method: 'POST',
      url: '/api/v1/families/add-member',
      headers: a.headers,
      payload: { IDENTIFIANT: String(b.id), USER_ID: b.id, RELATION: 'Frère', AVATAR: 'avatar-2' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/v1/families/add-member',
      headers: c.headers,
      payload: { IDENTIFIANT: String(a.id), USER_ID: a.id, RELATION: 'Soeur', AVATAR: 'avatar-3' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/v1/families/add-member',
      headers: c.headers,
      payload: { IDENTIFIANT: String(b.id), USER_ID: b.id, RELATION: 'Ami', AVATAR: 'avatar-4' },
    });
    // Every invitation accepted (A and B consent), and one more to A still pending from D.
    for (const who of [a, b]) {
      const inbox = (await app.inject({ method: 'GET', url: '/api/v1/families/invitations', headers: who.headers })).json();
      for (const item of inbox.items) {
        await app.inject({ method: 'POST', url: `/api/v1/families/invitations/${item.ID}/accept`, headers: who.headers });
      }
    }
    const d = await createUser(app, { name: 'Dalila' });
    const dSent = await app.inject({
      method: 'POST',
      url: '/api/v1/families/add-member',
      headers: d.headers,
      payload: { IDENTIFIANT: String(a.id), USER_ID: a.id, RELATION: 'Ami', AVATAR: 'avatar-1' },
    });
    expect(dSent.statusCode).toBe(202);
    await app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/config',
      headers: a.headers,
      payload: { NOTIFY_FAVORITES: 0, NOTIFY_NEW_USERS: 0, NOTIFY_PROMOS: 0, NOTIFY_REFERRALS: 0, NOTIFY_PRIZES: 0 },
    });
    await db
      .insertInto('devices')
      .values({ device_id: `dev-${crypto.randomUUID()}`, platform: 'web', user_id: a.id, first_seen_at: now, last_seen_at: now })
      .execute();
    await db
      .insertInto('otp_codes')
      .values({ phone: a.phone, purpose: 'login', code_hash: 'x', salt: 'y', ip: randomIp(), created_at: now, expires_at: now })
      .execute();
    await db.insertInto('login_failures').values({ phone: a.phone, ip: randomIp(), at: now }).execute();
    await db
      .insertInto('password_resets')
      .values({ user_id: a.id, token_hash: crypto.randomUUID(), created_at: now, expires_at: now })
      .execute();

    expect(await count('notification_settings', 'user_id', a.id)).toBe(1);
    expect(await count('devices', 'user_id', a.id)).toBe(1);
    const aFamily = (await db.selectFrom('families').select('id').where('owner_id', '=', a.id).executeTakeFirstOrThrow()).id;
    const cFamily = (await db.selectFrom('families').select('id').where('owner_id', '=', c.id).executeTakeFirstOrThrow()).id;

    const res = await app.inject({ method: 'DELETE', url: '/api/v1/users/me', headers: a.headers });
    expect(res.statusCode).toBe(204);

    expect(await count('users', 'id', a.id)).toBe(0);
    expect(await count('sessions', 'user_id', a.id)).toBe(0);
    expect(await count('families', 'owner_id', a.id)).toBe(0);
    expect(await count('notification_settings', 'user_id', a.id)).toBe(0);
    expect(await count('devices', 'user_id', a.id)).toBe(0);
    expect(await count('password_resets', 'user_id', a.id)).toBe(0);
    expect(await db.selectFrom('family_members').select('id').where('family_id', '=', aFamily).execute()).toEqual([]);
    expect(await db.selectFrom('family_members').select('id').where('user_id', '=', a.id).execute()).toEqual([]);
    // Invitations: those A sent went with A's family; those A accepted are forgotten; the one A
    // had not answered is void (D still sees it pending, as before: docs/family.md).
    expect(await db.selectFrom('family_invitations').select('id').where('inviter_id', '=', a.id).execute()).toEqual([]);
    expect(await db.selectFrom('family_invitations').select(['family_id', 'status']).where('invitee_id', '=', a.id).execute()).toEqual([
      {
        family_id: (await db.selectFrom('families').select('id').where('owner_id', '=', d.id).executeTakeFirstOrThrow()).id,
        status: 'void',
      },
    ]);
    const dAfter = await app.inject({ method: 'GET', url: '/api/v1/families/members', headers: d.headers });
    expect(dAfter.json().invitations).toEqual(dSent.json().invitations);
    expect(await db.selectFrom('otp_codes').select('id').where('phone', '=', a.phone).execute()).toEqual([]);
    expect(await db.selectFrom('login_failures').select('id').where('phone', '=', a.phone).execute()).toEqual([]);
    expect(await app.storage.read(avatarKey)).toBeNull();
    expect((await app.inject(`/uploads/${avatarKey}`)).statusCode).toBe(404);

    // The others are untouched: B and C exist and are signed in; C's family keeps B but not A.
    expect((await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: b.headers })).json().data.NAME).toBe('Bachir');
    const cMembers = await app.inject({ method: 'GET', url: '/api/v1/families/members', headers: c.headers });
    expect(cMembers.json().family_id).toBe(cFamily);
    expect(cMembers.json().members.map((m: { USER_ID: number }) => m.USER_ID)).toEqual([b.id]);

    // The token is dead; a second deletion is a 401.
    expect((await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: a.headers })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/api/v1/users/me', headers: a.headers })).statusCode).toBe(401);
  });

  it('every session of the user ends, not only the one that asked', async () => {
    const a = await createUser(app);
    const other = await app.sessions.create(a.id);
    expect((await app.inject({ method: 'DELETE', url: '/api/v1/users/me', headers: a.headers })).statusCode).toBe(204);
    const res = await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${other.token}` } });
    expect(res.statusCode).toBe(401);
  });
});
