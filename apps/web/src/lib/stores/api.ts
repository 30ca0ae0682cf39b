import type { GovernoratesResponse, LastChanceStockResponse, StockResponse, StoresResponse } from '@qadhya/contracts';
import type { LatLng } from '@qadhya/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../api/index.ts';
import { readCurrentStore } from './current-store.ts';
import { i18n, useLanguage } from '../i18n/index.ts';
import { showToast, TOAST_LIFE } from '../notify/toast-store.ts';

/** The map radius (docs/stores.md#constants). */
export const MAP_RADIUS_M = 25_000;

/**
 * A store-list call tried twice (poor signal), then 'Erreur' / 'Impossible de récupérer les
 * magasins' (docs/stores.md#store-list-calls) once — not when the call was cancelled.
 */
async function loadStores<T>(call: () => Promise<T>, signal: AbortSignal): Promise<T> {
  try {
    return await call();
  } catch {
    if (signal.aborted) throw signal.reason;
    try {
      return await call();
    } catch (error) {
      if (!signal.aborted) {
        showToast({ type: 'error', title: i18n.t('stores.loadErrorTitle'), text: i18n.t('stores.loadErrorText'), durationMs: TOAST_LIFE.long });
      }
      throw error;
    }
  }
}

/** The offline fallback, loaded on first use (the store calls are reachable from the first load). */
const offline = () => import('../offline/index.ts');

/** GET /stores: every store (cached for the session, like the spec's in-memory list). */
export function useStores(enabled = true) {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['stores', lang],
    queryFn: async ({ signal }) => {
      const { withOfflineFallback, storesIO } = await offline();
      return loadStores(() => withOfflineFallback('stores', () => api.get<StoresResponse>('/stores', { signal, silent: true, lang }), storesIO(readCurrentStore)), signal);
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
            () => api.get<StoresResponse>('/stores/near', { query: { lat: position!.lat, lng: position!.lng, radius }, signal, silent: true, lang }),
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

/** GET /governorates (with their delegations). */
export function useGovernorates() {
  return useQuery({
    queryKey: ['governorates'],
    queryFn: ({ signal }) => api.get<GovernoratesResponse>('/governorates', { signal, silent: true }),
    staleTime: 60 * 60_000,
    gcTime: 60 * 60_000,
    retry: 1,
  });
}

/** GET /stock?sku= (all stores) or ?sku=&stores=a,b: real-time stock rows. Silent (docs/stock.md#availability-by-governorate). */
export function useStock(sku: string | null | undefined, stores?: readonly string[]) {
  const codes = stores?.length ? [...stores].sort().join(',') : undefined;
  const lang = useLanguage();
  return useQuery({
    queryKey: ['stock', sku, codes ?? 'all', lang],
    queryFn: ({ signal }) => api.get<StockResponse>('/stock', { query: { sku: sku!, stores: codes }, signal, silent: true, lang }),
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
    queryFn: ({ signal }) => api.get<LastChanceStockResponse>('/last-chance/stock', { query: { sku: sku! }, signal, silent: true, lang }),
    enabled: Boolean(sku),
    staleTime: 30_000,
  });
}
