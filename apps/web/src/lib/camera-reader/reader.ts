import type { ReaderOptions } from 'zxing-wasm/reader';

/**
 * What a camera reader looks for (docs/scan.md#camera-reader): zxing-wasm's options (its formats)
 * and a function that turns a decoded text into the caller's value, or null to keep looking.
 */
export interface CodeReader<T> {
  options: ReaderOptions;
  accept: (readerFormat: string, text: string) => T | null;
}

/** Why the camera did not start: refused, none there, or anything else. */
export type CameraProblem = 'denied' | 'missing' | 'failed';

/** getUserMedia's error name → the problem shown to the shopper. */
export function cameraProblem(errorName: string | undefined): CameraProblem {
  if (errorName === 'NotAllowedError' || errorName === 'SecurityError' || errorName === 'PermissionDeniedError') return 'denied';
  if (errorName === 'NotFoundError' || errorName === 'OverconstrainedError' || errorName === 'DevicesNotFoundError') return 'missing';
  return 'failed';
}
