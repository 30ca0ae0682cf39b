import type { PromoPage } from '@qadhya/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { currentLanguage, useLanguage, type Language } from '../../../lib/i18n/index.ts';

export const PROMOS_PAGE_SIZE = 24;

export interface PromoRange {
  start: string;
  end: string;
}

/** GET /promos: the daily promos of a date range, paged (sorted today, future, past, date). */
export const getPromos = (range: PromoRange, page: number, signal?: AbortSignal, lang?: Language) =>
  call(
    ops.listPromos,
    { query: { oc_debut: range.start, oc_fin: range.end, page, pageSize: PROMOS_PAGE_SIZE } },
    { signal, silent: true, lang },
  );

export const promosQueryOptions = (range: PromoRange, enabled = true, lang: Language = currentLanguage()) =>
  infiniteQueryOptions({
    queryKey: ['promos', range.start, range.end, lang],
    queryFn: ({ pageParam, signal }) => getPromos(range, pageParam, signal, lang),
    initialPageParam: 1,
    getNextPageParam: (last: PromoPage) => (last.hasMore ? last.page + 1 : undefined),
    enabled,
  });

export const usePromos = (range: PromoRange, enabled = true) => useInfiniteQuery(promosQueryOptions(range, enabled, useLanguage()));
