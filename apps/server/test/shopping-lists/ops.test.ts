/**
 * POST /lists/:id/ops (docs/shopping-lists.md#api): members' changes, made with or without signal,
 * merged by the domain's rules under a lock on the list. One version per batch that changes
 * something; a replay changes nothing; unknown skus and the 201st item are refused one by one; two
 * devices' batches in either order give the same list.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LiveMessage } from '../../src/live/bus.ts';
import { createUser, type TestAccount } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { makeFamily } from '../wallet/ledger-fixtures.ts';
import { call, device, ok, plainProducts, removeShoppers, rid } from './list-fixtures.ts';

let app: FastifyInstance;
let owner: TestAccount;
let kin: TestAccount;
let products: { id: number; sku: string; price: number; base_price: number }[];
const published: LiveMessage[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  owner = await createUser(app, { name: 'Amira' });
  kin = await createUser(app, { name: 'Karim', lastname: 'Trabelsi' });
  await makeFamily(app, owner.id, [kin.id]);
  products = await plainProducts(app, 3);
  const publish = app.live.publish.bind(app.live);
  vi.spyOn(app.live, 'publish').mockImplementation(async (m) => {
    published.push(m);
    await publish(m);
  });
});
afterAll(async () => {
  await removeShoppers(app, [owner.id, kin.id]);
  await app.close();
});

const newList = async (items: unknown[] = []) =>
  ok(app, owner, 'POST', '/lists', { request_id: rid(), title: 'Ops', member_ids: [kin.id], items }, 201);
const ops = (who: TestAccount, id: number, batch: unknown[]) => ok(app, who, 'POST', `/lists/${id}/ops`, { ops: batch });
type Item = {
  key: string;
  quantity: number;
  removed: boolean;
  checked: boolean;
  checked_by: { user_id: number; name: string } | null;
  ticks: { id: string; price: number | null; regular_price: number | null }[];
};
const visible = (list: { items: Item[] }) => list.items.filter((i) => !i.removed).map((i) => [i.key, i.quantity, i.checked]);

describe('operations', () => {
  it('add, quantity, remove, tick, untick; one version per batch, told live once', async () => {
    const list = await newList();
    const [p1, p2] = [products[0]!, products[1]!];
    const d = device('phone-a');
    published.length = 0;
    const first = await ops(owner, list.id, [d.add(p1.sku, 2), d.add(p2.sku), d.addText('Harissa'), d.quantity(`p:${p1.sku}`, 5)]);
    expect(first.rejected).toEqual([]);
    expect(first.list.version).toBe(2);
    expect(visible(first.list)).toEqual([
      [`p:${p1.sku}`, 5, false],
      [`p:${p2.sku}`, 1, false],
      ['t:harissa', 1, false],
    ]);
    expect(published).toEqual([{ users: [owner.id, kin.id], event: { type: 'list', list_id: list.id, version: 2 } }]);

    const tick = d.tick(`p:${p1.sku}`, 'tick-kin-1');
    const second = await ops(kin, list.id, [tick, d.remove(`p:${p2.sku}`)]);
    expect(second.list.version).toBe(3);
    const ticked = second.list.items.find((i: Item) => i.key === `p:${p1.sku}`);
    expect(ticked).toMatchObject({
      checked: true,
      checked_by: { user_id: kin.id, name: 'Karim Trabelsi' },
      checked_at: new Date(tick.at).toISOString(),
    });
    // The tick's prices recorded when the server first saw it.
    expect(ticked.ticks).toEqual([{ id: 'tick-kin-1', at: tick.at, user_id: kin.id, price: p1.price, regular_price: p1.base_price }]);
    expect(visible(second.list)).toEqual([
      [`p:${p1.sku}`, 5, true],
      ['t:harissa', 1, false],
    ]);
    expect(second.list.progress).toMatchObject({ bought: 1, total: 2, badge: 'almost' });

    const third = await ops(owner, list.id, [d.untick(`p:${p1.sku}`, ['tick-kin-1'])]);
    expect(third.list.items.find((i: Item) => i.key === `p:${p1.sku}`)).toMatchObject({
      checked: false,
      checked_by: null,
      checked_at: null,
    });
    expect(third.list.version).toBe(4);
  });

  it('a replayed batch changes nothing and keeps the version', async () => {
    const list = await newList([{ text: 'Lait' }]);
    const d = device('phone-replay');
    const batch = [d.add(products[0]!.sku, 3), d.tick('t:lait', 'tick-replay-1'), d.quantity('t:lait', 2)];
    const once = await ops(owner, list.id, batch);
    published.length = 0;
    // A replay comes from the same account (its device's queue sent again).
    const twice = await ops(owner, list.id, batch);
    expect(twice.list.version).toBe(once.list.version);
    expect(twice.list.items).toEqual(once.list.items);
    expect(published).toEqual([]);
    // Also a subset, in another order.
    expect((await ops(owner, list.id, [batch[2], batch[0]])).list.version).toBe(once.list.version);
  });

  it('refuses an unknown sku and a key that is not the item’s own, applying the rest', async () => {
    const list = await newList();
    const d = device('phone-bad');
    const res = await ops(owner, list.id, [d.add('NO-SUCH-SKU-9'), d.addText('Pain'), { ...d.add(products[0]!.sku), item: 'p:OTHER' }]);
    expect(res.rejected).toEqual([
      { index: 0, code: 'PRODUCT_NOT_FOUND' },
      { index: 2, code: 'VALIDATION_FAILED' },
    ]);
    expect(visible(res.list)).toEqual([['t:pain', 1, false]]);
  });

  it('keeps at most 200 visible items: the 201st add is refused (LIST_FULL), a removal makes room', async () => {
    const list = await newList(Array.from({ length: 199 }, (_, i) => ({ text: `n${i}` })));
    const d = device('phone-full');
    const res = await ops(owner, list.id, [d.addText('deux-cents'), d.addText('de trop'), d.quantity('t:n0', 4)]);
    expect(res.rejected).toEqual([{ index: 1, code: 'LIST_FULL' }]);
    expect(res.list.progress.total).toBe(200);
    // Adding an item already there is no new item.
    expect((await ops(owner, list.id, [d.addText('n1', 3)])).rejected).toEqual([]);
    const room = await ops(owner, list.id, [d.remove('t:n2'), d.addText('de trop')]);
    expect(room.rejected).toEqual([]);
    expect(room.list.progress.total).toBe(200);
    const refused = await call(app, owner, 'POST', `/lists/${list.id}/ops`, { ops: [] });
    expect(refused.statusCode).toBe(400);
  });

  it('clamps an instant far ahead of the server clock to now + 5 min', async () => {
    const list = await newList([{ text: 'Sel' }]);
    const future = { kind: 'quantity', item: 't:sel', quantity: 7, device: 'phone-future', at: Date.parse('2030-01-01T00:00:00Z') };
    const res = await ops(owner, list.id, [future]);
    const item = res.list.items.find((i: Item) => i.key === 't:sel');
    expect(item.quantity).toBe(7);
    expect(item.quantity_stamp.at).toBe(app.clock.now().getTime() + 5 * 60_000);
  });

  it('ticks on a rejected list still apply (an offline replay is not lost)', async () => {
    const list = await newList([{ text: 'Thé' }]);
    await ok(app, owner, 'POST', `/lists/${list.id}/reject`);
    const res = await ops(kin, list.id, [device('phone-late').tick('t:thé')]);
    expect(res.list.status).toBe('rejected');
    expect(res.list.items[0].checked).toBe(true);
  });

  it("two devices' offline batches converge whichever arrives first, no tick lost, no duplicate", async () => {
    const [p1, p2, p3] = [products[0]!, products[1]!, products[2]!];
    const base = [
      { sku: p1.sku, quantity: 1 },
      { sku: p2.sku, quantity: 1 },
    ];
    const a = device('phone-amira', Date.parse('2026-11-24T12:31:00Z'));
    const k = device('phone-karim', Date.parse('2026-11-24T12:31:00Z') + 500);
    // A removes p2, raises p1, adds p3 and "Pain"; K ticks p1 and p2, adds "pain " and p3 too, untick p2 later.
    const aBatch = [a.remove(`p:${p2.sku}`), a.quantity(`p:${p1.sku}`, 4), a.add(p3.sku, 2), a.addText('Pain')];
    const kTick2 = k.tick(`p:${p2.sku}`, 'k-tick-2');
    const kBatch = [
      k.tick(`p:${p1.sku}`, 'k-tick-1'),
      kTick2,
      k.addText('pain ', 1),
      k.add(p3.sku, 1),
      k.untick(`p:${p2.sku}`, ['k-tick-2']),
      k.tick(`p:${p2.sku}`, 'k-tick-3'),
    ];

    const one = await newList(base);
    await ops(owner, one.id, aBatch);
    const r1 = (await ops(kin, one.id, kBatch)).list;
    const two = await newList(base);
    await ops(kin, two.id, kBatch);
    const r2 = (await ops(owner, two.id, aBatch)).list;

    const shape = (l: { items: Item[] }) =>
      l.items.map(({ key, quantity, removed, checked, ticks }) => ({ key, quantity, removed, checked, ticks: ticks.map((t) => t.id) }));
    expect(shape(r1)).toEqual(shape(r2));
    expect(r1.items.filter((i: Item) => i.key === 't:pain')).toHaveLength(1);
    const byKey = new Map<string, Item>(r1.items.map((i: Item) => [i.key, i]));
    expect(byKey.get(`p:${p1.sku}`)).toMatchObject({ quantity: 4, checked: true });
    // K's later tick of p2 survives (p2 was removed by A before: removed wins by time, the tick is kept).
    expect(byKey.get(`p:${p2.sku}`)!.ticks.map((t) => t.id)).toEqual(['k-tick-2', 'k-tick-3']);
    expect(byKey.get(`p:${p3.sku}`)).toMatchObject({ quantity: 1, removed: false });
  });

  it('answers 404 LIST_NOT_FOUND for an unknown list', async () => {
    const res = await call(app, owner, 'POST', '/lists/2147483000/ops', { ops: [device('x-dev').addText('a')] });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('LIST_NOT_FOUND');
  });
});
