import type { FavouriteOp } from '@qadhya/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialState,
  pendingSkus,
  rebase,
  serverAck,
  serverFailure,
  serverList,
  serverRejected,
  setOnline,
  signIn,
  signOut,
  startFlush,
  toggle,
  type SyncState,
} from './sync-core.ts';

const SKUS = ['A1', 'B2', 'C3', 'D4', 'E5'];
const USER = 'u1';

/** A fake account on the server: a set; each op idempotent; ops replayed in order. */
class FakeServer {
  set = new Set<string>();
  apply(ops: FavouriteOp[]): string[] {
    for (const op of ops) {
      if (op.op === 'add') this.set.add(op.sku);
      else this.set.delete(op.sku);
    }
    return [...this.set];
  }
}

type Cmd =
  | { kind: 'toggle'; sku: string }
  | { kind: 'online' }
  | { kind: 'offline' }
  | { kind: 'signIn' }
  | { kind: 'signOut' }
  | { kind: 'flush' }
  /** The outstanding sync answers: ok, fails before the server applied it, or after (answer lost). */
  | { kind: 'respond'; outcome: 'ok' | 'failBefore' | 'failAfter' };

const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...SKUS).map((sku) => ({ kind: 'toggle' as const, sku })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'online' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'offline' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'signIn' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'signOut' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'flush' as const }) },
  {
    weight: 3,
    arbitrary: fc
      .constantFrom('ok' as const, 'failBefore' as const, 'failAfter' as const)
      .map((outcome) => ({ kind: 'respond' as const, outcome })),
  },
);

const product = (sku: string) => ({ sku, name: `P ${sku}`, price: 1000 });
const skusOf = (state: SyncState) => state.items.map((i) => i.sku).sort();
const sorted = (set: Iterable<string>) => [...set].sort();

/** Runs the commands against the core + fake server, and against a model applying each toggle once. */
function run(cmds: Cmd[], start: { signedIn: boolean; server: string[]; device: string[] }) {
  const server = new FakeServer();
  start.server.forEach((s) => server.set.add(s));
  let state = initialState({ items: start.device.map((sku) => ({ sku, is_favori: true })) });
  // The model: the device's set and the account's set, each toggle applied exactly once.
  const model = { device: new Set(start.device), account: new Set(start.server), signedIn: false };
  let outstanding: { id: number; ops: FavouriteOp[] } | null = null;

  const doSignIn = () => {
    state = signIn(state, USER);
    if (!model.signedIn) {
      for (const s of model.device) model.account.add(s);
      model.device = new Set(model.account);
      model.signedIn = true;
    }
  };
  if (start.signedIn) doSignIn();

  const respond = (outcome: 'ok' | 'failBefore' | 'failAfter') => {
    if (!outstanding) return;
    const { id, ops } = outstanding;
    outstanding = null;
    if (outcome === 'failBefore') state = serverFailure(state, id);
    else {
      const answer = server.apply(ops);
      state = outcome === 'ok' ? serverAck(state, id, answer) : serverFailure(state, id);
    }
  };
  const flush = () => {
    if (outstanding) return;
    const next = startFlush(state);
    state = next.state;
    outstanding = next.batch;
  };

  for (const c of cmds) {
    switch (c.kind) {
      case 'toggle': {
        const before = state.items.some((i) => i.sku === c.sku);
        const result = toggle(state, product(c.sku));
        state = result.state;
        expect(result.on).toBe(!before);
        // The shopper's intent is what the heart showed: on → off, off → on. The model applies
        // that intent exactly once (to the account too when signed in).
        const on = !before;
        if (on) model.device.add(c.sku);
        else model.device.delete(c.sku);
        if (model.signedIn) {
          if (on) model.account.add(c.sku);
          else model.account.delete(c.sku);
        }
        // Local first: the device changes at once, signed in or not, online or not.
        expect(state.items.some((i) => i.sku === c.sku)).toBe(on);
        break;
      }
      case 'online':
        state = setOnline(state, true);
        break;
      case 'offline':
        state = setOnline(state, false);
        break;
      case 'signIn':
        doSignIn();
        break;
      case 'signOut':
        state = signOut(state);
        model.signedIn = false;
        break;
      case 'flush':
        flush();
        break;
      case 'respond':
        respond(c.outcome);
        break;
    }
    // Never two syncs at once; never a duplicate on the device.
    expect(state.flight?.id ?? null).toBe((outstanding as { id: number } | null)?.id ?? null);
    expect(new Set(skusOf(state)).size).toBe(state.items.length);
  }

  // The end: the network comes back, the shopper is signed in, the queue drains.
  respond('ok');
  state = setOnline(state, true);
  doSignIn();
  for (let i = 0; i < 10 && (state.queue.length > 0 || state.pull); i++) {
    flush();
    respond('ok');
  }
  return { state, server, model };
}

describe('favourites sync core (property)', () => {
  it('ends with the same set on the device, on the server and in the model (no toggle lost or applied twice)', () => {
    fc.assert(
      fc.property(
        fc.array(cmd, { maxLength: 60 }),
        fc.boolean(),
        fc.subarray(SKUS),
        fc.subarray(SKUS),
        (cmds, signedIn, server, device) => {
          const { state, server: srv, model } = run(cmds, { signedIn, server, device });
          expect(state.queue).toEqual([]);
          expect(state.flight).toBeNull();
          expect(skusOf(state)).toEqual(sorted(srv.set));
          expect(sorted(srv.set)).toEqual(sorted(model.account));
          expect(skusOf(state)).toEqual(sorted(model.device));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('queues at most one op per sku outside the flight', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...SKUS), { maxLength: 40 }), (toggles) => {
        let state = signIn(initialState(), USER);
        for (const sku of toggles) state = toggle(state, product(sku)).state;
        const skus = state.queue.map((o) => o.sku);
        expect(new Set(skus).size).toBe(skus.length);
      }),
    );
  });
});

describe('favourites sync core (examples)', () => {
  it('anonymous toggles stay local and are merged as adds at sign-in', () => {
    let state = initialState();
    state = toggle(state, product('A1')).state;
    state = toggle(state, product('B2')).state;
    expect(state.queue).toEqual([]);
    state = signIn(state, USER);
    expect(state.queue).toEqual([
      { op: 'add', sku: 'A1' },
      { op: 'add', sku: 'B2' },
    ]);
    const { state: flying, batch } = startFlush(state);
    expect(batch?.ops).toHaveLength(2);
    // The account already had C3 and A1: the answer is adopted, A1 not duplicated.
    state = serverAck(flying, batch!.id, ['C3', 'A1', 'B2']);
    expect(skusOf(state)).toEqual(['A1', 'B2', 'C3']);
    expect(state.items.find((i) => i.sku === 'A1')?.name).toBe('P A1');
  });

  it('single flight: a toggle during a flight waits, and is replayed on the answer', () => {
    let state = signIn(initialState(), USER);
    state = toggle(state, product('A1')).state;
    const first = startFlush(state);
    state = first.state;
    expect(startFlush(state).batch).toBeNull();
    state = toggle(state, product('A1')).state; // off again, while the add is in flight
    expect(state.queue).toEqual([
      { op: 'add', sku: 'A1' },
      { op: 'remove', sku: 'A1' },
    ]);
    state = serverAck(state, first.batch!.id, ['A1']);
    expect(skusOf(state)).toEqual([]);
    expect(state.queue).toEqual([{ op: 'remove', sku: 'A1' }]);
    expect(pendingSkus(state).has('A1')).toBe(true);
  });

  it('a failure keeps the ops queued and the toggle on the device; offline never flushes', () => {
    let state = signIn(initialState(), USER);
    state = setOnline(state, false);
    state = toggle(state, product('A1')).state;
    expect(startFlush(state).batch).toBeNull();
    state = setOnline(state, true);
    const flight = startFlush(state);
    state = serverFailure(flight.state, flight.batch!.id);
    expect(state.queue).toEqual([{ op: 'add', sku: 'A1' }]);
    expect(skusOf(state)).toEqual(['A1']);
  });

  it('another account signing in drops the previous queue but merges the device list', () => {
    let state = signIn(initialState(), 'u1');
    state = setOnline(state, false);
    state = toggle(state, product('A1')).state;
    state = toggle(state, product('B2')).state;
    state = toggle(state, product('B2')).state;
    state = signOut(state);
    expect(state.owner).toBe('u1');
    state = signIn(state, 'u2');
    expect(state.owner).toBe('u2');
    expect(state.queue).toEqual([{ op: 'add', sku: 'A1' }]);
  });

  it('the same account signing in again keeps its pending removal', () => {
    let state = signIn(initialState({ items: [{ sku: 'A1' }] }), 'u1');
    state = setOnline(state, false);
    state = toggle(state, product('A1')).state;
    state = signOut(state);
    state = signIn(state, 'u1');
    expect(state.queue).toEqual([{ op: 'remove', sku: 'A1' }]);
  });

  it('a refused sync leaves the queue and reads the account set again; odd skus are never sent', () => {
    let state = signIn(initialState({ items: [{ sku: 'not a sku!' }] }), USER);
    expect(state.queue).toEqual([]);
    state = toggle(state, product('A1')).state;
    const flight = startFlush(state);
    state = serverRejected(flight.state, flight.batch!.id);
    expect(state.queue).toEqual([]);
    expect(state.pull).toBe(true);
    const pull = startFlush(state);
    expect(pull.batch?.ops).toEqual([]);
    state = serverAck(pull.state, pull.batch!.id, []);
    expect(skusOf(state)).toEqual([]);
  });

  it('rebase keeps known snapshots and adds the server-only skus', () => {
    const items = [
      { sku: 'A1', name: 'a' },
      { sku: 'B2', name: 'b' },
    ];
    expect(rebase(items, ['B2', 'C3'], [{ op: 'add', sku: 'D4' }])).toEqual([
      { sku: 'B2', name: 'b' },
      { sku: 'C3', is_favori: true },
      { sku: 'D4', is_favori: true },
    ]);
  });

  it('a fresh server list updates prices but never drops a queued local-only item', () => {
    let state = signIn(initialState(), USER);
    state = { ...state, pull: false };
    state = toggle(state, { sku: 'A1', name: 'old', price: 100 }).state;
    state = serverList(state, [{ sku: 'C3', name: 'c', price: 5 }]);
    expect(skusOf(state)).toEqual(['A1']);
    state = { ...state, queue: [] };
    state = serverList(state, [
      { sku: 'A1', name: 'new', price: 90 },
      { sku: 'C3', name: 'c', price: 5 },
    ]);
    expect(state.items.map((i) => [i.sku, i.price])).toEqual([
      ['A1', 90],
      ['C3', 5],
    ]);
  });
});
