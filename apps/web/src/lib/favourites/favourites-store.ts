import type { FavouriteItem, FavouriteOp } from '@qadhya/contracts';
import { ops } from '@qadhya/contracts/client';
import { isApiError } from '../api/api-error.ts';
import { call } from '../api/call.ts';
import { readLocal, readLocalJson, subscribeLocal, writeLocalJson } from '../storage/local-store.ts';
import { readCurrentUser, readToken } from '../storage/session.ts';
import * as core from './sync-core.ts';
import type { FavouriteSnapshot, SyncState } from './sync-core.ts';

/**
 * The favourites of this device, local first (docs/favourites-offline.md#favourites): the list
 * lives in localStorage `wishlist_products` (a snapshot of each product, so the wishlist shows
 * offline), the changes of a signed-in shopper wait in `favourites_queue` until POST /favorites/sync
 * acknowledges them. The rules are in sync-core.ts (pure); this file is the I/O around it:
 * persistence, the session and network events, the API calls (silent: a failure is only logged).
 */
export type FavouriteProduct = FavouriteSnapshot;

const QUEUE_KEY = 'favourites_queue';
const RETRY_MIN_MS = 2000;
const RETRY_MAX_MS = 60_000;

interface StoredQueue {
  owner: string | null;
  user: string | null;
  ops: FavouriteOp[];
}

/** Older lists may hold bare ids or skus; they are read tolerantly. */
function normalise(raw: unknown): FavouriteSnapshot[] {
  if (!Array.isArray(raw)) return [];
  const out: FavouriteSnapshot[] = [];
  const seen = new Set<string>();
  for (const entry of raw as unknown[]) {
    let item: FavouriteSnapshot | null = null;
    if (typeof entry === 'string' && entry) item = { sku: entry, is_favori: true };
    else if (typeof entry === 'number') item = { id: entry, sku: String(entry), is_favori: true };
    else if (typeof entry === 'object' && entry !== null) {
      const e = entry as Partial<FavouriteSnapshot>;
      const sku = typeof e.sku === 'string' && e.sku ? e.sku : typeof e.id === 'number' ? String(e.id) : null;
      if (sku) item = { ...e, sku, is_favori: true };
    }
    if (item && !seen.has(item.sku)) {
      seen.add(item.sku);
      out.push(item);
    }
  }
  return out;
}

function isOp(value: unknown): value is FavouriteOp {
  const op = value as FavouriteOp;
  return typeof op === 'object' && op !== null && (op.op === 'add' || op.op === 'remove') && typeof op.sku === 'string';
}

function readQueue(): StoredQueue {
  const raw = readLocalJson<Partial<StoredQueue>>(QUEUE_KEY);
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  if (!raw || typeof raw !== 'object') return { owner: null, user: null, ops: [] };
  return { owner: text(raw.owner), user: text(raw.user), ops: Array.isArray(raw.ops) ? raw.ops.filter(isOp) : [] };
}

function load(): SyncState {
  const queue = readQueue();
  const online = typeof navigator === 'undefined' ? true : navigator.onLine;
  return core.initialState({
    items: normalise(readLocalJson('wishlist_products')),
    queue: queue.ops,
    owner: queue.owner,
    user: queue.user,
    online,
  });
}

let state: SyncState | null = null;
let lastItemsRaw: string | null = null;
let lastQueueRaw: string | null = null;
/** Bumped on every change of the set, so a slower GET /favorites answer cannot undo a newer change. */
let version = 0;
const listeners = new Set<() => void>();

function current(): SyncState {
  if (!state) {
    state = load();
    lastItemsRaw = readLocal('wishlist_products');
    lastQueueRaw = readLocal(QUEUE_KEY);
  }
  return state;
}

function commit(next: SyncState): void {
  const prev = current();
  state = next;
  if (prev.items !== next.items) {
    version++;
    lastItemsRaw = JSON.stringify(next.items);
    writeLocalJson('wishlist_products', next.items);
  }
  if (prev.queue !== next.queue || prev.owner !== next.owner || prev.user !== next.user) {
    const stored: StoredQueue = { owner: next.owner, user: next.user, ops: next.queue };
    lastQueueRaw = JSON.stringify(stored);
    writeLocalJson(QUEUE_KEY, stored);
  }
  for (const listener of listeners) listener();
}

/** Another tab changed the list or the queue: read them again. */
function reloadIfChangedElsewhere(): void {
  if (!state) return;
  const itemsRaw = readLocal('wishlist_products');
  const queueRaw = readLocal(QUEUE_KEY);
  if (itemsRaw === lastItemsRaw && queueRaw === lastQueueRaw) return;
  const fresh = load();
  lastItemsRaw = itemsRaw;
  lastQueueRaw = queueRaw;
  state = { ...fresh, online: state.online, flight: state.flight, pull: state.pull, nextFlightId: state.nextFlightId };
  version++;
  for (const listener of listeners) listener();
}

// ---- Sync -----------------------------------------------------------------------------------

let failures = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function scheduleRetry(): void {
  if (retryTimer !== undefined) return;
  const wait = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** Math.min(failures, 5));
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    flushFavourites();
  }, wait);
}

/** A refusal that no retry would change (validation, FAVOURITES_FULL…); 401, 408 and 429 are retried. */
function isPermanent(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);
}

/** Sends the queue when possible (online, signed in, nothing in flight); one sync at a time. */
export function flushFavourites(): Promise<void> {
  const { state: next, batch } = core.startFlush(current());
  if (!batch) return Promise.resolve();
  commit(next);
  return call(ops.syncFavourites, { body: { ops: batch.ops } }, { silent: true, defaultHandler: false }).then(
    (result) => {
      failures = 0;
      commit(core.serverAck(current(), batch.id, result.skus));
      // Skus the device never saw (added on another device): fetch their snapshots.
      if (current().items.some((item) => item.name === undefined)) void refreshFavourites();
      return flushFavourites();
    },
    (error: unknown) => {
      if (isPermanent(error)) {
        console.warn('favourites: the server refused the sync; the account set is read again', error);
        commit(core.serverRejected(current(), batch.id));
        return flushFavourites();
      }
      failures++;
      console.warn('favourites: sync failed, the change stays local-only and is queued', error);
      commit(core.serverFailure(current(), batch.id));
      scheduleRetry();
    },
  );
}

export function snapshotOfItem(item: FavouriteItem): FavouriteSnapshot {
  const p = item.product;
  return {
    id: p.id,
    sku: item.sku,
    name: p.name,
    image: p.image,
    price: p.price,
    old_price: p.old_price,
    remise: p.remise,
    is_favori: true,
  };
}

/**
 * GET /favorites (signed in, online): current prices for the list; the server's list is adopted
 * when nothing is queued. Returns false when it could not be read (offline, failure).
 */
export async function refreshFavourites(): Promise<boolean> {
  const s = current();
  if (!s.online || s.user === null || readToken() === null) return false;
  const asked = version;
  try {
    const res = await call(ops.listMyFavourites, {}, { silent: true, defaultHandler: false });
    const list = res.items.map(snapshotOfItem);
    // A newer change happened meanwhile: only the snapshots are refreshed, never the set.
    commit(core.serverList(current(), list, asked === version));
    return true;
  } catch (error) {
    console.warn('favourites: could not read the list from the server', error);
    return false;
  }
}

// ---- Session and network ------------------------------------------------------------------

/** The account of the stored session (its ID), or null when anonymous. */
function sessionUser(): string | null {
  const token = readToken();
  if (!token) return null;
  const id = readCurrentUser()?.ID;
  return id !== undefined && id !== null && String(id) ? String(id) : `token:${token}`;
}

/** Follows the stored session: a sign-in merges and syncs, a sign-out keeps the list. */
export function noteSession(): void {
  const user = sessionUser();
  const s = current();
  if (user === s.user) return;
  commit(user === null ? core.signOut(s) : core.signIn(s, user));
  void flushFavourites();
}

export function noteOnline(online: boolean): void {
  commit(core.setOnline(current(), online));
  if (online) {
    failures = 0;
    void flushFavourites();
  }
}

let started = false;

/** Starts following the session, the network and other tabs (once; in the browser only). */
export function startFavouritesSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const s = current();
  const user = sessionUser();
  if (user !== null) commit(core.signIn(s, user));
  else if (s.user !== null) commit(core.signOut(s));
  window.addEventListener('online', () => noteOnline(true));
  window.addEventListener('offline', () => noteOnline(false));
  let pending = false;
  subscribeLocal(() => {
    // saveSession writes token then current_user: look once both are written.
    if (pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      reloadIfChangedElsewhere();
      noteSession();
    });
  });
  void flushFavourites();
}

// ---- The small API the hearts and the wishlist use ----------------------------------------

export function readFavourites(): FavouriteSnapshot[] {
  return current().items;
}

/** True when the product (by sku, or id) is in the local list. */
export function isFavourite(product: { sku: string; id?: number }): boolean {
  return core.hasFavourite(current(), product);
}

/**
 * Flips the product's favourite state locally at once and returns the new state. Signed in, the
 * change is queued and sent; a failure leaves it local-only (see isLocalOnly) and it is replayed.
 */
export function toggleFavourite(product: FavouriteProduct): boolean {
  startFavouritesSync();
  const { state: next, on } = core.toggle(current(), product);
  commit(next);
  void flushFavourites();
  return on;
}

/** The change of this sku has not reached the server yet. */
export function isLocalOnly(sku: string): boolean {
  return current().queue.some((op) => op.sku === sku);
}

export function subscribeFavourites(listener: () => void): () => void {
  startFavouritesSync();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current state (stable between changes, for useSyncExternalStore). */
export function favouritesState(): SyncState {
  return current();
}

/** Tests only: forget the in-memory state (the storage stays). */
export function resetFavouritesForTests(): void {
  state = null;
  started = false;
  failures = 0;
  version = 0;
  if (retryTimer !== undefined) clearTimeout(retryTimer);
  retryTimer = undefined;
  listeners.clear();
}
