import type { ProductPage } from '@qadhya/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/index.ts';
import { currentLanguage, useLanguage, type Language } from '../../../lib/i18n/index.ts';
import { OFFLINE_QUERY, productPageIO, withOfflineFallback } from '../../../lib/offline/index.ts';

export const PRODUCTS_PAGE_SIZE = 24;

export interface ProductFilter {
  q?: string;
  /** Aisles (category ids), joined with commas. */
  categoryIds?: readonly number[];
}

/** GET /products: all products, an aisle's (category_ids) or a text search (q), paged. */
export const getProducts = (filter: ProductFilter, page: number, signal?: AbortSignal, silent = false, lang?: Language) =>
  api.get<ProductPage>('/products', {
    query: {
      q: filter.q?.trim() || undefined,
      category_ids: filter.categoryIds?.length ? filter.categoryIds.join(',') : undefined,
      page,
      pageSize: PRODUCTS_PAGE_SIZE,
    },
    signal,
    silent,
    lang,
  });

export const productsQueryOptions = (filter: ProductFilter, enabled = true, lang: Language = currentLanguage()) =>
  infiniteQueryOptions({
    queryKey: ['products', 'list', filter.q?.trim() ?? '', filter.categoryIds?.join(',') ?? '', lang],
    queryFn: ({ pageParam, signal }) => {
      const list = `${filter.q?.trim() ?? ''}|${filter.categoryIds?.join(',') ?? ''}`;
      return withOfflineFallback(`products:${list}:${pageParam}`, (quiet) => getProducts(filter, pageParam, signal, quiet, lang), productPageIO(list, pageParam));
    },
    ...OFFLINE_QUERY,
    initialPageParam: 1,
    getNextPageParam: (last: ProductPage) => (last.hasMore ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useProducts = (filter: ProductFilter, enabled = true) => useInfiniteQuery(productsQueryOptions(filter, enabled, useLanguage()));
