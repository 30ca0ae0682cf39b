/**
 * Shopping lists' API (docs/shopping-lists.md#api): creation once per request id, reading, the
 * active and history tabs, renaming and deleting by the owner, members from the family circle,
 * reject / reactivate / duplicate, the score at today's prices and the progress badges.
 */
import type { LiveMessage } from '../../src/live/bus.ts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, type TestAccount } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { makeFamily } from '../wallet/ledger-fixtures.ts';
import { call, device, ok, plainProducts, removeShoppers, rid, TODAY } from './list-fixtures.ts';

let app: FastifyInstance;
let owner: TestAccount;
let kin: TestAccount;
let kin2: TestAccount;
let stranger: TestAccount;
let products: { id: number; sku: string; price: number; base_price: number }[];
const published: LiveMessage[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  owner = await createUser(app, { name: 'Amira', lastname: 'Ben Salah' });
  kin = await createUser(app, { name: 'Karim' });
  kin2 = await createUser(app);
  stranger = await createUser(app, { name: 'Sami' });
  await makeFamily(app, owner.id, [kin.id, kin2.id]);
  products = await plainProducts(app, 3, 'last');
  const publish = app.live.publish.bind(app.live);
  vi.spyOn(app.live, 'publish').mockImplementation(async (m) => {
    published.push(m);
    await publish(m);
  });
});
afterAll(async () => {
  await removeShoppers(app, [owner.id, kin.id, kin2.id, stranger.id]);
  await app.close();
});

const create = (who: TestAccount, body: Record<string, unknown>, status = 201) =>
  ok(app, who, 'POST', '/lists', { request_id: rid(), ...body }, status);

describe('create and read', () => {
  it('creates a list once per request id, with its items, members, owner and names', async () => {
    const request_id = rid();
    const body = {
      request_id,
      title: 'Courses du samedi',
      member_ids: [kin.id],
      items: [{ sku: products[0]!.sku, quantity: 2 }, { text: '  Pain  ' }],
    };
    const first = await ok(app, owner, 'POST', '/lists', body, 201);
    expect(first).toMatchObject({
      title: 'Courses du samedi',
      status: 'active',
      finished: false,
      version: 1,
      is_owner: true,
      owner: { user_id: owner.id, name: 'Amira Ben Salah' },
      members: [{ user_id: kin.id, name: 'Karim', relation: 'Proche' }],
      progress: { bought: 0, total: 2, ratio: 0, percent: 0, badge: 'in_progress' },
      promo_deducted: null,
      boost_available_at: null,
    });
    expect(first.items.map((i: { key: string; quantity: number; name: string }) => [i.key, i.quantity])).toEqual([
      [`p:${products[0]!.sku}`, 2],
      ['t:pain', 1],
    ]);
    expect(first.items[1].name).toBe('Pain');
    expect(first.items[0].price).toBe(products[0]!.price);
    expect(first.images).toHaveLength(1);
    const again = await ok(app, owner, 'POST', '/lists', body, 201);
    expect(again).toEqual(first);
    const count = await sql<{
      n: number;
    }>`select count(*)::int as n from shopping_lists where owner_id = ${owner.id} and request_id = ${request_id}`.execute(app.database.db);
    expect(count.rows[0]!.n).toBe(1);

    // The member reads it too, as a member; names in Arabic when asked.
    const seen = await ok(app, kin, 'GET', `/lists/${first.id}?lang=ar`);
    expect(seen.is_owner).toBe(false);
    expect(seen.members[0].relation).toBeNull();
    const nameless = await create(owner, { title: 'Sans nom', member_ids: [kin2.id] });
    expect(nameless.members[0].name).toBe(`Utilisateur ${kin2.id}`);
    expect((await ok(app, owner, 'GET', `/lists/${nameless.id}?lang=ar`)).members[0].name).toBe(`مستخدم ${kin2.id}`);
  });

  it('refuses members outside the circle (422 NOT_FAMILY_MEMBER) and unknown skus (404), making nothing', async () => {
    const request_id = rid();
    const res = await call(app, owner, 'POST', '/lists', { request_id, title: 'X', member_ids: [stranger.id] });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('NOT_FAMILY_MEMBER');
    const self = await call(app, owner, 'POST', '/lists', { request_id, title: 'X', member_ids: [owner.id] });
    expect(self.statusCode).toBe(422);
    const sku = await call(app, owner, 'POST', '/lists', { request_id, title: 'X', items: [{ sku: 'NO-SUCH-SKU-1' }] });
    expect(sku.statusCode).toBe(404);
    expect(sku.json().code).toBe('PRODUCT_NOT_FOUND');
    const count = await sql<{ n: number }>`select count(*)::int as n from shopping_lists where request_id = ${request_id}`.execute(
      app.database.db,
    );
    expect(count.rows[0]!.n).toBe(0);
  });

  it('GET /lists/members answers the caller’s circle', async () => {
    const mine = await ok(app, owner, 'GET', '/lists/members');
    expect(mine.items.map((m: { user_id: number }) => m.user_id).sort()).toEqual([kin.id, kin2.id].sort());
    const theirs = await ok(app, kin, 'GET', '/lists/members');
    expect(theirs.items.map((m: { user_id: number }) => m.user_id).sort()).toEqual([owner.id, kin2.id].sort());
    expect((await ok(app, stranger, 'GET', '/lists/members')).items).toEqual([]);
  });
});

describe('tabs', () => {
  it('active lists; history = rejected or finished; latest change first; paginated', async () => {
    const who = await createUser(app);
    try {
      const a = await create(who, { title: 'A', items: [{ text: 'lait' }] });
      const b = await create(who, { title: 'B', items: [{ text: 'oeufs' }] });
      const c = await create(who, { title: 'C', items: [{ text: 'sucre' }] });
      const empty = await create(who, { title: 'Vide' });
      const d = device('dev-tabs');
      await ok(app, who, 'POST', `/lists/${b.id}/ops`, { ops: [d.tick('t:oeufs')] });
      await ok(app, who, 'POST', `/lists/${c.id}/reject`);
      const active = await ok(app, who, 'GET', '/lists?tab=active');
      expect(active.items.map((l: { id: number }) => l.id).sort()).toEqual([a.id, empty.id].sort());
      const history = await ok(app, who, 'GET', '/lists?tab=history');
      expect(history.items.map((l: { id: number }) => l.id).sort()).toEqual([b.id, c.id].sort());
      const done = history.items.find((l: { id: number }) => l.id === b.id);
      expect(done).toMatchObject({ finished: true, progress: { badge: 'done', ratio: 1 }, promo_source: 'ticks' });
      expect(done.items).toBeUndefined();
      expect(history.items.find((l: { id: number }) => l.id === c.id).progress.badge).toBe('rejected');
      const page = await ok(app, who, 'GET', '/lists?tab=active&page=1&pageSize=1');
      expect(page).toMatchObject({ total: 2, hasMore: true, page: 1, pageSize: 1 });
      // Unticking makes it active again.
      const got = await ok(app, who, 'GET', `/lists/${b.id}`);
      await ok(app, who, 'POST', `/lists/${b.id}/ops`, {
        ops: [
          d.untick(
            't:oeufs',
            got.items[0].ticks.map((t: { id: string }) => t.id),
          ),
        ],
      });
      expect((await ok(app, who, 'GET', '/lists?tab=active')).total).toBe(3);
    } finally {
      await removeShoppers(app, [who.id]);
    }
  });
});

describe('owner-only changes', () => {
  it('renames and deletes: the owner yes, a member 403 LIST_OWNER_ONLY', async () => {
    const list = await create(owner, { title: 'Avant', member_ids: [kin.id] });
    const denied = await call(app, kin, 'PATCH', `/lists/${list.id}`, { title: 'Pirate' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('LIST_OWNER_ONLY');
    const renamed = await ok(app, owner, 'PATCH', `/lists/${list.id}`, { title: 'Après' });
    expect(renamed).toMatchObject({ title: 'Après', version: 2 });
    expect((await call(app, kin, 'DELETE', `/lists/${list.id}`)).statusCode).toBe(403);
    published.length = 0;
    expect((await call(app, owner, 'DELETE', `/lists/${list.id}`)).statusCode).toBe(204);
    expect(published).toEqual([{ users: [owner.id, kin.id], event: { type: 'list', list_id: list.id, version: 3, removed: true } }]);
    const gone = await call(app, owner, 'GET', `/lists/${list.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('LIST_NOT_FOUND');
  });

  it("deleting a list deletes its photos' files", async () => {
    const list = await create(owner, { title: 'Avec photo' });
    const key = `lists/test-${rid()}.webp`;
    await app.storage.put(key, Buffer.from('not really a picture'), 'image/webp');
    await app.database.db
      .insertInto('shopping_list_images')
      .values({ list_id: list.id, storage_key: key, added_by: owner.id, created_at: app.clock.now() })
      .execute();
    expect((await ok(app, owner, 'GET', `/lists/${list.id}`)).gallery).toHaveLength(1);
    expect((await call(app, owner, 'DELETE', `/lists/${list.id}`)).statusCode).toBe(204);
    expect(await app.storage.read(key)).toBeNull();
  });
});

describe('members', () => {
  it('assigns only the circle; a removed member loses access and is told with removed', async () => {
    const list = await create(owner, { title: 'Partagée', member_ids: [kin.id] });
    const bad = await call(app, owner, 'PUT', `/lists/${list.id}/members`, { member_ids: [kin.id, stranger.id] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('NOT_FAMILY_MEMBER');
    expect((await call(app, kin, 'PUT', `/lists/${list.id}/members`, { member_ids: [] })).json().code).toBe('LIST_OWNER_ONLY');
    published.length = 0;
    const moved = await ok(app, owner, 'PUT', `/lists/${list.id}/members`, { member_ids: [kin2.id] });
    expect(moved.members.map((m: { user_id: number }) => m.user_id)).toEqual([kin2.id]);
    expect(moved.version).toBe(2);
    expect(published).toEqual([
      { users: [owner.id, kin2.id], event: { type: 'list', list_id: list.id, version: 2 } },
      { users: [kin.id], event: { type: 'list', list_id: list.id, version: 2, removed: true } },
    ]);
    expect((await call(app, kin, 'GET', `/lists/${list.id}`)).statusCode).toBe(404);
    expect((await ok(app, kin2, 'GET', `/lists/${list.id}`)).id).toBe(list.id);
    expect((await ok(app, kin, 'GET', '/lists')).items.some((l: { id: number }) => l.id === list.id)).toBe(false);
    // The same members again: nothing changes.
    expect((await ok(app, owner, 'PUT', `/lists/${list.id}/members`, { member_ids: [kin2.id] })).version).toBe(2);
  });
});

describe('reject, reactivate, duplicate', () => {
  it('rejects (any member), reactivates only a rejected list, duplicates only a finished one', async () => {
    const list = await create(owner, {
      title: 'Semaine',
      member_ids: [kin.id],
      items: [{ sku: products[1]!.sku, quantity: 3 }, { text: 'Menthe' }],
    });
    const notRejected = await call(app, owner, 'POST', `/lists/${list.id}/reactivate`);
    expect(notRejected.statusCode).toBe(409);
    expect(notRejected.json().code).toBe('LIST_NOT_REJECTED');
    const notFinished = await call(app, kin, 'POST', `/lists/${list.id}/duplicate`, { request_id: rid() });
    expect(notFinished.statusCode).toBe(409);
    expect(notFinished.json().code).toBe('LIST_NOT_FINISHED');

    const rejected = await ok(app, kin, 'POST', `/lists/${list.id}/reject`);
    expect(rejected).toMatchObject({ status: 'rejected', progress: { badge: 'rejected' } });
    const back = await ok(app, owner, 'POST', `/lists/${list.id}/reactivate`);
    expect(back).toMatchObject({ status: 'active', progress: { badge: 'in_progress' } });

    const d = device('dev-dup');
    const ticked = await ok(app, kin, 'POST', `/lists/${list.id}/ops`, { ops: [d.tick(`p:${products[1]!.sku}`), d.tick('t:menthe')] });
    expect(ticked.list.finished).toBe(true);
    const request_id = rid();
    const copy = await ok(app, kin, 'POST', `/lists/${list.id}/duplicate`, { request_id }, 201);
    expect(copy).toMatchObject({ title: 'Semaine', status: 'active', finished: false, is_owner: true, owner: { user_id: kin.id } });
    expect(copy.id).not.toBe(list.id);
    expect(copy.members.map((m: { user_id: number }) => m.user_id)).toEqual([owner.id]);
    expect(copy.items.map((i: { key: string; quantity: number; checked: boolean }) => [i.key, i.quantity, i.checked])).toEqual([
      [`p:${products[1]!.sku}`, 3, false],
      ['t:menthe', 1, false],
    ]);
    expect(copy.items[1].name).toBe('Menthe');
    expect((await ok(app, kin, 'POST', `/lists/${list.id}/duplicate`, { request_id }, 201)).id).toBe(copy.id);
    expect((await ok(app, owner, 'GET', `/lists/${copy.id}`)).is_owner).toBe(false);
  });
});

describe('score', () => {
  it("is Σ quantity × today's price of the products (free text 0), lowered by today's daily promo", async () => {
    const [p1, p2] = [products[0]!, products[2]!];
    const list = await create(owner, {
      title: 'Score',
      items: [{ sku: p1.sku, quantity: 2 }, { sku: p2.sku, quantity: 1 }, { text: 'Pain' }],
    });
    expect(list.score).toBe(2 * p1.price + p2.price);
    const promoPrice = Math.floor(p1.price / 2);
    const promo = await app.database.db
      .insertInto('promos')
      .values({
        product_id: p1.id,
        promo_date: TODAY,
        promo_key: 'super_mardi',
        price: promoPrice,
        old_price: p1.price,
        remise: 50,
        plus: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const now = await ok(app, owner, 'GET', `/lists/${list.id}`);
      expect(now.score).toBe(2 * promoPrice + p2.price);
      expect(now.items.find((i: { key: string }) => i.key === `p:${p1.sku}`).price).toBe(promoPrice);
      const card = (await ok(app, owner, 'GET', '/lists')).items.find((l: { id: number }) => l.id === list.id);
      expect(card.score).toBe(2 * promoPrice + p2.price);
    } finally {
      await app.database.db.deleteFrom('promos').where('id', '=', promo.id).execute();
    }
    // A removed item no longer counts.
    const d = device('dev-score');
    const after = await ok(app, owner, 'POST', `/lists/${list.id}/ops`, { ops: [d.remove(`p:${p2.sku}`)] });
    expect(after.list.score).toBe(2 * p1.price);
  });
});

describe('progress badges through the API', () => {
  it('0 → En cours, 0.49 → En cours, 0.5 → Presque terminé, 0.99 → Presque terminé, 1 → Terminée', async () => {
    const items = Array.from({ length: 100 }, (_, i) => ({ text: `article ${i}` }));
    const list = await create(owner, { title: 'Cent', items });
    expect(list.progress).toMatchObject({ bought: 0, total: 100, ratio: 0, percent: 0, badge: 'in_progress' });
    const d = device('dev-badges');
    const tick = async (from: number, to: number) =>
      (
        await ok(app, owner, 'POST', `/lists/${list.id}/ops`, {
          ops: Array.from({ length: to - from }, (_, i) => d.tick(`t:article ${from + i}`)),
        })
      ).list;
    expect((await tick(0, 49)).progress).toMatchObject({ bought: 49, ratio: 0.49, percent: 49, badge: 'in_progress' });
    expect((await tick(49, 50)).progress).toMatchObject({ bought: 50, ratio: 0.5, badge: 'almost' });
    expect((await tick(50, 99)).progress).toMatchObject({ bought: 99, ratio: 0.99, badge: 'almost' });
    const done = await tick(99, 100);
    expect(done.progress).toMatchObject({ bought: 100, ratio: 1, percent: 100, badge: 'done' });
    expect(done.finished).toBe(true);
    expect(done.promo_deducted).toBe(0);
    expect(done.promo_source).toBe('ticks');
    expect((await ok(app, owner, 'POST', `/lists/${list.id}/reject`)).progress.badge).toBe('rejected');
  });
});
