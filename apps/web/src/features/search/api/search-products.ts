import type { ProductSearchPage } from '@qadhya/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { useLanguage, type Language } from '../../../lib/i18n/index.ts';

/** Results a page; the suggestions are the first names of the same answer. */
export const SEARCH_PAGE_SIZE = 24;
export const SUGGESTIONS_MAX = 6;

export const searchKeys = {
  all: ['product-search'] as const,
  results: (q: string, magasin: string | null, lang: Language) => [...searchKeys.all, q, magasin ?? '', lang] as const,
};

/**
 * GET /products/search (docs/products.md#one-search): the whole range ranked as a shopper expects,
 * each hit with today's deal and, in the shopper's store (`magasin`), its last-chance offer and
 * price. Silent: the screen shows its own state when the search cannot answer (no toast per key).
 */
export const searchQueryOptions = (q: string, magasin: string | null, lang: Language) =>
  infiniteQueryOptions({
    queryKey: searchKeys.results(q, magasin, lang),
    queryFn: ({ pageParam, signal }) =>
      call(
        ops.searchProducts,
        { query: { q, magasin: magasin ?? undefined, page: pageParam, pageSize: SEARCH_PAGE_SIZE } },
        { signal, silent: true, lang },
      ),
    initialPageParam: 1,
    getNextPageParam: (last: ProductSearchPage) => (last.hasMore ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: 1,
    enabled: q !== '',
  });

export const useProductSearch = (q: string, magasin: string | null) => useInfiniteQuery(searchQueryOptions(q, magasin, useLanguage()));
