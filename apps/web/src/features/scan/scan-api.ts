import type { ScanResponse, Store } from '@qadhya/contracts';
import type { LatLng } from '@qadhya/domain';
import { call, isApiError, ops } from '../../lib/api/index.ts';
import { getPosition } from '../../lib/device/geolocation.ts';
import { gpsProblemOf, isUnknownProduct, type GpsProblem } from './scan-state.ts';

/** The store within 30 m, or why not (with the position when there was one: the nearest stores are offered). */
export type LocateOutcome = { ok: true; store: Store } | { ok: false; problem: GpsProblem; position: LatLng | null };

/** The store within 30 m of a position (GET /stores/at), or null when there is none. */
export async function storeAt(position: LatLng, signal?: AbortSignal): Promise<Store | null> {
  try {
    const answer = await call(ops.getStoreAt, { query: { lat: position.lat, lng: position.lng } }, { silent: true, signal });
    return answer.store;
  } catch (error) {
    if (signal?.aborted) throw error;
    if (!isApiError(error) || error.status !== 404) console.warn('[scan] store look-up failed', error);
    return null;
  }
}

/** Step 1 of the scan flow: the position, then the store within 30 m (none → the GPS error). */
export async function locateStore(signal?: AbortSignal): Promise<LocateOutcome> {
  const position = await getPosition();
  if (!position.ok) return { ok: false, problem: gpsProblemOf(position.reason), position: null };
  const store = await storeAt(position.position, signal);
  return store ? { ok: true, store } : { ok: false, problem: 'no-store', position: position.position };
}

export type LookupOutcome = { kind: 'found'; result: ScanResponse } | { kind: 'unknown' } | { kind: 'failed' };

/** POST /scan: the product with its price and stock in that store; failures are only logged (docs/scan.md#flow). */
export async function lookUpCode(code: string, store: Store, signal?: AbortSignal): Promise<LookupOutcome> {
  try {
    const result = await call(ops.scanBarcode, { body: { CODE_PRODUIT: code, MAGASIN_ID: store.magasin_code } }, { silent: true, signal });
    return { kind: 'found', result };
  } catch (error) {
    if (signal?.aborted) throw error;
    if (isApiError(error) && isUnknownProduct(error)) return { kind: 'unknown' };
    console.warn('[scan] look-up failed', error);
    return { kind: 'failed' };
  }
}
