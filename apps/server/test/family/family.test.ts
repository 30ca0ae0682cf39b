/**
 * The family with consent (docs/family.md): adding a member sends an invitation; the invitee
 * accepts or declines it; what each side sees; the same answer for a UID with or without an account.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, randomUserId, type TestAccount } from '../helpers/accounts.ts';
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
const received = (who: TestAccount) => app.inject({ method: 'GET', url: '/api/v1/families/invitations', headers: who.headers });
const respond = (who: TestAccount, id: number, answer: 'accept' | 'decline') =>
  app.inject({ method: 'POST', url: `/api/v1/families/invitations/${id}/${answer}`, headers: who.headers });
const cancel = (who: TestAccount, id: number) =>
  app.inject({ method: 'DELETE', url: `/api/v1/families/invitations/${id}`, headers: who.headers });
const leave = (who: TestAccount, familyId: number) =>
  app.inject({ method: 'DELETE', url: `/api/v1/families/memberships/${familyId}`, headers: who.headers });
const addBody = (member: { id: number }, extra: Record<string, unknown> = {}) => ({
  IDENTIFIANT: String(member.id),
  USER_ID: member.id,
  RELATION: 'Mère',
  AVATAR: 'avatar-5',
  ...extra,
});

/** A UID that names no account (and never will during the test: no user is made with it). */
async function unknownUid(): Promise<number> {
  for (;;) {
    const id = randomUserId();
    const row = await app.database.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
    if (!row) return id;
  }
}

const invitationRows = (familyId: number) =>
  app.database.db
    .selectFrom('family_invitations')
    .select(['invitee_id', 'status'])
    .where('family_id', '=', familyId)
    .orderBy('id')
    .execute();

/** An answer with what differs between two callers replaced: ids, UIDs, instants. */
function shapeOf(body: string, uid: number): unknown {
  return JSON.parse(body.replaceAll(String(uid), '<UID>'), (key, value) =>
    key === 'ID' || key === 'family_id' ? '<id>' : key === 'created_at' ? '<at>' : value,
  );
}

describe('family invitations', () => {
  it('the first GET /families/members creates an empty family; later calls answer the same one', async () => {
    const me = await createUser(app);
    const first = await mine(me);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ family_id: expect.any(Number), members: [], invitations: [], memberships: [] });
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

  it('A invites B: B is not a member; A sees only what was typed; B sees the invitation with A’s name; B accepts, then leaves', async () => {
    const a = await createUser(app, { name: 'Amel', lastname: 'Ben Salah', avatar: 'avatars/00000000-0000-4000-8000-00000000000a.webp' });
    const b = await createUser(app, { name: 'Fatma', lastname: 'Jlassi', avatar: 'avatars/00000000-0000-4000-8000-00000000000b.webp' });

    const res = await add(a, addBody(b));
    expect(res.statusCode).toBe(202);
    const sent = res.json();
    expect(sent.members).toEqual([]);
    expect(sent.invitations).toEqual([
      {
        ID: expect.any(Number),
        IDENTIFIANT: String(b.id),
        RELATION: 'Mère',
        AVATAR: 'avatar-5',
        status: 'pending',
        created_at: '2026-11-24T12:30:00.000Z',
      },
    ]);
    // Nothing of B beyond the UID A typed.
    expect(res.body).not.toContain('Fatma');
    expect(res.body).not.toContain('Jlassi');
    expect(res.body).not.toContain('0000000b');
    expect(res.body).not.toContain(b.phone);
    expect((await mine(a)).json()).toEqual(sent);

    // B: the invitation, with A's name and avatar; not yet a member of anything.
    const inbox = await received(b);
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json()).toEqual({
      items: [
        {
          ID: sent.invitations[0].ID,
          RELATION: 'Mère',
          created_at: '2026-11-24T12:30:00.000Z',
          from: { NAME: 'Amel Ben Salah', AVATAR: 'avatars/00000000-0000-4000-8000-00000000000a.webp' },
        },
      ],
      count: 1,
    });
    expect(inbox.body).not.toContain(a.phone);
    expect((await mine(b)).json().memberships).toEqual([]);
    // A received nothing.
    expect((await received(a)).json()).toEqual({ items: [], count: 0 });

    // B accepts: a member of A's family, name and profile avatar now shown to A.
    const accepted = await respond(b, sent.invitations[0].ID, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().memberships).toEqual([
      {
        family_id: sent.family_id,
        RELATION: 'Mère',
        owner: { NAME: 'Amel Ben Salah', AVATAR: 'avatars/00000000-0000-4000-8000-00000000000a.webp' },
      },
    ]);
    expect((await received(b)).json()).toEqual({ items: [], count: 0 });
    const family = (await mine(a)).json();
    expect(family.invitations).toEqual([]);
    expect(family.members).toEqual([
      {
        ID: expect.any(Number),
        RELATION: 'Mère',
        USER_ID: b.id,
        IDENTIFIANT: String(b.id),
        AVATAR: 'avatar-5',
        user: { NAME: 'Fatma Jlassi', AVATAR: 'avatars/00000000-0000-4000-8000-00000000000b.webp' },
      },
    ]);
    // Accepting twice: the invitation is no longer pending.
    expect((await respond(b, sent.invitations[0].ID, 'accept')).json().code).toBe('INVITATION_NOT_FOUND');

    // Inviting a member again answers the same, without a new invitation.
    const again = await add(a, addBody(b, { RELATION: 'Ami' }));
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual(family);

    // B leaves.
    const left = await leave(b, sent.family_id);
    expect(left.statusCode).toBe(204);
    expect(left.body).toBe('');
    expect((await mine(a)).json().members).toEqual([]);
    expect((await mine(b)).json().memberships).toEqual([]);
    const twice = await leave(b, sent.family_id);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().code).toBe('MEMBERSHIP_NOT_FOUND');
    // The history: one accepted invitation.
    expect(await invitationRows(sent.family_id)).toEqual([{ invitee_id: b.id, status: 'accepted' }]);
  });

  it('a declined invitation looks exactly like a pending one to the inviter; the inviter may cancel it', async () => {
    const a = await createUser(app);
    const b = await createUser(app, { name: 'Bachir' });
    const sent = (await add(a, addBody(b, { RELATION: 'Frère' }))).json();
    const before = await mine(a);
    const id = sent.invitations[0].ID;

    const declined = await respond(b, id, 'decline');
    expect(declined.statusCode).toBe(204);
    expect((await received(b)).json().count).toBe(0);
    const after = await mine(a);
    expect(after.body).toBe(before.body);
    // Inviting again does not undo the refusal: no new invitation reaches B, the same answer for A.
    const again = await add(a, addBody(b, { RELATION: 'Frère' }));
    expect(again.statusCode).toBe(202);
    expect(again.body).toBe(before.body);
    expect((await received(b)).json().count).toBe(0);
    // B can no longer answer it.
    expect((await respond(b, id, 'accept')).statusCode).toBe(404);

    // A cancels: gone from A's view; B was never told.
    const cancelled = await cancel(a, id);
    expect(cancelled.statusCode).toBe(204);
    expect((await mine(a)).json().invitations).toEqual([]);
    expect((await cancel(a, id)).json().code).toBe('INVITATION_NOT_FOUND');
    expect(await invitationRows(sent.family_id)).toEqual([{ invitee_id: b.id, status: 'cancelled' }]);
  });

  it('a cancelled invitation is no longer offered to the invitee', async () => {
    const a = await createUser(app);
    const b = await createUser(app);
    const sent = (await add(a, addBody(b))).json();
    expect((await received(b)).json().count).toBe(1);
    expect((await cancel(a, sent.invitations[0].ID)).statusCode).toBe(204);
    expect((await received(b)).json().count).toBe(0);
    expect((await respond(b, sent.invitations[0].ID, 'accept')).statusCode).toBe(404);
    expect((await mine(a)).json().members).toEqual([]);
  });

  it('inviting a UID without an account answers byte for byte like inviting one with an account', async () => {
    const withAccount = await createUser(app);
    const ghost = await unknownUid();
    const a1 = await createUser(app);
    const a2 = await createUser(app);
    await mine(a1);
    await mine(a2);
    const known = await add(a1, addBody(withAccount, { RELATION: 'Ami', AVATAR: 'avatar-2' }));
    const unknown = await add(a2, addBody({ id: ghost }, { RELATION: 'Ami', AVATAR: 'avatar-2' }));
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(known.statusCode).toBe(202);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    expect(shapeOf(unknown.body, ghost)).toEqual(shapeOf(known.body, withAccount.id));
    // Again, and the GET: still the same.
    const knownAgain = await add(a1, addBody(withAccount, { RELATION: 'Ami', AVATAR: 'avatar-2' }));
    const unknownAgain = await add(a2, addBody({ id: ghost }, { RELATION: 'Ami', AVATAR: 'avatar-2' }));
    expect(knownAgain.body).toBe(known.body);
    expect(unknownAgain.body).toBe(unknown.body);
    expect(shapeOf((await mine(a2)).body, ghost)).toEqual(shapeOf((await mine(a1)).body, withAccount.id));
    // No 404 USER_NOT_FOUND anywhere.
    expect(unknown.body).not.toContain('USER_NOT_FOUND');
  });

  it('an invitation sent before a UID had an account never reaches whoever gets that UID later', async () => {
    const a = await createUser(app);
    const uid = await unknownUid();
    const sent = (await add(a, addBody({ id: uid }))).json();
    const newcomer = await createUser(app, { id: uid });
    expect((await received(newcomer)).json()).toEqual({ items: [], count: 0 });
    expect((await respond(newcomer, sent.invitations[0].ID, 'accept')).statusCode).toBe(404);
    // To A it is still the same pending invitation.
    expect((await mine(a)).json().invitations).toEqual(sent.invitations);
    // Inviting again, now that the account exists, delivers it.
    expect((await add(a, addBody({ id: uid }))).json()).toEqual(sent);
    expect((await received(newcomer)).json().count).toBe(1);
  });

  it('inviting a pending UID again is idempotent: one row, the first choice kept', async () => {
    const a = await createUser(app);
    const sis = await createUser(app);
    const first = await add(a, addBody(sis, { RELATION: 'Soeur' }));
    const answers = await Promise.all([add(a, addBody(sis, { RELATION: 'Ami' })), add(a, addBody(sis, { RELATION: 'Soeur' }))]);
    for (const r of answers) {
      expect(r.statusCode).toBe(202);
      expect(r.body).toBe(first.body);
    }
    expect(first.json().invitations).toHaveLength(1);
    expect(first.json().invitations[0].RELATION).toBe('Soeur');
    expect(await invitationRows(first.json().family_id)).toEqual([{ invitee_id: sis.id, status: 'pending' }]);
    expect((await received(sis)).json().count).toBe(1);
  });

  it('a third user cannot accept, decline or cancel B’s invitation (404 INVITATION_NOT_FOUND, like an unknown id)', async () => {
    const a = await createUser(app);
    const b = await createUser(app);
    const c = await createUser(app);
    const id = (await add(a, addBody(b))).json().invitations[0].ID;
    for (const res of [
      await respond(c, id, 'accept'),
      await respond(c, id, 'decline'),
      await cancel(c, id),
      await cancel(b, id), // the invitee cannot cancel it either
      await respond(a, id, 'accept'), // nor the inviter accept it
      await respond(c, 2_147_483_647, 'accept'),
      await cancel(c, 2_147_483_647),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'INVITATION_NOT_FOUND', message: 'No such invitation among yours.' });
    }
    expect((await mine(c)).json().memberships).toEqual([]);
    expect((await received(b)).json().count).toBe(1);
  });

  it('the owner removes an accepted member; a member id of another family → 404 MEMBER_NOT_FOUND', async () => {
    const a = await createUser(app);
    const b = await createUser(app);
    const x = await createUser(app);
    const aSent = (await add(a, addBody(x))).json();
    const bSent = (await add(b, addBody(x))).json();
    await respond(x, aSent.invitations[0].ID, 'accept');
    await respond(x, bSent.invitations[0].ID, 'accept');
    const aFamily = (await mine(a)).json();
    const bFamily = (await mine(b)).json();
    expect((await mine(x)).json().memberships.map((m: { family_id: number }) => m.family_id)).toEqual([
      aFamily.family_id,
      bFamily.family_id,
    ]);
    const wrong = await app.inject({
      method: 'DELETE',
      url: `/api/v1/families/${bFamily.family_id}/members/${aFamily.members[0].ID}`,
      headers: b.headers,
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().code).toBe('MEMBER_NOT_FOUND');
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/v1/families/${aFamily.family_id}/members/${aFamily.members[0].ID}`,
      headers: a.headers,
    });
    expect(del.statusCode).toBe(204);
    expect((await mine(a)).json().members).toEqual([]);
    expect((await mine(x)).json().memberships.map((m: { family_id: number }) => m.family_id)).toEqual([bFamily.family_id]);
    // A member cannot leave a family they are not in, nor the caller "leave" their own.
    expect((await leave(x, aFamily.family_id)).statusCode).toBe(404);
    expect((await leave(a, aFamily.family_id)).statusCode).toBe(404);
  });

  it('adding oneself → 422 MEMBER_IS_SELF', async () => {
    const me = await createUser(app);
    const res = await add(me, addBody(me));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('MEMBER_IS_SELF');
    expect((await mine(me)).json().invitations).toEqual([]);
  });

  it('USER_ID not the user IDENTIFIANT names → 422 IDENTIFIANT_MISMATCH', async () => {
    const me = await createUser(app);
    const x = await createUser(app);
    const y = await createUser(app);
    const res = await add(me, { ...addBody(x), USER_ID: y.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('IDENTIFIANT_MISMATCH');
    expect((await mine(me)).json().invitations).toEqual([]);
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

  it.each([
    ['POST', '/api/v1/families/invitations/abc/accept'],
    ['POST', '/api/v1/families/invitations/0/decline'],
    ['DELETE', '/api/v1/families/invitations/-1'],
    ['DELETE', '/api/v1/families/memberships/2147483648'],
  ] as const)('%s %s → 400 VALIDATION_FAILED', async (method, url) => {
    const me = await createUser(app);
    const res = await app.inject({ method, url, headers: me.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
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

  it('at most 20 invitations a day per account: the 21st → 429 RATE_LIMITED with Retry-After', async () => {
    const me = await createUser(app);
    for (let i = 0; i < 20; i++) expect((await add(me, addBody({ id: await unknownUid() }))).statusCode).toBe(202);
    const res = await add(me, addBody({ id: await unknownUid() }));
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', retry_after: expect.any(Number) });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await mine(me)).json().invitations).toHaveLength(20);
    // Another account is not counted with it.
    const other = await createUser(app);
    expect((await add(other, addBody({ id: await unknownUid() }))).statusCode).toBe(202);
  });
});
