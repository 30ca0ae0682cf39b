/**
 * The barcode reader: zxing-wasm (reader build) with its WASM served by us (Vite emits the file;
 * never the default CDN). Loaded only when the camera opens.
 */
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { READER_OPTIONS, toScannedCode, type ScannedCode } from './scan-code.ts';

const overrides = {
  locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
};

prepareZXingModule({ overrides });

/** Starts fetching and compiling the WASM (while the camera warms up). */
export function warmUp(): Promise<unknown> {
  return prepareZXingModule({ overrides, fireImmediately: true });
}

/** The first accepted code in a frame, or null. */
export async function decodeFrame(frame: ImageData): Promise<ScannedCode | null> {
  const results = await readBarcodes(frame, READER_OPTIONS);
  for (const result of results) {
    if (!result.isValid) continue;
    const scanned = toScannedCode(result.format, result.text);
    if (scanned) return scanned;
  }
  return null;
}
