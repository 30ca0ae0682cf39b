import type { ScanResponse, Store } from '@qadhya/contracts';
import { describe, expect, it } from 'vitest';
import {
  cameraErrorKey,
  dialogOpen,
  gpsMessageKey,
  gpsProblemOf,
  INITIAL_SCAN_STATE,
  isUnknownProduct,
  scanReducer,
  type ScanEvent,
  type ScanState,
} from './scan-state.ts';

const store = { magasin_code: 'TN0001', storename: 'Qadhya Lac' } as Store;
const scanned = { code: '6191234567897', format: 'EAN_13' } as const;
const result = { price: 1250 } as ScanResponse;

function run(...events: ScanEvent[]): ScanState {
  return events.reduce(scanReducer, INITIAL_SCAN_STATE);
}

describe('scan flow', () => {
  it('locates, opens the camera, looks the code up and shows the product', () => {
    expect(run().step).toBe('locating');
    expect(run({ type: 'store-found', store })).toEqual({ step: 'camera', store, by: 'camera' });
    expect(run({ type: 'store-found', store }, { type: 'code', scanned })).toEqual({ step: 'looking-up', store, by: 'camera', scanned });
    expect(run({ type: 'store-found', store }, { type: 'code', scanned }, { type: 'product', result })).toEqual({
      step: 'found',
      store,
      by: 'camera',
      result,
    });
  });
  it('shows the GPS error when the position fails or no store is within 30 m, and can retry', () => {
    expect(run({ type: 'gps-failed', problem: 'no-store' })).toEqual({ step: 'gps-error', problem: 'no-store', position: null });
    expect(run({ type: 'gps-failed', problem: 'denied' }, { type: 'retry-location' })).toEqual(INITIAL_SCAN_STATE);
    expect(run({ type: 'gps-failed', problem: 'denied' }, { type: 'code', scanned }).step).toBe('gps-error');
  });
  it('no store within 30 m: the shopper chooses a store and how to read the code, then sees the price there (no dead end)', () => {
    const position = { lat: 36.8, lng: 10.18 };
    const noStore = run({ type: 'gps-failed', problem: 'no-store', position });
    expect(noStore).toEqual({ step: 'gps-error', problem: 'no-store', position });
    const typing = scanReducer(noStore, { type: 'store-chosen', store, by: 'typing' });
    expect(typing).toEqual({ step: 'camera', store, by: 'typing' });
    const found = [{ type: 'code', scanned } as const, { type: 'product', result } as const].reduce(scanReducer, typing);
    expect(found).toEqual({ step: 'found', store, by: 'typing', result });
    // « Scanner à nouveau » types again in that store.
    expect(scanReducer(found, { type: 'scan-again' })).toEqual({ step: 'camera', store, by: 'typing' });
    // A refused position also lets the shopper choose (« Mon magasin » or by place), with the camera.
    expect(run({ type: 'gps-failed', problem: 'denied' }, { type: 'store-chosen', store, by: 'camera' })).toEqual({
      step: 'camera',
      store,
      by: 'camera',
    });
    // Choosing means nothing once a store is found.
    expect(run({ type: 'store-found', store }, { type: 'store-chosen', store, by: 'typing' })).toEqual({
      step: 'camera',
      store,
      by: 'camera',
    });
  });
  it('shows the empty product for an unknown code, and scans again with the same store', () => {
    const notFound = run({ type: 'store-found', store }, { type: 'code', scanned }, { type: 'unknown-product' });
    expect(notFound).toEqual({ step: 'not-found', store, by: 'camera', scanned });
    expect(scanReducer(notFound, { type: 'scan-again' })).toEqual({ step: 'camera', store, by: 'camera' });
  });
  it('ends quietly on cancel and on other lookup failures', () => {
    expect(run({ type: 'store-found', store }, { type: 'close' })).toEqual({ step: 'closed' });
    expect(run({ type: 'store-found', store }, { type: 'code', scanned }, { type: 'lookup-failed' })).toEqual({ step: 'closed' });
    expect(run({ type: 'close' }, { type: 'store-found', store })).toEqual({ step: 'closed' });
  });
  it('ignores events that do not belong to the step', () => {
    expect(run({ type: 'product', result })).toEqual(INITIAL_SCAN_STATE);
    expect(run({ type: 'store-found', store }, { type: 'product', result }).step).toBe('camera');
  });
  it('opens the dialog for every step but the camera and the end', () => {
    expect(dialogOpen(run())).toBe(true);
    expect(dialogOpen(run({ type: 'store-found', store }))).toBe(false);
    expect(dialogOpen(run({ type: 'close' }))).toBe(false);
    expect(dialogOpen(run({ type: 'gps-failed', problem: 'no-store' }))).toBe(true);
  });
});

describe('messages', () => {
  it('uses the refusal message for a refused or failed position, and the no-store one otherwise', () => {
    expect(gpsMessageKey(gpsProblemOf('denied'))).toBe('scan.gpsDenied');
    expect(gpsMessageKey(gpsProblemOf('timeout'))).toBe('scan.gpsDenied');
    expect(gpsMessageKey(gpsProblemOf('unavailable'))).toBe('scan.gpsDenied');
    expect(gpsMessageKey('no-store')).toBe('scan.gpsNoStore');
  });
  it('tells a refused camera from a missing one', () => {
    expect(cameraErrorKey('NotAllowedError')).toBe('scan.cameraDenied');
    expect(cameraErrorKey('NotFoundError')).toBe('scan.cameraMissing');
    expect(cameraErrorKey('NotReadableError')).toBe('scan.cameraFailed');
    expect(cameraErrorKey(undefined)).toBe('scan.cameraFailed');
  });
  it('treats 404 (PRODUCT_NOT_FOUND) and a rejected code as the empty product, nothing else', () => {
    expect(isUnknownProduct({ status: 404, code: 'PRODUCT_NOT_FOUND' })).toBe(true);
    expect(isUnknownProduct({ status: 400, code: 'VALIDATION_FAILED' })).toBe(true);
    expect(isUnknownProduct({ status: 500, code: 'INTERNAL_ERROR' })).toBe(false);
    expect(isUnknownProduct({ status: 0, code: 'NETWORK_ERROR' })).toBe(false);
  });
});
