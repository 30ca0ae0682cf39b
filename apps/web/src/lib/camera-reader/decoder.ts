/**
 * The code reader: zxing-wasm (reader build) with its WASM served by us (Vite emits the file;
 * never the default CDN). Loaded only when a camera reader opens (docs/scan.md#camera-reader).
 */
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { CodeReader } from './reader.ts';

const overrides = {
  locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
};

prepareZXingModule({ overrides });

/** Starts fetching and compiling the WASM (while the camera warms up). */
export function warmUp(): Promise<unknown> {
  return prepareZXingModule({ overrides, fireImmediately: true });
}

/** The first code of a frame the reader accepts, or null. */
export async function decodeFrame<T>(frame: ImageData, reader: CodeReader<T>): Promise<T | null> {
  const results = await readBarcodes(frame, reader.options);
  for (const result of results) {
    if (!result.isValid) continue;
    const accepted = reader.accept(result.format, result.text);
    if (accepted !== null) return accepted;
  }
  return null;
}
