import type { ListOpBody, ListOpsAnswer as ListOpsAnswerSchema, ShoppingList } from '@qadhya/contracts';
import { ops as operations } from '@qadhya/contracts/client';
import type { z } from 'zod';
import { isApiError } from '../api/api-error.ts';
import { call } from '../api/call.ts';
import { readCurrentUser } from '../storage/session.ts';
import * as core from './sync-core.ts';
import type { DeviceClock, ListEdit, ListSyncState } from './sync-core.ts';

/**
 * The shopping lists kept on this device (docs/shopping-lists.md#offline-and-live-in-the-app): each
 * list's last snapshot and its queue of changes, in localStorage (one key per account), so a list
 * opened once shows, and can be ticked, with no signal, after a reload too. The rules are in
 * sync-core.ts (pure); this file is the I/O around them: persistence, the network events, the API
 * calls, the retries (2 s doubling to 60 s, at once when the browser is back online).
 */

export type ListOpsAnswer = z.infer<typeof ListOpsAnswerSchema>;

export const RETRY_MIN_MS = 2000;
export const RETRY_MAX_MS = 60_000;

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface ListsApi {
  getList(id: number, signal?: AbortSignal): Promise<ShoppingList>;
  sendOps(id: number, ops: ListOpBody[]): Promise<ListOpsAnswer>;
}

export interface ListsStoreDeps {
  api: ListsApi;
  storage: KeyValueStorage | null;
  /** The signed-in account (null: nobody, nothing is kept). */
  user: () => number | null;
  now: () => number;
  random: () => number;
  online: () => boolean;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
}

interface StoredList {
  user: number;
  snapshot: ShoppingList | null;
  pending: ListSyncState['pending'];
  hints: ListSyncState['hints'];
}

const DEVICE_KEY = 'qadhya.lists.device';
const listKey = (user: number, id: number) => `qadhya.lists.${user}.${id}`;
const indexKey = (user: number) => `qadhya.lists.${user}`;

/** True for a refusal of the list itself: deleted, or no longer shared with this account. */
export function isListGone(error: unknown): boolean {
  return isApiError(error) && error.status === 404 && (error.code === 'LIST_NOT_FOUND' || error.code === undefined);
}

/** A refusal no retry would change (validation); 401, 408 and 429 are retried. */
function isPermanent(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500 && ![401, 404, 408, 429].includes(error.status);
}

export type ListsStore = ReturnType<typeof createListsStore>;

/**
 * What became of an edit sent at once (`editAndSend`, the « Ajouter à une liste » sheet):
 * 'sent': the server has it; 'queued': no signal, it stays on the device and goes later;
 * 'gone': the list is deleted or no longer shared (404 LIST_NOT_FOUND); 'rejected': the server
 * refused it (`code`: LIST_FULL, PRODUCT_NOT_FOUND, VALIDATION_FAILED…); 'signed-out': nobody.
 */
export type EditOutcome = { status: 'sent' | 'queued' | 'gone' | 'signed-out' } | { status: 'rejected'; code: string };

/** One operation's identity (its item, instant and device never repeat on one device). */
const opId = (op: ListOpBody) => `${op.item}@${op.at}:${op.device}`;

export function createListsStore(deps: ListsStoreDeps) {
  const states = new Map<string, ListSyncState>();
  const listeners = new Map<number, Set<() => void>>();
  const anyListeners = new Set<() => void>();
  let clock: DeviceClock | null = null;
  let failures = 0;
  let retryTimer: unknown = undefined;
  /** Why the server refused an operation (by opId), kept until editAndSend reads it. */
  const refusals = new Map<string, string>();
  const refuse = (op: ListOpBody, code: string) => {
    if (refusals.size > 500) refusals.clear();
    refusals.set(opId(op), code);
  };

  const read = <T>(key: string): T | null => {
    try {
      const raw = deps.storage?.getItem(key);
      return raw ? (JSON.parse(raw) as T) : null;
    } catch {
      return null;
    }
  };
  const write = (key: string, value: unknown) => {
    try {
      deps.storage?.setItem(key, JSON.stringify(value));
    } catch (error) {
      console.warn('lists: the device storage refused the list', error);
    }
  };

  function deviceClock(): DeviceClock {
    if (!clock) {
      const stored = read<DeviceClock>(DEVICE_KEY);
      clock =
        stored && typeof stored.device === 'string' && /^[A-Za-z0-9_-]{4,64}$/.test(stored.device)
          ? stored
          : { device: core.randomId(deps.random), last: 0 };
      write(DEVICE_KEY, clock);
    }
    return clock;
  }

  function storedIds(user: number): number[] {
    const ids = read<number[]>(indexKey(user));
    return Array.isArray(ids) ? ids.filter((id) => Number.isInteger(id)) : [];
  }

  function state(id: number): ListSyncState | null {
    const user = deps.user();
    if (user === null) return null;
    const key = `${user}:${id}`;
    let s = states.get(key);
    if (!s) {
      const stored = read<StoredList>(listKey(user, id));
      s = core.initialListState(
        id,
        user,
        stored && stored.user === user ? { snapshot: stored.snapshot, pending: stored.pending ?? [], hints: stored.hints ?? {} } : {},
      );
      states.set(key, s);
    }
    return s;
  }

  function emit(id: number) {
    for (const fn of listeners.get(id) ?? []) fn();
    for (const fn of anyListeners) fn();
  }

  function commit(next: ListSyncState): void {
    const key = `${next.user}:${next.id}`;
    const prev = states.get(key);
    states.set(key, next);
    if (next.gone) {
      deps.storage?.removeItem(listKey(next.user, next.id));
      write(
        indexKey(next.user),
        storedIds(next.user).filter((id) => id !== next.id),
      );
    } else if (!prev || prev.snapshot !== next.snapshot || prev.pending !== next.pending || prev.hints !== next.hints) {
      const stored: StoredList = { user: next.user, snapshot: next.snapshot, pending: next.pending, hints: next.hints };
      write(listKey(next.user, next.id), stored);
      const ids = storedIds(next.user);
      if (!ids.includes(next.id)) write(indexKey(next.user), [...ids, next.id]);
    }
    emit(next.id);
  }

  function scheduleRetry(): void {
    if (retryTimer !== undefined) return;
    const wait = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** Math.min(failures - 1, 5));
    retryTimer = deps.setTimer(() => {
      retryTimer = undefined;
      void flushAll();
    }, wait);
  }

  /** Sends the list's queue, one batch at a time, until it is empty or a send fails. */
  async function flush(id: number): Promise<void> {
    const s = state(id);
    if (!s || !deps.online()) return;
    const { state: started, batch } = core.startFlight(s);
    if (!batch) return;
    commit(started);
    try {
      const answer = await deps.api.sendOps(id, batch.ops);
      failures = 0;
      for (const { index, code } of answer.rejected) {
        const op = batch.ops[index];
        if (op) refuse(op, code);
      }
      const now = state(id);
      if (now) commit(core.acknowledge(now, batch.id, answer.list));
      return flush(id);
    } catch (error) {
      const now = state(id);
      if (!now) return;
      if (isListGone(error)) {
        commit(core.markGone(now));
        return;
      }
      if (isPermanent(error)) {
        // The batch can never pass (a malformed operation): it is dropped and the list read again.
        console.warn('lists: the server refused the changes; the list is read again', error);
        for (const op of batch.ops) refuse(op, isApiError(error) ? error.code : 'VALIDATION_FAILED');
        commit(core.dropFlight(now, batch.id));
        await refresh(id).catch(() => undefined);
        return flush(id);
      }
      failures++;
      console.warn('lists: the changes stay on the device and are sent again later', error);
      commit(core.flightFailed(now, batch.id));
      scheduleRetry();
    }
  }

  async function flushAll(): Promise<void> {
    const user = deps.user();
    if (user === null) return;
    await Promise.all(storedIds(user).map((id) => flush(id)));
  }

  /** Reads the list from the server (when online); a 404 drops it from the device. */
  async function refresh(id: number, signal?: AbortSignal): Promise<void> {
    const s = state(id);
    if (!s || !deps.online()) return;
    try {
      const list = await deps.api.getList(id, signal);
      const now = state(id);
      if (now) commit(core.serverSnapshot(now, list));
    } catch (error) {
      const now = state(id);
      if (now && isListGone(error)) commit(core.markGone(now));
      else throw error;
    }
  }

  function subscribe(id: number, fn: () => void): () => void {
    let set = listeners.get(id);
    if (!set) listeners.set(id, (set = new Set()));
    set.add(fn);
    return () => set.delete(fn);
  }

  /** Makes an edit like `edit` and waits until its operations reach the server, are refused, or stay queued (no signal). */
  async function editAndSend(id: number, change: ListEdit): Promise<EditOutcome> {
    const before = state(id);
    if (!before) return { status: 'signed-out' };
    const result = core.edit(before, change, { clock: deviceClock(), now: deps.now(), newId: () => core.randomId(deps.random, 20) });
    if (result.state === before) return { status: 'sent' };
    clock = result.clock;
    write(DEVICE_KEY, clock);
    const mine = new Set(result.state.pending.slice(before.pending.length).map(opId));
    commit(result.state);
    for (;;) {
      await flush(id);
      const now = state(id);
      if (!now || now.gone) return { status: 'gone' };
      for (const key of mine) {
        const code = refusals.get(key);
        if (code !== undefined) {
          for (const k of mine) refusals.delete(k);
          return { status: 'rejected', code };
        }
      }
      if (!now.pending.some((op) => mine.has(opId(op)))) return { status: 'sent' };
      if (!now.flight) return { status: 'queued' };
      // Another send of this list is under way (older changes): its end sends these too.
      await new Promise<void>((resolve) => {
        const off = subscribe(id, () => {
          off();
          resolve();
        });
      });
    }
  }

  return {
    /** The list's sync state on this device (null: nobody signed in). */
    get: state,
    /** The ids of the lists kept on this device for the signed-in account. */
    storedIds: () => {
      const user = deps.user();
      return user === null ? [] : storedIds(user);
    },
    /** A snapshot read elsewhere (the courses screen, a creation) becomes the stored one when not older. */
    put(list: ShoppingList): void {
      const s = state(list.id);
      if (s) commit(core.serverSnapshot(s, list));
    },
    edit(id: number, change: ListEdit): void {
      const s = state(id);
      if (!s) return;
      const result = core.edit(s, change, { clock: deviceClock(), now: deps.now(), newId: () => core.randomId(deps.random, 20) });
      if (result.state === s) return;
      clock = result.clock;
      write(DEVICE_KEY, clock);
      commit(result.state);
      void flush(id);
    },
    drop(id: number): void {
      const s = state(id);
      if (s) commit(core.markGone(s));
    },
    refresh,
    flush,
    flushAll,
    /** The browser is back online: send at once. */
    online(): void {
      failures = 0;
      if (retryTimer !== undefined) deps.clearTimer(retryTimer);
      retryTimer = undefined;
      void flushAll();
    },
    editAndSend,
    subscribe,
    subscribeAll(fn: () => void): () => void {
      anyListeners.add(fn);
      return () => anyListeners.delete(fn);
    },
    deviceClock,
  };
}

// ─── The app's store ───────────────────────────────────────────────────────────────────────────

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function currentUserId(): number | null {
  const id = Number(readCurrentUser()?.ID);
  return Number.isInteger(id) && id > 0 ? id : null;
}

let appStore: ListsStore | null = null;

/** The one store of the app, wired to the API, localStorage and the browser's online events. */
export function listsStore(): ListsStore {
  if (!appStore) {
    const store = createListsStore({
      api: {
        getList: (id, signal) => call(operations.getShoppingList, { params: { id } }, { signal, silent: true, defaultHandler: false }),
        sendOps: (id, ops) => call(operations.applyListOps, { params: { id }, body: { ops } }, { silent: true, defaultHandler: false }),
      },
      storage: browserStorage(),
      user: currentUserId,
      now: () => Date.now(),
      random: Math.random,
      online: () => (typeof navigator === 'undefined' ? true : navigator.onLine),
      setTimer: (fn, ms) => setTimeout(fn, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    });
    if (typeof window !== 'undefined') window.addEventListener('online', () => store.online());
    appStore = store;
    void store.flushAll();
  }
  return appStore;
}
