/**
 * « Cette semaine sur ma liste » (docs/shopping-lists.md#this-week-on-my-list): a list's items on a
 * deal this week or next at the shopper's store — by product, by typed words (« lait » is not
 * « laitue », « yaourts » is « yaourt »), next week's catalogue, last chance only at its store — with
 * the savings and totals; the favourites; 404 for anyone but the list's people; the weekly push's
 * settings. The clock: Tuesday 24 November 2026, 13:30 in Tunis (this week ends Sunday the 29th).
 */
import type { ListDealCounts, ListDeals } from '@qadhya/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestAccount } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { makeFamily } from '../wallet/ledger-fixtures.ts';
import { addDealFixtures, savingOf, type DealFixtures } from './list-deals-fixtures.ts';
import { call, device, ok, removeShoppers, rid } from './list-fixtures.ts';

let app: FastifyInstance;
let fx: DealFixtures;
let a: TestAccount;
let m: TestAccount;
let b: TestAccount;
let listId: number;

beforeAll(async () => {
  app = await buildTestApp();
  fx = await addDealFixtures(app);
  a = await createUser(app, { name: 'Amira' });
  m = await createUser(app, { name: 'Mounir' });
  b = await createUser(app, { name: 'Bilel' });
  await makeFamily(app, a.id, [m.id]);
  const list = await ok(
    app,
    a,
    'POST',
    '/lists',
    {
      request_id: rid(),
      title: 'Courses de la semaine',
      member_ids: [m.id],
      items: [
        { sku: fx.sku.milk, quantity: 2 },
        { text: `Lait ${fx.word}` },
        { text: `des yaourts ${fx.word}`, quantity: 3 },
        { sku: fx.sku.next },
        { sku: fx.sku.clearance },
        { sku: fx.sku.plain },
        { text: `Pain ${fx.word}` },
        { sku: fx.sku.lettuce },
      ],
    },
    201,
  );
  listId = list.id;
  // A bought item has nothing left to save.
  await ok(app, a, 'POST', `/lists/${listId}/ops`, { ops: [device('a-phone').tick(`p:${fx.sku.lettuce}`)] });
});
afterAll(async () => {
  await removeShoppers(app, [a.id, m.id, b.id]);
  await fx.remove();
  await app.close();
});

const deals = async (who: TestAccount, url: string): Promise<ListDeals> => ok(app, who, 'GET', url);

describe('GET /lists/:id/deals', () => {
  it('lists the items on a deal at the store, best deal first, with the savings and the week’s total', async () => {
    const got = await deals(a, `/lists/${listId}/deals?magasin=${fx.store}`);
    expect(got).toMatchObject({ list_id: listId, magasin_code: fx.store, week: { from: '2026-11-24', to: '2026-11-29' } });
    const byItem = Object.fromEntries(got.items.map((i) => [i.item, i]));
    // In the list's order (added, then key).
    expect(got.items.map((i) => i.item)).toEqual([
      `p:${fx.sku.milk}`,
      `p:${fx.sku.next}`,
      `p:${fx.sku.clearance}`,
      `t:des yaourts ${fx.word}`,
      `t:lait ${fx.word}`,
    ]);
    // By product: the promo of Thursday, 2 × the saving.
    expect(byItem[`p:${fx.sku.milk}`]).toMatchObject({
      quantity: 2,
      match: { by: 'product' },
      saving: 2 * savingOf('milk'),
      deals: [
        {
          kind: 'promo',
          sku: fx.sku.milk,
          price: 1_500,
          regular_price: 2_000,
          saving: savingOf('milk'),
          from: '2026-11-26',
          to: '2026-11-26',
          week: 'this',
          catalogue_id: null,
          magasin_code: null,
        },
      ],
    });
    expect(byItem[`p:${fx.sku.milk}`]!.deals[0]!.image).toMatch(new RegExp(`/${fx.sku.milk}`));
    // By words: « lait » finds the milk, never the lettuce; « yaourts » finds the yogurt; the match is explained.
    expect(byItem[`t:lait ${fx.word}`]).toMatchObject({ match: { by: 'words', words: ['lait', fx.word] }, saving: savingOf('milk') });
    expect(byItem[`t:lait ${fx.word}`]!.deals.map((d) => d.sku)).toEqual([fx.sku.milk]);
    expect(byItem[`t:des yaourts ${fx.word}`]).toMatchObject({
      quantity: 3,
      match: { by: 'words', words: ['yaourts', fx.word] },
      deals: [{ sku: fx.sku.yogurt, kind: 'promo', from: '2026-11-27' }],
      saving: 3 * savingOf('yogurt'),
    });
    // Next week's catalogue (from Monday): shown, saves nothing this week.
    expect(byItem[`p:${fx.sku.next}`]).toMatchObject({
      saving: 0,
      deals: [
        { kind: 'catalogue', week: 'next', from: '2026-11-30', to: '2026-12-06', catalogue_id: fx.catalogueId, saving: savingOf('next') },
      ],
    });
    // Last chance at the store: from today to Sunday.
    expect(byItem[`p:${fx.sku.clearance}`]).toMatchObject({
      deals: [{ kind: 'last_chance', magasin_code: fx.store, from: '2026-11-24', to: '2026-11-29', price: 800 }],
      saving: savingOf('clearance'),
    });
    expect(got.total_saving).toBe(2 * savingOf('milk') + savingOf('milk') + 3 * savingOf('yogurt') + savingOf('clearance'));
    expect(got.count_this_week).toBe(4);
  });

  it('has no last chance at another store, nor without a store', async () => {
    const other = await deals(a, `/lists/${listId}/deals?magasin=${fx.otherStore}`);
    expect(other.items.map((i) => i.item)).not.toContain(`p:${fx.sku.clearance}`);
    const none = await deals(a, `/lists/${listId}/deals`);
    expect(none.magasin_code).toBeNull();
    expect(none.items.map((i) => i.item)).not.toContain(`p:${fx.sku.clearance}`);
    expect(none.count_this_week).toBe(3);
  });

  it('takes the store kept on the server when no magasin is given', async () => {
    await app.database.db.insertInto('shopper_stores').values({ user_id: a.id, magasin_code: fx.store, updated_at: new Date() }).execute();
    const got = await deals(a, `/lists/${listId}/deals?lang=ar`);
    expect(got.magasin_code).toBe(fx.store);
    expect(got.items.map((i) => i.item)).toContain(`p:${fx.sku.clearance}`);
    await app.database.db.deleteFrom('shopper_stores').where('user_id', '=', a.id).execute();
  });

  it('answers an unknown store 404 STORE_NOT_FOUND', async () => {
    const res = await call(app, a, 'GET', `/lists/${listId}/deals?magasin=NOPE999`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('STORE_NOT_FOUND');
  });

  it('answers the member as the owner, and anyone else 404 LIST_NOT_FOUND like an unknown id', async () => {
    expect(await deals(m, `/lists/${listId}/deals?magasin=${fx.store}`)).toEqual(
      await deals(a, `/lists/${listId}/deals?magasin=${fx.store}`),
    );
    for (const url of [`/lists/${listId}/deals`, `/lists/${listId}/deals?magasin=NOPE999`, '/lists/2147483000/deals']) {
      const res = await call(app, b, 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe('LIST_NOT_FOUND');
      expect(res.body).not.toContain(fx.word);
    }
    expect((await app.inject({ method: 'GET', url: `/api/v1/lists/${listId}/deals` })).statusCode).toBe(401);
  });
});

describe('GET /lists/deal-counts', () => {
  const counts = async (who: TestAccount, url: string): Promise<ListDealCounts> => ok(app, who, 'GET', url);

  it('gives each active list the count and saving of its own deals, in one answer', async () => {
    const empty: { id: number } = await ok(app, a, 'POST', '/lists', { request_id: rid(), title: 'Vide', items: [] }, 201);
    const got = await counts(a, `/lists/deal-counts?magasin=${fx.store}`);
    const full = await deals(a, `/lists/${listId}/deals?magasin=${fx.store}`);
    expect(got.magasin_code).toBe(fx.store);
    expect(got.week).toEqual(full.week);
    expect(got.lists).toContainEqual({ list_id: listId, count_this_week: full.count_this_week, total_saving: full.total_saving });
    expect(full.count_this_week).toBeGreaterThan(0);
    expect(got.lists).toContainEqual({ list_id: empty.id, count_this_week: 0, total_saving: 0 });
    // Without a store, the same rule as a list's: chain-wide deals only.
    const none = await counts(a, '/lists/deal-counts');
    expect(none.magasin_code).toBeNull();
    expect(none.lists.find((l) => l.list_id === listId)!.count_this_week).toBe((await deals(a, `/lists/${listId}/deals`)).count_this_week);
  });

  it('counts a shared list for its member, and never another shopper’s list', async () => {
    const forMember = await counts(m, `/lists/deal-counts?magasin=${fx.store}`);
    const forOwner = await counts(a, `/lists/deal-counts?magasin=${fx.store}`);
    expect(forMember.lists.find((l) => l.list_id === listId)).toEqual(forOwner.lists.find((l) => l.list_id === listId));
    const stranger = await counts(b, `/lists/deal-counts?magasin=${fx.store}`);
    expect(stranger.lists.map((l) => l.list_id)).not.toContain(listId);
    const res = await call(app, b, 'GET', '/lists/deal-counts?magasin=NOPE999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'STORE_NOT_FOUND' });
    expect((await app.inject({ method: 'GET', url: '/api/v1/lists/deal-counts' })).statusCode).toBe(401);
  });
});

describe('GET /favorites/deals', () => {
  it('lists the favourites on a deal, quantity 1, list_id null', async () => {
    for (const sku of [fx.sku.plain, fx.sku.next, fx.sku.milk, fx.sku.clearance])
      await ok(app, b, 'POST', `/favorites/${sku}`, undefined, 201);
    const got = await deals(b, `/favorites/deals?magasin=${fx.store}`);
    expect(got).toMatchObject({ list_id: null, magasin_code: fx.store, count_this_week: 2 });
    expect(got.items.map((i) => [i.item, i.quantity, i.match.by])).toEqual([
      [`p:${fx.sku.clearance}`, 1, 'product'],
      [`p:${fx.sku.milk}`, 1, 'product'],
      [`p:${fx.sku.next}`, 1, 'product'],
    ]);
    expect(got.total_saving).toBe(savingOf('clearance') + savingOf('milk'));
    expect((await deals(a, '/favorites/deals')).items).toEqual([]);
  });
});

describe('/users/me/list-deals-alert', () => {
  it('is off on Thursday at 9 until set; a good body is kept, a bad one is 400 VALIDATION_FAILED', async () => {
    expect(await ok(app, m, 'GET', '/users/me/list-deals-alert')).toEqual({ enabled: false, weekday: 4, hour: 9 });
    expect(await ok(app, m, 'PUT', '/users/me/list-deals-alert', { enabled: true, weekday: 7, hour: 21 })).toEqual({
      enabled: true,
      weekday: 7,
      hour: 21,
    });
    expect(await ok(app, m, 'GET', '/users/me/list-deals-alert')).toEqual({ enabled: true, weekday: 7, hour: 21 });
    for (const body of [
      { enabled: true, weekday: 0, hour: 9 },
      { enabled: true, weekday: 8, hour: 9 },
      { enabled: true, weekday: 1, hour: 7 },
      { enabled: true, weekday: 1, hour: 22 },
      { enabled: true, weekday: 1.5, hour: 9 },
      { enabled: 'yes', weekday: 1, hour: 9 },
      { enabled: true, weekday: 1 },
      { enabled: true, weekday: 1, hour: 9, extra: 1 },
    ]) {
      const res = await call(app, m, 'PUT', '/users/me/list-deals-alert', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await ok(app, m, 'GET', '/users/me/list-deals-alert')).toEqual({ enabled: true, weekday: 7, hour: 21 });
    // Each shopper's own.
    expect(await ok(app, a, 'GET', '/users/me/list-deals-alert')).toEqual({ enabled: false, weekday: 4, hour: 9 });
  });
});
