import { ListOpBody } from '@qadhya/contracts';
import { describe, expect, it } from 'vitest';
import { FakeListServer } from './fake-list-server.ts';
import * as core from './sync-core.ts';

const ctx = (now: number, last = 0) => {
  let n = 0;
  return { clock: { device: 'devA1', last }, now, newId: () => `tick${++n}` };
};

function withItems() {
  const server = new FakeListServer();
  server.ops(
    [
      { kind: 'add', item: 'p:100', sku: '100', text: null, quantity: 2, at: 10, device: 'home' },
      { kind: 'add', item: 't:pain', sku: null, text: 'Pain', quantity: 1, at: 11, device: 'home' },
    ],
    1,
  );
  return { server, state: core.initialListState(1, 2, { snapshot: server.snapshot() }) };
}

describe('lists sync core: stamps', () => {
  it('never gives the same instant twice on one device, even when the clock stands still or goes back', () => {
    let clock = { device: 'devA1', last: 0 };
    const seen: number[] = [];
    for (const now of [100, 100, 100, 99, 250, 250]) {
      const next = core.nextStamp(clock, now);
      clock = next.clock;
      seen.push(next.at);
    }
    expect(seen).toEqual([100, 101, 102, 103, 250, 251]);
  });

  it('makes ids the contracts accept', () => {
    let i = 0;
    const random = () => ((i++ * 37) % 100) / 100;
    expect(core.randomId(random)).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(core.randomId(Math.random, 20)).toMatch(/^[A-Za-z0-9]{20}$/);
  });
});

describe('lists sync core: edits and the view', () => {
  it('shows an edit at once, pending, merged over the snapshot', () => {
    const { state } = withItems();
    const out = core.edit(
      state,
      {
        kind: 'add',
        items: [
          { sku: '300', quantity: 3, hint: { name: 'Lait', price: 1500 } },
          { text: '  Œufs  frais ', quantity: 1 },
        ],
      },
      ctx(1000),
    );
    const view = core.listView(out.state)!;
    expect(view.items.map((i) => [i.key, i.name, i.quantity, i.pending])).toEqual([
      ['p:100', '100', 2, false],
      ['t:pain', 'Pain', 1, false],
      ['p:300', 'Lait', 3, true],
      ['t:œufs frais', 'Œufs frais', 1, true],
    ]);
    expect(view.score).toBe(2 * 1000 + 3 * 1500);
    expect(core.pendingCount(out.state)).toBe(2);
    expect(out.clock.last).toBe(1001);
    // Every operation made is one the API accepts.
    for (const op of out.state.pending) expect(ListOpBody.safeParse(op).success).toBe(true);
  });

  it('adds the same free text once, whatever its case or spaces', () => {
    const { state } = withItems();
    const out = core.edit(state, { kind: 'add', items: [{ text: 'PAIN ', quantity: 4 }] }, ctx(1000));
    const view = core.listView(out.state)!;
    expect(view.items.filter((i) => i.key === 't:pain')).toHaveLength(1);
    expect(view.items.find((i) => i.key === 't:pain')!.quantity).toBe(4);
  });

  it('toggles: a tick with a new id, then an untick of the ticks it sees; progress follows', () => {
    const { state } = withItems();
    let s = core.edit(state, { kind: 'toggle', key: 'p:100' }, ctx(1000)).state;
    let view = core.listView(s, { user_id: 2, name: 'Sami', avatar: null })!;
    const item = view.items.find((i) => i.key === 'p:100')!;
    expect(item.checked).toBe(true);
    expect(item.checked_by?.name).toBe('U2'); // a member of the list: named from the list
    expect(view.progress).toMatchObject({ bought: 1, total: 2, badge: 'almost', percent: 50 });
    s = core.edit(s, { kind: 'toggle', key: 'p:100' }, ctx(1001, 1000)).state;
    expect(s.pending.at(-1)).toMatchObject({ kind: 'untick', ticks: ['tick1'] });
    view = core.listView(s)!;
    expect(view.items.find((i) => i.key === 'p:100')!.checked).toBe(false);
    expect(view.progress.badge).toBe('in_progress');
  });

  it('a quantity of 0 removes the item; quantities are kept between 1 and 99; unknown keys do nothing', () => {
    const { state } = withItems();
    let s = core.edit(state, { kind: 'quantity', key: 'p:100', quantity: 250 }, ctx(1000)).state;
    expect(core.listView(s)!.items[0]!.quantity).toBe(99);
    s = core.edit(s, { kind: 'quantity', key: 'p:100', quantity: 0 }, ctx(1001, 1000)).state;
    expect(core.listView(s)!.items.map((i) => i.key)).toEqual(['t:pain']);
    const same = core.edit(s, { kind: 'remove', key: 'p:999' }, ctx(1002, 1001));
    expect(same.state).toBe(s);
  });

  it('finishes the list when every item is ticked', () => {
    const { state } = withItems();
    let s = core.edit(state, { kind: 'toggle', key: 'p:100' }, ctx(1000)).state;
    s = core.edit(s, { kind: 'toggle', key: 't:pain' }, ctx(1001, 1000)).state;
    expect(core.listView(s)!.finished).toBe(true);
    expect(core.listView(s)!.progress.badge).toBe('done');
  });
});

describe('lists sync core: flights', () => {
  it('sends the head of the queue, one flight at a time; the answer replaces the snapshot and the rest replays', () => {
    const { server, state } = withItems();
    let s = core.edit(state, { kind: 'toggle', key: 'p:100' }, ctx(1000)).state;
    const flight = core.startFlight(s);
    expect(flight.batch!.ops).toHaveLength(1);
    expect(core.startFlight(flight.state).batch).toBeNull();
    s = core.edit(flight.state, { kind: 'add', items: [{ text: 'lait', quantity: 1 }] }, ctx(1001, 1000)).state;
    s = core.acknowledge(s, flight.batch!.id, server.ops(flight.batch!.ops, 2));
    expect(s.snapshot!.version).toBe(server.version);
    expect(s.pending.map((op) => op.kind)).toEqual(['add']);
    expect(core.listView(s)!.items.map((i) => [i.key, i.checked])).toEqual([
      ['p:100', true],
      ['t:pain', false],
      ['t:lait', false],
    ]);
  });

  it('keeps the operations of a failed flight, and ignores an older snapshot', () => {
    const { server, state } = withItems();
    const old = server.snapshot();
    let s = core.edit(state, { kind: 'remove', key: 't:pain' }, ctx(1000)).state;
    const flight = core.startFlight(s);
    s = core.flightFailed(flight.state, flight.batch!.id);
    expect(s.pending).toHaveLength(1);
    expect(s.flight).toBeNull();
    server.ops([{ kind: 'quantity', item: 'p:100', quantity: 5, at: 50, device: 'other' }], 1);
    s = core.serverSnapshot(s, server.snapshot());
    s = core.serverSnapshot(s, old);
    expect(s.snapshot!.version).toBe(server.version);
    expect(core.listView(s)!.items.map((i) => [i.key, i.quantity])).toEqual([['p:100', 5]]);
  });

  it('a list the server no longer knows is gone, its queue dropped', () => {
    const { state } = withItems();
    const s = core.markGone(core.edit(state, { kind: 'toggle', key: 'p:100' }, ctx(1000)).state);
    expect(s.gone).toBe(true);
    expect(s.pending).toEqual([]);
    expect(core.startFlight(s).batch).toBeNull();
  });

  it('drops the hints of items the server names', () => {
    const { server, state } = withItems();
    let s = core.edit(state, { kind: 'add', items: [{ sku: '300', quantity: 1, hint: { name: 'Lait' } }] }, ctx(1000)).state;
    const flight = core.startFlight(s);
    s = core.acknowledge(flight.state, flight.batch!.id, server.ops(flight.batch!.ops, 2));
    expect(s.hints).toEqual({});
  });
});
