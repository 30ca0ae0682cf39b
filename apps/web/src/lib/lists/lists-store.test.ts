import type { ListOpBody, ShoppingList } from '@qadhya/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { FakeListServer } from './fake-list-server.ts';
import { createListsStore, RETRY_MAX_MS, RETRY_MIN_MS, type KeyValueStorage, type ListsStoreDeps } from './lists-store.ts';
import { listView } from './sync-core.ts';

class MemoryStorage implements KeyValueStorage {
  data = new Map<string, string>();
  getItem = (key: string) => this.data.get(key) ?? null;
  setItem = (key: string, value: string) => void this.data.set(key, value);
  removeItem = (key: string) => void this.data.delete(key);
}

const offlineError = () => new ApiError(0, 'NETWORK', 'offline', 'POST', '/lists/1/ops');
const goneError = () => new ApiError(404, 'LIST_NOT_FOUND', 'not found', 'GET', '/lists/1');

/** A store on a fake server; `net.up` cuts the network, timers are the test's. */
function setup(storage = new MemoryStorage(), server = new FakeListServer()) {
  const net = { up: true, gone: false, sends: 0, reject: null as string | null };
  const timers: { fn: () => void; ms: number }[] = [];
  const deps: ListsStoreDeps = {
    api: {
      getList: async () => {
        if (net.gone) throw goneError();
        if (!net.up) throw offlineError();
        return server.snapshot();
      },
      sendOps: async (_id: number, ops: ListOpBody[]) => {
        net.sends++;
        if (net.gone) throw new ApiError(404, 'LIST_NOT_FOUND', 'not found', 'POST', '/lists/1/ops');
        if (!net.up) throw offlineError();
        if (net.reject !== null) return { list: server.snapshot(), rejected: ops.map((_, index) => ({ index, code: net.reject! })) };
        return { list: server.ops(ops, 2), rejected: [] };
      },
    },
    storage,
    user: () => 2,
    now: () => 5_000,
    random: Math.random,
    online: () => net.up,
    setTimer: (fn, ms) => {
      const timer = { fn, ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => void timers.splice(timers.indexOf(timer as (typeof timers)[number]), 1),
  };
  return { store: createListsStore(deps), server, storage, net, timers };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function seeded() {
  const ctx = setup();
  ctx.server.ops([{ kind: 'add', item: 'p:100', sku: '100', text: null, quantity: 1, at: 10, device: 'home' }], 1);
  await ctx.store.refresh(1);
  return ctx;
}

describe('lists store', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('reads a list, sends an edit, and adopts the answer', async () => {
    const { store, server } = await seeded();
    store.edit(1, { kind: 'toggle', key: 'p:100' });
    expect(listView(store.get(1)!)!.items[0]!.checked).toBe(true);
    await settle();
    expect(store.get(1)!.pending).toEqual([]);
    expect(store.get(1)!.snapshot!.version).toBe(server.version);
    expect(server.snapshot().items[0]!.checked).toBe(true);
  });

  it('keeps edits made with no signal across a reload, and sends them when back online', async () => {
    const { store, storage, server, net, timers } = await seeded();
    net.up = false;
    store.edit(1, { kind: 'toggle', key: 'p:100' });
    store.edit(1, { kind: 'add', items: [{ text: 'pain', quantity: 2 }] });
    await settle();
    expect(store.get(1)!.pending).toHaveLength(2);
    expect(timers).toHaveLength(0); // offline: nothing was sent, nothing to retry

    // The app is reloaded with no signal: the stored snapshot and queue come back.
    const again = setup(storage, server);
    again.net.up = false;
    const view = listView(again.store.get(1)!)!;
    expect(view.items.map((i) => [i.key, i.checked])).toEqual([
      ['p:100', true],
      ['t:pain', false],
    ]);
    expect(again.store.get(1)!.pending).toHaveLength(2);
    expect(again.store.storedIds()).toEqual([1]);

    again.net.up = true;
    again.store.online();
    await settle();
    expect(again.store.get(1)!.pending).toEqual([]);
    expect(
      server
        .snapshot()
        .items.map((i) => i.key)
        .sort(),
    ).toEqual(['p:100', 't:pain']);
    expect(net.sends + again.net.sends).toBe(1);
  });

  it('retries a failed send after 2 s, doubling up to 60 s, and at once when online', async () => {
    const { store, server, timers } = await seeded();
    // The browser says online but the sends fail (a weak signal in the aisle).
    const apply = server.ops.bind(server);
    let cut = true;
    server.ops = (ops, user) => {
      if (cut) throw offlineError();
      return apply(ops, user);
    };
    store.edit(1, { kind: 'add', items: [{ text: 'lait', quantity: 1 }] });
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      await settle();
      const timer = timers.shift()!;
      waits.push(timer.ms);
      timer.fn();
    }
    expect(waits).toEqual([RETRY_MIN_MS, 4000, 8000, 16_000, 32_000, RETRY_MAX_MS, RETRY_MAX_MS]);
    await settle();
    expect(timers).toHaveLength(1);
    cut = false;
    store.online();
    expect(timers).toHaveLength(0);
    await settle();
    expect(store.get(1)!.pending).toEqual([]);
    expect(server.snapshot().items.map((i) => i.key)).toContain('t:lait');
  });

  it('drops a list the server answers 404 LIST_NOT_FOUND for, from memory and from the device', async () => {
    const { store, storage, net } = await seeded();
    expect([...storage.data.keys()].some((k) => k.endsWith('.1'))).toBe(true);
    net.gone = true;
    store.edit(1, { kind: 'toggle', key: 'p:100' });
    await settle();
    expect(store.get(1)!.gone).toBe(true);
    expect(store.storedIds()).toEqual([]);
    expect([...storage.data.keys()].some((k) => k.endsWith('.1'))).toBe(false);
  });

  it('keeps one device id and never repeats an instant', async () => {
    const { store, storage, server } = await seeded();
    store.edit(1, { kind: 'add', items: [{ text: 'a', quantity: 1 }] });
    store.edit(1, { kind: 'add', items: [{ text: 'b', quantity: 1 }] });
    const device = store.deviceClock();
    expect(device.device).toMatch(/^[A-Za-z0-9]{16}$/);
    const again = setup(storage, server);
    expect(again.store.deviceClock().device).toBe(device.device);
    await settle();
    // Both made in the same millisecond of the store's clock (5 000): distinct instants.
    expect([...server.items.values()].filter((i) => i.text).map((i) => i.added_at)).toEqual([5000, 5001]);
  });

  it('adopts a snapshot read elsewhere only when it is not older', async () => {
    const { store, server } = await seeded();
    const old: ShoppingList = { ...server.snapshot(), version: 0, title: 'old' };
    store.put(old);
    expect(store.get(1)!.snapshot!.title).toBe('Courses');
    store.put({ ...server.snapshot(), title: 'Renamed' });
    expect(store.get(1)!.snapshot!.title).toBe('Renamed');
  });

  describe('editAndSend (« Ajouter à une liste »)', () => {
    it('answers sent once the server has the change', async () => {
      const { store, server } = await seeded();
      const outcome = await store.editAndSend(1, { kind: 'add', items: [{ sku: '200', quantity: 2 }] });
      expect(outcome).toEqual({ status: 'sent' });
      expect(server.snapshot().items.find((i) => i.key === 'p:200')?.quantity).toBe(2);
      expect(store.get(1)!.pending).toEqual([]);
    });

    it('answers queued with no signal, keeping the change for later', async () => {
      const { store, net, server } = await seeded();
      net.up = false;
      const outcome = await store.editAndSend(1, { kind: 'add', items: [{ sku: '200', quantity: 1 }] });
      expect(outcome).toEqual({ status: 'queued' });
      expect(store.get(1)!.pending).toHaveLength(1);
      net.up = true;
      store.online();
      await settle();
      expect(server.snapshot().items.some((i) => i.key === 'p:200')).toBe(true);
    });

    it('answers the code the server refused the change with (LIST_FULL), and drops it', async () => {
      const { store, net } = await seeded();
      net.reject = 'LIST_FULL';
      const outcome = await store.editAndSend(1, { kind: 'add', items: [{ sku: '200', quantity: 1 }] });
      expect(outcome).toEqual({ status: 'rejected', code: 'LIST_FULL' });
      expect(store.get(1)!.pending).toEqual([]);
      expect(listView(store.get(1)!)!.items.map((i) => i.key)).toEqual(['p:100']);
    });

    it('answers gone for a list deleted or no longer shared', async () => {
      const { store, net } = await seeded();
      net.gone = true;
      expect(await store.editAndSend(1, { kind: 'add', items: [{ sku: '200', quantity: 1 }] })).toEqual({ status: 'gone' });
    });

    it('waits for a send already under way, then sends its own change', async () => {
      const { store, server } = await seeded();
      store.edit(1, { kind: 'toggle', key: 'p:100' }); // a flight starts
      expect(store.get(1)!.flight).not.toBeNull();
      const outcome = await store.editAndSend(1, { kind: 'add', items: [{ sku: '300', quantity: 4 }] });
      expect(outcome).toEqual({ status: 'sent' });
      expect(server.snapshot().items.find((i) => i.key === 'p:300')?.quantity).toBe(4);
      expect(server.snapshot().items[0]!.checked).toBe(true);
    });
  });
});
