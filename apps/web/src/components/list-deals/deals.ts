import type { Deal, DealKind, ItemDeals, ListDeals } from '@qadhya/contracts';

/**
 * The rules the deals' pieces draw from (docs/shopping-lists.md#this-week-on-my-list): which deals an
 * item shows, its saving this week and the list's total, as the server counts them, so that a tick or a
 * quantity changed on this device counts at once, before the server has it.
 */

/** The deals of an answer by item key (p:<sku>, t:<text>). */
export function dealsByItem(deals: ListDeals | undefined): Map<string, ItemDeals> {
  return new Map((deals?.items ?? []).map((i) => [i.item, i]));
}

/** The largest saving of the item's deals running this week, per unit (0 when all are next week). */
export function bestSavingThisWeek(item: Pick<ItemDeals, 'deals'>): number {
  return item.deals.reduce((best, d) => (d.week === 'this' && d.saving > best ? d.saving : best), 0);
}

/** What an item saves this week: quantity × its best this-week saving (the server's `saving`). */
export function itemSaving(item: Pick<ItemDeals, 'deals'>, quantity: number): number {
  return Math.max(0, Math.round(quantity)) * bestSavingThisWeek(item);
}

/** An item as this device sees it now: its quantity and whether it is ticked. */
export interface LocalItem {
  key: string;
  quantity: number;
  checked: boolean;
}

export interface DealsTotal {
  /** Σ what the items save this week, millimes. */
  saving: number;
  /** How many items have a deal this week. */
  count: number;
}

/**
 * The week's total over the items this device shows: an item ticked or removed here no longer counts,
 * a quantity changed here counts with its new value. Without local items (the favourites), the answer's
 * own items at their quantity.
 */
export function weekTotal(deals: ListDeals, local?: readonly LocalItem[]): DealsTotal {
  const byKey = dealsByItem(deals);
  const rows = local
    ? local.filter((i) => !i.checked && byKey.has(i.key)).map((i) => ({ item: byKey.get(i.key)!, quantity: i.quantity }))
    : deals.items.map((item) => ({ item, quantity: item.quantity }));
  let saving = 0;
  let count = 0;
  for (const { item, quantity } of rows) {
    if (!item.deals.some((d) => d.week === 'this')) continue;
    count += 1;
    saving += itemSaving(item, quantity);
  }
  return { saving, count };
}

/**
 * The deals an item shows: a product's best deal this week and its best next week (at most two); a
 * typed item's matched products, each with its best deal (the server sends one a product, at most 3).
 */
export function shownDeals(item: ItemDeals): Deal[] {
  if (item.match.by === 'words') return item.deals.slice(0, 3);
  const thisWeek = item.deals.find((d) => d.week === 'this');
  const nextWeek = item.deals.find((d) => d.week === 'next');
  return [thisWeek, nextWeek].filter((d): d is Deal => d !== undefined);
}

/** The text key of a deal's badge: its kind (« Catalogue », « Promo du jour », « Dernière chance »). */
export const kindKey = (kind: DealKind) => `listDeals.kind.${kind}` as const;

/** The text key of the end of a typed item's explanation (« … en promo », « … au catalogue »). */
export function matchTailKey(deal: Pick<Deal, 'kind' | 'week'>): string {
  if (deal.week === 'next') return deal.kind === 'catalogue' ? 'listDeals.match.nextCatalogue' : 'listDeals.match.nextPromo';
  return `listDeals.match.${deal.kind}`;
}
