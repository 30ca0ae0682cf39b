/**
 * bench/scan.ts, in Chromium: the app's own reader (apps/web/src/lib/camera-reader/decoder.ts: zxing-wasm
 * with its WASM served next to the bundle, the app's READER_OPTIONS) on the frames the script sends;
 * `firstPassOnly` reads them as the app did before the second pass (docs/scan.md#reading-hard-frames).
 */
import { readBarcodes } from 'zxing-wasm/reader';
import { decodeFrame, warmUp } from '../../apps/web/src/lib/camera-reader/decoder.ts';
import { readPass } from '../../apps/web/src/lib/camera-reader/passes.ts';
import { PRODUCT_READER, type ScannedCode } from '../../apps/web/src/features/scan/scan-code.ts';
import { timedRuns } from '../lib/timed.ts';

declare global {
  interface Window {
    benchScan: {
      ready: Promise<unknown>;
      /** Decodes one RGBA frame `times` times (after one untimed decode): the read code and each duration. */
      decode(
        rgbaBase64: string,
        width: number,
        height: number,
        times: number,
        firstPassOnly?: boolean,
      ): Promise<{ read: string | null; ms: number[] }>;
    };
  }
}

function fromBase64(b64: string): Uint8ClampedArray<ArrayBuffer> {
  const bin = atob(b64);
  const out = new Uint8ClampedArray(new ArrayBuffer(bin.length));
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

window.benchScan = {
  ready: warmUp(),
  async decode(rgbaBase64, width, height, times, firstPassOnly = false) {
    const frame = new ImageData(fromBase64(rgbaBase64), width, height);
    // The same zxing-wasm module as decoder.ts's (one bundle), already prepared by warmUp.
    const run = (): Promise<ScannedCode | null> =>
      firstPassOnly ? readPass(readBarcodes, frame, PRODUCT_READER.options, PRODUCT_READER) : decodeFrame(frame, PRODUCT_READER);
    const { first, ms } = await timedRuns(run, times);
    return { read: first ? `${first.format} ${first.code}` : null, ms };
  },
};
