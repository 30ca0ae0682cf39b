/**
 * Leaving a family, or being removed from it, ends access to its shared lists at once (issue 31,
 * docs/shopping-lists.md#family-rule): reads, writes, photos, boosts and the live stream; the lists
 * stop showing the leaver as a member; the leaver's own lists stay theirs and the family loses them.
 * Each attack is performed after the exit and must fail, with nothing written. The other way, a
 * shopper joining a family gains only what the rule grants: being assignable, no list.
 */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../helpers/accounts.ts';
import { postFile } from '../helpers/multipart.ts';
import { openEvents, type SseEvent, type SseStream } from '../live/sse-reader.ts';
import { makeFamily } from '../wallet/ledger-fixtures.ts';
import { call, device, listSnapshot, ok, plainProducts, rid, shoppersApp } from './list-fixtures.ts';

let app: FastifyInstance;
let events: string;
let sku: string;
let png: Buffer;
const streams: SseStream[] = [];
const user = shoppersApp('Famille', (built) => {
  app = built;
});

beforeAll(async () => {
  events = `${await app.listen({ host: '127.0.0.1', port: 0 })}/api/v1/lists/events`;
  sku = (await plainProducts(app, 1))[0]!.sku;
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
});
afterAll(() => {
  for (const s of streams) s.close();
});

const stream = async (who: TestAccount) => {
  const s = await openEvents(events, who.token);
  streams.push(s);
  expect((await s.next())?.event).toBe('hello');
  return s;
};
const upload = (who: TestAccount, listId: number) =>
  postFile(app, `/api/v1/lists/${listId}/images`, who.headers, png, { field: 'image', filename: 'liste.png', type: 'image/png' });
const memberIds = async (who: TestAccount, listId: number) =>
  ((await ok(app, who, 'GET', `/lists/${listId}`)).members as { user_id: number }[]).map((m) => m.user_id).sort();
const visibleTo = async (who: TestAccount) => {
  const [active, history] = await Promise.all([ok(app, who, 'GET', '/lists'), ok(app, who, 'GET', '/lists?tab=history')]);
  return [...active.items, ...history.items].map((l: { id: number }) => l.id);
};
const notFound = (res: { statusCode: number; json: () => { code: string } }, what: string) => {
  expect(res.statusCode, what).toBe(404);
  expect(res.json().code, what).toBe('LIST_NOT_FOUND');
};
/** The next events of a stream, in the order of their list ids (publications of one change may come in any order). */
const nextEvents = async (s: SseStream, n: number) => {
  const got: SseEvent[] = [];
  for (let i = 0; i < n; i++) got.push((await s.next())!);
  return got.map((e) => e.data as { list_id: number }).sort((x, y) => x.list_id - y.list_id);
};
const memberRow = (familyId: number, userId: number) =>
  app.database.db
    .selectFrom('family_members')
    .select('id')
    .where('family_id', '=', familyId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();

/**
 * Amel's family: Mounir and Sonia. Amel's list is shared with both (Mounir added a photo), Mounir's
 * with Amel and Sonia, Sonia's with Mounir.
 */
async function family() {
  const amel = await user('Amel');
  const mounir = await user('Mounir');
  const sonia = await user('Sonia');
  const familyId = await makeFamily(app, amel.id, [mounir.id, sonia.id]);
  const create = async (who: TestAccount, title: string, members: TestAccount[]) =>
    (
      await ok(
        app,
        who,
        'POST',
        '/lists',
        { request_id: rid(), title, member_ids: members.map((m) => m.id), items: [{ sku, quantity: 1 }, { text: 'Pain' }] },
        201,
      )
    ).id as number;
  const amels = await create(amel, 'Liste d’Amel', [mounir, sonia]);
  const mounirs = await create(mounir, 'Liste de Mounir', [amel, sonia]);
  const sonias = await create(sonia, 'Liste de Sonia', [mounir]);
  const photo = await upload(mounir, amels);
  expect(photo.statusCode).toBe(201);
  const imageId = (photo.json().gallery as { id: number; added_by: number }[]).find((g) => g.added_by === mounir.id)!.id;
  return { amel, mounir, sonia, familyId, amels, mounirs, sonias, imageId };
}

const exits = {
  leaves: async (f: Awaited<ReturnType<typeof family>>) => {
    const res = await call(app, f.mounir, 'DELETE', `/families/memberships/${f.familyId}`);
    expect(res.statusCode).toBe(204);
  },
  'is removed by the owner': async (f: Awaited<ReturnType<typeof family>>) => {
    const row = await memberRow(f.familyId, f.mounir.id);
    const res = await call(app, f.amel, 'DELETE', `/families/${f.familyId}/members/${row.id}`);
    expect(res.statusCode).toBe(204);
  },
};

describe.each(Object.entries(exits))('a member who %s', (_name, exit) => {
  it('loses every shared list at once: read, write, photos, boost, members, the live stream', async () => {
    const f = await family();
    const { amel, mounir, sonia, amels, mounirs, sonias } = f;
    const mounirLive = await stream(mounir);
    const amelLive = await stream(amel);
    expect(await visibleTo(mounir)).toEqual(expect.arrayContaining([amels, mounirs, sonias]));

    await exit(f);

    // The open stream is told at once: the two lists are gone for Mounir, his own changed.
    const versions = await Promise.all(
      [amels, mounirs, sonias].map(async (id) => Number(((await listSnapshot(app, id)).list[0] as { version: string }).version)),
    );
    expect(await nextEvents(mounirLive, 3)).toEqual(
      [
        { type: 'list', list_id: amels, version: versions[0], removed: true },
        { type: 'list', list_id: mounirs, version: versions[1] },
        { type: 'list', list_id: sonias, version: versions[2], removed: true },
      ].sort((x, y) => x.list_id - y.list_id),
    );
    // Amel's list says who is left; Amel no longer sees Mounir's list.
    expect(await nextEvents(amelLive, 2)).toEqual(
      [
        { type: 'list', list_id: amels, version: versions[0] },
        { type: 'list', list_id: mounirs, version: versions[1], removed: true },
      ].sort((x, y) => x.list_id - y.list_id),
    );
    expect(await memberIds(amel, amels)).toEqual([sonia.id]);
    expect(await memberIds(sonia, sonias)).toEqual([]);

    // Every path of the family's lists, tried by Mounir: 404 LIST_NOT_FOUND, nothing written.
    const before = await Promise.all([amels, sonias].map((id) => listSnapshot(app, id)));
    for (const id of [amels, sonias]) {
      const d = device('mounir-phone');
      notFound(await call(app, mounir, 'GET', `/lists/${id}`), `read ${id}`);
      notFound(await call(app, mounir, 'POST', `/lists/${id}/ops`, { ops: [d.addText('Intrus'), d.tick('t:pain')] }), `ops ${id}`);
      notFound(await upload(mounir, id), `photo ${id}`);
      notFound(await call(app, mounir, 'POST', `/lists/${id}/boost`, { request_id: rid() }), `boost ${id}`);
      notFound(await call(app, mounir, 'POST', `/lists/${id}/reject`), `reject ${id}`);
      notFound(await call(app, mounir, 'POST', `/lists/${id}/duplicate`, { request_id: rid() }), `duplicate ${id}`);
    }
    notFound(await call(app, mounir, 'DELETE', `/lists/${amels}/images/${f.imageId}`), 'his own photo on it');
    expect(await Promise.all([amels, sonias].map((id) => listSnapshot(app, id)))).toEqual(before);
    expect(await visibleTo(mounir)).toEqual([mounirs]);
    // A new stream's hello names only his own list.
    const again = await openEvents(events, mounir.token);
    streams.push(again);
    expect(await again.next()).toEqual({ event: 'hello', data: { type: 'hello', lists: [{ id: mounirs, version: versions[1] }] } });

    // His own list stays his; the family no longer reaches it.
    expect(await ok(app, mounir, 'GET', `/lists/${mounirs}`)).toMatchObject({ is_owner: true, members: [] });
    await ok(app, mounir, 'POST', `/lists/${mounirs}/ops`, { ops: [device('mounir-phone').addText('Lait')] });
    for (const who of [amel, sonia]) notFound(await call(app, who, 'GET', `/lists/${mounirs}`), 'the family on his list');

    // Amel cannot share with him again while he is out; the family's changes and boosts no longer reach him.
    const share = await call(app, amel, 'PUT', `/lists/${amels}/members`, { member_ids: [sonia.id, mounir.id] });
    expect(share.statusCode).toBe(422);
    expect(share.json().code).toBe('NOT_FAMILY_MEMBER');
    expect(await memberIds(amel, amels)).toEqual([sonia.id]);
    await ok(app, amel, 'POST', `/lists/${amels}/ops`, { ops: [device('amel-phone').addText('Beurre')] });
    const boost = await ok(app, amel, 'POST', `/lists/${amels}/boost`, { request_id: rid() }, 202);
    expect(boost.notified).toBe(1);
    const reminded = await app.database.db
      .selectFrom('notifications')
      .select('user_id')
      .where('link', '=', `/layout/details-course/${amels}`)
      .execute();
    expect(reminded.map((r) => r.user_id)).toEqual([sonia.id]);
    // Only his own list's change reaches his stream (it would come after the family's, had those come).
    await ok(app, mounir, 'POST', `/lists/${mounirs}/ops`, { ops: [device('mounir-phone').addText('Sucre')] });
    const own = (await mounirLive.next())!.data as { list_id: number };
    expect(own.list_id).toBe(mounirs);
    expect((await mounirLive.next())!.data).toMatchObject({ list_id: mounirs });
  });
});
