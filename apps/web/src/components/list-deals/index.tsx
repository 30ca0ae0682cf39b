import { lazy, Suspense } from 'react';
import type { DealsSummaryProps, ItemDealsLineProps } from './DealsParts.tsx';

export { dealsByItem, weekTotal, type DealsTotal, type LocalItem } from './deals.ts';

/**
 * « Cette semaine sur ma liste »'s pieces (docs/shopping-lists.md#this-week-on-my-list), a chunk of
 * their own with their texts, fetched once a screen has deals to show: the list and favourites screens
 * carry only these two small wrappers.
 */
const Summary = lazy(() => import('./DealsParts.tsx').then((m) => ({ default: m.DealsSummary })));
const Line = lazy(() => import('./DealsParts.tsx').then((m) => ({ default: m.ItemDealsLine })));

export function DealsSummary(props: DealsSummaryProps) {
  return (
    <Suspense fallback={null}>
      <Summary {...props} />
    </Suspense>
  );
}

export function ItemDealsLine(props: ItemDealsLineProps) {
  return (
    <Suspense fallback={null}>
      <Line {...props} />
    </Suspense>
  );
}
