/**
 * Who reaches a list (docs/shopping-lists.md#api): user A's list, shared with member M. B, signed in
 * with a valid token but not in A's family, gets 404 LIST_NOT_FOUND on every /lists route that names
 * it — exactly like an unknown id — and A's list is the same before and after. M reads, changes
 * items, rejects and duplicates, but renaming, deleting and choosing members are A's: 403
 * LIST_OWNER_ONLY. A member who left A's family is B again on every route.
 */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestAccount } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { multipartFile } from '../helpers/multipart.ts';
import { makeFamily } from '../wallet/ledger-fixtures.ts';
import { call, device, listSnapshot, ok, plainProducts, removeShoppers, rid, type Method } from './list-fixtures.ts';

let app: FastifyInstance;
let a: TestAccount;
let m: TestAccount;
let b: TestAccount;
let bKin: TestAccount;
let listId: number;
let imageId: number;
let sku: string;
let png: Buffer;

beforeAll(async () => {
  app = await buildTestApp();
  a = await createUser(app, { name: 'Amira' });
  m = await createUser(app, { name: 'Mounir' });
  b = await createUser(app, { name: 'Bilel' });
  bKin = await createUser(app, { name: 'Basma' });
  await makeFamily(app, a.id, [m.id]);
  await makeFamily(app, b.id, [bKin.id]);
  sku = (await plainProducts(app, 1))[0]!.sku;
  const list = await ok(
    app,
    a,
    'POST',
    '/lists',
    { request_id: rid(), title: 'Liste de A', member_ids: [m.id], items: [{ sku, quantity: 2 }, { text: 'Pain' }] },
    201,
  );
  listId = list.id;
  const image = await app.database.db
    .insertInto('shopping_list_images')
    .values({ list_id: listId, storage_key: 'lists/not-a-real-file.webp', added_by: a.id, created_at: app.clock.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  imageId = image.id;
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await removeShoppers(app, [a.id, m.id, b.id, bKin.id]);
  await app.close();
});

type Call = { method: Method; url: string; payload?: unknown; multipart?: boolean };

const every = (id: number): Call[] => [
  { method: 'GET', url: `/lists/${id}` },
  { method: 'GET', url: `/lists/${id}/deals` },
  { method: 'PATCH', url: `/lists/${id}`, payload: { title: 'Volée' } },
  { method: 'DELETE', url: `/lists/${id}` },
  { method: 'POST', url: `/lists/${id}/ops`, payload: { ops: [device('b-phone').tick('t:pain'), device('b-phone').addText('Intrus')] } },
  { method: 'PUT', url: `/lists/${id}/members`, payload: { member_ids: [bKin.id] } },
  { method: 'PUT', url: `/lists/${id}/members`, payload: { member_ids: [] } },
  { method: 'POST', url: `/lists/${id}/reject` },
  { method: 'POST', url: `/lists/${id}/reactivate` },
  { method: 'POST', url: `/lists/${id}/duplicate`, payload: { request_id: rid() } },
  { method: 'POST', url: `/lists/${id}/images`, multipart: true },
  { method: 'DELETE', url: `/lists/${id}/images/${imageId}` },
  { method: 'POST', url: `/lists/${id}/boost`, payload: { request_id: rid() } },
];

async function send(who: TestAccount, c: Call) {
  if (c.multipart) {
    const { payload, contentType } = multipartFile(png, { field: 'image', filename: 'liste.png', type: 'image/png' });
    return app.inject({ method: c.method, url: `/api/v1${c.url}`, headers: { ...who.headers, 'content-type': contentType }, payload });
  }
  return call(app, who, c.method, c.url, c.payload);
}

describe("B, outside A's family, on every /lists route", () => {
  it('gets 404 LIST_NOT_FOUND like an unknown id, and A’s list is unchanged', async () => {
    const before = await listSnapshot(app, listId);
    for (const c of every(listId)) {
      const res = await send(b, c);
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(404);
      expect(res.json().code, `${c.method} ${c.url}`).toBe('LIST_NOT_FOUND');
      expect(res.body).not.toContain('Liste de A');
    }
    // The same answers for an id that does not exist.
    for (const c of every(2_147_483_000)) {
      const res = await send(b, c);
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(404);
      expect(res.json().code, `${c.method} ${c.url}`).toBe('LIST_NOT_FOUND');
    }
    // B's own pages and circle show nothing of A.
    for (const url of ['/lists', '/lists?tab=history', '/lists/members']) {
      const res = await ok(app, b, 'GET', url);
      expect(JSON.stringify(res), url).not.toContain('Liste de A');
      expect(JSON.stringify(res), url).not.toContain('Amira');
    }
    // Nor do the lists screen's deal counts (ids only: A's list is not among them).
    expect((await ok(app, b, 'GET', '/lists/deal-counts')).lists.map((l: { list_id: number }) => l.list_id)).not.toContain(listId);
    expect(await listSnapshot(app, listId)).toEqual(before);
    // B cannot share a list of theirs with A either.
    const share = await call(app, b, 'POST', '/lists', { request_id: rid(), title: 'B', member_ids: [a.id] });
    expect(share.statusCode).toBe(422);
    expect(share.json().code).toBe('NOT_FAMILY_MEMBER');
  });
});

describe('member M', () => {
  it('reads, changes items, duplicates and rejects; renaming, deleting and members are the owner’s (403)', async () => {
    const before = await listSnapshot(app, listId);
    for (const c of [
      { method: 'PATCH', url: `/lists/${listId}`, payload: { title: 'Renommée' } },
      { method: 'DELETE', url: `/lists/${listId}` },
      { method: 'PUT', url: `/lists/${listId}/members`, payload: { member_ids: [] } },
    ] as Call[]) {
      const res = await send(m, c);
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(403);
      expect(res.json().code, `${c.method} ${c.url}`).toBe('LIST_OWNER_ONLY');
    }
    expect(await listSnapshot(app, listId)).toEqual(before);

    const seen = await ok(app, m, 'GET', `/lists/${listId}`);
    expect(seen).toMatchObject({ title: 'Liste de A', is_owner: false });
    expect((await ok(app, m, 'GET', '/lists')).items.map((l: { id: number }) => l.id)).toContain(listId);
    const d = device('m-phone');
    const done = await ok(app, m, 'POST', `/lists/${listId}/ops`, { ops: [d.tick(`p:${sku}`), d.tick('t:pain')] });
    expect(done.list.finished).toBe(true);
    const copy = await ok(app, m, 'POST', `/lists/${listId}/duplicate`, { request_id: rid() }, 201);
    expect(copy.owner.user_id).toBe(m.id);
    expect(copy.members.map((p: { user_id: number }) => p.user_id)).toEqual([a.id]);
    expect((await ok(app, m, 'POST', `/lists/${listId}/reject`)).status).toBe('rejected');
    // The owner still owns it.
    expect((await ok(app, a, 'GET', `/lists/${listId}`)).is_owner).toBe(true);
  });
});

describe('a former member, who left A’s family (docs/shopping-lists.md#family-rule)', () => {
  it('gets 404 LIST_NOT_FOUND on every /lists route, like B, and A’s list is unchanged', async () => {
    const ex = await createUser(app, { name: 'Ex' });
    const familyId = (await ok(app, a, 'GET', '/families/members')).family_id as number;
    await app.database.db
      .insertInto('family_members')
      .values({ family_id: familyId, user_id: ex.id, relation: 'Ami', avatar: 'avatar-1', identifiant: String(ex.id) })
      .execute();
    await ok(app, a, 'PUT', `/lists/${listId}/members`, { member_ids: [m.id, ex.id] });
    expect((await ok(app, ex, 'GET', `/lists/${listId}`)).id).toBe(listId);
    // A's list is rejected by now (above): an active one shared with Ex shows in their deal counts until they leave.
    const active = (await ok(app, a, 'POST', '/lists', { request_id: rid(), title: 'Active', member_ids: [ex.id] }, 201)).id as number;
    const counted = async () => (await ok(app, ex, 'GET', '/lists/deal-counts')).lists.map((l: { list_id: number }) => l.list_id);
    expect(await counted()).toContain(active);
    expect((await call(app, ex, 'DELETE', `/families/memberships/${familyId}`)).statusCode).toBe(204);
    expect(await counted()).not.toContain(active);

    const before = await listSnapshot(app, listId);
    expect(before.members).toEqual([expect.objectContaining({ user_id: m.id })]);
    for (const c of every(listId)) {
      const res = await send(ex, c);
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(404);
      expect(res.json().code, `${c.method} ${c.url}`).toBe('LIST_NOT_FOUND');
    }
    expect((await ok(app, ex, 'GET', '/lists')).items).toEqual([]);
    expect(await listSnapshot(app, listId)).toEqual(before);
    await removeShoppers(app, [ex.id]);
  });
});
