/**
 * 'Booster les membres' (docs/shopping-lists.md#booster-les-membres): one notification per other
 * person of the list (the assigned members; the owner when a member boosts; never the caller) and a
 * live 'boost' event; once an hour per list by the app's clock (429 RATE_LIMITED with retry_after and
 * Retry-After); the same request_id again answers the same 202 without sending twice.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveMessage } from '../../src/live/bus.ts';
import type { TestAccount } from '../helpers/accounts.ts';
import { mutableClock } from '../helpers/clock.ts';
import { makeFamily } from '../wallet/ledger-fixtures.ts';
import { call, ok, rid, shoppersApp } from './list-fixtures.ts';

const clock = mutableClock();
let app: FastifyInstance;
const heard: LiveMessage[] = [];
let stopListening: () => void = () => {};
const user = shoppersApp(
  'Boost',
  (built) => {
    app = built;
    stopListening = built.live.subscribe((m) => heard.push(m));
  },
  { clock },
);
afterAll(() => stopListening());

const boost = (who: TestAccount, listId: number, requestId: string) =>
  call(app, who, 'POST', `/lists/${listId}/boost`, { request_id: requestId });
const notificationsOf = (userId: number, listId: number) =>
  app.database.db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('link', '=', `/layout/details-course/${listId}`)
    .orderBy('id')
    .execute();

describe('POST /lists/:id/boost', () => {
  let owner: TestAccount;
  let karim: TestAccount;
  let lina: TestAccount;
  let stranger: TestAccount;
  let listId: number;
  beforeAll(async () => {
    owner = await user('Amira');
    karim = await user('Karim');
    lina = await user(null);
    stranger = await user('Nour');
    await makeFamily(app, owner.id, [karim.id, lina.id]);
    listId = (
      await ok(app, owner, 'POST', '/lists', { request_id: rid(), title: 'Courses de la semaine', member_ids: [karim.id, lina.id] }, 201)
    ).id;
  });

  it('the owner boosts: each member gets one notification in French and Arabic, and a live boost event', async () => {
    const before = (await ok(app, owner, 'GET', `/lists/${listId}`)).version;
    heard.length = 0;
    const requestId = rid();
    const res = await boost(owner, listId, requestId);
    expect(res.statusCode, res.body).toBe(202);
    const nextAt = new Date(clock.now().getTime() + 3600_000).toISOString();
    expect(res.json()).toEqual({ notified: 2, next_at: nextAt });

    const [k] = await notificationsOf(karim.id, listId);
    expect(k).toMatchObject({
      kind: 'list_boost',
      title_fr: 'Rappel de courses',
      title_ar: 'تذكير بالتسوّق',
      body_fr: 'Amira vous rappelle la liste «\u00a0Courses de la semaine\u00a0»',
      body_ar: '\u2068Amira\u2069 يذكّرك بقائمة «\u00a0\u2068Courses de la semaine\u2069\u00a0»',
      link: `/layout/details-course/${listId}`,
      dedupe_key: `boost:${listId}:${requestId}`,
      read_at: null,
    });
    expect(new Date(k!.created_at).getTime()).toBe(clock.now().getTime());
    expect(await notificationsOf(lina.id, listId)).toHaveLength(1);
    expect(await notificationsOf(owner.id, listId)).toHaveLength(0);

    // Live messages may travel through Redis: they arrive a moment after the answer.
    await expect.poll(() => heard.map((m) => m.event.type)).toEqual(expect.arrayContaining(['boost', 'list']));
    const boostEvent = heard.find((m) => m.event.type === 'boost')!;
    expect(boostEvent.users.sort()).toEqual([karim.id, lina.id].sort());
    // The toast's words are the inbox row's, word for word, in both languages.
    expect(boostEvent.event).toEqual({
      type: 'boost',
      list_id: listId,
      notice: { title_fr: k!.title_fr, title_ar: k!.title_ar, body_fr: k!.body_fr, body_ar: k!.body_ar },
    });
    const listEvent = heard.find((m) => m.event.type === 'list')!;
    expect(listEvent.users.sort()).toEqual([owner.id, karim.id, lina.id].sort());
    expect(listEvent.event).toEqual({ type: 'list', list_id: listId, version: before + 1 });

    const after = await ok(app, karim, 'GET', `/lists/${listId}`);
    expect(after.version).toBe(before + 1);
    expect(after.boost_available_at).toBe(nextAt);

    // The same request again: the same answer, nothing sent twice, nothing published.
    heard.length = 0;
    clock.advanceSeconds(10);
    const again = await boost(owner, listId, requestId);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ notified: 2, next_at: nextAt });
    expect(await notificationsOf(karim.id, listId)).toHaveLength(1);
    expect(heard).toEqual([]);
  });

  it('a second boost within the hour: 429 RATE_LIMITED with retry_after and Retry-After; allowed once the hour is over', async () => {
    const first = await boost(karim, listId, rid());
    expect(first.statusCode).toBe(429);
    expect(first.json()).toMatchObject({ code: 'RATE_LIMITED', retry_after: 3590 });
    expect(first.headers['retry-after']).toBe('3590');
    clock.advanceSeconds(1790);
    const half = await boost(owner, listId, rid());
    expect(half.statusCode).toBe(429);
    expect(half.json().retry_after).toBe(1800);
    expect(await notificationsOf(karim.id, listId)).toHaveLength(1);

    clock.advanceSeconds(1800);
    heard.length = 0;
    // A member boosts: the owner and the other member are told, never the caller.
    const res = await boost(karim, listId, rid());
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().notified).toBe(2);
    expect(await notificationsOf(owner.id, listId)).toHaveLength(1);
    expect(await notificationsOf(karim.id, listId)).toHaveLength(1);
    const [linaSecond] = (await notificationsOf(lina.id, listId)).slice(-1);
    expect(linaSecond!.body_fr).toBe('Karim vous rappelle la liste «\u00a0Courses de la semaine\u00a0»');
    await expect.poll(() => heard.find((m) => m.event.type === 'boost')?.users.sort()).toEqual([owner.id, lina.id].sort());
  });

  it('a member with no first name is named as one of the family', async () => {
    clock.advanceSeconds(3600);
    expect((await boost(lina, listId, rid())).statusCode).toBe(202);
    const [n] = (await notificationsOf(karim.id, listId)).slice(-1);
    expect(n!.body_fr).toBe('Un membre de votre famille vous rappelle la liste «\u00a0Courses de la semaine\u00a0»');
    expect(n!.body_ar).toBe('أحد أفراد عائلتك يذكّرك بقائمة «\u00a0\u2068Courses de la semaine\u2069\u00a0»');
  });

  it('someone else, or an unknown list: 404 LIST_NOT_FOUND, nothing sent', async () => {
    clock.advanceSeconds(3600);
    const count = (await notificationsOf(karim.id, listId)).length;
    for (const [who, id] of [
      [stranger, listId],
      [owner, 2_000_000_000],
    ] as const) {
      const res = await boost(who, id, rid());
      expect([res.statusCode, res.json().code]).toEqual([404, 'LIST_NOT_FOUND']);
    }
    expect(await notificationsOf(karim.id, listId)).toHaveLength(count);
  });

  it('an owner alone on a list: nobody to tell, the hour is not used', async () => {
    const alone = (await ok(app, owner, 'POST', '/lists', { request_id: rid(), title: 'Pour moi' }, 201)).id;
    for (let i = 0; i < 2; i++) {
      const res = await boost(owner, alone, rid());
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ notified: 0, next_at: clock.now().toISOString() });
    }
    expect((await ok(app, owner, 'GET', `/lists/${alone}`)).boost_available_at).toBeNull();
  });

  it('refuses a body without a request id', async () => {
    const res = await call(app, owner, 'POST', `/lists/${listId}/boost`, {});
    expect(res.statusCode).toBe(400);
  });
});
