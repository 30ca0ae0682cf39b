import type { LatLng } from '@qadhya/domain';
import { useQuery } from '@tanstack/react-query';
import { call, ops } from '../api/index.ts';
import { i18n, useLanguage } from '../i18n/index.ts';
import { showToast, TOAST_LIFE } from '../notify/toast-store.ts';

/**
 * The store calls that keep no copy on the device: nothing here reaches lib/offline (Dexie, about
 * 200 KB), so a screen that needs the network anyway — the scan looks the price up on the server —
 * can list stores without loading the offline databases (docs/stores.md#store-list-calls).
 * api.ts builds the offline-backed useStores / useNearStores on the same helpers.
 */

/** The map radius (docs/stores.md#constants). */
export const MAP_RADIUS_M = 25_000;

/**
 * A store-list call tried twice (poor signal), then 'Erreur' / 'Impossible de récupérer les
 * magasins' (docs/stores.md#store-list-calls) once — not when the call was cancelled.
 */
export async function loadStores<T>(load: () => Promise<T>, signal: AbortSignal): Promise<T> {
  try {
    return await load();
  } catch {
    if (signal.aborted) throw signal.reason;
    try {
      return await load();
    } catch (error) {
      if (!signal.aborted) {
        showToast({
          type: 'error',
          title: i18n.t('stores.loadErrorTitle'),
          text: i18n.t('stores.loadErrorText'),
          durationMs: TOAST_LIFE.long,
        });
      }
      throw error;
    }
  }
}

/** GET /stores, network only (no offline copy): every store in the app's language. */
export function useOnlineStores(enabled = true) {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['stores-online', lang],
    queryFn: ({ signal }) => loadStores(() => call(ops.listStores, {}, { signal, silent: true, lang }), signal),
    staleTime: 10 * 60_000,
    gcTime: 60 * 60_000,
    retry: false,
    enabled,
  });
}

/** GET /stores/near, network only (no offline copy): stores within `radius` of the position, nearest first (with distance_m). */
export function useOnlineNearStores(position: LatLng | null, radius = MAP_RADIUS_M) {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['stores-near-online', position?.lat, position?.lng, radius, lang],
    queryFn: ({ signal }) =>
      loadStores(
        () => call(ops.listStoresNear, { query: { lat: position!.lat, lng: position!.lng, radius } }, { signal, silent: true, lang }),
        signal,
      ),
    enabled: position !== null,
    staleTime: 60_000,
    retry: false,
  });
}

/** GET /governorates (with their delegations). */
export function useGovernorates() {
  return useQuery({
    queryKey: ['governorates'],
    queryFn: ({ signal }) => call(ops.listGovernorates, {}, { signal, silent: true }),
    staleTime: 60 * 60_000,
    gcTime: 60 * 60_000,
    retry: 1,
  });
}
