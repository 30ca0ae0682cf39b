import type { ListOpBody } from '@qadhya/contracts';
import { isChecked, visibleItems } from '@qadhya/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FakeListServer } from './fake-list-server.ts';
import * as core from './sync-core.ts';
import type { DeviceClock, ListEdit, ListSyncState } from './sync-core.ts';

/**
 * The property (docs/shopping-lists.md#offline-and-live-in-the-app): two members, each on
 * their own device (a real sync-core instance), edit the same list with no signal in any
 * interleaving; sends fail, or reach the server and lose their answer, and are replayed. Once
 * everyone syncs, both devices show the server's list, no tick is lost and no item appears twice.
 */

interface Device {
  user: number;
  state: ListSyncState;
  clock: DeviceClock;
  now: number;
  ticks: number;
  /** The batch in the air, if any. */
  flight: { id: number; ops: ListOpBody[] } | null;
}

type Command =
  | { type: 'edit'; who: 0 | 1; edit: ListEdit }
  | { type: 'send'; who: 0 | 1 }
  | { type: 'answer'; who: 0 | 1; outcome: 'ok' | 'fail' | 'lost' }
  | { type: 'read'; who: 0 | 1 }
  | { type: 'time'; who: 0 | 1; ms: number };

const KEYS = ['p:100', 'p:200', 'p:300', 't:pain', 't:lait'];
const who = fc.constantFrom<0 | 1>(0, 1);
const key = fc.constantFrom(...KEYS);
const newItem = fc.oneof(
  fc.record({ sku: fc.constantFrom('100', '200', '300'), quantity: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ text: fc.constantFrom('pain', ' Pain ', 'PAIN', 'lait', 'Lait  '), quantity: fc.integer({ min: 1, max: 5 }) }),
);
const editArb: fc.Arbitrary<ListEdit> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('add' as const), items: fc.array(newItem, { minLength: 1, maxLength: 3 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('quantity' as const), key, quantity: fc.integer({ min: 0, max: 6 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), key }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('toggle' as const), key }) },
);
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ type: fc.constant('edit' as const), who, edit: editArb }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('send' as const), who }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('answer' as const),
      who,
      outcome: fc.constantFrom<'ok' | 'fail' | 'lost'>('ok', 'fail', 'lost'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('read' as const), who }) },
  // Zero: two edits in the same millisecond; the clocks of the two phones drift apart.
  { weight: 2, arbitrary: fc.record({ type: fc.constant('time' as const), who, ms: fc.integer({ min: 0, max: 3 }) }) },
);

function setup(server: FakeListServer): [Device, Device] {
  // The list as the owner wrote it at home, before the two phones went offline.
  server.ops(
    [
      { kind: 'add', item: 'p:100', sku: '100', text: null, quantity: 2, at: 900_000, device: 'home' },
      { kind: 'add', item: 't:pain', sku: null, text: 'Pain', quantity: 1, at: 900_001, device: 'home' },
      { kind: 'add', item: 'p:200', sku: '200', text: null, quantity: 1, at: 900_002, device: 'home' },
    ],
    1,
  );
  const snapshot = server.snapshot();
  const device = (user: number, name: string, now: number): Device => ({
    user,
    state: core.initialListState(server.id, user, { snapshot }),
    clock: { device: `dev${name}`, last: 0 },
    now,
    ticks: 0,
    flight: null,
  });
  // The second phone's clock is behind: last-writer-wins must still agree everywhere.
  return [device(1, 'A', 1_000_000), device(2, 'B', 999_998)];
}

interface Journal {
  ticks: Map<string, string>;
  takenBack: Set<string>;
}

function run(server: FakeListServer, devices: [Device, Device], c: Command, journal: Journal): void {
  const d = devices[c.who];
  switch (c.type) {
    case 'edit': {
      const before = d.state.pending.length;
      const out = core.edit(d.state, c.edit, { clock: d.clock, now: d.now, newId: () => `${d.clock.device}t${++d.ticks}` });
      d.state = out.state;
      d.clock = out.clock;
      for (const op of d.state.pending.slice(before)) {
        if (op.kind === 'tick') journal.ticks.set(op.tick, op.item);
        if (op.kind === 'untick') for (const t of op.ticks) journal.takenBack.add(t);
      }
      break;
    }
    case 'send': {
      if (d.flight) break;
      const { state, batch } = core.startFlight(d.state);
      d.state = state;
      d.flight = batch;
      break;
    }
    case 'answer': {
      if (!d.flight) break;
      const { id, ops } = d.flight;
      d.flight = null;
      if (c.outcome === 'fail') d.state = core.flightFailed(d.state, id);
      else {
        const answer = server.ops(ops, d.user);
        d.state = c.outcome === 'ok' ? core.acknowledge(d.state, id, answer) : core.flightFailed(d.state, id);
      }
      break;
    }
    case 'read':
      d.state = core.serverSnapshot(d.state, server.snapshot());
      break;
    case 'time':
      d.now += c.ms;
      break;
  }
}

/** Everyone back online: the air clears (lost), every queue is sent, then every device reads the list. */
function syncAll(server: FakeListServer, devices: [Device, Device]): void {
  for (const d of devices) {
    if (d.flight) d.state = core.flightFailed(d.state, d.flight.id);
    d.flight = null;
  }
  for (const d of devices) {
    for (let guard = 0; d.state.pending.length > 0 && guard < 100; guard++) {
      const { state, batch } = core.startFlight(d.state);
      d.state = state;
      if (!batch) break;
      d.state = core.acknowledge(d.state, batch.id, server.ops(batch.ops, d.user));
    }
  }
  for (const d of devices) d.state = core.serverSnapshot(d.state, server.snapshot());
}

const shown = (view: core.ListView | null | undefined) =>
  view?.items.map((i) => ({ key: i.key, quantity: i.quantity, checked: i.checked })) ?? [];

describe('two members editing one list offline', () => {
  it('converge on both devices and the server, with no tick lost and no item twice', () => {
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 80, size: 'max' }), (commands) => {
        const server = new FakeListServer();
        const devices = setup(server);
        const journal: Journal = { ticks: new Map(), takenBack: new Set() };
        for (const c of commands) run(server, devices, c, journal);
        syncAll(server, devices);

        const serverView = visibleItems(server.items).map((i) => ({ key: i.key, quantity: i.quantity, checked: isChecked(i) }));
        const [a, b] = devices.map((d) => core.listView(d.state));
        expect(shown(a)).toEqual(serverView);
        expect(shown(b)).toEqual(serverView);
        expect(devices.every((d) => d.state.pending.length === 0)).toBe(true);

        // No item twice ('pain', ' Pain ' and 'PAIN' are one item).
        const keys = shown(a).map((i) => i.key);
        expect(new Set(keys).size).toBe(keys.length);

        // No tick lost: every tick that no untick saw is still there and counts.
        for (const [tick, itemKey] of journal.ticks) {
          if (journal.takenBack.has(tick)) continue;
          const item = server.items.get(itemKey)!;
          expect(item.ticks.some((t) => t.id === tick)).toBe(true);
          expect(isChecked(item)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('replaying batches the server already applied changes nothing and does not bump the version', () => {
    const server = new FakeListServer();
    const [a] = setup(server);
    let { state, clock } = core.edit(
      a.state,
      { kind: 'add', items: [{ text: 'pain', quantity: 2 }] },
      { clock: a.clock, now: a.now, newId: () => 'tick1' },
    );
    ({ state, clock } = core.edit(state, { kind: 'toggle', key: 't:pain' }, { clock, now: a.now, newId: () => 'tick1' }));
    const first = core.startFlight(state);
    server.ops(first.batch!.ops, 1); // the answer is lost
    const version = server.version;
    state = core.flightFailed(first.state, first.batch!.id);
    const again = core.startFlight(state);
    expect(again.batch!.ops).toEqual(first.batch!.ops);
    const answer = server.ops(again.batch!.ops, 1);
    expect(server.version).toBe(version);
    state = core.acknowledge(again.state, again.batch!.id, answer);
    expect(state.pending).toEqual([]);
    expect(core.listView(state)!.items.map((i) => [i.key, i.quantity, i.checked])).toEqual([
      ['p:100', 2, false],
      ['t:pain', 2, true],
      ['p:200', 1, false],
    ]);
    expect(clock.last).toBeGreaterThan(a.now); // two ops in one millisecond: distinct instants
  });
});
