/**
 * A list's photos (docs/shopping-lists.md#photos): the owner and its members add them through the
 * uploads' pipeline (checked, re-encoded to WebP under an unguessable key), at most 10; the adder or
 * the owner takes one away; anyone else gets 404 LIST_NOT_FOUND. Each change bumps the version and
 * is told live.
 */
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveMessage } from '../../src/live/bus.ts';
import type { TestAccount } from '../helpers/accounts.ts';
import { postFile } from '../helpers/multipart.ts';
import { makeFamily } from '../wallet/ledger-fixtures.ts';
import { call, ok, rid, shoppersApp } from './list-fixtures.ts';

let app: FastifyInstance;
const heard: LiveMessage[] = [];
let stopListening: () => void = () => {};
const user = shoppersApp('Photo', (built) => {
  app = built;
  stopListening = built.live.subscribe((m) => heard.push(m));
});
afterAll(() => stopListening());

const image = (width = 64, height = 48, format: 'jpeg' | 'png' | 'webp' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();

const upload = (who: TestAccount, listId: number, bytes: Buffer, field = 'image') =>
  postFile(app, `/api/v1/lists/${listId}/images`, who.headers, bytes, { field, filename: 'liste.png', type: 'image/png' });
const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

describe('list photos', () => {
  let owner: TestAccount;
  let member: TestAccount;
  let stranger: TestAccount;
  let listId: number;
  beforeAll(async () => {
    owner = await user('Amel');
    member = await user('Sami');
    stranger = await user('Nour');
    await makeFamily(app, owner.id, [member.id]);
    listId = (await ok(app, owner, 'POST', '/lists', { request_id: rid(), title: 'Marché', member_ids: [member.id] }, 201)).id;
  });

  it('a member adds a photo: 201 with the list, a WebP under an unguessable key, version bumped and told live', async () => {
    const before = await ok(app, owner, 'GET', `/lists/${listId}`);
    heard.length = 0;
    const res = await upload(member, listId, await image(2400, 1200));
    expect(res.statusCode, res.body).toBe(201);
    const list = res.json();
    expect(list.id).toBe(listId);
    expect(list.version).toBe(before.version + 1);
    expect(list.gallery).toHaveLength(1);
    const [photo] = list.gallery;
    expect(photo.added_by).toBe(member.id);
    expect(photo.url).toMatch(/^\/uploads\/lists\/[0-9a-f-]{36}\.webp$/);
    expect(list.images).toContain(photo.url);
    const served = await app.inject({ method: 'GET', url: photo.url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([1600, 800]);
    // Live messages may travel through Redis: they arrive a moment after the answer.
    await expect
      .poll(() => heard)
      .toContainEqual({
        users: expect.arrayContaining([owner.id, member.id]),
        event: { type: 'list', list_id: listId, version: list.version },
      });
    expect(heard.find((m) => m.event.type === 'list')!.users).toHaveLength(2);
  });

  it('a small photo is not enlarged', async () => {
    const list = (await upload(owner, listId, await image(300, 200, 'jpeg'))).json();
    const last = list.gallery.at(-1);
    const meta = await sharp((await app.inject({ method: 'GET', url: last.url })).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([300, 200]);
  });

  it('someone else, or an unknown list: 404 LIST_NOT_FOUND, nothing stored', async () => {
    const before = await app.database.db.selectFrom('shopping_list_images').select('id').where('list_id', '=', listId).execute();
    for (const [who, id] of [
      [stranger, listId],
      [owner, 2_000_000_000],
    ] as const) {
      const res = await upload(who, id, await image());
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('LIST_NOT_FOUND');
    }
    expect(await app.database.db.selectFrom('shopping_list_images').select('id').where('list_id', '=', listId).execute()).toEqual(before);
  });

  it('refuses what is not an image, or in another field, like the avatar', async () => {
    const text = await upload(member, listId, Buffer.from('pas une image du tout'));
    expect(text.statusCode).toBe(415);
    const field = await upload(member, listId, await image(), 'AVATAR');
    expect(field.statusCode).toBe(400);
    expect(field.json().code).toBe('FILE_MISSING');
  });

  it('ten photos at most: the eleventh is 409 LIST_IMAGES_FULL and leaves no file', async () => {
    const db = app.database.db;
    const count = async () => (await db.selectFrom('shopping_list_images').select('id').where('list_id', '=', listId).execute()).length;
    const now = new Date();
    const have = await count();
    await db
      .insertInto('shopping_list_images')
      .values(
        Array.from({ length: 10 - have }, (_, i) => ({
          list_id: listId,
          storage_key: `lists/filler-${listId}-${i}.webp`,
          added_by: owner.id,
          created_at: now,
        })),
      )
      .execute();
    const folder = app.storage.pathOf('lists/x.webp')!.replace(/x\.webp$/, '');
    const files = fs.readdirSync(folder);
    const res = await upload(member, listId, await image());
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('LIST_IMAGES_FULL');
    expect(await count()).toBe(10);
    expect(fs.readdirSync(folder)).toEqual(files);
    await db.deleteFrom('shopping_list_images').where('storage_key', 'like', `lists/filler-${listId}-%`).execute();
  });

  it('the adder or the owner takes a photo away; a member may not take the owner’s; others get 404', async () => {
    const byMember = (await upload(member, listId, await image())).json().gallery.at(-1);
    const byOwner = (await upload(owner, listId, await image())).json().gallery.at(-1);

    const del = (who: TestAccount, id: number, imageId: number) => call(app, who, 'DELETE', `/lists/${id}/images/${imageId}`);
    const stranger404 = await del(stranger, listId, byMember.id);
    expect([stranger404.statusCode, stranger404.json().code]).toEqual([404, 'LIST_NOT_FOUND']);
    const notHis = await del(member, listId, byOwner.id);
    expect([notHis.statusCode, notHis.json().code]).toEqual([403, 'LIST_OWNER_ONLY']);
    const unknown = await del(owner, listId, 2_000_000_000);
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'LIST_IMAGE_NOT_FOUND']);
    // A photo of another list is not one of this list.
    const other = (await ok(app, member, 'POST', '/lists', { request_id: rid(), title: 'Autre' }, 201)).id;
    const elsewhere = (await upload(member, other, await image())).json().gallery[0];
    const wrongList = await del(member, listId, elsewhere.id);
    expect([wrongList.statusCode, wrongList.json().code]).toEqual([404, 'LIST_IMAGE_NOT_FOUND']);

    const version = (await ok(app, owner, 'GET', `/lists/${listId}`)).version;
    heard.length = 0;
    expect((await del(owner, listId, byMember.id)).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: byMember.url })).statusCode).toBe(404);
    expect(fs.existsSync(app.storage.pathOf(keyOf(byMember.url))!)).toBe(false);
    await expect
      .poll(() => heard)
      .toContainEqual({
        users: expect.arrayContaining([owner.id, member.id]),
        event: { type: 'list', list_id: listId, version: version + 1 },
      });
    expect((await del(owner, listId, byOwner.id)).statusCode).toBe(204);
    expect((await del(member, other, elsewhere.id)).statusCode).toBe(204);
    const after = await ok(app, owner, 'GET', `/lists/${listId}`);
    expect(after.version).toBe(version + 2);
    expect(after.gallery.map((g: { id: number }) => g.id)).not.toContain(byMember.id);
  });
});
