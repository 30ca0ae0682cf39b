import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call, ops } from '../../lib/api/index.ts';
import { useLanguage } from '../../lib/i18n/index.ts';
import { OFFLINE_QUERY, catalogueProductsIO, cataloguesIO, withOfflineFallback } from '../../lib/offline/index.ts';

export const PRODUCTS_PAGE_SIZE = 24;

/** GET /catalogues: last week, current and (Tuesday after 12:59) next week. */
export function useCatalogues(enabled: boolean) {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['catalogues', lang],
    queryFn: ({ signal }) =>
      withOfflineFallback('catalogues', (quiet) => call(ops.listCatalogues, {}, { signal, silent: quiet, lang }), cataloguesIO),
    enabled,
    ...OFFLINE_QUERY,
  });
}

/** The catalogue-images call for the fallback next-week entry (silent: a placeholder is fine). */
export function useNextWeekImages(query: { week: number; year: string } | null) {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['catalogue-images', query?.week, query?.year, lang],
    queryFn: ({ signal }) =>
      call(ops.listCatalogueImages, { query: { week: query!.week, year: query!.year } }, { signal, silent: true, lang }),
    enabled: query !== null,
    retry: false,
  });
}

/** Products of one catalogue, paged for infinite scroll. */
export function useCatalogueProducts(catalogueId: number | null) {
  const lang = useLanguage();
  return useInfiniteQuery({
    queryKey: ['catalogue-products', catalogueId, lang],
    queryFn: ({ pageParam, signal }) =>
      withOfflineFallback(
        `catalogue-products:${catalogueId}:${pageParam}`,
        (quiet) =>
          call(
            ops.listCatalogueProducts,
            { params: { id: catalogueId! }, query: { page: pageParam, pageSize: PRODUCTS_PAGE_SIZE } },
            { signal, silent: quiet, lang },
          ),
        catalogueProductsIO(catalogueId!, pageParam),
      ),
    ...OFFLINE_QUERY,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled: catalogueId !== null,
  });
}
