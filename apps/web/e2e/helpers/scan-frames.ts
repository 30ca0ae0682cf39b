/**
 * The degraded set of bench/scan.ts (docs/scan.md#reading-hard-frames), also filmed by the fake
 * camera of apps/web/e2e/scan-hard-frames.e2e.test.ts (degradedFrame): real Tunisian EAN-13s (the
 * catalogue's reference list, apps/server/reference-data/tunisia-off.csv) drawn by bwip-js, then put
 * in a 640×480 frame the way a phone sees them — glare, low light, tilt (rotation + perspective),
 * blur, small, crumpled, and mixes of these — in plain pixel code, from a seeded random generator
 * (the same frames on every run). A few frames hold no code: nothing may be read on them.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isValidGtin, seededRandom } from '@qadhya/domain';
import bwipjs from 'bwip-js/node';

export const FRAME_W = 640;
export const FRAME_H = 480;

export const DEGRADATIONS = [
  'clean',
  'glare',
  'low light',
  'tilt',
  'blur',
  'small',
  'crumpled',
  'combined',
  // Issue 37: what a phone produces that the first eight lacked.
  'steep tilt',
  'glare band',
  'crushed',
  'motion blur',
  'third',
  'no code',
] as const;
export type Degradation = (typeof DEGRADATIONS)[number];

export interface DegradedFrame {
  name: string;
  degradation: Degradation;
  rgba: Buffer;
  /** `EAN_13 <digits>`, or null for a frame with no code. */
  expect: string | null;
}

const between = (r: () => number, lo: number, hi: number) => lo + (hi - lo) * r();
const signed = (r: () => number, lo: number, hi: number) => (r() < 0.5 ? -1 : 1) * between(r, lo, hi);
/** A standard normal draw (Box–Muller). */
const gauss = (r: () => number) => Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());

/** `count` distinct valid 619… EAN-13s of the reference list, spread over it. */
export function tunisianEans(count: number): string[] {
  const csv = fs.readFileSync(path.resolve(import.meta.dirname, '../../../server/reference-data/tunisia-off.csv'), 'utf8');
  const eans = [
    ...new Set(
      csv
        .split('\n')
        .slice(1)
        .map((line) => line.split(',')[0]!.trim()),
    ),
  ].filter((e) => /^619\d{10}$/.test(e) && isValidGtin(e));
  if (eans.length < count) throw new Error(`only ${eans.length} Tunisian EAN-13s in the reference list`);
  const step = eans.length / count;
  return Array.from({ length: count }, (_, i) => eans[Math.floor(i * step)]!);
}

interface Gray {
  data: Float32Array;
  width: number;
  height: number;
}

/** bwip-js draws the EAN-13 with its digits (2 px a module); ffmpeg turns the PNG into gray pixels. */
async function drawEan(ean: string): Promise<Gray> {
  const png = await bwipjs.toBuffer({
    bcid: 'ean13',
    text: ean,
    scale: 2,
    height: 20,
    includetext: true,
    backgroundcolor: 'FFFFFF',
    paddingwidth: 10,
    paddingheight: 6,
  });
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const raw = execFileSync('ffmpeg', ['-loglevel', 'error', '-f', 'png_pipe', '-i', '-', '-f', 'rawvideo', '-pix_fmt', 'gray', '-'], {
    input: png,
    maxBuffer: 16 << 20,
  });
  if (raw.length !== width * height) throw new Error(`unexpected PNG size ${raw.length}`);
  return { data: Float32Array.from(raw), width, height };
}
/** Width of the bars at 2 px a module (95 modules). */
const BARS_PX = 190;

/** 3×3 homography taking the 4 `from` points onto the 4 `to` points (Gaussian elimination). */
function homography(from: [number, number][], to: [number, number][]): number[] {
  const a: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i]!;
    const [u, v] = to[i]!;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let c = 0; c < 8; c++) {
    let p = c;
    for (let r = c + 1; r < 8; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[p]![c]!)) p = r;
    [a[c], a[p]] = [a[p]!, a[c]!];
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const f = a[r]![c]! / a[c]![c]!;
      for (let k = c; k < 9; k++) a[r]![k]! -= f * a[c]![k]!;
    }
  }
  return [...a.map((row, i) => row[8]! / row[i]!), 1];
}

interface Look {
  /** Width of the bars in the frame, px. */
  barsWidth: number;
  angle: number;
  /** Perspective: how much narrower one end is than the other (0–0.3). */
  keystone: number;
  shear: number;
  /** Crumpled pack: wave amplitude (source px) and folds' shading (0–1). */
  wave: number;
  folds: number;
  /** Bright highlight: strength at its centre (≥ 1 burns it white) and radii, px. */
  glare: number;
  glareRx: number;
  glareRy: number;
  /** Light: gain (1 daylight, 0.2 dim shelf), sensor noise σ. */
  gain: number;
  noise: number;
  /** Box blur radius (px, applied 3 times ≈ a gaussian), 0 for none. */
  blur: number;
  /** The highlight's long axis from the horizontal, radians (a streak across the bars). */
  glareAngle: number;
  /** Motion blur: the length of the shake (px) and its direction (radians); 0 for none. */
  motion: number;
  motionAngle: number;
  /** Creases of a crushed pack: the paper kinks along a line (bars jump, one side shaded). */
  creases: number;
}

const CALM: Look = {
  barsWidth: 360,
  angle: 0,
  keystone: 0,
  shear: 0,
  wave: 0,
  folds: 0,
  glare: 0,
  glareRx: 0,
  glareRy: 0,
  gain: 1,
  noise: 2,
  blur: 0,
  glareAngle: 0,
  motion: 0,
  motionAngle: 0,
  creases: 0,
};

function lookFor(kind: Exclude<Degradation, 'no code'>, r: () => number): Look {
  const base: Look = { ...CALM, barsWidth: between(r, 260, 400), angle: signed(r, 0, 6), noise: between(r, 1.5, 3) };
  const glare = (): Partial<Look> => ({ glare: between(r, 0.9, 1.4), glareRx: between(r, 50, 110), glareRy: between(r, 35, 80) });
  const low = (): Partial<Look> => ({ gain: between(r, 0.15, 0.3), noise: between(r, 4, 8) });
  const tilt = (): Partial<Look> => ({ angle: signed(r, 20, 35), keystone: between(r, 0.1, 0.25), shear: signed(r, 0.05, 0.2) });
  const blur = (): Partial<Look> => ({ blur: Math.round(between(r, 1.5, 2.49)), barsWidth: between(r, 330, 420) });
  const crumple = (): Partial<Look> => ({ wave: between(r, 1.5, 3.5), folds: between(r, 0.25, 0.5) });
  switch (kind) {
    case 'clean':
      return base;
    case 'glare':
      return { ...base, ...glare() };
    case 'low light':
      return { ...base, ...low() };
    case 'tilt':
      return { ...base, ...tilt() };
    case 'blur':
      return { ...base, ...blur() };
    case 'small':
      return { ...base, barsWidth: between(r, 120, 160), blur: 0 };
    case 'crumpled':
      return { ...base, ...crumple() };
    case 'steep tilt':
      // Held at 30–40° with the phone leaning back: one end of the code narrower.
      return { ...base, angle: signed(r, 30, 40), keystone: between(r, 0.15, 0.3), shear: signed(r, 0.05, 0.2) };
    case 'glare band':
      // A long streak of the film's highlight crossing the code at any angle (not burnt white).
      return {
        ...base,
        glare: between(r, 0.8, 0.97),
        glareRx: between(r, 250, 450),
        glareRy: between(r, 10, 28),
        glareAngle: between(r, 0, Math.PI),
      };
    case 'crushed':
      // A crumpled bag: strong waves, deep folds and 2–4 creases.
      return { ...base, wave: between(r, 3, 5), folds: between(r, 0.35, 0.55), creases: 2 + Math.floor(r() * 3) };
    case 'motion blur':
      // The hand moving while the shutter is open: 5–10 px in any direction.
      return { ...base, barsWidth: between(r, 300, 420), motion: between(r, 5, 10), motionAngle: between(r, 0, Math.PI) };
    case 'third':
      // The code (its label) filling a third of the frame's width, held a little askew.
      return { ...base, barsWidth: between(r, 180, 215), angle: signed(r, 0, 10), blur: r() < 0.5 ? 1 : 0 };
    case 'combined': {
      // Two or three of the others, a little milder each.
      const parts = [glare, low, tilt, crumple, blur].sort(() => r() - 0.5).slice(0, r() < 0.5 ? 2 : 3);
      const look = { ...base, ...Object.assign({}, ...parts.map((p) => p())) } as Look;
      if (look.angle > 25) look.angle = 25;
      if (look.angle < -25) look.angle = -25;
      look.glare = Math.min(look.glare, 1.1);
      look.gain = Math.max(look.gain, 0.22);
      look.blur = Math.min(look.blur, 1);
      return look;
    }
  }
}

/** The kinds a frame with a code can be. */
export type CodeDegradation = Exclude<Degradation, 'no code'>;

/**
 * One frame of the set's making: `ean` drawn and seen as `kind` says, the look and the scene drawn
 * from `seed` (the same frame on every run). The browser test films one of each new kind.
 */
export async function degradedFrame(ean: string, kind: CodeDegradation, seed: number): Promise<Buffer> {
  const r = seededRandom(seed);
  return render(await drawEan(ean), lookFor(kind, r), r);
}

/** A pack's printed background: a colour, a smooth shading, and some large shapes. */
function background(r: () => number): (x: number, y: number) => [number, number, number] {
  const colour = [between(r, 60, 220), between(r, 60, 220), between(r, 60, 220)];
  const fx = between(r, 0.004, 0.02);
  const fy = between(r, 0.004, 0.02);
  const phase = between(r, 0, 6);
  return (x, y) => {
    const s = 0.75 + 0.25 * Math.sin(x * fx + phase) * Math.cos(y * fy);
    return [colour[0]! * s, colour[1]! * s, colour[2]! * s];
  };
}

function boxBlur(plane: Float32Array, w: number, h: number, radius: number): void {
  const tmp = new Float32Array(plane.length);
  const n = 2 * radius + 1;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let s = 0;
      for (let k = -radius; k <= radius; k++) s += plane[y * w + Math.min(w - 1, Math.max(0, x + k))]!;
      tmp[y * w + x] = s / n;
    }
  }
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let s = 0;
      for (let k = -radius; k <= radius; k++) s += tmp[Math.min(h - 1, Math.max(0, y + k)) * w + x]!;
      plane[y * w + x] = s / n;
    }
  }
}

/** A shake of `length` px along `angle`: each pixel the mean of the samples on that segment (bilinear). */
function motionBlur(plane: Float32Array, w: number, h: number, length: number, angle: number): void {
  const src = Float32Array.from(plane);
  const n = Math.max(2, Math.ceil(length) * 2);
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  const at = (x: number, y: number) => {
    const cx = Math.min(w - 1.001, Math.max(0, x));
    const cy = Math.min(h - 1.001, Math.max(0, y));
    const ix = Math.floor(cx);
    const iy = Math.floor(cy);
    const fx = cx - ix;
    const fy = cy - iy;
    const i = iy * w + ix;
    return (src[i]! * (1 - fx) + src[i + 1]! * fx) * (1 - fy) + (src[i + w]! * (1 - fx) + src[i + w + 1]! * fx) * fy;
  };
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let s = 0;
      for (let k = 0; k < n; k++) {
        const t = (k / (n - 1) - 0.5) * length;
        s += at(x + t * dx, y + t * dy);
      }
      plane[y * w + x] = s / n;
    }
  }
}

/** One frame: the code (or none) on a pack, seen with `look`. */
function render(code: Gray | null, look: Look, r: () => number): Buffer {
  const W = FRAME_W;
  const H = FRAME_H;
  const planes = [new Float32Array(W * H), new Float32Array(W * H), new Float32Array(W * H)];
  const bg = background(r);
  // Source (the drawn code) → frame: scale, shear, perspective, rotation, then a place where the
  // whole label stays in the frame (a shopper aims at it), made smaller if it cannot.
  let toSource: number[] | null = null;
  let box = { x0: 0, y0: 0, x1: 0, y1: 0 };
  let cx = W / 2;
  let cy = H / 2;
  if (code) {
    const a = (look.angle * Math.PI) / 180;
    const k = look.keystone;
    const margin = 6 + 2 * look.wave;
    let s = look.barsWidth / BARS_PX;
    let placed: [number, number][];
    for (;;) {
      const hw = (code.width / 2) * s;
      const hh = (code.height / 2) * s;
      placed = [
        [-hw * (1 - k), -hh],
        [hw * (1 - k), -hh],
        [hw * (1 + k), hh],
        [-hw * (1 + k), hh],
      ]
        .map(([x, y]) => [x! + look.shear * y!, y!] as const)
        .map(([x, y]) => [x * Math.cos(a) - y * Math.sin(a), x * Math.sin(a) + y * Math.cos(a)] as [number, number]);
      const xs = placed.map((p) => p[0]);
      const ys = placed.map((p) => p[1]);
      const roomX = W - 2 * margin - (Math.max(...xs) - Math.min(...xs));
      const roomY = H - 2 * margin - (Math.max(...ys) - Math.min(...ys));
      if (roomX >= 0 && roomY >= 0) {
        cx = margin - Math.min(...xs) + roomX * between(r, 0.2, 0.8);
        cy = margin - Math.min(...ys) + roomY * between(r, 0.2, 0.8);
        break;
      }
      s *= 0.95;
    }
    placed = placed.map(([x, y]) => [x + cx, y + cy]);
    box = {
      x0: Math.max(0, Math.floor(Math.min(...placed.map((p) => p[0])) - margin)),
      y0: Math.max(0, Math.floor(Math.min(...placed.map((p) => p[1])) - margin)),
      x1: Math.min(W, Math.ceil(Math.max(...placed.map((p) => p[0])) + margin)),
      y1: Math.min(H, Math.ceil(Math.max(...placed.map((p) => p[1])) + margin)),
    };
    toSource = homography(placed, [
      [0, 0],
      [code.width, 0],
      [code.width, code.height],
      [0, code.height],
    ]);
  }
  const wavePhase = between(r, 0, 6);
  const waveLen = between(r, 40, 90);
  const foldAngle = between(r, 0, Math.PI);
  const foldLen = between(r, 30, 70);
  const tint = [between(r, 0.95, 1.05), 1, between(r, 0.85, 1)];
  // Creases (source px): a line across the label; beyond it the paper is shifted and shaded.
  const creases = Array.from({ length: look.creases }, () => {
    const t = between(r, 0, Math.PI);
    return {
      nx: Math.cos(t),
      ny: Math.sin(t),
      c: code ? between(r, 0.25, 0.75) * (Math.abs(Math.cos(t)) * code.width + Math.abs(Math.sin(t)) * code.height) : 0,
      jump: signed(r, 0.8, 2.5),
      shade: between(r, 0.6, 0.9),
    };
  });
  // 2×2 samples a pixel: what a sensor cell gathers (no aliasing on small codes).
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const [br, bgc, bb] = bg(x, y);
      let sum = 0;
      let inside = 0;
      const near = x >= box.x0 && x < box.x1 && y >= box.y0 && y < box.y1;
      for (const [dx, dy] of [
        [0.25, 0.25],
        [0.75, 0.25],
        [0.25, 0.75],
        [0.75, 0.75],
      ] as const) {
        if (!near || !toSource || !code) break;
        const px = x + dx;
        const py = y + dy;
        const m = toSource;
        const d = m[6]! * px + m[7]! * py + m[8]!;
        let u = (m[0]! * px + m[1]! * py + m[2]!) / d;
        let v = (m[3]! * px + m[4]! * py + m[5]!) / d;
        if (look.wave) {
          u +=
            look.wave * Math.sin((2 * Math.PI * v) / waveLen + wavePhase) + 0.4 * look.wave * Math.sin((2 * Math.PI * u) / (waveLen * 1.7));
          v += 0.5 * look.wave * Math.sin((2 * Math.PI * u) / waveLen);
        }
        let crease = 1;
        for (const k of creases) {
          const d = u * Math.abs(k.nx) + v * Math.abs(k.ny) - k.c;
          if (d > 0) {
            u += k.jump * k.nx;
            v += k.jump * k.ny;
            crease *= k.shade;
          } else if (d > -1.5) crease *= 1.15;
        }
        if (u < 0 || v < 0 || u > code.width - 1 || v > code.height - 1) continue;
        const iu = Math.floor(u);
        const iv = Math.floor(v);
        const fu = u - iu;
        const fv = v - iv;
        const at = (i: number, j: number) => code.data[Math.min(code.height - 1, j) * code.width + Math.min(code.width - 1, i)]!;
        let value = (at(iu, iv) * (1 - fu) + at(iu + 1, iv) * fu) * (1 - fv) + (at(iu, iv + 1) * (1 - fu) + at(iu + 1, iv + 1) * fu) * fv;
        if (look.folds)
          value *= 1 - look.folds * (0.5 + 0.5 * Math.sin(((u * Math.cos(foldAngle) + v * Math.sin(foldAngle)) / foldLen) * 2 * Math.PI));
        // White label paper is not quite white, ink not quite black.
        sum += (18 + value * 0.86) * crease;
        inside++;
      }
      const i = y * W + x;
      const label = inside ? sum / inside : 0;
      const mix = inside / 4;
      planes[0]![i] = label * tint[0]! * mix + br * (1 - mix);
      planes[1]![i] = label * tint[1]! * mix + bgc * (1 - mix);
      planes[2]![i] = label * tint[2]! * mix + bb * (1 - mix);
    }
  }
  // Light: glare (a highlight on the pack's film, centred near the code), then the gain of a dim shelf.
  const gx = cx + between(r, -look.barsWidth / 4, look.barsWidth / 4);
  const gy = cy + between(r, -20, 20);
  const shadeDir = between(r, 0, 2 * Math.PI);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      const ga = look.glareAngle;
      const gu = (x - gx) * Math.cos(ga) + (y - gy) * Math.sin(ga);
      const gv = (y - gy) * Math.cos(ga) - (x - gx) * Math.sin(ga);
      const g = look.glare ? look.glare * Math.exp(-((gu / look.glareRx) ** 2) - (gv / look.glareRy) ** 2) : 0;
      const light = 1 + 0.1 * Math.sin((x * Math.cos(shadeDir) + y * Math.sin(shadeDir)) / 200);
      for (const p of planes) {
        const v = p[i]! * light;
        p[i] = Math.min(255, v + (255 - v) * Math.min(1, g));
      }
    }
  }
  if (look.blur) for (const p of planes) for (let k = 0; k < 3; k++) boxBlur(p, W, H, look.blur);
  if (look.motion) for (const p of planes) motionBlur(p, W, H, look.motion, look.motionAngle);
  const out = Buffer.alloc(W * H * 4);
  for (let i = 0; i < W * H; i++) {
    const noise = gauss(r) * look.noise;
    for (let c = 0; c < 3; c++) {
      const v = planes[c]![i]! * look.gain + (look.gain < 1 ? 6 : 0) + noise;
      out[i * 4 + c] = Math.max(0, Math.min(255, Math.round(v)));
    }
    out[i * 4 + 3] = 255;
  }
  return out;
}

/**
 * The set: `perKind` frames of each degradation, every frame a different code as long as the
 * list lasts (48 codes: the first eight kinds use each twice, the five later ones reuse them), and `empty` frames without a code (a pack, a pack
 * with stripes, dim and bright).
 */
export async function degradedSet(perKind = 12, empty = 4, seed = 21): Promise<DegradedFrame[]> {
  const kinds = DEGRADATIONS.filter((d): d is Exclude<Degradation, 'no code'> => d !== 'no code');
  // The first eight kinds' codes as before issue 37 added five (the same frames); the new kinds reuse them.
  const eans = tunisianEans(Math.max(40, Math.ceil((8 * perKind) / 2)));
  const frames: DegradedFrame[] = [];
  let n = 0;
  for (const kind of kinds) {
    for (let i = 0; i < perKind; i++, n++) {
      const ean = eans[n % eans.length]!;
      const r = seededRandom(seed * 1000 + n);
      const code = await drawEan(ean);
      frames.push({ name: `${kind} ${i + 1}`, degradation: kind, rgba: render(code, lookFor(kind, r), r), expect: `EAN_13 ${ean}` });
    }
  }
  for (let i = 0; i < empty; i++) {
    const r = seededRandom(seed * 1000 + 900 + i);
    const look: Look = { ...CALM, gain: i % 2 ? 0.3 : 1, noise: i % 2 ? 6 : 2, glare: i === 2 ? 1.2 : 0, glareRx: 120, glareRy: 80 };
    // Half of them with printed stripes (a pack's design) where a careless reader might see bars.
    const stripes: Gray | null = i >= 2 ? stripesPattern(r) : null;
    frames.push({ name: `no code ${i + 1}`, degradation: 'no code', rgba: render(stripes, { ...look, barsWidth: 300 }, r), expect: null });
  }
  return frames;
}

/** Random bars of random widths: not a barcode, but close enough to tempt a reader. */
function stripesPattern(r: () => number): Gray {
  const width = BARS_PX + 60;
  const height = 120;
  const data = new Float32Array(width * height).fill(255);
  let x = 30;
  let dark = true;
  while (x < width - 30) {
    const w = 2 * (1 + Math.floor(r() * 4));
    if (dark) for (let y = 10; y < height - 10; y++) for (let k = x; k < Math.min(width - 30, x + w); k++) data[y * width + k] = 0;
    x += w;
    dark = !dark;
  }
  return { data, width, height };
}
