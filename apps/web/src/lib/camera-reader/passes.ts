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

/** A luma plane with each pair of rows averaged (half as tall; an odd last row dropped). */
export function pairedRows(luma: Uint8Array, width: number, height: number): { data: Uint8Array; height: number } {
  const half = Math.max(1, height >> 1);
  if (height < 2) return { data: luma.slice(0, width), height: 1 };
  const out = new Uint8Array(width * half);
  for (let y = 0; y < half; y++) {
    const a = 2 * y * width;
    const b = a + width;
    for (let x = 0, o = y * width; x < width; x++, o++) out[o] = (luma[a + x]! + luma[b + x]! + 1) >> 1;
  }
  return { data: out, height: half };
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

/** Bar-like regions the third pass reads at most (the strongest first)… */
export const STRIPS_TRIED = 2;
/** …the second only when it is at least this share of the first's strength (else a label's edge, a shelf's stripe). */
export const REGION_SHARE = 0.1;

/**
 * The third pass's options: a strip is upright and already the right size, so no turn nor
 * downscale; the fixed threshold on the stretched strip (as the second pass).
 */
export const THIRD_PASS: Partial<ReaderOptions> = { binarizer: 'FixedThreshold', tryRotate: false, tryDownscale: false };

/**
 * Rows of a strip's profile image: each one the columns of an interleaved quarter of the strip's
 * rows. The reader wants 3 rows that agree (READER_OPTIONS' minLineCount, capped by the height), so
 * a code is read from at least 3 independent samples of the bars, never from one row copied.
 */
export const PROFILE_ROWS = 4;
/** The share of a column's samples darker than the profile's value (glare only brightens). */
export const PROFILE_SHARE = 0.25;
/** The deblur's gaussian, in modules of an EAN-13 filling the strip (bars 1/1.3 of it, 95 modules). */
export const DEBLUR_MODULES = 0.6;
/** Van Cittert iterations of the deblur. */
export const DEBLUR_ITERATIONS = 6;

/**
 * The profile of an upright strip: for each column, the value that PROFILE_SHARE of its samples
 * are darker than, over `rows` interleaved sets of the strip's rows (row k takes rows k, k + rows…).
 * A highlight crossing the bars at a slant washes each column over a few rows only: the darker
 * samples of that column, elsewhere along the same bar, are kept; the noise is averaged too.
 */
export function columnProfiles(
  strip: { data: ArrayLike<number>; width: number; height: number },
  rows = PROFILE_ROWS,
  share = PROFILE_SHARE,
): Uint8ClampedArray {
  const { data, width, height } = strip;
  const out = new Uint8ClampedArray(width * rows);
  const column = new Uint8Array(Math.ceil(height / rows));
  for (let k = 0; k < rows; k++) {
    const n = Math.ceil((height - k) / rows);
    const rank = Math.floor(share * (n - 1));
    for (let x = 0; x < width; x++) {
      if (n <= 0) {
        out[k * width + x] = 255;
        continue;
      }
      // Insertion sort of a few dozen bytes: cheaper than anything cleverer at this size.
      for (let j = 0, y = k; j < n; j++, y += rows) {
        const v = data[y * width + x]!;
        let i = j;
        for (; i > 0 && column[i - 1]! > v; i--) column[i] = column[i - 1]!;
        column[i] = v;
      }
      out[k * width + x] = column[rank]!;
    }
  }
  return out;
}

/**
 * Each row deblurred (Van Cittert: f ← f + (g − G∗f), `iterations` times, G a gaussian of `sigma`
 * px): the narrow bars a blur left grey and shallow get their depth back, so that a fixed threshold
 * sees them. Values are kept within −50…300 between iterations (ringing stays bounded).
 */
export function deblurRows(
  data: ArrayLike<number>,
  width: number,
  height: number,
  sigma: number,
  iterations = DEBLUR_ITERATIONS,
): Uint8ClampedArray {
  const r = Math.max(1, Math.ceil(2.5 * sigma));
  const kernel = new Float32Array(2 * r + 1);
  let total = 0;
  for (let i = 0; i < kernel.length; i++) total += kernel[i] = Math.exp(-((i - r) ** 2) / (2 * sigma * sigma));
  for (let i = 0; i < kernel.length; i++) kernel[i] = kernel[i]! / total;
  const out = new Uint8ClampedArray(width * height);
  const g = new Float32Array(width);
  const f = new Float32Array(width);
  const blurred = new Float32Array(width);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) g[x] = f[x] = data[y * width + x]!;
    for (let it = 0; it < iterations; it++) {
      for (let x = 0; x < width; x++) {
        let sum = 0;
        for (let k = -r; k <= r; k++) sum += kernel[k + r]! * f[Math.min(width - 1, Math.max(0, x + k))]!;
        blurred[x] = sum;
      }
      for (let x = 0; x < width; x++) f[x] = Math.min(300, Math.max(-50, f[x]! + g[x]! - blurred[x]!));
    }
    // Uint8ClampedArray rounds and clamps.
    for (let x = 0; x < width; x++) out[y * width + x] = f[x]!;
  }
  return out;
}

/**
 * The frame read in passes (docs/scan.md#reading-hard-frames): as it is; its luminance sharpened and
 * stretched (SECOND_PASS); then each bar-like region (rectify.ts: a code tilted 30–40°, in
 * perspective, small, a third of the frame) resampled into an upright strip, sharpened and
 * stretched the same way; when the strongest region's strip reads nothing, its column profile (a
 * highlight band across the bars left out), then that profile deblurred (a blurred code's narrow bars). Only while
 * nothing is read; a frame with no bar-like region (most frames without a code) costs the passes
 * after the second only the search.
 */
export async function readInPasses<T>(read: ReadBarcodes, frame: ImageData, reader: CodeReader<T>): Promise<T | null> {
  const first = await readPass(read, frame, reader.options, reader);
  if (first !== null) return first;
  const { width, height } = frame;
  const luma = luminance(frame.data, width, height);
  // Half the rows (each pair averaged): bars run across rows, so a row reader loses nothing, and
  // the sharpen, the stretch and the read cost half as much.
  const half = pairedRows(luma, width, height);
  const stretched = greyFrame(stretchContrast(sharpenBars(half.data, width, half.height, 1), width, half.height), width, half.height);
  const second = await readPass(read, stretched, { ...reader.options, ...SECOND_PASS }, reader);
  if (second !== null) return second;
  const options = { ...reader.options, ...THIRD_PASS };
  const regions = findBars(luma, width, height).slice(0, STRIPS_TRIED);
  for (const region of regions) {
    if (region !== regions[0] && region.score < REGION_SHARE * regions[0]!.score) break;
    const strip = stripOf(luma, width, height, region);
    const ready = stretchContrast(sharpenBars(strip.data, strip.width, strip.height), strip.width, strip.height);
    const third = await readPass(read, greyFrame(ready, strip.width, strip.height), options, reader);
    if (third !== null) return third;
    // The profile and the deblur on the strongest region only (the second one's never read more).
    if (region !== regions[0]) continue;
    // The profile's rows stay apart (no smoothing across them): each is its own sample.
    const profile = columnProfiles(strip);
    const shown = stretchContrast(sharpenBars(profile, strip.width, PROFILE_ROWS, 0), strip.width, PROFILE_ROWS);
    const fourth = await readPass(read, greyFrame(shown, strip.width, PROFILE_ROWS), options, reader);
    if (fourth !== null) return fourth;
    const module = strip.width / 1.3 / 95;
    const sharp = stretchContrast(deblurRows(profile, strip.width, PROFILE_ROWS, DEBLUR_MODULES * module), strip.width, PROFILE_ROWS);
    const fifth = await readPass(read, greyFrame(sharp, strip.width, PROFILE_ROWS), options, reader);
    if (fifth !== null) return fifth;
  }
  return null;
}
