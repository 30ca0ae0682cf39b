/** Decode at most this wide: frames are downscaled onto a canvas before decoding. */
export const MAX_DECODE_SIZE = 720;
/** ~10 decodes a second at most. */
export const DECODE_INTERVAL_MS = 100;

/** The canvas size for a video frame: the longer side at most `max`, the aspect kept, integers. */
export function decodeSize(width: number, height: number, max = MAX_DECODE_SIZE): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Whether a frame is due: the previous decode is finished and at least `interval` ms went by. */
export function frameDue(now: number, lastDecode: number, busy: boolean, interval = DECODE_INTERVAL_MS): boolean {
  return !busy && now - lastDecode >= interval;
}
