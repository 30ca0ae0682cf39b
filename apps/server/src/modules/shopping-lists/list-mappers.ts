import type { Lang, ListItem, ListMember, ListPerson } from '@qadhya/contracts';
import { isChecked, liveTick, type MergeItem, type Tick } from '@qadhya/domain';
import { AppError, notFound } from '../../errors.ts';
import { displayName } from '../auth/user.mapper.ts';
import type { SkuInfo } from './list-pricing.ts';
import type { ItemRow, PersonRow, TickRow } from './shopping-lists.repository.ts';

/** Rows ↔ the domain's merge state, and the answers' people (docs/shopping-lists.md#api). */

export const iso = (at: Date | string | number) => new Date(at).toISOString();

export const listNotFound = () => notFound('LIST_NOT_FOUND', 'No such list among yours.');
export const ownerOnly = () => new AppError(403, 'LIST_OWNER_ONLY', 'Only the owner of the list may do this.');
export const notFamily = () => new AppError(422, 'NOT_FAMILY_MEMBER', 'Lists are shared only with accepted members of your family.');
export const notFinished = () => new AppError(409, 'LIST_NOT_FINISHED', 'Only a finished list can be duplicated.');
export const notRejected = () => new AppError(409, 'LIST_NOT_REJECTED', 'Only a rejected list can be reactivated.');
export const productNotFound = (sku: string) => notFound('PRODUCT_NOT_FOUND', `No product with sku ${sku}.`);
export const listFull = () => new AppError(409, 'LIST_FULL', 'A list holds at most 200 products.');

/** The items of each list as the merge sees them (ticks and their take-backs from the tick rows). */
export function toMergeItems(items: ItemRow[], ticks: TickRow[]): Map<number, Map<string, MergeItem>> {
  const ticksOf = new Map<string, TickRow[]>();
  for (const t of ticks) {
    const k = `${t.list_id}\u0000${t.item_key}`;
    const list = ticksOf.get(k);
    if (list) list.push(t);
    else ticksOf.set(k, [t]);
  }
  const out = new Map<number, Map<string, MergeItem>>();
  for (const r of items) {
    const rows = (ticksOf.get(`${r.list_id}\u0000${r.item_key}`) ?? []).sort((a, b) =>
      a.tick_id < b.tick_id ? -1 : a.tick_id > b.tick_id ? 1 : 0,
    );
    const item: MergeItem = {
      key: r.item_key,
      sku: r.sku,
      text: r.text,
      quantity: r.quantity,
      quantity_stamp: { at: Number(r.quantity_at), device: r.quantity_device },
      removed: r.removed,
      removed_stamp: { at: Number(r.removed_at), device: r.removed_device },
      ticks: rows.map((t): Tick => ({
        id: t.tick_id,
        at: Number(t.at),
        user_id: t.user_id,
        price: t.price,
        regular_price: t.regular_price,
      })),
      unticked: rows.filter((t) => t.unticked).map((t) => t.tick_id),
      added_by: r.added_by,
      added_at: Number(r.added_at),
    };
    let list = out.get(r.list_id);
    if (!list) out.set(r.list_id, (list = new Map()));
    list.set(item.key, item);
  }
  return out;
}

export function toItemRow(listId: number, item: MergeItem, version: number): ItemRow {
  return {
    list_id: listId,
    item_key: item.key,
    sku: item.sku,
    text: item.text,
    quantity: item.quantity,
    quantity_at: item.quantity_stamp.at,
    quantity_device: item.quantity_stamp.device,
    removed: item.removed,
    removed_at: item.removed_stamp.at,
    removed_device: item.removed_stamp.device,
    added_by: item.added_by,
    added_at: item.added_at,
    version,
  };
}

/**
 * The tick rows of an item. A take-back of a tick the server has not seen yet (its device's tick
 * still on the way) is kept as a placeholder row (account 0, instant 0), so the take-back is not
 * lost; the merge keeps the earliest copy of a tick, so the placeholder stays and stays taken back.
 */
export function toTickRows(listId: number, item: MergeItem): TickRow[] {
  const known = new Set(item.ticks.map((t) => t.id));
  const rows: TickRow[] = item.ticks.map((t) => ({
    list_id: listId,
    item_key: item.key,
    tick_id: t.id,
    user_id: t.user_id,
    at: t.at,
    price: t.price,
    regular_price: t.regular_price,
    unticked: item.unticked.includes(t.id),
  }));
  for (const id of item.unticked) {
    if (!known.has(id))
      rows.push({ list_id: listId, item_key: item.key, tick_id: id, user_id: 0, at: 0, price: null, regular_price: null, unticked: true });
  }
  return rows;
}

/** The item's own fields, comparable (ticks apart). */
export const itemFields = (r: ItemRow) =>
  JSON.stringify([
    r.sku,
    r.text,
    r.quantity,
    Number(r.quantity_at),
    r.quantity_device,
    r.removed,
    Number(r.removed_at),
    r.removed_device,
    r.added_by,
    Number(r.added_at),
  ]);
export const tickFields = (t: TickRow) => JSON.stringify([t.user_id, Number(t.at), t.price, t.regular_price, t.unticked]);

export const toPerson = (row: PersonRow | undefined, id: number, lang: Lang): ListPerson => ({
  user_id: id,
  name: displayName({ id, name: row?.name ?? null, lastname: row?.lastname ?? null }, lang),
  avatar: row?.avatar ?? null,
});

export const toMember = (row: PersonRow, relation: string | null, lang: Lang): ListMember => ({ ...toPerson(row, row.id, lang), relation });

/** One item of an answer: its merge state, what it shows, and who ticked it. */
export function toListItem(item: MergeItem, info: SkuInfo | undefined, people: Map<number, PersonRow>, lang: Lang): ListItem {
  const tick = liveTick(item);
  return {
    key: item.key,
    sku: item.sku,
    text: item.text,
    name: info?.name ?? item.text ?? item.sku ?? item.key.slice(2),
    desc: info?.desc ?? null,
    image: info?.image ?? null,
    price: item.sku ? (info?.price ?? null) : null,
    regular_price: item.sku ? (info?.regular_price ?? null) : null,
    quantity: item.quantity,
    quantity_stamp: item.quantity_stamp,
    removed: item.removed,
    removed_stamp: item.removed_stamp,
    ticks: item.ticks.map((t) => ({ id: t.id, at: t.at, user_id: t.user_id, price: t.price, regular_price: t.regular_price })),
    unticked: item.unticked,
    added_by: item.added_by,
    added_at: item.added_at,
    checked: isChecked(item),
    checked_by: tick ? toPerson(people.get(tick.user_id), tick.user_id, lang) : null,
    checked_at: tick ? iso(tick.at) : null,
  };
}
