import type { ReaderOptions } from 'zxing-wasm/reader';
import type { CodeReader } from './reader.ts';
import { findBars, stripOf } from './rectify.ts';

/**
 * The two decoding passes of a camera frame (docs/scan.md#reading-hard-frames), free of the WASM
 * loading so that bench/scan.ts runs the very same logic in Node: the frame as it is first; when
 * that finds nothing, its luminance with the bars sharpened and stretched block by block (glare, dim
 * shelf, creased pack, blur), read again with a fixed threshold and a cheaper set of options.
 */

/** Side of the blocks whose darkest and brightest pixels set the local stretch, px. */
export const STRETCH_BLOCK = 48;
/** A block whose range is under this is left flat (mid-grey): its "contrast" is only noise. */
export const STRETCH_MIN_RANGE = 14;

/** Rows averaged on each side of a pixel (noise down, vertical bars kept). */
export const SMOOTH_ROWS = 2;
/** Columns on each side of a pixel whose mean the sharpening pushes it away from. */
export const SHARPEN_COLUMNS = 2;

/** The smallest a frame may be for the local stretch to make sense. */
const MIN_SIDE = 2;

/** Rec. 601 luma of an RGBA buffer, one byte a pixel. */
export function luminance(rgba: Uint8ClampedArray, width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < out.length; i++, p += 4) out[i] = (rgba[p]! * 77 + rgba[p + 1]! * 150 + rgba[p + 2]! * 29) >> 8;
  return out;
}

/**
 * Bars made crisper for a row reader: each pixel the mean of its column's 2·SMOOTH_ROWS + 1 rows
 * (a dim shelf's noise averaged out, vertical bars untouched), then pushed away from the mean of its
 * row's 2·SHARPEN_COLUMNS + 1 pixels (an unsharp mask across the bars: a blur's grey narrow bars
 * darken again). Returns a new plane.
 */
export function sharpenBars(
  luma: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  rows = SMOOTH_ROWS,
  columns = SHARPEN_COLUMNS,
): Uint8ClampedArray {
  const smooth = new Float32Array(width * height);
  const n = 2 * rows + 1;
  for (let x = 0; x < width; x++) {
    let sum = 0;
    for (let k = -rows; k <= rows; k++) sum += luma[Math.min(height - 1, Math.max(0, k)) * width + x]!;
    for (let y = 0; y < height; y++) {
      smooth[y * width + x] = sum / n;
      sum += luma[Math.min(height - 1, y + rows + 1) * width + x]! - luma[Math.max(0, y - rows) * width + x]!;
    }
  }
  const out = new Uint8ClampedArray(width * height);
  const m = 2 * columns + 1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let sum = 0;
    for (let k = -columns; k <= columns; k++) sum += smooth[row + Math.min(width - 1, Math.max(0, k))]!;
    for (let x = 0; x < width; x++) {
      const v = smooth[row + x]!;
      // Uint8ClampedArray rounds and clamps.
      out[row + x] = 2 * v - sum / m;
      sum += smooth[row + Math.min(width - 1, x + columns + 1)]! - smooth[row + Math.max(0, x - columns)]!;
    }
  }
  return out;
}

/**
 * Local contrast stretch of a luma plane: each pixel mapped from [lo, hi] to [0, 255], lo and hi the
 * darkest and brightest values around it (its block and the 8 blocks next to it, so that a bar and
 * the white beside it share a range), bilinear between block centres. Under glare the washed bars
 * keep their small contrast, on a dim shelf the few grey levels are spread again; flat areas (range
 * under `minRange`) become mid-grey rather than amplified noise. Returns a new plane.
 */
export function stretchContrast(
  luma: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  block = STRETCH_BLOCK,
  minRange = STRETCH_MIN_RANGE,
): Uint8ClampedArray {
  const out = new Uint8ClampedArray(width * height);
  if (width < MIN_SIDE || height < MIN_SIDE) return out.fill(128);
  const bw = Math.ceil(width / block);
  const bh = Math.ceil(height / block);
  const bmin = new Uint8Array(bw * bh).fill(255);
  const bmax = new Uint8Array(bw * bh);
  for (let y = 0; y < height; y++) {
    const row = ((y / block) | 0) * bw;
    for (let x = 0, i = y * width; x < width; x++, i++) {
      const v = luma[i]!;
      const b = row + ((x / block) | 0);
      if (v < bmin[b]!) bmin[b] = v;
      if (v > bmax[b]!) bmax[b] = v;
    }
  }
  // Each block's range widened to its 3×3 neighbourhood.
  const lo = new Float32Array(bw * bh);
  const hi = new Float32Array(bw * bh);
  for (let by = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++) {
      let mn = 255;
      let mx = 0;
      for (let j = Math.max(0, by - 1); j <= Math.min(bh - 1, by + 1); j++) {
        for (let i = Math.max(0, bx - 1); i <= Math.min(bw - 1, bx + 1); i++) {
          mn = Math.min(mn, bmin[j * bw + i]!);
          mx = Math.max(mx, bmax[j * bw + i]!);
        }
      }
      lo[by * bw + bx] = mn;
      hi[by * bw + bx] = mx;
    }
  }
  // Where each column sits between two block centres (the same on every row).
  const col0 = new Int32Array(width);
  const colT = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    const fx = Math.min(bw - 1, Math.max(0, (x + 0.5) / block - 0.5));
    col0[x] = Math.floor(fx);
    colT[x] = fx - Math.floor(fx);
  }
  const rowLo = new Float32Array(bw + 1);
  const rowHi = new Float32Array(bw + 1);
  for (let y = 0; y < height; y++) {
    const fy = Math.min(bh - 1, Math.max(0, (y + 0.5) / block - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(bh - 1, y0 + 1);
    const ty = fy - y0;
    for (let bx = 0; bx < bw; bx++) {
      rowLo[bx] = lo[y0 * bw + bx]! * (1 - ty) + lo[y1 * bw + bx]! * ty;
      rowHi[bx] = hi[y0 * bw + bx]! * (1 - ty) + hi[y1 * bw + bx]! * ty;
    }
    rowLo[bw] = rowLo[bw - 1]!;
    rowHi[bw] = rowHi[bw - 1]!;
    for (let x = 0, i = y * width; x < width; x++, i++) {
      const x0 = col0[x]!;
      const t = colT[x]!;
      const l = rowLo[x0]! + (rowLo[x0 + 1]! - rowLo[x0]!) * t;
      const range = rowHi[x0]! + (rowHi[x0 + 1]! - rowHi[x0]!) * t - l;
      // Uint8ClampedArray rounds and clamps.
      out[i] = range < minRange ? 128 : ((luma[i]! - l) * 255) / range;
    }
  }
  return out;
}

/** A luma plane as the grey RGBA frame the reader takes. */
export function greyFrame(luma: ArrayLike<number>, width: number, height: number): ImageData {
  const buffer = new ArrayBuffer(width * height * 4);
  const words = new Uint32Array(buffer);
  // RGBA bytes in memory are A·B·G·R in a little-endian word (every browser and Node we run on).
  for (let i = 0; i < words.length; i++) words[i] = (0xff000000 | (luma[i]! * 0x010101)) >>> 0;
  return { data: new Uint8ClampedArray(buffer), width, height, colorSpace: 'srgb' } as ImageData;
}

/**
 * The second pass's options over the reader's own: on the stretched frame a bar is dark and its
 * space bright wherever they are, so a fixed threshold (T = 127) rather than the histogram's valley
 * (which reads no more there); no 90° turn nor downscale (the first pass tried those), to stay cheap.
 */
export const SECOND_PASS: Partial<ReaderOptions> = { binarizer: 'FixedThreshold', tryRotate: false, tryDownscale: false };

/** zxing-wasm's readBarcodes, or anything with its shape (bench/scan.ts gives the Node one). */
export type ReadBarcodes = (frame: ImageData, options: ReaderOptions) => Promise<{ isValid: boolean; format: string; text: string }[]>;

/** The first result the reader accepts, or null. */
export async function readPass<T>(read: ReadBarcodes, frame: ImageData, options: ReaderOptions, reader: CodeReader<T>): Promise<T | null> {
  for (const result of await read(frame, options)) {
    if (!result.isValid) continue;
    const accepted = reader.accept(result.format, result.text);
    if (accepted !== null) return accepted;
  }
  return null;
}

/**
 * The frame as it is (the reader's options); when nothing was read, the second pass: its luminance
 * with the bars sharpened (sharpenBars), stretched block by block, read with SECOND_PASS's options.
 */
export async function readInTwoPasses<T>(read: ReadBarcodes, frame: ImageData, reader: CodeReader<T>): Promise<T | null> {
  const first = await readPass(read, frame, reader.options, reader);
  if (first !== null) return first;
  const { width, height } = frame;
  const stretched = greyFrame(
    stretchContrast(sharpenBars(luminance(frame.data, width, height), width, height), width, height),
    width,
    height,
  );
  return readPass(read, stretched, { ...reader.options, ...SECOND_PASS }, reader);
}

/** Bar-like regions the third pass reads at most (the strongest first). */
export const STRIPS_TRIED = 2;

/**
 * The third pass's options: a strip is upright and already the right size, so no turn nor
 * downscale; the fixed threshold on the stretched strip (as the second pass).
 */
export const THIRD_PASS: Partial<ReaderOptions> = { binarizer: 'FixedThreshold', tryRotate: false, tryDownscale: false };

/**
 * The frame read in up to three passes (docs/scan.md#reading-hard-frames): as it is; its luminance
 * sharpened and stretched (SECOND_PASS); then each bar-like region (rectify.ts: a code tilted 30–40°,
 * in perspective, small) resampled into an upright strip, sharpened and stretched the same way. A
 * frame with no bar-like region (most frames without a code) costs the third pass only the search.
 */
export async function readInPasses<T>(read: ReadBarcodes, frame: ImageData, reader: CodeReader<T>): Promise<T | null> {
  const first = await readPass(read, frame, reader.options, reader);
  if (first !== null) return first;
  const { width, height } = frame;
  const luma = luminance(frame.data, width, height);
  const stretched = greyFrame(stretchContrast(sharpenBars(luma, width, height), width, height), width, height);
  const second = await readPass(read, stretched, { ...reader.options, ...SECOND_PASS }, reader);
  if (second !== null) return second;
  for (const region of findBars(luma, width, height).slice(0, STRIPS_TRIED)) {
    const strip = stripOf(luma, width, height, region);
    const ready = stretchContrast(sharpenBars(strip.data, strip.width, strip.height), strip.width, strip.height);
    const third = await readPass(read, greyFrame(ready, strip.width, strip.height), { ...reader.options, ...THIRD_PASS }, reader);
    if (third !== null) return third;
  }
  return null;
}
