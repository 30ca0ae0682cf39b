import type { LastChancePage } from '@qadhya/contracts';
import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { currentLanguage, useLanguage, type Language } from '../../../lib/i18n/index.ts';
import { OFFLINE_QUERY, lastChancePageIO, withOfflineFallback } from '../../../lib/offline/index.ts';

export const LAST_CHANCE_PAGE_SIZE = 24;

export interface LastChanceFilter {
  /** The chosen store's code (none: every store, one row per sku). */
  magasin: string | null;
  /** CATEGORY_ID; null is the "Tout" tab. */
  category: number | null;
  /** Search tags: every one must be in the name. */
  tags: readonly string[];
}

/** GET /last-chance: a store's offers (or the best one per sku over all stores), paged. */
export const getLastChance = (
  filter: LastChanceFilter,
  page: number,
  signal?: AbortSignal,
  silent = false,
  lang?: Language,
  fresh = false,
) =>
  call(
    ops.listLastChanceOffers,
    {
      query: {
        magasin: filter.magasin ?? undefined,
        distinct: filter.magasin ? undefined : true,
        category: filter.category ?? undefined,
        q: filter.tags.length ? filter.tags.join(',') : undefined,
        page,
        pageSize: LAST_CHANCE_PAGE_SIZE,
      },
    },
    { signal, silent, lang, fresh },
  );

/**
 * `fresh`: the list was opened from a new-offers alert (docs/last-chance.md#alerts): read again on
 * opening, past the browser's copy and the app's, so the offers it announced are there.
 */
export const lastChanceQueryOptions = (filter: LastChanceFilter, lang: Language = currentLanguage(), fresh = false) =>
  infiniteQueryOptions({
    queryKey: ['last-chance', 'list', filter.magasin ?? '', filter.category ?? 'all', filter.tags.join(','), lang],
    queryFn: ({ pageParam, signal }) => {
      const list = `${filter.magasin ?? ''}|${filter.category ?? 'all'}|${filter.tags.join(',')}`;
      return withOfflineFallback(
        `last-chance:${list}:${pageParam}`,
        (quiet) => getLastChance(filter, pageParam, signal, quiet, lang, fresh),
        lastChancePageIO(list, pageParam),
      );
    },
    ...OFFLINE_QUERY,
    ...(fresh ? { refetchOnMount: 'always' as const } : {}),
    initialPageParam: 1,
    getNextPageParam: (last: LastChancePage) => (last.hasMore ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });

export const useLastChance = (filter: LastChanceFilter, fresh = false) =>
  useInfiniteQuery(lastChanceQueryOptions(filter, useLanguage(), fresh));

/** GET /last-chance/categories: the tabs after "Tout" (only those with offers in the chosen store). */
export function useLastChanceCategories(magasin: string | null) {
  const lang = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: ['last-chance', 'categories', magasin ?? '', lang],
      queryFn: ({ signal }) => call(ops.listLastChanceCategories, { query: { magasin: magasin ?? undefined } }, { signal, lang }),
      staleTime: 5 * 60_000,
      placeholderData: keepPreviousData,
    }),
  );
}
