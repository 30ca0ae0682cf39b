/**
 * The code reader: zxing-wasm (reader build) with its WASM served by us (Vite emits the file;
 * never the default CDN). Loaded only when a camera reader opens (docs/scan.md#camera-reader).
 */
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { readInPasses } from './passes.ts';
import type { CodeReader } from './reader.ts';

const overrides = {
  locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
};

prepareZXingModule({ overrides });

/** Starts fetching and compiling the WASM (while the camera warms up). */
export function warmUp(): Promise<unknown> {
  return prepareZXingModule({ overrides, fireImmediately: true });
}

/**
 * The first code of a frame the reader accepts, or null: the frame as it is, then, when nothing was
 * read, its luminance stretched, then its bar-like regions as upright strips, their column profiles
 * and those deblurred (docs/scan.md#reading-hard-frames). All passes run inside the one decode the frame loop waits
 * for, so frames never pile up behind them.
 */
export function decodeFrame<T>(frame: ImageData, reader: CodeReader<T>): Promise<T | null> {
  return readInPasses(readBarcodes, frame, reader);
}
