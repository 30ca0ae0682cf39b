import type { ProductPage } from '@qadhya/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { currentLanguage, useLanguage, type Language } from '../../../lib/i18n/index.ts';

export const STOCK_PAGE_SIZE = 12;
export type StockKind = 'food' | 'nonfood';

/** GET /products?oc_debut&oc_fin&kind: the catalogue week's food (promos) or non-food (arrivals) products. */
// listProducts' answer type reads as never (the route's 200 comes from a spread object): the return type is named.
export const getWeekProducts = (
  range: { start: string; end: string },
  kind: StockKind,
  page: number,
  signal?: AbortSignal,
  lang?: Language,
): Promise<ProductPage> =>
  call(
    ops.listProducts,
    { query: { oc_debut: range.start, oc_fin: range.end, kind, page, pageSize: STOCK_PAGE_SIZE } },
    { signal, silent: true, lang },
  );

export const weekProductsQueryOptions = (
  range: { start: string; end: string },
  kind: StockKind,
  enabled = true,
  lang: Language = currentLanguage(),
) =>
  infiniteQueryOptions({
    queryKey: ['products', 'week', range.start, range.end, kind, lang],
    queryFn: ({ pageParam, signal }) => getWeekProducts(range, kind, pageParam, signal, lang),
    initialPageParam: 1,
    getNextPageParam: (last: ProductPage) => (last.hasMore ? last.page + 1 : undefined),
    enabled,
  });

export const useWeekProducts = (range: { start: string; end: string }, kind: StockKind, enabled = true) =>
  useInfiniteQuery(weekProductsQueryOptions(range, kind, enabled, useLanguage()));
