import type { ScanResponse, Store } from '@qadhya/contracts';
import type { LatLng } from '@qadhya/domain';
import type { ScannedCode } from './scan-code.ts';

/** Why the scan cannot start: location refused, no position, or no store within 30 m. */
export type GpsProblem = 'denied' | 'unavailable' | 'no-store';

/** How the code is read: the camera (typing offered over it), or typing straight away. */
export type ReadBy = 'camera' | 'typing';

/**
 * The scan flow (docs/scan.md#flow): locate → store within 30 m → camera → code → product.
 * With no store within 30 m (or no position), the shopper chooses the store (« Mon magasin », the
 * nearest ones, or by place) and scans or types the code: no dead end.
 * 'gps-error', 'found' and 'not-found' are the scan dialog's contents.
 */
export type ScanState =
  | { step: 'locating' }
  | { step: 'gps-error'; problem: GpsProblem; position: LatLng | null }
  | { step: 'camera'; store: Store; by: ReadBy }
  | { step: 'looking-up'; store: Store; by: ReadBy; scanned: ScannedCode }
  | { step: 'found'; store: Store; by: ReadBy; result: ScanResponse }
  | { step: 'not-found'; store: Store; by: ReadBy; scanned: ScannedCode }
  | { step: 'closed' };

export type ScanEvent =
  | { type: 'store-found'; store: Store }
  | { type: 'gps-failed'; problem: GpsProblem; position?: LatLng | null }
  /** No store here: the shopper picked one, and how to read the code. */
  | { type: 'store-chosen'; store: Store; by: ReadBy }
  | { type: 'retry-location' }
  | { type: 'code'; scanned: ScannedCode }
  | { type: 'product'; result: ScanResponse }
  | { type: 'unknown-product' }
  /** Any other failure of the scan call: only logged (docs/scan.md#flow), the flow ends. */
  | { type: 'lookup-failed' }
  | { type: 'scan-again' }
  /** Cancel (camera close button) or dismissing the dialog: does nothing else. */
  | { type: 'close' };

export const INITIAL_SCAN_STATE: ScanState = { step: 'locating' };

export function scanReducer(state: ScanState, event: ScanEvent): ScanState {
  if (event.type === 'close') return { step: 'closed' };
  switch (state.step) {
    case 'locating':
      if (event.type === 'store-found') return { step: 'camera', store: event.store, by: 'camera' };
      if (event.type === 'gps-failed') return { step: 'gps-error', problem: event.problem, position: event.position ?? null };
      return state;
    case 'gps-error':
      if (event.type === 'store-chosen') return { step: 'camera', store: event.store, by: event.by };
      return event.type === 'retry-location' ? INITIAL_SCAN_STATE : state;
    case 'camera':
      return event.type === 'code' ? { step: 'looking-up', store: state.store, by: state.by, scanned: event.scanned } : state;
    case 'looking-up':
      if (event.type === 'product') return { step: 'found', store: state.store, by: state.by, result: event.result };
      if (event.type === 'unknown-product') return { step: 'not-found', store: state.store, by: state.by, scanned: state.scanned };
      if (event.type === 'lookup-failed') return { step: 'closed' };
      return state;
    case 'found':
    case 'not-found':
      return event.type === 'scan-again' ? { step: 'camera', store: state.store, by: state.by } : state;
    case 'closed':
      return state;
  }
}

/** Location denial of lib/device/geolocation → the dialog's problem. */
export function gpsProblemOf(reason: 'denied' | 'unavailable' | 'timeout'): GpsProblem {
  return reason === 'denied' ? 'denied' : 'unavailable';
}

/** A failed /stores/at or /scan call, reduced to what the flow needs. */
export interface CallFailure {
  status: number;
  code: string;
}

/** POST /scan: an unknown code (404, or a code the API rejects as malformed) → the empty product. */
export function isUnknownProduct(failure: CallFailure): boolean {
  return failure.status === 404 || failure.code === 'PRODUCT_NOT_FOUND' || failure.status === 400;
}

/** The GPS error's text key: the spec's refusal message, or the no-store message. */
export function gpsMessageKey(problem: GpsProblem): 'scan.gpsDenied' | 'scan.gpsNoStore' {
  return problem === 'no-store' ? 'scan.gpsNoStore' : 'scan.gpsDenied';
}

/** The camera failure's text key from the getUserMedia error name. */
export function cameraErrorKey(errorName: string | undefined): 'scan.cameraDenied' | 'scan.cameraMissing' | 'scan.cameraFailed' {
  if (errorName === 'NotAllowedError' || errorName === 'SecurityError' || errorName === 'PermissionDeniedError') return 'scan.cameraDenied';
  if (errorName === 'NotFoundError' || errorName === 'OverconstrainedError' || errorName === 'DevicesNotFoundError')
    return 'scan.cameraMissing';
  return 'scan.cameraFailed';
}

/** Whether the scan dialog (bottom sheet) is open in this state; 'camera' is full screen instead. */
export function dialogOpen(state: ScanState): boolean {
  return (
    state.step === 'locating' ||
    state.step === 'gps-error' ||
    state.step === 'looking-up' ||
    state.step === 'found' ||
    state.step === 'not-found'
  );
}
