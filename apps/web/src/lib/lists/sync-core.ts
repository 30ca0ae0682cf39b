import type { ListItem, ListOpBody, ListPerson, ShoppingList } from '@qadhya/contracts';
import {
  applyOps,
  isChecked,
  itemKeyOf,
  itemsProgress,
  LIST_MAX_QUANTITY,
  liveTick,
  ticksToTakeBack,
  visibleItems,
  type CourseProgress,
  type ListOp,
  type MergeItem,
} from '@qadhya/domain';

/**
 * One shopping list's sync on this device, as a pure state machine (no I/O, no clock), like
 * lib/favourites/sync-core.ts (docs/shopping-lists.md#offline-and-live-in-the-app):
 *
 * - state = the server's last snapshot of the list + the operations made here and not yet
 *   acknowledged (`pending`, oldest first);
 * - the view = the domain merge (applyOps) of the pending operations on the snapshot's items, then
 *   the visible items and their progress: what the shopper sees works with no signal;
 * - a flight sends the head of the queue (one batch at a time); the server's answer replaces the
 *   snapshot, the acknowledged operations leave and the rest are replayed on top. A failed flight
 *   (or one whose answer was lost) keeps its operations: sending them again changes nothing on the
 *   server (the merge is idempotent);
 * - a fresher snapshot from a read (GET /lists/:id, a live event) replaces an older one; pending
 *   operations are replayed on it as well.
 *
 * Operations are stamped with this device's id and a per-device instant that never repeats
 * (nextStamp), so two edits of the same field made here are never equal.
 */

/** The most operations one POST /lists/:id/ops carries (the contract allows 500). */
export const BATCH_MAX = 200;

/** A product's details known before the server has them (an item added with no signal). */
export interface ItemHint {
  name?: string;
  desc?: string | null;
  image?: string | null;
  price?: number | null;
  regular_price?: number | null;
}

export interface ListSyncState {
  id: number;
  /** The signed-in account whose operations these are (their ticks' and adds' author). */
  user: number;
  snapshot: ShoppingList | null;
  pending: ListOpBody[];
  /** Product details for items added here that the snapshot does not carry yet, by key. */
  hints: Record<string, ItemHint>;
  /** The flight under way: its id and how many operations at the head of `pending` it carries. */
  flight: { id: number; count: number } | null;
  nextFlightId: number;
  /** The server answered 404 LIST_NOT_FOUND: the list is deleted or no longer shared. */
  gone: boolean;
}

export function initialListState(id: number, user: number, partial: Partial<ListSyncState> = {}): ListSyncState {
  return { id, user, snapshot: null, pending: [], hints: {}, flight: null, nextFlightId: 1, gone: false, ...partial };
}

// ─── The device's stamps ───────────────────────────────────────────────────────────────────────

export interface DeviceClock {
  device: string;
  /** The instant of the last operation made on this device. */
  last: number;
}

const DEVICE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random id of `length` letters and digits (DeviceId / TickId in the contracts). */
export function randomId(random: () => number = Math.random, length = 16): string {
  let out = '';
  for (let i = 0; i < length; i++) out += DEVICE_ALPHABET[Math.floor(random() * DEVICE_ALPHABET.length) % DEVICE_ALPHABET.length];
  return out;
}

/** The instant of the next operation: now, or one millisecond after the previous one when the clock has not moved on. */
export function nextStamp(clock: DeviceClock, now: number): { clock: DeviceClock; at: number } {
  const at = Math.max(Math.floor(now), clock.last + 1);
  return { clock: { ...clock, last: at }, at };
}

// ─── The view ──────────────────────────────────────────────────────────────────────────────────

/** An item as the detail screen shows it. */
export interface ListViewItem extends ListItem {
  /** A change of this item has not reached the server yet. */
  pending: boolean;
}

export interface ListView extends Omit<ShoppingList, 'items' | 'progress' | 'finished'> {
  /** The visible items (added, not removed), in the order they were first added. */
  items: ListViewItem[];
  progress: CourseProgress;
  finished: boolean;
}

export function toMergeItem(item: ListItem): MergeItem {
  return {
    key: item.key,
    sku: item.sku,
    text: item.text,
    quantity: item.quantity,
    quantity_stamp: item.quantity_stamp,
    removed: item.removed,
    removed_stamp: item.removed_stamp,
    ticks: item.ticks,
    unticked: item.unticked,
    added_by: item.added_by,
    added_at: item.added_at,
  };
}

/** The operations as the domain applies them, each by `user`. */
export function asDomainOps(ops: readonly ListOpBody[], user: number): { op: ListOp; user: number }[] {
  return ops.map((op) => ({ op: op as ListOp, user }));
}

/** The snapshot's items merged with the pending operations (a map by key, removed items included). */
export function mergedItems(state: ListSyncState): Map<string, MergeItem> {
  const base = new Map((state.snapshot?.items ?? []).map((i) => [i.key, toMergeItem(i)]));
  return applyOps(base, asDomainOps(state.pending, state.user));
}

function personOf(list: ShoppingList, userId: number, me?: ListPerson): ListPerson | null {
  if (list.owner.user_id === userId) return list.owner;
  const member = list.members.find((m) => m.user_id === userId);
  if (member) return { user_id: member.user_id, name: member.name, avatar: member.avatar };
  if (me && me.user_id === userId) return me;
  return null;
}

/** What the shopper sees: the merged items with the server's details (names, prices) and the progress. */
export function listView(state: ListSyncState, me?: ListPerson): ListView | null {
  const list = state.snapshot;
  if (!list) return null;
  const merged = mergedItems(state);
  const byKey = new Map(list.items.map((i) => [i.key, i]));
  const pendingKeys = new Set(state.pending.map((op) => op.item));
  const items: ListViewItem[] = visibleItems(merged).map((m) => {
    const server = byKey.get(m.key);
    const hint = state.hints[m.key] ?? {};
    const tick = liveTick(m);
    return {
      ...m,
      name: server?.name ?? hint.name ?? m.text ?? m.sku ?? m.key.slice(2),
      desc: server?.desc ?? hint.desc ?? null,
      image: server?.image ?? hint.image ?? null,
      price: server?.price ?? hint.price ?? null,
      regular_price: server?.regular_price ?? hint.regular_price ?? null,
      checked: isChecked(m),
      checked_by: tick ? personOf(list, tick.user_id, me) : null,
      checked_at: tick ? new Date(tick.at).toISOString() : null,
      pending: pendingKeys.has(m.key),
    };
  });
  const rejected = list.status === 'rejected';
  const progress = itemsProgress(merged, rejected);
  const score = items.reduce((sum, i) => sum + (i.sku && i.price !== null ? i.price * i.quantity : 0), 0);
  const { items: _items, progress: _progress, finished: _finished, ...rest } = list;
  return {
    ...rest,
    score: state.pending.length > 0 ? score : list.score,
    items,
    progress,
    finished: progress.total > 0 && progress.bought === progress.total,
  };
}

/** How many changes made here wait for the server. */
export function pendingCount(state: ListSyncState): number {
  return state.pending.length;
}

// ─── Local edits ───────────────────────────────────────────────────────────────────────────────

export interface NewItem {
  sku?: string;
  text?: string;
  quantity: number;
  /** Details shown until the server's answer names the product. */
  hint?: ItemHint;
}

export type ListEdit =
  | { kind: 'add'; items: NewItem[] }
  | { kind: 'quantity'; key: string; quantity: number }
  | { kind: 'remove'; key: string }
  | { kind: 'toggle'; key: string };

export interface EditContext {
  clock: DeviceClock;
  now: number;
  /** A fresh tick id. */
  newId: () => string;
}

const clampQuantity = (q: number) => Math.min(LIST_MAX_QUANTITY, Math.max(1, Math.round(q)));

/** The operations an edit makes on the current view, appended to the queue. */
export function edit(state: ListSyncState, change: ListEdit, ctx: EditContext): { state: ListSyncState; clock: DeviceClock } {
  let clock = ctx.clock;
  const ops: ListOpBody[] = [];
  const hints = { ...state.hints };
  const stamp = () => {
    const next = nextStamp(clock, ctx.now);
    clock = next.clock;
    return { at: next.at, device: clock.device };
  };
  const merged = mergedItems(state);
  switch (change.kind) {
    case 'add':
      for (const item of change.items) {
        const text = item.text?.trim().replace(/\s+/g, ' ');
        if (!item.sku && !text) continue;
        const key = item.sku ? itemKeyOf({ sku: item.sku }) : itemKeyOf({ text: text! });
        if (item.hint) hints[key] = item.hint;
        ops.push({
          kind: 'add',
          item: key,
          sku: item.sku ?? null,
          text: item.sku ? null : text!,
          quantity: clampQuantity(item.quantity),
          ...stamp(),
        });
      }
      break;
    case 'quantity': {
      const item = merged.get(change.key);
      if (!item || item.removed) break;
      if (change.quantity <= 0) ops.push({ kind: 'remove', item: change.key, ...stamp() });
      else ops.push({ kind: 'quantity', item: change.key, quantity: clampQuantity(change.quantity), ...stamp() });
      break;
    }
    case 'remove': {
      const item = merged.get(change.key);
      if (item && !item.removed) ops.push({ kind: 'remove', item: change.key, ...stamp() });
      break;
    }
    case 'toggle': {
      const item = merged.get(change.key);
      if (!item || item.removed) break;
      if (isChecked(item)) ops.push({ kind: 'untick', item: change.key, ticks: ticksToTakeBack(item), ...stamp() });
      else ops.push({ kind: 'tick', item: change.key, tick: ctx.newId(), ...stamp() });
      break;
    }
  }
  if (ops.length === 0) return { state, clock: ctx.clock };
  return { state: { ...state, pending: [...state.pending, ...ops], hints }, clock };
}

// ─── Flights and the server's answers ──────────────────────────────────────────────────────────

/** Starts a flight when there is something to send and nothing in flight. */
export function startFlight(state: ListSyncState): { state: ListSyncState; batch: { id: number; ops: ListOpBody[] } | null } {
  if (state.gone || state.flight || state.pending.length === 0) return { state, batch: null };
  const ops = state.pending.slice(0, BATCH_MAX);
  const flight = { id: state.nextFlightId, count: ops.length };
  return { state: { ...state, flight, nextFlightId: state.nextFlightId + 1 }, batch: { id: flight.id, ops } };
}

function pruneHints(hints: Record<string, ItemHint>, list: ShoppingList, pending: readonly ListOpBody[]): Record<string, ItemHint> {
  const known = new Set(list.items.map((i) => i.key));
  const waiting = new Set(pending.map((op) => op.item));
  return Object.fromEntries(Object.entries(hints).filter(([key]) => !known.has(key) || waiting.has(key)));
}

/** The server answered flight `id`: its answer is the snapshot, the flight's operations leave the queue. */
export function acknowledge(state: ListSyncState, id: number, answer: ShoppingList): ListSyncState {
  const flight = state.flight;
  if (!flight || flight.id !== id) return serverSnapshot(state, answer);
  const pending = state.pending.slice(flight.count);
  const snapshot = !state.snapshot || answer.version >= state.snapshot.version ? answer : state.snapshot;
  return { ...state, flight: null, pending, snapshot, hints: pruneHints(state.hints, snapshot, pending) };
}

/** Flight `id` failed (no signal, server error, the answer lost): its operations stay queued. */
export function flightFailed(state: ListSyncState, id: number): ListSyncState {
  if (!state.flight || state.flight.id !== id) return state;
  return { ...state, flight: null };
}

/** The server refused flight `id` for good (a malformed operation): its operations leave the queue. */
export function dropFlight(state: ListSyncState, id: number): ListSyncState {
  if (!state.flight || state.flight.id !== id) return state;
  return { ...state, flight: null, pending: state.pending.slice(state.flight.count) };
}

/** A snapshot read from the server: adopted when it is not older than the one held. */
export function serverSnapshot(state: ListSyncState, list: ShoppingList): ListSyncState {
  if (state.snapshot && list.version < state.snapshot.version) return state;
  return { ...state, snapshot: list, gone: false, hints: pruneHints(state.hints, list, state.pending) };
}

/** The server does not know the list (deleted, or no longer shared with this account). */
export function markGone(state: ListSyncState): ListSyncState {
  return { ...state, gone: true, flight: null, pending: [] };
}
