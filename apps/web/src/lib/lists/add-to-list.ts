import { itemKeyOf, LIST_MAX_QUANTITY, visibleItems } from '@qadhya/domain';
import { mergedItems, type ListSyncState } from './sync-core.ts';

/**
 * The rules of « Ajouter à une liste » (components/add-to-list, docs/shopping-lists.md#add-to-list),
 * pure so they are tested without a screen.
 */

/** The quantity of a product on a list as this device sees it (the server's items and the changes waiting), 0 when absent or removed. */
export function quantityOnList(state: ListSyncState | null, sku: string): number {
  if (!state) return 0;
  const key = itemKeyOf({ sku });
  const item = visibleItems(mergedItems(state)).find((i) => i.key === key);
  return item?.quantity ?? 0;
}

/** A product already on the list gets its quantity increased (one line, never two), at most 99. */
export function mergedQuantity(current: number, added: number): number {
  const n = Math.max(1, Math.round(added));
  return Math.min(LIST_MAX_QUANTITY, Math.max(0, current) + n);
}

/** The quantity stepper: 1 to 99. */
export function stepQuantity(current: number, delta: number): number {
  return Math.min(LIST_MAX_QUANTITY, Math.max(1, current + delta));
}

export type ListChoice = number | 'new';

/**
 * The list chosen when the sheet opens: the one chosen last time when it is still among the active
 * lists, else the most recently used (the first: the server sends the latest change first), else a
 * new list.
 */
export function preselect(lists: readonly { id: number }[], lastChosen: number | null): ListChoice {
  if (lastChosen !== null && lists.some((l) => l.id === lastChosen)) return lastChosen;
  return lists[0]?.id ?? 'new';
}

/** The name a new list is given, trimmed (1 to 80 characters, as the server counts). */
export function newListTitle(raw: string): string | null {
  const title = raw.trim().replace(/\s+/g, ' ');
  return title.length >= 1 && title.length <= 80 ? title : null;
}

// ─── The list chosen last, per account, on this device ────────────────────────────────────────

const lastKey = (user: number) => `qadhya.addlist.${user}`;

export function readLastChosen(user: number | null, storage: Pick<Storage, 'getItem'> | null = safeStorage()): number | null {
  if (user === null || !storage) return null;
  try {
    const id = Number(storage.getItem(lastKey(user)));
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

export function writeLastChosen(user: number | null, id: number, storage: Pick<Storage, 'setItem'> | null = safeStorage()): void {
  if (user === null || !storage) return;
  try {
    storage.setItem(lastKey(user), String(id));
  } catch {
    // A full or refused storage only loses the preselection.
  }
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
