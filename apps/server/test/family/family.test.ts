import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestAccount } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const mine = (who: TestAccount) => app.inject({ method: 'GET', url: '/api/v1/families/members', headers: who.headers });
const add = (who: TestAccount, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/v1/families/add-member', headers: who.headers, payload });
const addBody = (member: { id: number }, extra: Record<string, unknown> = {}) => ({
  IDENTIFIANT: String(member.id),
  USER_ID: member.id,
  RELATION: 'Mère',
  AVATAR: 'avatar-5',
  ...extra,
});

describe('family', () => {
  it('the first GET /families/members creates an empty family; later calls answer the same one', async () => {
    const me = await createUser(app);
    const first = await mine(me);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ family_id: expect.any(Number), members: [] });
    const again = await mine(me);
    expect(again.json().family_id).toBe(first.json().family_id);
    const byId = await app.inject({ method: 'GET', url: `/api/v1/families/${first.json().family_id}/members`, headers: me.headers });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(first.json());
  });

  it('concurrent first calls create one family', async () => {
    const me = await createUser(app);
    const answers = await Promise.all(Array.from({ length: 6 }, () => mine(me)));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((r) => r.json().family_id)).size).toBe(1);
  });

  it('adds a member (201 with the family), lists them with their name and avatar, removes them (204)', async () => {
    const me = await createUser(app);
    const mum = await createUser(app, { name: 'Fatma', lastname: 'Jlassi', avatar: 'avatars/00000000-0000-4000-8000-000000000000.webp' });
    const dad = await createUser(app);
    const res = await add(me, addBody(mum));
    expect(res.statusCode).toBe(201);
    const family = res.json();
    expect(family.members).toEqual([
      {
        ID: expect.any(Number),
        RELATION: 'Mère',
        USER_ID: mum.id,
        IDENTIFIANT: String(mum.id),
        AVATAR: 'avatar-5',
        user: { NAME: 'Fatma Jlassi', AVATAR: 'avatars/00000000-0000-4000-8000-000000000000.webp' },
      },
    ]);
    const second = await add(me, addBody(dad, { RELATION: 'Père', AVATAR: 'avatar-9' }));
    expect(second.statusCode).toBe(201);
    expect(second.json().members.map((m: { USER_ID: number }) => m.USER_ID)).toEqual([mum.id, dad.id]);
    expect(second.json().members[1].user).toEqual({ NAME: `Utilisateur ${dad.id}`, AVATAR: null });
    expect((await mine(me)).json()).toEqual(second.json());

    const memberId = family.members[0].ID;
    const del = await app.inject({ method: 'DELETE', url: `/api/v1/families/${family.family_id}/members/${memberId}`, headers: me.headers });
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    expect((await mine(me)).json().members.map((m: { USER_ID: number }) => m.USER_ID)).toEqual([dad.id]);
    // Removing it again: 404 MEMBER_NOT_FOUND.
    const again = await app.inject({ method: 'DELETE', url: `/api/v1/families/${family.family_id}/members/${memberId}`, headers: me.headers });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('MEMBER_NOT_FOUND');
    // The removed member's account is untouched.
    expect((await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: mum.headers })).statusCode).toBe(200);
  });

  it('adding the same user twice → 409 MEMBER_EXISTS (one row stays)', async () => {
    const me = await createUser(app);
    const sis = await createUser(app);
    expect((await add(me, addBody(sis, { RELATION: 'Soeur' }))).statusCode).toBe(201);
    const dup = await add(me, addBody(sis, { RELATION: 'Ami' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('MEMBER_EXISTS');
    const members = (await mine(me)).json().members;
    expect(members).toHaveLength(1);
    expect(members[0].RELATION).toBe('Soeur');
  });

  it('adding oneself → 422 MEMBER_IS_SELF', async () => {
    const me = await createUser(app);
    const res = await add(me, addBody(me));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('MEMBER_IS_SELF');
    expect((await mine(me)).json().members).toEqual([]);
  });

  it('USER_ID not the user IDENTIFIANT names → 422 IDENTIFIANT_MISMATCH', async () => {
    const me = await createUser(app);
    const x = await createUser(app);
    const y = await createUser(app);
    const res = await add(me, { ...addBody(x), USER_ID: y.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('IDENTIFIANT_MISMATCH');
    expect((await mine(me)).json().members).toEqual([]);
  });

  it('an identifier that names no user → 404 USER_NOT_FOUND', async () => {
    const me = await createUser(app);
    const gone = await createUser(app);
    await app.inject({ method: 'DELETE', url: '/api/v1/users/me', headers: gone.headers });
    const res = await add(me, addBody(gone));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('USER_NOT_FOUND');
  });

  it.each([
    ['an identifier of 7 digits', { IDENTIFIANT: '1234567' }],
    ['an identifier starting with 0', { IDENTIFIANT: '01234567' }],
    ['an identifier with letters', { IDENTIFIANT: '1234567a' }],
    ['an unknown relation', { RELATION: 'Cousin' }],
    ['an unknown avatar', { AVATAR: 'avatar-10' }],
    ['a missing USER_ID', { USER_ID: undefined }],
  ])('refuses %s with 400', async (_label, extra) => {
    const me = await createUser(app);
    const x = await createUser(app);
    const res = await add(me, addBody(x, extra));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('a member is removed only from its own family: a member id of another family → 404 MEMBER_NOT_FOUND', async () => {
    const a = await createUser(app);
    const b = await createUser(app);
    const x = await createUser(app);
    const aFamily = (await add(a, addBody(x))).json();
    const bFamily = (await add(b, addBody(x))).json();
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/v1/families/${bFamily.family_id}/members/${aFamily.members[0].ID}`,
      headers: b.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('MEMBER_NOT_FOUND');
    expect((await mine(a)).json()).toEqual(aFamily);
  });

  it('an unknown family id → 404 FAMILY_NOT_FOUND', async () => {
    const me = await createUser(app);
    for (const req of [
      { method: 'GET' as const, url: '/api/v1/families/2147483647/members' },
      { method: 'DELETE' as const, url: '/api/v1/families/2147483647/members/1' },
    ]) {
      const res = await app.inject({ ...req, headers: me.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('FAMILY_NOT_FOUND');
    }
  });
});
