/**
 * The shopper's inbox (docs/notifications.md#inbox): paged newest first by a keyset cursor, texts in
 * the caller's language, read / read all / delete (soft), the unread count, and the live 'inbox'
 * event on each change; another shopper's id answers 404 like an unknown one (two-user matrix).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveMessage } from '../../src/live/bus.ts';
import { createUser, type TestAccount } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { mutableClock } from '../helpers/clock.ts';
import { removeShoppers } from '../wallet/ledger-fixtures.ts';

const clock = mutableClock();
let app: FastifyInstance;
const made: number[] = [];
const heard: LiveMessage[] = [];
let stopListening: () => void = () => {};
beforeAll(async () => {
  app = await buildTestApp({ clock });
  stopListening = app.live.subscribe((m) => heard.push(m));
});
afterAll(async () => {
  stopListening();
  await removeShoppers(app, made);
  await app.close();
});

const user = async (name: string) => {
  const u = await createUser(app, { name });
  made.push(u.id);
  return u;
};
const call = (who: TestAccount | null, method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}) =>
  app.inject({ method, url: `/api/v1${url}`, headers: { ...(who?.headers ?? {}), ...headers } });

/** Writes `n` notifications to `who`, one second apart (the last one newest). */
async function write(who: TestAccount, n: number, prefix = 'n') {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    clock.advance(1000);
    const [row] = await app.services.inbox.notify([who.id], {
      kind: 'test',
      type: i % 2 ? 'promotion' : 'info',
      topic: null,
      title_fr: `Titre ${prefix}${i}`,
      title_ar: `عنوان ${prefix}${i}`,
      body_fr: `Texte ${prefix}${i}`,
      body_ar: `نص ${prefix}${i}`,
      link: '/layout/offers',
      payload: { i },
      dedupe_key: `test:${prefix}:${i}`,
    });
    ids.push(row!.id);
  }
  return ids;
}

describe('GET /notifications', () => {
  it('pages newest first with a cursor, in the caller’s language, deleted rows left out', async () => {
    const amira = await user('Amira');
    const ids = await write(amira, 5);
    const first = await call(amira, 'GET', '/notifications?limit=2');
    expect(first.statusCode, first.body).toBe(200);
    const p1 = first.json();
    expect(p1.items.map((i: { id: number }) => i.id)).toEqual([ids[4], ids[3]]);
    expect(p1.items[0]).toMatchObject({
      kind: 'test',
      type: 'info',
      topic: null,
      title: 'Titre n4',
      body: 'Texte n4',
      link: '/layout/offers',
      payload: { i: 4 },
      read: false,
    });
    expect(p1.unread).toBe(5);
    expect(p1.next_cursor).toMatch(/^\d+\.\d+$/);

    const p2 = (await call(amira, 'GET', `/notifications?limit=2&cursor=${p1.next_cursor}&lang=ar`)).json();
    expect(p2.items.map((i: { id: number }) => i.id)).toEqual([ids[2], ids[1]]);
    expect(p2.items[0].title).toBe('عنوان n2');
    const p3 = (
      await call(amira, 'GET', `/notifications?limit=2&cursor=${p2.next_cursor}`, { 'accept-language': 'ar-TN,ar;q=0.9' })
    ).json();
    expect(p3.items.map((i: { id: number }) => i.id)).toEqual([ids[0]]);
    expect(p3.items[0].body).toBe('نص n0');
    expect(p3.next_cursor).toBeNull();

    expect((await call(amira, 'DELETE', `/notifications/${ids[3]}`)).statusCode).toBe(204);
    const after = (await call(amira, 'GET', '/notifications?limit=10')).json();
    expect(after.items.map((i: { id: number }) => i.id)).toEqual([ids[4], ids[2], ids[1], ids[0]]);
    expect(after.unread).toBe(4);
  });

  it('rows written in the same millisecond page without loss or repeat (id breaks ties)', async () => {
    const nour = await user('Nour');
    const same = [];
    for (let i = 0; i < 5; i++) {
      const [row] = await app.services.inbox.notify([nour.id], {
        kind: 'test',
        type: 'info',
        topic: null,
        title_fr: 't',
        title_ar: 't',
        body_fr: 'b',
        body_ar: 'b',
        link: null,
        dedupe_key: `same:${i}`,
      });
      same.push(row!.id);
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: { id: number }[]; next_cursor: string | null } = (
        await call(nour, 'GET', `/notifications?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      seen.push(...page.items.map((i) => i.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual([...same].reverse());
  });

  it('asks for a session; refuses a bad cursor or limit with 400', async () => {
    expect((await call(null, 'GET', '/notifications')).statusCode).toBe(401);
    const a = await user('Sami');
    expect((await call(a, 'GET', '/notifications?cursor=abc')).statusCode).toBe(400);
    expect((await call(a, 'GET', '/notifications?limit=500')).statusCode).toBe(400);
    expect((await call(a, 'GET', '/notifications?lang=en')).statusCode).toBe(400);
  });
});

describe('read, read all, delete and the unread count', () => {
  it('each change answers the count and tells the shopper’s open apps', async () => {
    const karim = await user('Karim');
    const ids = await write(karim, 3, 'r');
    expect((await call(karim, 'GET', '/notifications/unread-count')).json()).toEqual({ unread: 3 });

    heard.length = 0;
    const read = await call(karim, 'POST', `/notifications/${ids[0]}/read`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ unread: 2 });
    await expect.poll(() => heard).toContainEqual({ users: [karim.id], event: { type: 'inbox', unread: 2 } });
    // Again: unchanged.
    expect((await call(karim, 'POST', `/notifications/${ids[0]}/read`)).json()).toEqual({ unread: 2 });
    const list = (await call(karim, 'GET', '/notifications')).json();
    expect(list.items.find((i: { id: number }) => i.id === ids[0]).read).toBe(true);

    heard.length = 0;
    expect((await call(karim, 'POST', '/notifications/read-all')).json()).toEqual({ unread: 0 });
    await expect.poll(() => heard).toContainEqual({ users: [karim.id], event: { type: 'inbox', unread: 0 } });

    await write(karim, 1, 'later');
    expect((await call(karim, 'GET', '/notifications/unread-count')).json()).toEqual({ unread: 1 });
    expect((await call(karim, 'DELETE', `/notifications/${ids[1]}`)).statusCode).toBe(204);
    // Deleted: gone for every action.
    expect((await call(karim, 'DELETE', `/notifications/${ids[1]}`)).statusCode).toBe(404);
    expect((await call(karim, 'POST', `/notifications/${ids[1]}/read`)).statusCode).toBe(404);
    // The same event is not written again once deleted.
    expect(
      await app.services.inbox.notify([karim.id], {
        kind: 'test',
        type: 'info',
        topic: null,
        title_fr: 'x',
        title_ar: 'x',
        body_fr: 'x',
        body_ar: 'x',
        link: null,
        dedupe_key: 'test:r:1',
      }),
    ).toEqual([]);
  });
});

describe('two-user matrix: B never reads or changes A’s notifications', () => {
  it('every route answers 404 for another shopper’s id, and A’s rows stay as they were', async () => {
    const a = await user('A');
    const b = await user('B');
    const [id] = await write(a, 1, 'matrix');
    const unknown = 9_000_000_000;
    for (const target of [id!, unknown]) {
      const read = await call(b, 'POST', `/notifications/${target}/read`);
      expect(read.statusCode).toBe(404);
      expect(read.json().code).toBe('NOT_FOUND');
      expect((await call(b, 'DELETE', `/notifications/${target}`)).statusCode).toBe(404);
    }
    expect((await call(b, 'GET', '/notifications')).json()).toEqual({ items: [], next_cursor: null, unread: 0 });
    await call(b, 'POST', '/notifications/read-all');
    const mine = (await call(a, 'GET', '/notifications')).json();
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0].read).toBe(false);
    expect(mine.unread).toBe(1);
  });
});
