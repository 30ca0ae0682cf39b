import type { LatLng } from '@qadhya/domain';
import type { Store, StoreResponse, StoresResponse } from '@qadhya/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, ops } from '../api/index.ts';
import { useLanguage } from '../i18n/index.ts';

/** How many nearest stores the chooser lists above the governorate path. */
export const NEAREST_COUNT = 3;
/** How far the chooser looks for them (the API's largest radius). */
export const NEAREST_RADIUS_M = 100_000;

/**
 * GET /stores/:code in the app's language (the store page, docs/stores.md#store-page). Shown at
 * once from the store list when it is already loaded (GET /stores, same language).
 */
export function useStore(code: string | null | undefined) {
  const lang = useLanguage();
  const client = useQueryClient();
  return useQuery<StoreResponse>({
    queryKey: ['store', code, lang],
    queryFn: ({ signal }) => call(ops.getStoreByCode, { params: { code: code! } }, { signal, silent: true, lang }),
    placeholderData: (): StoreResponse | undefined => {
      const listed = client.getQueryData<StoresResponse>(['stores', lang])?.items.find((s) => s.magasin_code === code);
      return listed ? { store: listed } : undefined;
    },
    enabled: Boolean(code),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** GET /stores/near: the NEAREST_COUNT stores nearest to `position` (within 100 km), nearest first with distance_m. */
export function useNearestStores(position: LatLng | null, count = NEAREST_COUNT) {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['stores-nearest', position?.lat, position?.lng, count, lang],
    queryFn: ({ signal }) =>
      call(
        ops.listStoresNear,
        { query: { lat: position!.lat, lng: position!.lng, radius: NEAREST_RADIUS_M, limit: count } },
        { signal, silent: true, lang },
      ),
    enabled: position !== null,
    staleTime: 60_000,
    retry: 1,
  });
}

export type { Store };
