import type { ListsPage as ListsPageSchema } from '@qadhya/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { useLanguage, type Language } from '../../../lib/i18n/index.ts';
import { useCurrentStore } from '../../../lib/stores/index.ts';
import type { z } from 'zod';

export type ListsPage = z.infer<typeof ListsPageSchema>;

export const LISTS_PAGE_SIZE = 10;

export type CoursesTab = 'active' | 'history';

/**
 * The courses screen's cards (docs/shopping-lists.md#screens-courses-add-list-add-product). Every key
 * of the lists starts with 'lists', so a live change (useListsLive) or a write refreshes them all.
 */
export const coursesKeys = {
  all: ['lists'] as const,
  page: (user: string, tab: CoursesTab, store: string, lang: Language) => ['lists', 'page', user, tab, store, lang] as const,
  members: (user: string) => ['lists', 'members', user] as const,
  /** Not under 'lists': a live change does not search the products again. */
  productSearch: (q: string, lang: Language) => ['courses-product-search', q, lang] as const,
};

/** GET /lists?tab&page&pageSize&store: a tab's cards, newest change first, scored at the shopper's store. */
export const listsPageQueryOptions = (user: string, tab: CoursesTab, store: string, lang: Language) =>
  infiniteQueryOptions({
    queryKey: coursesKeys.page(user, tab, store, lang),
    queryFn: ({ pageParam, signal }) =>
      call(
        ops.listMyShoppingLists,
        { query: { tab, page: pageParam, pageSize: LISTS_PAGE_SIZE, store: store || undefined } },
        { signal, lang },
      ),
    initialPageParam: 1,
    getNextPageParam: (last: ListsPage) => (last.hasMore ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });

export function useListsPage(user: string, tab: CoursesTab) {
  const store = useCurrentStore()?.magasin_code ?? '';
  return useInfiniteQuery(listsPageQueryOptions(user, tab, store, useLanguage()));
}
