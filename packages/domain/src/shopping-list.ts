/**
 * Shopping lists' pure rules (docs/shopping-lists.md): the progress badge, the item keys, and the
 * merge that lets several family members edit one list with no signal and converge.
 *
 * The merge is a small CRDT, shared by the server and the app:
 * - an item is identified by a key derived from what it is (`p:<sku>` for a product, `t:<text>`
 *   for free text, lower-cased and trimmed), so two members adding the same thing offline make one
 *   item, never two;
 * - quantity and removed are last-writer-wins registers, each with its own stamp (instant, device);
 * - checked is an observed-remove set of ticks: a tick has an id, and an untick removes only the
 *   ticks its device had seen, so a tick made elsewhere meanwhile survives (no tick is ever lost).
 * Applying the same operations in any order, any number of times, gives the same list.
 */

export const LIST_MAX_ITEMS = 200;
export const LIST_MAX_QUANTITY = 99;
export const LIST_TITLE_MAX = 80;
export const LIST_TEXT_MAX = 80;
/** Photos added to one list (the gallery; the card shows up to 3 pictures). */
export const LIST_MAX_IMAGES = 10;
export const LIST_CARD_IMAGES = 3;
/** 'Booster les membres': once an hour per list. */
export const LIST_BOOST_INTERVAL_MS = 60 * 60 * 1000;

// ─── Progress ──────────────────────────────────────────────────────────────────────────────────

export type CourseBadge = 'done' | 'rejected' | 'almost' | 'in_progress';

export interface CourseProgress {
  bought: number;
  total: number;
  /** bought / total, 0 for an empty list. */
  ratio: number;
  /** The bar's width, 0 to 100. */
  percent: number;
  badge: CourseBadge;
}

/**
 * The spec's thresholds 0 / 0.5 / 1: a rejected list is 'Rejetée' (red); otherwise exactly 1 is
 * 'Terminée' (teal), 0.5 or more 'Presque terminé' (amber), anything else 'En cours' (blue).
 */
export function courseProgress(bought: number, total: number, rejected = false): CourseProgress {
  const ratio = total > 0 ? Math.min(1, Math.max(0, bought / total)) : 0;
  const badge: CourseBadge = rejected ? 'rejected' : total > 0 && ratio === 1 ? 'done' : ratio >= 0.5 ? 'almost' : 'in_progress';
  return { bought, total, ratio, percent: Math.round(ratio * 1000) / 10, badge };
}

// ─── Keys ──────────────────────────────────────────────────────────────────────────────────────

/** The free text as it is compared: trimmed, inner spaces collapsed, lower case. */
export function normaliseItemText(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('fr');
}

export function itemKeyOf(item: { sku: string } | { text: string }): string {
  return 'sku' in item ? `p:${item.sku}` : `t:${normaliseItemText(item.text)}`;
}

// ─── Stamps ────────────────────────────────────────────────────────────────────────────────────

/** When and where a field was written: instant (epoch ms) then device id break ties. */
export interface Stamp {
  at: number;
  device: string;
}

export const ZERO_STAMP: Stamp = { at: 0, device: '' };

export function compareStamps(a: Stamp, b: Stamp): number {
  if (a.at !== b.at) return a.at < b.at ? -1 : 1;
  return a.device < b.device ? -1 : a.device > b.device ? 1 : 0;
}

const later = (a: Stamp, b: Stamp) => (compareStamps(a, b) >= 0 ? a : b);

// ─── State ─────────────────────────────────────────────────────────────────────────────────────

export interface Tick {
  id: string;
  /** Epoch ms on the ticking device. */
  at: number;
  /** The account that ticked. */
  user_id: number;
  /** Unit price and regular price when the server first saw the tick (millimes), null before. */
  price: number | null;
  regular_price: number | null;
}

export interface MergeItem {
  key: string;
  sku: string | null;
  /** Free text as first typed (null for a product). */
  text: string | null;
  quantity: number;
  quantity_stamp: Stamp;
  removed: boolean;
  removed_stamp: Stamp;
  /** Every tick ever made, sorted by id. */
  ticks: Tick[];
  /** Ids of the ticks taken back, sorted. */
  unticked: string[];
  /** Who added the item first (account) and when (epoch ms). */
  added_by: number;
  added_at: number;
}

interface OpBase {
  /** The device that made the change: breaks ties between equal instants. */
  device: string;
  /** Epoch ms on that device. */
  at: number;
  item: string;
}

export type ListOp =
  | (OpBase & { kind: 'add'; sku: string | null; text: string | null; quantity: number })
  | (OpBase & { kind: 'quantity'; quantity: number })
  | (OpBase & { kind: 'remove' })
  | (OpBase & { kind: 'tick'; tick: string })
  | (OpBase & { kind: 'untick'; ticks: string[] });

/** Is the item ticked: one of its ticks not taken back. */
export function isChecked(item: Pick<MergeItem, 'ticks' | 'unticked'>): boolean {
  return item.ticks.some((t) => !item.unticked.includes(t.id));
}

/** The tick that counts (the latest one not taken back), or null. */
export function liveTick(item: Pick<MergeItem, 'ticks' | 'unticked'>): Tick | null {
  let best: Tick | null = null;
  for (const t of item.ticks) {
    if (item.unticked.includes(t.id)) continue;
    if (!best || t.at > best.at || (t.at === best.at && t.id > best.id)) best = t;
  }
  return best;
}

/** The tick ids an untick made now on this state takes back. */
export function ticksToTakeBack(item: Pick<MergeItem, 'ticks' | 'unticked'>): string[] {
  return item.ticks.filter((t) => !item.unticked.includes(t.id)).map((t) => t.id);
}

function sortedUnion(a: string[], b: string[]): string[] {
  return [...new Set([...a, ...b])].sort();
}

function mergeTicks(a: Tick[], b: Tick[]): Tick[] {
  const byId = new Map<string, Tick>();
  for (const t of [...a, ...b]) {
    const seen = byId.get(t.id);
    // The first price the server recorded wins; a tick without one never erases it.
    // Ids are unique in practice; should one be reused, the earliest copy is kept on every side.
    const keep = !seen || t.at < seen.at || (t.at === seen.at && t.user_id < seen.user_id) ? t : seen;
    const other = keep === t ? seen : t;
    byId.set(t.id, other ? { ...keep, price: keep.price ?? other.price, regular_price: keep.regular_price ?? other.regular_price } : t);
  }
  return [...byId.values()].sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
}

function emptyItem(key: string, sku: string | null, text: string | null, user: number, at: number): MergeItem {
  return {
    key,
    sku,
    text,
    quantity: 1,
    quantity_stamp: ZERO_STAMP,
    // An item that only exists through a tick or a quantity change stays hidden until it is added.
    removed: true,
    removed_stamp: ZERO_STAMP,
    ticks: [],
    unticked: [],
    added_by: user,
    added_at: at,
  };
}

/** Merges two copies of the same item: commutative, associative and idempotent. */
export function mergeItem(a: MergeItem, b: MergeItem): MergeItem {
  // Equal stamps (a device writing twice in one millisecond) fall back to the value, so every
  // side picks the same one: the larger quantity, and removal over presence.
  const qc = compareStamps(a.quantity_stamp, b.quantity_stamp);
  const q = qc > 0 || (qc === 0 && a.quantity >= b.quantity) ? a : b;
  const rc = compareStamps(a.removed_stamp, b.removed_stamp);
  const r = rc > 0 || (rc === 0 && (a.removed || !b.removed)) ? a : b;
  // The first adder: the earliest add, ties by account id, so both sides agree.
  const first =
    a.added_at !== b.added_at
      ? a.added_at < b.added_at
        ? a
        : b
      : a.added_by !== b.added_by
        ? a.added_by < b.added_by
          ? a
          : b
        : (a.text ?? '') <= (b.text ?? '')
          ? a
          : b;
  return {
    key: a.key,
    sku: a.sku ?? b.sku,
    text: first.text ?? a.text ?? b.text,
    quantity: q.quantity,
    quantity_stamp: later(a.quantity_stamp, b.quantity_stamp),
    removed: r.removed,
    removed_stamp: later(a.removed_stamp, b.removed_stamp),
    ticks: mergeTicks(a.ticks, b.ticks),
    unticked: sortedUnion(a.unticked, b.unticked),
    added_by: first.added_by,
    added_at: first.added_at,
  };
}

/**
 * Applies one operation by `user` to a list's items (a map by key), returning the new map.
 * Unknown item keys for quantity, remove, tick and untick make a hidden placeholder that the
 * matching add reveals, so operations may arrive in any order.
 */
export function applyOp(items: ReadonlyMap<string, MergeItem>, op: ListOp, user: number): Map<string, MergeItem> {
  const next = new Map(items);
  const stamp: Stamp = { at: op.at, device: op.device };
  const sku = op.kind === 'add' ? op.sku : op.item.startsWith('p:') ? op.item.slice(2) : null;
  const text = op.kind === 'add' ? op.text : null;
  const NEVER = Number.MAX_SAFE_INTEGER;
  const base = next.get(op.item) ?? emptyItem(op.item, sku, text, user, NEVER);
  let change: MergeItem;
  switch (op.kind) {
    case 'add':
      change = {
        ...emptyItem(op.item, op.sku, op.text, user, op.at),
        quantity: op.quantity,
        quantity_stamp: stamp,
        removed: false,
        removed_stamp: stamp,
      };
      break;
    case 'quantity':
      change = { ...emptyItem(op.item, sku, null, user, NEVER), quantity: op.quantity, quantity_stamp: stamp };
      break;
    case 'remove':
      change = { ...emptyItem(op.item, sku, null, user, NEVER), removed: true, removed_stamp: stamp };
      break;
    case 'tick':
      change = {
        ...emptyItem(op.item, sku, null, user, NEVER),
        ticks: [{ id: op.tick, at: op.at, user_id: user, price: null, regular_price: null }],
      };
      break;
    case 'untick':
      change = { ...emptyItem(op.item, sku, null, user, NEVER), unticked: [...op.ticks].sort() };
      break;
  }
  next.set(op.item, mergeItem(base, change));
  return next;
}

/** Applies operations in order. */
export function applyOps(items: ReadonlyMap<string, MergeItem>, ops: readonly { op: ListOp; user: number }[]): Map<string, MergeItem> {
  let state = new Map(items);
  for (const { op, user } of ops) state = applyOp(state, op, user);
  return state;
}

/** The items a shopper sees: added and not removed, by first addition then key. */
export function visibleItems(items: ReadonlyMap<string, MergeItem> | Iterable<MergeItem>): MergeItem[] {
  const all = items instanceof Map ? [...items.values()] : [...(items as Iterable<MergeItem>)];
  return all.filter((i) => !i.removed).sort((a, b) => a.added_at - b.added_at || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** Bought / total over the visible items. */
export function itemsProgress(items: ReadonlyMap<string, MergeItem> | Iterable<MergeItem>, rejected = false): CourseProgress {
  const visible = visibleItems(items);
  return courseProgress(visible.filter(isChecked).length, visible.length, rejected);
}
