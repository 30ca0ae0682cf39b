import type { FavouriteOp } from '@qadhya/contracts';

/**
 * The favourites sync, as a pure state machine (no I/O, no clock): the adapters in
 * favourites-store.ts persist the state, call POST /favorites/sync and feed the answers back.
 *
 * - Local first: a toggle changes `items` at once, signed in or not.
 * - Signed in: the change is also appended to `queue` (one op per sku: a newer op replaces an older
 *   one that is not in flight, as add/remove are absolute and idempotent).
 * - A flight sends the head of the queue (single-flight); an op leaves the queue only when the server
 *   acknowledged it. A failure keeps the ops queued (the toggle stays, flagged local-only).
 * - The server's answer (the account's whole set) becomes the local set, with the ops still queued
 *   replayed on top of it, so nothing toggled during a flight is lost.
 * - Sign-in: the device's favourites are queued as adds (the anonymous ones are merged: none lost,
 *   none duplicated) and the answer of the sync is adopted.
 * - Sign-out: the device keeps its list; the queue keeps its owner so a change that never reached
 *   the server is replayed when the same account signs in again. Another account signing in drops
 *   it (it belongs to someone else) before merging the device's list into the new account.
 */

/** What the device keeps of a favourite product (local key `wishlist_products`). */
export interface FavouriteSnapshot {
  id?: number;
  sku: string;
  name?: string;
  image?: string;
  price?: number;
  old_price?: number;
  remise?: number;
  /** The spec's flag, flipped locally on toggle (always true in the list). */
  is_favori?: boolean;
}

export interface Flight {
  id: number;
  /** The account the ops were sent for. */
  owner: string;
  /** How many ops at the head of the queue are in flight (0: a pull of the server's set). */
  count: number;
}

export interface SyncState {
  /** The local set, oldest first. */
  items: FavouriteSnapshot[];
  /** Changes not yet acknowledged by the server, in order. */
  queue: FavouriteOp[];
  /** The account the queue belongs to (null: none yet). */
  owner: string | null;
  /** The signed-in account (null: anonymous). */
  user: string | null;
  online: boolean;
  flight: Flight | null;
  /** A sync (even with no op) is due to read the account's set. */
  pull: boolean;
  nextFlightId: number;
}

/** The most ops one POST /favorites/sync carries (FAVOURITES_MAX). */
export const BATCH_MAX = 1000;

export function initialState(partial: Partial<SyncState> = {}): SyncState {
  return { items: [], queue: [], owner: null, user: null, online: true, flight: null, pull: false, nextFlightId: 1, ...partial };
}

/** The product is in the list: same sku, or (older entries) the same id. */
export function matches(item: FavouriteSnapshot, product: { sku: string; id?: number }): boolean {
  return item.sku === product.sku || (product.id !== undefined && item.id !== undefined && item.id === product.id);
}

export function hasFavourite(state: SyncState, product: { sku: string; id?: number }): boolean {
  return state.items.some((item) => matches(item, product));
}

function snapshotOf(product: FavouriteSnapshot): FavouriteSnapshot {
  const { id, sku, name, image, price, old_price, remise } = product;
  const out: FavouriteSnapshot = { sku };
  if (id !== undefined) out.id = id;
  if (name !== undefined) out.name = name;
  if (image !== undefined) out.image = image;
  if (price !== undefined) out.price = price;
  if (old_price !== undefined) out.old_price = old_price;
  if (remise !== undefined) out.remise = remise;
  out.is_favori = true;
  return out;
}

/** The skus the API accepts (ProductSkuParams); older local entries may hold something else. */
const SKU = /^[A-Za-z0-9_-]{1,40}$/;

/** Appends an op, dropping an older op on the same sku that is not in flight. */
function enqueue(state: SyncState, op: FavouriteOp): FavouriteOp[] {
  if (!SKU.test(op.sku)) return state.queue;
  const inFlight = state.flight && state.flight.owner === state.owner ? state.flight.count : 0;
  const head = state.queue.slice(0, inFlight);
  const tail = state.queue.slice(inFlight).filter((o) => o.sku !== op.sku);
  return [...head, ...tail, op];
}

/** Flips the product: returns the new state and whether it is now a favourite. */
export function toggle(state: SyncState, product: FavouriteSnapshot): { state: SyncState; on: boolean } {
  const present = state.items.filter((item) => matches(item, product));
  const on = present.length === 0;
  const items = on ? [...state.items, snapshotOf(product)] : state.items.filter((item) => !matches(item, product));
  if (state.user === null) return { state: { ...state, items }, on };
  let queue = state.queue;
  if (on) queue = enqueue({ ...state, queue }, { op: 'add', sku: product.sku });
  else {
    // Remove every sku the product was stored under (an older entry may carry another sku).
    const skus = new Set([product.sku, ...present.map((item) => item.sku)]);
    for (const sku of skus) queue = enqueue({ ...state, queue }, { op: 'remove', sku });
  }
  return { state: { ...state, items, queue }, on };
}

/** A session appeared (or the app started signed in as `user`). */
export function signIn(state: SyncState, user: string): SyncState {
  if (state.user === user) return { ...state, pull: true };
  const base = state.user !== null ? signOut(state) : state;
  // The queue of another account cannot be sent with this session: it is dropped.
  let next: SyncState = base.owner === user ? { ...base, user } : { ...base, user, owner: user, queue: [] };
  // Merge: the device's favourites are sent as adds (idempotent), then the answer is adopted.
  for (const item of next.items) next = { ...next, queue: enqueue(next, { op: 'add', sku: item.sku }) };
  return { ...next, pull: true };
}

/** The session ended: the list stays on the device; the queue keeps its owner. */
export function signOut(state: SyncState): SyncState {
  return { ...state, user: null, pull: false };
}

export function setOnline(state: SyncState, online: boolean): SyncState {
  return state.online === online ? state : { ...state, online };
}

/** True when a sync can start now: online, signed in as the queue's owner, nothing in flight, work to do. */
export function canFlush(state: SyncState): boolean {
  return (
    state.online && state.user !== null && state.owner === state.user && state.flight === null && (state.queue.length > 0 || state.pull)
  );
}

/** Starts a flight when possible: the ops to send (possibly none, to read the server's set). */
export function startFlush(state: SyncState): { state: SyncState; batch: { id: number; ops: FavouriteOp[] } | null } {
  if (!canFlush(state)) return { state, batch: null };
  const ops = state.queue.slice(0, BATCH_MAX);
  const flight: Flight = { id: state.nextFlightId, owner: state.owner!, count: ops.length };
  return { state: { ...state, flight, pull: false, nextFlightId: state.nextFlightId + 1 }, batch: { id: flight.id, ops } };
}

/** The server's set with the still-queued ops replayed on it; known snapshots are kept. */
export function rebase(items: FavouriteSnapshot[], serverSkus: readonly string[], pending: readonly FavouriteOp[]): FavouriteSnapshot[] {
  const set = new Set(serverSkus);
  for (const op of pending) {
    if (op.op === 'add') set.add(op.sku);
    else set.delete(op.sku);
  }
  const seen = new Set<string>();
  const kept = items.filter((item) => set.has(item.sku) && !seen.has(item.sku) && (seen.add(item.sku), true));
  const added: FavouriteSnapshot[] = [];
  for (const sku of [...serverSkus, ...pending.filter((o) => o.op === 'add').map((o) => o.sku)]) {
    if (set.has(sku) && !seen.has(sku)) {
      seen.add(sku);
      added.push({ sku, is_favori: true });
    }
  }
  return [...kept, ...added];
}

/** The server acknowledged flight `id`: its ops leave the queue; its answer becomes the local set. */
export function serverAck(state: SyncState, id: number, serverSkus: readonly string[]): SyncState {
  const flight = state.flight;
  if (!flight || flight.id !== id) return state;
  if (flight.owner !== state.owner) return { ...state, flight: null };
  const queue = state.queue.slice(flight.count);
  // Adopt the account's set only while its session is on (anonymous changes stay local).
  const items = state.user === flight.owner ? rebase(state.items, serverSkus, queue) : state.items;
  return { ...state, flight: null, queue, items };
}

/** Flight `id` failed (network, server): its ops stay queued, to be replayed later. */
export function serverFailure(state: SyncState, id: number): SyncState {
  if (!state.flight || state.flight.id !== id) return state;
  return { ...state, flight: null };
}

/**
 * A fresh list from GET /favorites (current prices): the snapshots of the local items are updated;
 * when nothing is queued or in flight (and `adopt`: no change happened since it was asked), the
 * server's list is adopted as is. Local-only items (still queued) are never dropped.
 */
export function serverList(state: SyncState, list: readonly FavouriteSnapshot[], adopt = true): SyncState {
  if (state.user === null || state.owner !== state.user) return state;
  const bySku = new Map(list.map((item) => [item.sku, item]));
  const refreshed = state.items.map((item) => {
    const fresh = bySku.get(item.sku);
    return fresh ? snapshotOf({ ...item, ...fresh }) : item;
  });
  if (!adopt || state.queue.length > 0 || state.flight !== null) return { ...state, items: refreshed };
  const local = new Set(refreshed.map((item) => item.sku));
  const kept = refreshed.filter((item) => bySku.has(item.sku));
  const added = list.filter((item) => !local.has(item.sku)).map(snapshotOf);
  return { ...state, items: [...kept, ...added] };
}

/**
 * The server refused flight `id` for good (a 4xx other than 401/408/429, e.g. FAVOURITES_FULL or an
 * invalid sku): retrying would fail forever, so its ops leave the queue and the account's set is
 * read again (the next sync is a pull), which the device then adopts.
 */
export function serverRejected(state: SyncState, id: number): SyncState {
  const flight = state.flight;
  if (!flight || flight.id !== id) return state;
  if (flight.owner !== state.owner) return { ...state, flight: null };
  return { ...state, flight: null, queue: state.queue.slice(flight.count), pull: true };
}

/** Skus whose last change has not reached the server yet (shown as local-only). */
export function pendingSkus(state: SyncState): ReadonlySet<string> {
  return new Set(state.queue.map((op) => op.sku));
}
