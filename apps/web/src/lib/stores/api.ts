import type { StockResponse } from '@qadhya/contracts';
import type { LatLng } from '@qadhya/domain';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call, ops } from '../api/index.ts';
import { readCurrentStore } from './current-store.ts';
import { useLanguage } from '../i18n/index.ts';
import { loadStores, MAP_RADIUS_M } from './online-api.ts';

// The calls with no offline copy (no Dexie in their graph): the scan's store choice uses them.
export { MAP_RADIUS_M, useGovernorates, useOnlineNearStores, useOnlineStores } from './online-api.ts';

/** GET /stock: at most this many codes in stores=, and the page size asked (docs/stock.md#api; the contracts' STOCK_STORES_MAX). */
export const STOCK_STORES_MAX = 50;
export const STOCK_PAGE_SIZE = 20;

/** The offline fallback, loaded on first use (the store calls are reachable from the first load). */
const offline = () => import('../offline/index.ts');

/** GET /stores: every store (cached for the session, like the spec's in-memory list). */
export function useStores(enabled = true) {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['stores', lang],
    queryFn: async ({ signal }) => {
      const { withOfflineFallback, storesIO } = await offline();
      return loadStores(
        () => withOfflineFallback('stores', () => call(ops.listStores, {}, { signal, silent: true, lang }), storesIO(readCurrentStore)),
        signal,
      );
    },
    networkMode: 'always',
    staleTime: 10 * 60_000,
    gcTime: 60 * 60_000,
    retry: false,
    enabled,
  });
}

/** GET /stores/near: stores within 25 km of the position, nearest first (with distance_m). */
export function useNearStores(position: LatLng | null, radius = MAP_RADIUS_M) {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['stores-near', position?.lat, position?.lng, radius, lang],
    queryFn: async ({ signal }) => {
      const { withOfflineFallback, nearStoresIO } = await offline();
      return loadStores(
        () =>
          withOfflineFallback(
            'stores-near',
            () => call(ops.listStoresNear, { query: { lat: position!.lat, lng: position!.lng, radius } }, { signal, silent: true, lang }),
            nearStoresIO(position!, radius, readCurrentStore),
          ),
        signal,
      );
    },
    networkMode: 'always',
    enabled: position !== null,
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * GET /stock?sku=&stores=a,b: real-time stock rows of the stores a screen shows, asked STOCK_STORES_MAX
 * codes a call (a delegation rarely has more; a governorate may), merged by code. Silent
 * (docs/stock.md#availability-by-governorate).
 */
export function useStock(sku: string | null | undefined, stores: readonly string[]) {
  const codes = [...new Set(stores)].sort();
  const lang = useLanguage();
  return useQuery({
    queryKey: ['stock', sku, codes.join(','), lang],
    queryFn: async ({ signal }): Promise<StockResponse> => {
      const chunks: string[][] = [];
      for (let k = 0; k < codes.length; k += STOCK_STORES_MAX) chunks.push(codes.slice(k, k + STOCK_STORES_MAX));
      const answers = await Promise.all(
        chunks.map((chunk) =>
          // The route types stores= as the server reads it (string[]); it travels as one comma-separated value.
          call(ops.getStock, { query: { sku: sku!, stores: chunk.join(',') as unknown as string[] } }, { signal, silent: true, lang }),
        ),
      );
      return { items: answers.flatMap((a) => a.items), next: null };
    },
    enabled: Boolean(sku) && codes.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Where the pages of useStockedStores come from: a position (nearest first) and a place. */
export interface StockedStoresFilter {
  position?: LatLng | null;
  gouvernorat?: string | null;
  delegation?: string | null;
}

/**
 * GET /stock?sku=[&lat&lng][&gouvernorat][&delegation]&limit=&cursor=: the stores that have the
 * article, nearest first with a position (by code without), a page at a time; the next page on
 * fetchNextPage. The position is rounded to 3 decimals as the server keys it. Silent
 * (docs/stock.md#api).
 */
export function useStockedStores(sku: string | null | undefined, filter: StockedStoresFilter, limit = STOCK_PAGE_SIZE) {
  const lang = useLanguage();
  const lat = filter.position ? filter.position.lat.toFixed(3) : undefined;
  const lng = filter.position ? filter.position.lng.toFixed(3) : undefined;
  const gouvernorat = filter.gouvernorat || undefined;
  const delegation = gouvernorat ? filter.delegation || undefined : undefined;
  return useInfiniteQuery({
    queryKey: ['stock-pages', sku, lat, lng, gouvernorat, delegation, limit, lang],
    queryFn: ({ signal, pageParam }) =>
      call(
        ops.getStock,
        {
          query: {
            sku: sku!,
            lat: lat === undefined ? undefined : Number(lat),
            lng: lng === undefined ? undefined : Number(lng),
            gouvernorat,
            delegation,
            limit,
            cursor: pageParam ?? undefined,
          },
        },
        { signal, silent: true, lang },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    enabled: Boolean(sku),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** GET /last-chance/stock?sku=: the last-chance offer of a sku per store. Silent (docs/stock.md#availability-by-governorate). */
export function useLastChanceStock(sku: string | null | undefined) {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['last-chance-stock', sku, lang],
    queryFn: ({ signal }) => call(ops.getLastChanceStock, { query: { sku: sku! } }, { signal, silent: true, lang }),
    enabled: Boolean(sku),
    staleTime: 30_000,
  });
}
