import { useCallback, useEffect, useReducer } from 'react';
import { CameraView } from './components/CameraView.tsx';
import { ScanDialog } from './components/ScanDialog.tsx';
import { locateStore, lookUpCode } from './scan-api.ts';
import type { ScannedCode } from './scan-code.ts';
import { INITIAL_SCAN_STATE, scanReducer, type ReadBy } from './scan-state.ts';
import type { Store } from '@qadhya/contracts';
import { track } from '../../lib/tracker/index.ts';

/** Must match --duration-sheet-close (the dialog slides out before the flow unmounts). */
const CLOSE_MS = 300;

export interface ScanFlowProps {
  /** The flow ended (cancelled, dismissed, or a failed look-up). */
  onClose: () => void;
}

/**
 * The scan flow (docs/scan.md#flow): the store within 30 m of the shopper (else the GPS error), the
 * camera, the code, then the product with its price and stock in that store (or the empty product).
 */
export function ScanFlow({ onClose }: ScanFlowProps) {
  const [state, dispatch] = useReducer(scanReducer, INITIAL_SCAN_STATE);

  useEffect(() => {
    if (state.step !== 'locating') return;
    const controller = new AbortController();
    locateStore(controller.signal).then(
      (outcome) =>
        dispatch(
          outcome.ok
            ? { type: 'store-found', store: outcome.store }
            : { type: 'gps-failed', problem: outcome.problem, position: outcome.position },
        ),
      () => undefined,
    );
    return () => controller.abort();
  }, [state.step]);

  const lookup = state.step === 'looking-up' ? state : null;
  useEffect(() => {
    if (!lookup) return;
    const controller = new AbortController();
    lookUpCode(lookup.scanned.code, lookup.store, controller.signal).then(
      (outcome) => {
        // A product found by a scan (docs/tracker.md#events).
        if (outcome.kind === 'found') track({ type: 'scan', sku: outcome.result.product.sku });
        dispatch(
          outcome.kind === 'found'
            ? { type: 'product', result: outcome.result }
            : outcome.kind === 'unknown'
              ? { type: 'unknown-product' }
              : { type: 'lookup-failed' },
        );
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [lookup]);

  useEffect(() => {
    if (state.step !== 'closed') return;
    const id = window.setTimeout(onClose, CLOSE_MS);
    return () => window.clearTimeout(id);
  }, [state.step, onClose]);

  const close = useCallback(() => dispatch({ type: 'close' }), []);
  const retry = useCallback(() => dispatch({ type: 'retry-location' }), []);
  const scanAgain = useCallback(() => dispatch({ type: 'scan-again' }), []);
  const onCode = useCallback((scanned: ScannedCode) => dispatch({ type: 'code', scanned }), []);
  const onChoose = useCallback((store: Store, by: ReadBy) => dispatch({ type: 'store-chosen', store, by }), []);

  return (
    <>
      {state.step === 'camera' && <CameraView onCode={onCode} onCancel={close} typing={state.by === 'typing'} />}
      <ScanDialog state={state} onClose={close} onRetry={retry} onScanAgain={scanAgain} onChoose={onChoose} />
    </>
  );
}
