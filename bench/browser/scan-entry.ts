/**
 * bench/scan.ts, in Chromium: the app's own reader (apps/web/src/lib/camera-reader/decoder.ts: zxing-wasm
 * with its WASM served next to the bundle, the app's READER_OPTIONS) on the frames the script sends.
 */
import { decodeFrame, warmUp } from '../../apps/web/src/lib/camera-reader/decoder.ts';
import { PRODUCT_READER } from '../../apps/web/src/features/scan/scan-code.ts';

declare global {
  interface Window {
    benchScan: {
      ready: Promise<unknown>;
      /** Decodes one RGBA frame `times` times (after one untimed decode): the read code and each duration. */
      decode(rgbaBase64: string, width: number, height: number, times: number): Promise<{ read: string | null; ms: number[] }>;
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
  async decode(rgbaBase64, width, height, times) {
    const frame = new ImageData(fromBase64(rgbaBase64), width, height);
    const first = await decodeFrame(frame, PRODUCT_READER);
    const ms: number[] = [];
    for (let i = 0; i < times; i++) {
      const t0 = performance.now();
      await decodeFrame(frame, PRODUCT_READER);
      ms.push(performance.now() - t0);
    }
    return { read: first ? `${first.format} ${first.code}` : null, ms };
  },
};
