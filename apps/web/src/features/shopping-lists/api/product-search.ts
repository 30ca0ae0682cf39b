import type { ProductPage } from '@qadhya/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { useLanguage, type Language } from '../../../lib/i18n/index.ts';
import { OFFLINE_QUERY, productPageIO, withOfflineFallback } from '../../../lib/offline/index.ts';
import { coursesKeys } from './lists-page.ts';

export const SEARCH_PAGE_SIZE = 24;

/**
 * add-product's search: GET /products/search?q (the whole range ranked as a shopper expects: « lait »
 * shows the milks before « Laitue », docs/products.md#one-search), every product (GET /products)
 * when empty, paged. A page read before is kept
 * on the device under the products screens' own offline key, so the search still answers with no signal.
 */
export const productSearchQueryOptions = (q: string, lang: Language) =>
  infiniteQueryOptions({
    queryKey: coursesKeys.productSearch(q.trim(), lang),
    queryFn: ({ pageParam, signal }) => {
      const list = `${q.trim()}|`;
      return withOfflineFallback(
        `products:${list}:${pageParam}`,
        // listProducts' answer type reads as never (the route's 200 comes from a spread object): the page type is named.
        (quiet): Promise<ProductPage> =>
          q.trim()
            ? call(
                ops.searchProducts,
                { query: { q: q.trim(), page: pageParam, pageSize: SEARCH_PAGE_SIZE } },
                { signal, silent: quiet, lang },
              )
            : call(ops.listProducts, { query: { page: pageParam, pageSize: SEARCH_PAGE_SIZE } }, { signal, silent: quiet, lang }),
        productPageIO(list, pageParam),
      );
    },
    ...OFFLINE_QUERY,
    initialPageParam: 1,
    getNextPageParam: (last: ProductPage) => (last.hasMore ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });

export const useProductSearch = (q: string, enabled: boolean) =>
  useInfiniteQuery({ ...productSearchQueryOptions(q, useLanguage()), enabled });
