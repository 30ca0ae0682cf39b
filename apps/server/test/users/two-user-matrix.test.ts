/**
 * Two users, A and B: on every owned route B acts with their own valid token, and A's profile,
 * settings, avatar, family, members and invitations are never read or changed (403/404 where B
 * names A's data).
 */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, randomIp, type TestAccount } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { postFile } from '../helpers/multipart.ts';

let app: FastifyInstance;
let a: TestAccount;
let x: TestAccount;
let aFamilyId: number;
let aMemberId: number;
let aInvitationId: number;
let y: TestAccount;
let aAvatarUrl: string;

const CONFIG_A = { NOTIFY_FAVORITES: 0, NOTIFY_NEW_USERS: 1, NOTIFY_PROMOS: 0, NOTIFY_REFERRALS: 0, NOTIFY_PRIZES: 1 };

/** A's store (docs/stores.md#the-shoppers-store); B sets another. */
const STORE_A = 'TN0001';

const png = () =>
  sharp({ create: { width: 20, height: 20, channels: 3, background: '#0a0' } })
    .png()
    .toBuffer();

const as = (who: TestAccount, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who.headers,
    payload: payload as Record<string, unknown>,
    remoteAddress: randomIp(),
  });

/** POST /families/add-member: `from` invites the user `uid` into their family. */
const invite = (from: TestAccount, uid: number, relation: string, avatar: string) =>
  as(from, 'POST', '/families/add-member', { IDENTIFIANT: String(uid), USER_ID: uid, RELATION: relation, AVATAR: avatar });

/** Everything of A, read through A's own token and from disk. */
async function snapshotA() {
  const me = await as(a, 'GET', '/users/me');
  const config = await as(a, 'GET', '/users/me/config');
  const store = await as(a, 'GET', '/users/me/store');
  const dealsAlert = await as(a, 'GET', '/users/me/list-deals-alert');
  const follows = await as(a, 'GET', '/last-chance/follows');
  const family = await as(a, 'GET', '/families/members');
  const invitations = await as(a, 'GET', '/families/invitations');
  const sent = await app.database.db
    .selectFrom('family_invitations')
    .select(['id', 'invitee_id', 'status'])
    .where('inviter_id', '=', a.id)
    .orderBy('id')
    .execute();
  const avatar = await app.inject(aAvatarUrl);
  const sessions = await app.database.db.selectFrom('sessions').select(['id', 'revoked_at']).where('user_id', '=', a.id).execute();
  const row = await app.database.db.selectFrom('users').selectAll().where('id', '=', a.id).executeTakeFirst();
  return {
    me: me.json(),
    config: config.json(),
    store: store.json(),
    dealsAlert: dealsAlert.json(),
    follows: follows.json(),
    family: family.json(),
    invitations: invitations.json(),
    sent,
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
  y = await createUser(app, { name: 'Yasmine' });
  expect((await as(a, 'PUT', '/users/me/config', CONFIG_A)).statusCode).toBe(200);
  expect((await as(a, 'PUT', '/users/me/store', { magasin_code: STORE_A })).statusCode).toBe(200);
  expect((await as(a, 'PUT', '/users/me/list-deals-alert', { enabled: true, weekday: 1, hour: 18 })).statusCode).toBe(200);
  expect((await as(a, 'PUT', '/last-chance/follows', { stores: [STORE_A], categories: [] })).statusCode).toBe(200);
  const up = await postFile(app, '/api/v1/users/me/avatar', a.headers, await png(), { filename: 'b.png' });
  expect(up.statusCode).toBe(200);
  aAvatarUrl = up.json().avatar_url;
  const fam = await invite(a, x.id, 'Frère', 'avatar-1');
  expect(fam.statusCode).toBe(202);
  aFamilyId = fam.json().family_id;
  // X consents: A's invitation accepted, X is a member of A's family.
  const accepted = await as(x, 'POST', `/families/invitations/${fam.json().invitations[0].ID}/accept`);
  expect(accepted.statusCode).toBe(200);
  // A also has an invitation still pending, to a UID B may try to cancel or answer.
  const pending = await invite(a, y.id, 'Ami', 'avatar-3');
  expect(pending.statusCode).toBe(202);
  aInvitationId = pending.json().invitations[0].ID;
  aMemberId = (await as(a, 'GET', '/families/members')).json().members[0].ID;
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
    const b = await createUser(app, { password: 'bob-old-password' });
    for (const payload of [
      { ID: a.id, NAME: 'Pirate' },
      { ID: a.id, PASSWORD: 'pirate-password' },
      { ID: String(a.id), EMAIL: 'pirate@example.tn' },
    ]) {
      const res = await as(b, 'PUT', '/users/me', payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    const own = await as(b, 'PUT', '/users/me', { NAME: 'Bob', PASSWORD: 'bob-password', CURRENT_PASSWORD: 'bob-old-password' });
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

  it('GET and PUT /users/me/list-deals-alert are B’s own (docs/shopping-lists.md#the-weekly-push)', async () => {
    const b = await createUser(app);
    expect((await as(b, 'GET', '/users/me/list-deals-alert')).json()).toEqual({ enabled: false, weekday: 4, hour: 9 });
    const mine = { enabled: true, weekday: 6, hour: 10 };
    expect((await as(b, 'PUT', '/users/me/list-deals-alert', { ...mine, user_id: a.id })).statusCode).toBe(400);
    expect((await as(b, 'PUT', '/users/me/list-deals-alert', mine)).json()).toEqual(mine);
    expect((await as(b, 'GET', '/users/me/list-deals-alert')).json()).toEqual(mine);
  });

  it('GET and PUT /last-chance/follows are B’s own (docs/last-chance.md#alerts)', async () => {
    const b = await createUser(app);
    expect((await as(b, 'GET', '/last-chance/follows')).json()).toMatchObject({ stores: [], customised: false });
    expect((await as(b, 'PUT', '/last-chance/follows', { stores: [STORE_A], user_id: a.id })).statusCode).toBe(400);
    expect((await as(b, 'PUT', '/last-chance/follows', { stores: [] })).json()).toMatchObject({ stores: [], customised: true });
    expect((await as(b, 'GET', '/last-chance/follows')).json()).toMatchObject({ stores: [], customised: true });
  });

  it("POST /users/me/avatar sets B's avatar, never A's", async () => {
    const b = await createUser(app);
    const res = await postFile(app, '/api/v1/users/me/avatar', b.headers, await png(), { filename: 'b.png' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.ID).toBe(b.id);
    expect(res.json().avatar_url).not.toBe(aAvatarUrl);
  });

  it('GET /users/search shows A only masked, by the whole UID (never by phone; never their phone, email or address)', async () => {
    const b = await createUser(app);
    const res = await as(b, 'GET', `/users/search?q=${a.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [{ ID: a.id, NAME: 'A••• S.' }] });
    for (const secret of [a.phone, 'Alia', 'Secrète', 'alia@example.tn']) expect(res.body).not.toContain(secret);
    const byPhone = await as(b, 'GET', `/users/search?q=${a.phone}`);
    expect(byPhone.json().items.map((i: { ID: number }) => i.ID)).not.toContain(a.id);
    expect((await as(b, 'GET', `/users/search?q=${String(a.id).slice(0, 6)}`)).statusCode).toBe(400);
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

  it("GET /families/activity shows B nothing of A's family; B's PUT /families/sharing is B's own", async () => {
    expect((await as(a, 'PUT', '/families/sharing', { shares: true })).statusCode).toBe(200);
    expect((await as(x, 'PUT', '/families/sharing', { shares: true })).statusCode).toBe(200);
    const seenByA = (await as(a, 'GET', '/families/activity')).json();
    expect(seenByA.sharing).toEqual({ mine: true, people: 2, sharing: 2 });
    expect(seenByA.history.items.map((i: { kind: string; who: { USER_ID: number } }) => [i.kind, i.who.USER_ID])).toContainEqual([
      'member_joined',
      x.id,
    ]);
    const b = await createUser(app, { name: 'Bilel' });
    const off = await as(b, 'PUT', '/families/sharing', { shares: false });
    expect(off.statusCode).toBe(200);
    const seenByB = await as(b, 'GET', '/families/activity');
    expect(seenByB.statusCode).toBe(200);
    expect(seenByB.json().sharing).toEqual({ mine: false, people: 0, sharing: 0 });
    expect(seenByB.json().history.items).toEqual([]);
    expect(seenByB.body).not.toMatch(/Alia|Xavier/);
    // A's own answer is untouched by B's.
    expect((await as(a, 'GET', '/families/activity')).json().sharing.mine).toBe(true);
  });

  it("DELETE /families/{B's family}/members/{A's member} → 404 MEMBER_NOT_FOUND", async () => {
    const b = await createUser(app);
    const bFamily = (await as(b, 'GET', '/families/members')).json().family_id;
    const res = await as(b, 'DELETE', `/families/${bFamily}/members/${aMemberId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('MEMBER_NOT_FOUND');
  });

  it("POST /families/add-member invites into B's family only; A, invited by B, sees B's name but B sees nothing of A until A accepts", async () => {
    const b = await createUser(app, { name: 'Bilel' });
    const res = await invite(b, x.id, 'Ami', 'avatar-7');
    expect(res.statusCode).toBe(202);
    expect(res.json().family_id).not.toBe(aFamilyId);
    expect(res.json().members).toEqual([]);
    const withA = await invite(b, a.id, 'Proche', 'avatar-2');
    expect(withA.statusCode).toBe(202);
    expect(withA.json().members).toEqual([]);
    for (const secret of [a.phone, 'Alia', 'alia@example.tn', aAvatarUrl.replace('/uploads/', '')])
      expect(withA.body).not.toContain(secret);
    // Cancel it again, so A's snapshot (which lists what A received) holds.
    const invitation = withA.json().invitations.find((i: { IDENTIFIANT: string }) => i.IDENTIFIANT === String(a.id));
    expect((await as(b, 'DELETE', `/families/invitations/${invitation.ID}`)).statusCode).toBe(204);
  });

  it("B cannot cancel, accept or decline A's invitations, nor leave A's family for X (404)", async () => {
    const b = await createUser(app);
    for (const [method, url] of [
      ['DELETE', `/families/invitations/${aInvitationId}`],
      ['POST', `/families/invitations/${aInvitationId}/accept`],
      ['POST', `/families/invitations/${aInvitationId}/decline`],
    ] as const) {
      const res = await as(b, method, url);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('INVITATION_NOT_FOUND');
    }
    const leave = await as(b, 'DELETE', `/families/memberships/${aFamilyId}`);
    expect(leave.statusCode).toBe(404);
    expect(leave.json().code).toBe('MEMBERSHIP_NOT_FOUND');
    expect((await as(b, 'GET', '/families/invitations')).json()).toEqual({ items: [], count: 0 });
  });

  it("PUT /users/me/store sets B's store only; a body naming A is refused", async () => {
    const b = await createUser(app);
    expect((await as(b, 'PUT', '/users/me/store', { magasin_code: 'TN0002' })).json()).toEqual({ magasin_code: 'TN0002' });
    const named = await as(b, 'PUT', '/users/me/store', { magasin_code: 'TN0003', user_id: a.id });
    expect(named.statusCode).toBe(400);
    expect((await as(b, 'PUT', '/users/me/store', { magasin_code: null })).json()).toEqual({ magasin_code: null });
    expect((await as(a, 'GET', '/users/me/store')).json()).toEqual({ magasin_code: STORE_A });
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
    expect(after.store).toEqual({ magasin_code: STORE_A });
    expect(after.family.members.map((m: { USER_ID: number }) => m.USER_ID)).toEqual([x.id]);
    expect(after.family.invitations.map((i: { IDENTIFIANT: string }) => i.IDENTIFIANT)).toEqual([String(y.id)]);
    expect(after.sent.map((i) => i.status)).toEqual(['accepted', 'pending']);
  });
});
