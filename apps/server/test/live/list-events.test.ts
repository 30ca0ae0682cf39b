/**
 * GET /api/v1/lists/events on a real port, read with a streaming fetch like the web app does
 * (docs/shopping-lists.md#live): the hello carries the versions of the caller's lists (own and
 * assigned, no one else's), a published event reaches only the accounts it names, the stream is
 * neither compressed nor cached, the per-account and per-process limits hold, and closing the app
 * ends the streams.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, newSession, type TestAccount } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { openEvents, type SseStream } from './sse-reader.ts';
import { boostTexts } from '../../src/modules/shopping-lists/list-boost.service.ts';

let app: FastifyInstance;
let base: string;
const opened: SseStream[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  base = `${address}/api/v1/lists/events`;
});
afterAll(async () => {
  for (const s of opened) s.close();
  await app?.close();
});

const open = async (token: string | null, headers: Record<string, string> = {}, url = base) => {
  const s = await openEvents(url, token, headers);
  opened.push(s);
  return s;
};

/** A list owned by `owner` at `version`, shared with `members` (put in the owner's family first: docs/shopping-lists.md#family-rule). */
async function makeList(owner: TestAccount, version: number, members: TestAccount[] = []): Promise<number> {
  const now = new Date();
  const db = app.database.db;
  if (members.length > 0) {
    await db
      .insertInto('families')
      .values({ owner_id: owner.id })
      .onConflict((oc) => oc.column('owner_id').doNothing())
      .execute();
    const family = await db.selectFrom('families').select('id').where('owner_id', '=', owner.id).executeTakeFirstOrThrow();
    await db
      .insertInto('family_members')
      .values(
        members.map((m) => ({ family_id: family.id, user_id: m.id, relation: 'Proche', avatar: 'avatar-1', identifiant: String(m.id) })),
      )
      .onConflict((oc) => oc.columns(['family_id', 'user_id']).doNothing())
      .execute();
  }
  const row = await app.database.db
    .insertInto('shopping_lists')
    .values({ owner_id: owner.id, title: 'Courses', request_id: crypto.randomUUID(), version, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const m of members)
    await app.database.db.insertInto('shopping_list_members').values({ list_id: row.id, user_id: m.id, assigned_at: now }).execute();
  return row.id;
}

describe('GET /api/v1/lists/events', () => {
  it('401 without a token or with a bad one, as the JSON error', async () => {
    for (const token of [null, 'not-a-token']) {
      const s = await open(token);
      expect(s.status).toBe(401);
      expect(s.headers.get('content-type')).toContain('application/json');
      expect(s.errorBody).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it("starts with 'hello': every list the caller owns or is assigned to, with its version, and nobody else's", async () => {
    const [mum, dad, stranger] = await Promise.all([createUser(app), createUser(app), createUser(app)]);
    const own = await makeList(mum, 3);
    const shared = await makeList(dad, 7, [mum]);
    await makeList(stranger, 2, [dad]);
    await makeList(dad, 5);
    const s = await open(mum.token, { 'accept-encoding': 'br, gzip, deflate' });
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(s.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(s.headers.get('x-accel-buffering')).toBe('no');
    expect(s.headers.get('content-encoding')).toBeNull();
    expect(s.headers.get('x-request-id')).toBeTruthy();
    expect(await s.next()).toEqual({
      event: 'hello',
      data: {
        type: 'hello',
        lists: [
          { id: own, version: 3 },
          { id: shared, version: 7 },
        ].sort((a, b) => a.id - b.id),
      },
    });
    const alone = await open((await createUser(app)).token);
    expect(await alone.next()).toEqual({ event: 'hello', data: { type: 'hello', lists: [] } });
  });

  it("a published event reaches the streams of the accounts it names, and no one else's", async () => {
    const [mum, dad, stranger] = await Promise.all([createUser(app), createUser(app), createUser(app)]);
    const list = await makeList(mum, 1, [dad]);
    const mumPhone = await open(mum.token);
    const mumTablet = await open((await newSession(app, mum.id)).token);
    const dadPhone = await open(dad.token);
    const strangerPhone = await open(stranger.token);
    for (const s of [mumPhone, mumTablet, dadPhone, strangerPhone]) expect((await s.next())?.event).toBe('hello');

    await app.live.publish({ users: [stranger.id], event: { type: 'list', list_id: 999_999, version: 9 } });
    await app.live.publish({ users: [mum.id, dad.id], event: { type: 'list', list_id: list, version: 2 } });
    await app.live.publish({ users: [dad.id], event: { type: 'boost', list_id: list, notice: boostTexts('Maman', 'Courses') } });
    await app.live.publish({ users: [mum.id], event: { type: 'list', list_id: list, version: 3, removed: true } });

    for (const s of [mumPhone, mumTablet]) {
      expect(await s.next()).toEqual({ event: 'list', data: { type: 'list', list_id: list, version: 2 } });
      expect(await s.next()).toEqual({ event: 'list', data: { type: 'list', list_id: list, version: 3, removed: true } });
    }
    expect(await dadPhone.next()).toEqual({ event: 'list', data: { type: 'list', list_id: list, version: 2 } });
    expect(await dadPhone.next()).toEqual({
      event: 'boost',
      data: { type: 'boost', list_id: list, notice: boostTexts('Maman', 'Courses') },
    });
    // The stranger's own message only, never the family's.
    expect(await strangerPhone.next()).toEqual({ event: 'list', data: { type: 'list', list_id: 999_999, version: 9 } });
    await app.live.publish({ users: [stranger.id], event: { type: 'list', list_id: 999_999, version: 10 } });
    expect(await strangerPhone.next()).toEqual({ event: 'list', data: { type: 'list', list_id: 999_999, version: 10 } });
  });

  it('at most 5 open streams per account: a 6th ends the oldest, the others go on', async () => {
    const user = await createUser(app);
    const streams: SseStream[] = [];
    for (let i = 0; i < 6; i++) {
      const s = await open(user.token);
      expect((await s.next())?.event).toBe('hello');
      streams.push(s);
    }
    expect(await streams[0]!.next()).toBeNull();
    await app.live.publish({ users: [user.id], event: { type: 'list', list_id: 1, version: 2 } });
    for (const s of streams.slice(1)) expect(await s.next()).toEqual({ event: 'list', data: { type: 'list', list_id: 1, version: 2 } });
  });

  it('a stream the client closes leaves this copy (the next one of the account is counted alone)', async () => {
    const user = await createUser(app);
    const first = await open(user.token);
    expect((await first.next())?.event).toBe('hello');
    first.close();
    // Five more after the closed one: none of them is ended for the limit.
    const streams: SseStream[] = [];
    for (let i = 0; i < 5; i++) {
      const s = await open(user.token);
      expect((await s.next())?.event).toBe('hello');
      streams.push(s);
    }
    await app.live.publish({ users: [user.id], event: { type: 'list', list_id: 1, version: 3 } });
    for (const s of streams) expect(await s.next()).toEqual({ event: 'list', data: { type: 'list', list_id: 1, version: 3 } });
  });
});

describe('a copy full of streams, and its close', () => {
  it('503 SERVICE_UNAVAILABLE with Retry-After beyond half of MAX_CONNECTIONS; closing the app ends the open streams', async () => {
    const small = await buildTestApp({ env: { MAX_CONNECTIONS: '2' } });
    let closed = false;
    try {
      const url = `${await small.listen({ host: '127.0.0.1', port: 0 })}/api/v1/lists/events`;
      const [a, b] = [await createUser(small), await createUser(small)];
      const first = await open(a.token, {}, url);
      expect((await first.next())?.event).toBe('hello');
      const second = await open(b.token, {}, url);
      expect(second.status).toBe(503);
      expect(second.headers.get('retry-after')).toBe('5');
      expect(second.errorBody).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retry_after: 5 });
      // The close does not wait for the stream: it ends it.
      await small.close();
      closed = true;
      expect(await first.next()).toBeNull();
    } finally {
      if (!closed) await small.close();
    }
  });
});
