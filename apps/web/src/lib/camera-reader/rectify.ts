/**
 * The third pass's view of a frame (docs/scan.md#reading-hard-frames): where the bars are and which
 * way they run, found from the luminance's gradients, and that region resampled along lines across
 * the bars (the sampling lines turned, not the whole frame) so that a row reader sees upright bars —
 * a code tilted 30–40°, seen in perspective, small, or a third of the frame, becomes a short upright
 * strip. Plain arithmetic on a luma plane; no WASM.
 */

/** Side of the blocks whose gradients are summed to tell bars from the rest, px. */
export const BARS_BLOCK = 16;
/** A block is bar-like when its gradients share one direction this much (0: none, 1: all). */
export const MIN_COHERENCE = 0.6;
/** …and they are this strong at least (mean squared gradient over the block). */
export const MIN_ENERGY = 40;
/** Directions are counted in bins of 5° (36 bins of the doubled angle over 360°). */
const DIRECTION_BINS = 36;
/** Regions are looked for around this many direction peaks, at least 30° apart… */
const PEAKS = 2;
const PEAK_APART_BINS = 6;
/** …among the blocks within 25° of the peak (perspective fans the bars, waves bend them). */
const PEAK_HALF_WIDTH_BINS = 5;
/** A direction's strength is its bin's and the 2 bins each side (a crushed pack's wavy bars lean both ways). */
const PEAK_SMOOTH_BINS = 2;
/**
 * Blocks up to this many apart are one region: a highlight or a washed band one block wide across
 * the bars leaves the code one region instead of two halves (each too short to read).
 */
const JOIN_BLOCKS = 2;
/** A region of fewer blocks is too small to be a code (an EAN-13 a third of the frame covers ~40). */
export const MIN_BLOCKS = 6;
/** The strip is resampled so that it is at least this long across the bars, px (small codes made bigger). */
export const MIN_STRIP_LENGTH = 420;
/** …and at most this many times the frame's size. */
export const MAX_UPSCALE = 3;
/** Rows of the strip at most (along the bars every row says the same, a few dozen are plenty). */
export const MAX_STRIP_ROWS = 64;

/** A region's blocks at least this share of its strong blocks' strength are its bars (its core). */
const CORE_SHARE = 0.35;
/** Fans and slants past these are not a code's (a fit thrown by a few blocks): left out. */
const MAX_TURN = 0.004;
const MAX_SLOPE = 0.6;

export interface BarsRegion {
  /** The direction across the bars, radians (the gradients' direction). */
  angle: number;
  /** The region's centre, px. */
  cx: number;
  cy: number;
  /** Its extent across the bars and along them, px (quiet zones included). */
  length: number;
  height: number;
  /** How fast the bars turn along u, radians a px (perspective fans them), and how far the code's
   * middle line moves along the bars a px of u (shear, perspective). */
  turn: number;
  slope: number;
  /** Blocks it covers, and their summed agreeing gradient strength (the strongest region is tried first). */
  blocks: number;
  score: number;
}

/**
 * The bar-like regions of a luma plane, the strongest first: per block the structure tensor of the
 * gradients (Σgx², Σgy², Σgx·gy) gives one direction and how much the gradients agree on it;
 * agreeing blocks of about the same direction, up to JOIN_BLOCKS apart, are one region.
 */
export function findBars(luma: ArrayLike<number>, width: number, height: number, block = BARS_BLOCK): BarsRegion[] {
  const bw = Math.floor(width / block);
  const bh = Math.floor(height / block);
  if (bw < 1 || bh < 1) return [];
  const n = bw * bh;
  const jxx = new Float64Array(n);
  const jyy = new Float64Array(n);
  const jxy = new Float64Array(n);
  // Every second row is enough for the sums.
  for (let y = 1; y < bh * block - 1 && y < height - 1; y += 2) {
    const row = ((y / block) | 0) * bw;
    for (let x = 1; x < bw * block && x < width - 1; x++) {
      const i = y * width + x;
      // Scharr's kernels: the direction stays true for thin bars at any angle.
      const tl = luma[i - width - 1]!;
      const tr = luma[i - width + 1]!;
      const bl = luma[i + width - 1]!;
      const br = luma[i + width + 1]!;
      const gx = (3 * (tr + br - tl - bl) + 10 * (luma[i + 1]! - luma[i - 1]!)) / 16;
      const gy = (3 * (bl + br - tl - tr) + 10 * (luma[i + width]! - luma[i - width]!)) / 16;
      const b = row + ((x / block) | 0);
      jxx[b] = jxx[b]! + gx * gx;
      jyy[b] = jyy[b]! + gy * gy;
      jxy[b] = jxy[b]! + gx * gy;
    }
  }
  const samples = (block * block) / 2;
  // Each block's direction as a doubled-angle unit vector (θ and θ + π are the same bars).
  const ux = new Float64Array(n);
  const uy = new Float64Array(n);
  const weight = new Float64Array(n);
  for (let b = 0; b < n; b++) {
    const trace = jxx[b]! + jyy[b]!;
    if (trace / samples < MIN_ENERGY) continue;
    const dx = jxx[b]! - jyy[b]!;
    const dy = 2 * jxy[b]!;
    const spread = Math.hypot(dx, dy);
    if (spread / trace < MIN_COHERENCE) continue;
    ux[b] = dx / spread;
    uy[b] = dy / spread;
    weight[b] = spread / samples;
  }
  // The strongest directions (5° bins of the blocks' strength, each with its neighbours): a code's
  // bars, even fanned by perspective, fall around one of them; regions are grown among the blocks
  // near a peak only, so that the label's digits and edges do not drag the direction away.
  const bins = new Float64Array(DIRECTION_BINS);
  const binOf = new Int32Array(n);
  for (let b = 0; b < n; b++) {
    if (weight[b] === 0) continue;
    const t = (Math.atan2(uy[b]!, ux[b]!) + 2 * Math.PI) % (2 * Math.PI);
    binOf[b] = Math.floor((t / (2 * Math.PI)) * DIRECTION_BINS) % DIRECTION_BINS;
    bins[binOf[b]!] = bins[binOf[b]!]! + weight[b]!;
  }
  const around = (k: number) => {
    let sum = 0;
    for (let d = -PEAK_SMOOTH_BINS; d <= PEAK_SMOOTH_BINS; d++) sum += bins[(k + d + DIRECTION_BINS) % DIRECTION_BINS]!;
    return sum;
  };
  const peaks: number[] = [];
  for (let p = 0; p < PEAKS; p++) {
    let best = -1;
    for (let k = 0; k < DIRECTION_BINS; k++) {
      const apart = peaks.every((q) => Math.min(Math.abs(k - q), DIRECTION_BINS - Math.abs(k - q)) > PEAK_APART_BINS);
      if (apart && around(k) > 0 && (best < 0 || around(k) > around(best))) best = k;
    }
    if (best >= 0) peaks.push(best);
  }
  const found: BarsRegion[] = [];
  for (const peak of peaks) {
    const near = (b: number) =>
      weight[b]! > 0 && Math.min(Math.abs(binOf[b]! - peak), DIRECTION_BINS - Math.abs(binOf[b]! - peak)) <= PEAK_HALF_WIDTH_BINS;
    const seen = new Uint8Array(n);
    let bestMembers: number[] = [];
    let bestScore = 0;
    for (let start = 0; start < n; start++) {
      if (seen[start] || !near(start)) continue;
      const members: number[] = [];
      const stack = [start];
      seen[start] = 1;
      let score = 0;
      while (stack.length) {
        const b = stack.pop()!;
        members.push(b);
        score += weight[b]!;
        const bx = b % bw;
        const by = (b / bw) | 0;
        for (let j = Math.max(0, by - JOIN_BLOCKS); j <= Math.min(bh - 1, by + JOIN_BLOCKS); j++) {
          for (let i = Math.max(0, bx - JOIN_BLOCKS); i <= Math.min(bw - 1, bx + JOIN_BLOCKS); i++) {
            const o = j * bw + i;
            if (seen[o] || !near(o)) continue;
            seen[o] = 1;
            stack.push(o);
          }
        }
      }
      if (score > bestScore) {
        bestScore = score;
        bestMembers = members;
      }
    }
    if (bestMembers.length >= MIN_BLOCKS) found.push(regionOf(bestMembers, bestScore));
  }
  function regionOf(members: number[], score: number): BarsRegion {
    // The bars' own blocks: many edges each, so stronger than a label's edge or a digit's stroke,
    // which would otherwise pull the region's middle and extent off the bars.
    const strengths = members.map((b) => weight[b]!).sort((a, b) => a - b);
    const floor = CORE_SHARE * strengths[Math.floor(strengths.length * 0.75)]!;
    const core = members.filter((b) => weight[b]! >= floor);
    let sx = 0;
    let sy = 0;
    for (const b of core) {
      sx += ux[b]! * weight[b]!;
      sy += uy[b]! * weight[b]!;
    }
    const angle = Math.atan2(sy, sx) / 2;
    const c = Math.cos(angle);
    const s = Math.sin(angle);
    // Each core block in the region's frame: u across the bars, v along them, and how far its bars
    // turn from the region's direction (θ and θ + π are the same bars: halved doubled angles).
    const us: number[] = [];
    const vs: number[] = [];
    const turns: number[] = [];
    const ws: number[] = [];
    for (const b of core) {
      const x = ((b % bw) + 0.5) * block;
      const y = (((b / bw) | 0) + 0.5) * block;
      us.push(x * c + y * s);
      vs.push(y * c - x * s);
      const d = Math.atan2(uy[b]!, ux[b]!) - 2 * angle;
      turns.push(Math.atan2(Math.sin(d), Math.cos(d)) / 2);
      ws.push(weight[b]!);
    }
    const uMin = Math.min(...us);
    const uMax = Math.max(...us);
    // Perspective fans the bars and shear slants the code: the bars' direction and the code's
    // middle line, each a straight-line fit along u (weighted by strength).
    const turn = fitSlope(us, turns, ws);
    const slope = fitSlope(us, vs, ws);
    const u0 = (uMin + uMax) / 2;
    let wSum = 0;
    let vMean = 0;
    for (let k = 0; k < core.length; k++) {
      wSum += ws[k]!;
      vMean += ws[k]! * (vs[k]! - slope * (us[k]! - u0));
    }
    const v0 = vMean / wSum;
    // The bars' extent along themselves: their spread around that line (a block's half each side).
    let vLo = Infinity;
    let vHi = -Infinity;
    for (let k = 0; k < core.length; k++) {
      const dv = vs[k]! - v0 - slope * (us[k]! - u0);
      vLo = Math.min(vLo, dv);
      vHi = Math.max(vHi, dv);
    }
    // A block's half on each side, then the quiet zones (an EAN-13's are 11 of its 113 modules wide).
    const length = (uMax - uMin + block) * 1.3;
    const across = vHi - vLo + block;
    const vc = v0 + (vLo + vHi) / 2;
    return {
      angle,
      cx: u0 * c - vc * s,
      cy: u0 * s + vc * c,
      length,
      height: across,
      turn: Math.abs(turn) < MAX_TURN ? turn : 0,
      slope: Math.abs(slope) < MAX_SLOPE ? slope : 0,
      blocks: members.length,
      score,
    };
  }
  return found.filter((r) => r.blocks >= MIN_BLOCKS).sort((a, b) => b.score - a.score);
}

/** The weighted least-squares slope of y over x (0 when x does not spread). */
function fitSlope(xs: number[], ys: number[], ws: number[]): number {
  let w = 0;
  let mx = 0;
  let my = 0;
  for (let k = 0; k < xs.length; k++) {
    w += ws[k]!;
    mx += ws[k]! * xs[k]!;
    my += ws[k]! * ys[k]!;
  }
  mx /= w;
  my /= w;
  let sxx = 0;
  let sxy = 0;
  for (let k = 0; k < xs.length; k++) {
    sxx += ws[k]! * (xs[k]! - mx) ** 2;
    sxy += ws[k]! * (xs[k]! - mx) * (ys[k]! - my);
  }
  return sxx > 0 ? sxy / sxx : 0;
}

/**
 * The region resampled (bilinear) into a strip whose rows run across the bars: at least
 * MIN_STRIP_LENGTH px long (at most MAX_UPSCALE times the frame's scale), at most MAX_STRIP_ROWS rows
 * spread over the region's height. Outside the frame counts as white.
 */
export function stripOf(
  luma: ArrayLike<number>,
  width: number,
  height: number,
  region: BarsRegion,
): { data: Uint8ClampedArray; width: number; height: number } {
  const scale = Math.min(MAX_UPSCALE, Math.max(1, MIN_STRIP_LENGTH / region.length));
  const w = Math.max(2, Math.round(region.length * scale));
  const rows = Math.max(2, Math.min(MAX_STRIP_ROWS, Math.round(region.height)));
  const c = Math.cos(region.angle);
  const s = Math.sin(region.angle);
  const step = 1 / scale;
  const rowStep = region.height / rows;
  const out = new Uint8ClampedArray(w * rows);
  // Column i follows the bar through the point u of the middle line, along its own direction.
  for (let i = 0; i < w; i++) {
    const u = (i + 0.5) * step - region.length / 2;
    const t = region.turn * u;
    const bx = -Math.sin(region.angle + t);
    const by = Math.cos(region.angle + t);
    const vm = region.slope * u - region.height / 2;
    const px = region.cx + u * c;
    const py = region.cy + u * s;
    for (let j = 0, o = i; j < rows; j++, o += w) {
      const v = vm + (j + 0.5) * rowStep;
      const x = px + v * bx;
      const y = py + v * by;
      const ix = Math.floor(x);
      const iy = Math.floor(y);
      if (ix < 0 || iy < 0 || ix >= width - 1 || iy >= height - 1) {
        out[o] = 255;
        continue;
      }
      const fx = x - ix;
      const fy = y - iy;
      const p = iy * width + ix;
      out[o] = (luma[p]! * (1 - fx) + luma[p + 1]! * fx) * (1 - fy) + (luma[p + width]! * (1 - fx) + luma[p + width + 1]! * fx) * fy;
    }
  }
  return { data: out, width: w, height: rows };
}
