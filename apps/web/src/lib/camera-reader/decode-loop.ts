import { useEffect, useRef, type RefObject } from 'react';
import { decodeSize, frameDue } from './frames.ts';
import type { CodeReader } from './reader.ts';

type Decoder = typeof import('./decoder.ts');
type FrameVideo = HTMLVideoElement & {
  requestVideoFrameCallback?: (cb: (now: number) => void) => number;
  cancelVideoFrameCallback?: (handle: number) => void;
};

let decoderModule: Promise<Decoder> | null = null;

/** The performance measure of each frame: draw, read pixels, decode. */
export const DECODE_MEASURE = 'qadhya:scan-decode';

/** The reader's code and WASM, fetched once, on first use. */
export function loadDecoder(): Promise<Decoder> {
  decoderModule ??= import('./decoder.ts').then(async (m) => {
    await m.warmUp();
    return m;
  });
  decoderModule.catch(() => {
    decoderModule = null;
  });
  return decoderModule;
}

/**
 * While `active`, decodes the video's frames (requestVideoFrameCallback, else rAF) at most ~10 a
 * second, never two at once, each downscaled onto a canvas. Calls `onCode` once, with the first code
 * the reader accepts.
 */
export function useDecodeLoop<T>(
  videoRef: RefObject<HTMLVideoElement | null>,
  active: boolean,
  reader: CodeReader<T>,
  onCode: (code: T) => void,
): void {
  const onCodeRef = useRef(onCode);
  const readerRef = useRef(reader);
  useEffect(() => {
    onCodeRef.current = onCode;
    readerRef.current = reader;
  }, [onCode, reader]);

  useEffect(() => {
    const video = videoRef.current as FrameVideo | null;
    if (!active || !video) return;
    let stopped = false;
    let busy = false;
    let last = -Infinity;
    let handle = 0;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    loadDecoder().catch((error: unknown) => console.warn('[camera] decoder failed to load', error));
    const useFrameCallback = typeof video.requestVideoFrameCallback === 'function';

    const schedule = () => {
      if (stopped) return;
      handle = useFrameCallback ? video.requestVideoFrameCallback!(tick) : requestAnimationFrame(tick);
    };
    const tick = (now: number) => {
      if (stopped) return;
      if (!context || !frameDue(now, last, busy) || video.videoWidth === 0) {
        schedule();
        return;
      }
      last = now;
      busy = true;
      const started = performance.now();
      const size = decodeSize(video.videoWidth, video.videoHeight);
      canvas.width = size.width;
      canvas.height = size.height;
      context.drawImage(video, 0, 0, size.width, size.height);
      const frame = context.getImageData(0, 0, size.width, size.height);
      // Asked each time: a failed load (network) is retried on a later frame.
      loadDecoder()
        .then((m) => m.decodeFrame(frame, readerRef.current))
        .then((code) => {
          // Visible in DevTools' performance panel (and read by the browser test).
          performance.measure(DECODE_MEASURE, { start: started, end: performance.now() });
          return code;
        })
        .then(
          (code) => {
            if (stopped || code === null) return;
            stopped = true;
            onCodeRef.current(code);
          },
          (error: unknown) => console.warn('[camera] decode failed', error),
        )
        .finally(() => {
          busy = false;
        });
      schedule();
    };
    schedule();
    return () => {
      stopped = true;
      if (useFrameCallback) video.cancelVideoFrameCallback?.(handle);
      else cancelAnimationFrame(handle);
    };
  }, [active, videoRef]);
}
