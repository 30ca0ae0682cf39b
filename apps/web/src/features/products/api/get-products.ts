import type { ProductPage } from '@qadhya/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { currentLanguage, useLanguage, type Language } from '../../../lib/i18n/index.ts';
import { OFFLINE_QUERY, productPageIO, withOfflineFallback } from '../../../lib/offline/index.ts';

export const PRODUCTS_PAGE_SIZE = 24;

export interface ProductFilter {
  q?: string;
  /** Aisles (category ids), joined with commas. */
  categoryIds?: readonly number[];
}

/** GET /products: all products, an aisle's (category_ids) or a text search (q), paged. */
// listProducts' answer type reads as never (the route's 200 comes from a spread object): the return type is named.
export const getProducts = (
  filter: ProductFilter,
  page: number,
  signal?: AbortSignal,
  silent = false,
  lang?: Language,
): Promise<ProductPage> =>
  call(
    ops.listProducts,
    {
      query: {
        q: filter.q?.trim() || undefined,
        // The route types the aisles as the server reads them (number[]); they travel as one comma-separated value.
        category_ids: filter.categoryIds?.length ? (filter.categoryIds.join(',') as unknown as number[]) : undefined,
        page,
        pageSize: PRODUCTS_PAGE_SIZE,
      },
    },
    { signal, silent, lang },
  );

export const productsQueryOptions = (filter: ProductFilter, enabled = true, lang: Language = currentLanguage()) =>
  infiniteQueryOptions({
    queryKey: ['products', 'list', filter.q?.trim() ?? '', filter.categoryIds?.join(',') ?? '', lang],
    queryFn: ({ pageParam, signal }) => {
      const list = `${filter.q?.trim() ?? ''}|${filter.categoryIds?.join(',') ?? ''}`;
      return withOfflineFallback(
        `products:${list}:${pageParam}`,
        (quiet) => getProducts(filter, pageParam, signal, quiet, lang),
        productPageIO(list, pageParam),
      );
    },
    ...OFFLINE_QUERY,
    initialPageParam: 1,
    getNextPageParam: (last: ProductPage) => (last.hasMore ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useProducts = (filter: ProductFilter, enabled = true) =>
  useInfiniteQuery(productsQueryOptions(filter, enabled, useLanguage()));
