import { optionalLazy } from '../../lib/lazy/optional-lazy.tsx';
import type { DealsSummaryProps, ItemDealsLineProps } from './DealsParts.tsx';

export { dealsByItem, weekTotal, type DealsTotal, type LocalItem } from './deals.ts';

/**
 * « Cette semaine sur ma liste »'s pieces (docs/shopping-lists.md#this-week-on-my-list), a chunk of
 * their own with their texts, fetched once a screen has deals to show: the list and favourites screens
 * carry only these two small wrappers. Optional pieces: a chunk that cannot be fetched (offline in the
 * aisle before the service worker held it) draws nothing, and the list stands (docs/shell.md#lazy-code-offline).
 */
export const DealsSummary = optionalLazy<DealsSummaryProps>(() => import('./DealsParts.tsx').then((m) => m.DealsSummary));
export const ItemDealsLine = optionalLazy<ItemDealsLineProps>(() => import('./DealsParts.tsx').then((m) => m.ItemDealsLine));
