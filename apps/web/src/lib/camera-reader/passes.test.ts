import { describe, expect, it } from 'vitest';
import type { ReaderOptions } from 'zxing-wasm/reader';
import {
  columnProfiles,
  deblurRows,
  greyFrame,
  luminance,
  pairedRows,
  PROFILE_ROWS,
  readInPasses,
  readInTwoPasses,
  SECOND_PASS,
  sharpenBars,
  stretchContrast,
  THIRD_PASS,
  type ReadBarcodes,
} from './passes.ts';
import { findBars, MAX_STRIP_ROWS, MIN_STRIP_LENGTH, stripOf } from './rectify.ts';
import type { CodeReader } from './reader.ts';

describe('luminance', () => {
  it('weighs red, green and blue as Rec. 601 does, on one byte a pixel', () => {
    const rgba = new Uint8ClampedArray([255, 255, 255, 255, 0, 0, 0, 255, 255, 0, 0, 255, 0, 255, 0, 255]);
    expect([...luminance(rgba, 4, 1)]).toEqual([255, 0, 76, 149]);
  });
});

describe('sharpenBars', () => {
  it('leaves a flat area as it is', () => {
    expect(new Set(sharpenBars(new Uint8Array(12 * 6).fill(90), 12, 6))).toEqual(new Set([90]));
  });

  it('averages the noise along a column away and darkens a narrow bar a blur left grey', () => {
    // Columns: white 200 except a blurred 1-px bar at x = 5 (grey 120), with ±10 noise down the rows.
    const width = 11;
    const height = 5;
    const luma = Uint8Array.from(
      { length: width * height },
      (_, i) => (i % width === 5 ? 120 : 200) + (Math.floor(i / width) % 2 ? 10 : -10),
    );
    const out = sharpenBars(luma, width, height, 2, 2);
    const mid = 2 * width;
    // Rows averaged: the ±10 is gone on the middle row; the bar is darker than it was, the white far from it unchanged.
    expect(out[mid]).toBeCloseTo(198, 0);
    expect(out[mid + 5]!).toBeLessThan(120 - 40);
    expect(out[mid + 10]).toBeCloseTo(198, 0);
  });
});

describe('stretchContrast', () => {
  it('spreads a dim frame’s few grey levels over 0–255', () => {
    // Bars of 20 and 50 on a dark shelf: one block.
    const luma = Uint8Array.from({ length: 8 * 4 }, (_, i) => (i % 2 ? 50 : 20));
    const out = stretchContrast(luma, 8, 4, 8);
    expect(new Set(out)).toEqual(new Set([0, 255]));
  });

  it('stretches each region by its own range: washed-out bars under glare as well as dark ones', () => {
    // Left half: bars of 230/250 (glare), right half: bars of 10/90, 4 blocks of 4 px apart.
    const width = 32;
    const luma = Uint8Array.from({ length: width * 2 }, (_, i) => {
      const x = i % width;
      const dark = x % 2 === 0;
      return x < 16 ? (dark ? 230 : 250) : dark ? 10 : 90;
    });
    const out = stretchContrast(luma, width, 2, 4, 10);
    // Far from the border between the halves, every bar is black and every space white.
    for (const x of [0, 1, 2, 3, 28, 29, 30, 31]) expect(out[x]).toBe(x % 2 === 0 ? 0 : 255);
  });

  it('leaves a flat area mid-grey instead of blowing its noise up', () => {
    const luma = Uint8Array.from({ length: 16 * 16 }, (_, i) => 120 + (i % 3));
    expect(new Set(stretchContrast(luma, 16, 16, 8, 14))).toEqual(new Set([128]));
  });

  it('gives mid-grey for a frame too small to stretch', () => {
    expect([...stretchContrast(Uint8Array.of(10), 1, 1)]).toEqual([128]);
  });
});

describe('pairedRows', () => {
  it('averages each pair of rows (rounded), half as tall, an odd last row dropped', () => {
    const luma = Uint8Array.of(10, 20, 11, 40, 200, 0, 7, 7, 255, 255);
    const { data, height } = pairedRows(luma, 2, 5);
    expect(height).toBe(2);
    expect([...data]).toEqual([11, 30, 104, 4]);
  });

  it('keeps a single row as it is', () => {
    expect(pairedRows(Uint8Array.of(1, 2, 3), 3, 1)).toEqual({ data: Uint8Array.of(1, 2, 3), height: 1 });
  });
});

describe('greyFrame', () => {
  it('writes each luma as an opaque grey RGBA pixel', () => {
    const frame = greyFrame(Uint8Array.of(0, 7, 255), 3, 1);
    expect([...frame.data]).toEqual([0, 0, 0, 255, 7, 7, 7, 255, 255, 255, 255, 255]);
    expect([frame.width, frame.height]).toEqual([3, 1]);
  });
});

describe('readInTwoPasses', () => {
  const reader: CodeReader<string> = {
    options: { formats: ['EAN13'], tryRotate: true },
    accept: (format, text) => (format === 'EAN13' ? text : null),
  };
  const frame = greyFrame(new Uint8Array(64 * 48).fill(90), 64, 48);

  /** A reader that answers `answers` in turn and records the options of each call. */
  function fake(answers: { isValid: boolean; format: string; text: string }[][]) {
    const calls: { options: ReaderOptions; grey: boolean }[] = [];
    const read: ReadBarcodes = (f, options) => {
      calls.push({ options, grey: f !== frame });
      return Promise.resolve(answers[calls.length - 1] ?? []);
    };
    return { read, calls };
  }

  it('stops at the first pass when it reads a code', async () => {
    const { read, calls } = fake([[{ isValid: true, format: 'EAN13', text: '6191234567897' }]]);
    expect(await readInTwoPasses(read, frame, reader)).toBe('6191234567897');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.options).toBe(reader.options);
  });

  it('reads the stretched frame with the second pass’s options when the first pass finds nothing', async () => {
    const { read, calls } = fake([[], [{ isValid: true, format: 'EAN13', text: '6190109640062' }]]);
    expect(await readInTwoPasses(read, frame, reader)).toBe('6190109640062');
    expect(calls.map((c) => c.grey)).toEqual([false, true]);
    expect(calls[1]!.options).toEqual({ ...reader.options, ...SECOND_PASS });
  });

  it('never takes an invalid or refused result, and gives null when no pass reads', async () => {
    const { read, calls } = fake([
      [{ isValid: false, format: 'EAN13', text: '6190109640061' }],
      [{ isValid: true, format: 'QRCode', text: 'x' }],
    ]);
    expect(await readInTwoPasses(read, frame, reader)).toBeNull();
    expect(calls).toHaveLength(2);
  });
});

describe('readInPasses', () => {
  const reader: CodeReader<string> = {
    options: { formats: ['EAN13'], tryRotate: true },
    accept: (format, text) => (format === 'EAN13' ? text : null),
  };

  it('reads no strip on a flat frame (no bar-like region): two reads only, the second on half the rows', async () => {
    const frame = greyFrame(new Uint8Array(64 * 48).fill(90), 64, 48);
    const sizes: number[][] = [];
    const read: ReadBarcodes = (f) => (sizes.push([f.width, f.height]), Promise.resolve([]));
    expect(await readInPasses(read, frame, reader)).toBeNull();
    expect(sizes).toEqual([
      [64, 48],
      [64, 24],
    ]);
  });

  it('reads the upright strip of tilted bars with the third pass’s options when the first two find nothing', async () => {
    const frame = greyFrame(tiltedBars(320, 240, 35), 320, 240);
    const calls: { width: number; height: number; options: ReaderOptions }[] = [];
    const read: ReadBarcodes = (f, options) => {
      calls.push({ width: f.width, height: f.height, options });
      return Promise.resolve(calls.length === 3 ? [{ isValid: true, format: 'EAN13', text: '6190109640062' }] : []);
    };
    expect(await readInPasses(read, frame, reader)).toBe('6190109640062');
    expect(calls).toHaveLength(3);
    expect(calls[2]!.options).toEqual({ ...reader.options, ...THIRD_PASS });
    // The strip: long across the bars (at least MIN_STRIP_LENGTH), a few dozen rows.
    expect(calls[2]!.width).toBeGreaterThanOrEqual(MIN_STRIP_LENGTH);
    expect(calls[2]!.height).toBeLessThanOrEqual(MAX_STRIP_ROWS);
  });

  it('reads the strip’s column profile, then that profile deblurred, when the strip itself reads nothing', async () => {
    const frame = greyFrame(tiltedBars(320, 240, 35), 320, 240);
    const calls: { width: number; height: number; options: ReaderOptions }[] = [];
    const read: ReadBarcodes = (f, options) => {
      calls.push({ width: f.width, height: f.height, options });
      return Promise.resolve(calls.length === 5 ? [{ isValid: true, format: 'EAN13', text: '6190109640062' }] : []);
    };
    expect(await readInPasses(read, frame, reader)).toBe('6190109640062');
    expect(calls).toHaveLength(5);
    // The strip, then two images of PROFILE_ROWS rows as long as it, with the third pass's options.
    expect(calls.slice(3).map((c) => [c.width, c.height])).toEqual([
      [calls[2]!.width, PROFILE_ROWS],
      [calls[2]!.width, PROFILE_ROWS],
    ]);
    for (const c of calls.slice(2)) expect(c.options).toEqual({ ...reader.options, ...THIRD_PASS });
  });
});

describe('readInPasses on two bar-like regions', () => {
  const reader: CodeReader<string> = {
    options: { formats: ['EAN13'], tryRotate: true },
    accept: (format, text) => (format === 'EAN13' ? text : null),
  };

  it('reads the strongest region’s strip, profile and deblur, then only the second region’s strip', async () => {
    // Two patches of bars 60° apart, side by side (the right one a little weaker).
    const width = 480;
    const height = 240;
    const left = tiltedBars(240, 240, 0);
    const right = tiltedBars(240, 240, 60);
    const luma = Uint8Array.from({ length: width * height }, (_, i) => {
      const x = i % width;
      const y = Math.floor(i / width);
      return x < 240 ? left[y * 240 + x]! : Math.min(255, right[y * 240 + x - 240]! + 10);
    });
    expect(findBars(luma, width, height)).toHaveLength(2);
    const heights: number[] = [];
    const read: ReadBarcodes = (f) => (heights.push(f.height), Promise.resolve([]));
    expect(await readInPasses(read, greyFrame(luma, width, height), reader)).toBeNull();
    // The frame twice, the first strip, its profile and deblur (4 rows each), the second strip.
    expect(heights).toHaveLength(6);
    expect(heights.slice(3, 5)).toEqual([PROFILE_ROWS, PROFILE_ROWS]);
    expect(heights[5]).toBeGreaterThan(PROFILE_ROWS);
  });
});

describe('columnProfiles', () => {
  it('keeps each column’s darker samples: a highlight crossing the bars at a slant is left out', () => {
    // Upright bars 4 px wide (40 / 220) over 40 rows; a highlight band 6 rows high, slanting across.
    const width = 64;
    const height = 40;
    const bars = (x: number) => (Math.floor(x / 4) % 2 ? 220 : 40);
    const strip = Uint8Array.from({ length: width * height }, (_, i) => {
      const x = i % width;
      const y = Math.floor(i / width);
      const glared = Math.abs(y - (5 + x / 2)) < 3;
      return glared ? 250 : bars(x);
    });
    const profile = columnProfiles({ data: strip, width, height }, 4, 0.25);
    expect(profile).toHaveLength(width * 4);
    for (let k = 0; k < 4; k++) for (let x = 0; x < width; x++) expect(profile[k * width + x], `row ${k}, x ${x}`).toBe(bars(x));
  });

  it('takes the rows apart: row k of the profile sees only rows k, k + n…', () => {
    // Row parity sets the value: the profile's two rows come out different.
    const strip = Uint8Array.from({ length: 8 * 6 }, (_, i) => (Math.floor(i / 8) % 2 ? 200 : 10));
    const profile = columnProfiles({ data: strip, width: 8, height: 6 }, 2, 0.5);
    expect(new Set(profile.subarray(0, 8))).toEqual(new Set([10]));
    expect(new Set(profile.subarray(8))).toEqual(new Set([200]));
  });
});

describe('deblurRows', () => {
  it('gives a narrow bar a blur left shallow its depth back, and leaves a flat row flat', () => {
    // A 3-px bar (20) on white (220), blurred by a gaussian of 2 px: its centre only reaches ~110.
    const width = 40;
    const sharp = Array.from({ length: width }, (_, x) => (x >= 18 && x < 21 ? 20 : 220));
    const sigma = 2;
    const blurred = sharp.map((_, x) => {
      let sum = 0;
      let total = 0;
      for (let k = -6; k <= 6; k++) {
        const w = Math.exp(-(k * k) / (2 * sigma * sigma));
        sum += w * sharp[Math.min(width - 1, Math.max(0, x + k))]!;
        total += w;
      }
      return sum / total;
    });
    expect(blurred[19]!).toBeGreaterThan(100);
    const out = deblurRows(blurred, width, 1, sigma, 6);
    expect(out[19]!).toBeLessThan(blurred[19]! - 50);
    expect(out[5]!).toBeCloseTo(220, -1);
    expect(new Set(deblurRows(new Array(20).fill(90), 20, 1, 1.5))).toEqual(new Set([90]));
  });
});

/** Bars 5 px wide across a 200 px band turned `deg` degrees, on a grey page. */
function tiltedBars(width: number, height: number, deg: number): Uint8Array {
  const a = (deg * Math.PI) / 180;
  const luma = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const u = (x - width / 2) * Math.cos(a) + (y - height / 2) * Math.sin(a);
      const v = (y - height / 2) * Math.cos(a) - (x - width / 2) * Math.sin(a);
      luma[y * width + x] = Math.abs(u) < 100 && Math.abs(v) < 50 ? (Math.floor((u + 1000) / 5) % 2 ? 220 : 30) : 200;
    }
  }
  return luma;
}

/** Bars fanned by perspective: their direction turns across the code (narrower at the top). */
function fannedBars(width: number, height: number): Uint8Array {
  const luma = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // 1 at the bottom, 0.7 at the top: x spreads from the centre more at the bottom.
      const t = (y - height / 2 + 50) / 100;
      const u = (x - width / 2) / (0.7 + 0.3 * t);
      luma[y * width + x] = Math.abs(u) < 120 && t >= 0 && t <= 1 ? (Math.floor((u + 1000) / 6) % 2 ? 220 : 30) : 200;
    }
  }
  return luma;
}

describe('findBars and stripOf', () => {
  it('follow bars fanned by perspective: each column of the strip runs along one bar', () => {
    const luma = fannedBars(320, 240);
    const [region] = findBars(luma, 320, 240);
    expect(region).toBeDefined();
    // The outer bars lean about ±16° from the middle one's, 120 px each side: a turn of ~0.002 rad a px.
    expect(Math.abs(region!.turn)).toBeGreaterThan(0.001);
    const strip = stripOf(luma, 320, 240, region!);
    let differ = 0;
    const top = Math.floor(strip.height * 0.3);
    const bottom = Math.floor(strip.height * 0.7);
    for (let x = 0; x < strip.width; x++)
      if (Math.abs(strip.data[top * strip.width + x]! - strip.data[bottom * strip.width + x]!) > 150) differ++;
    expect(differ / strip.width).toBeLessThan(0.05);
  });

  it('find the direction across tilted bars and resample them upright', () => {
    for (const deg of [0, 25, -35, 40, 80]) {
      const luma = tiltedBars(320, 240, deg);
      const [region] = findBars(luma, 320, 240);
      expect(region, `${deg}°`).toBeDefined();
      // θ and θ ± 180° are the same bars.
      const off = (((((region!.angle * 180) / Math.PI - deg) % 180) + 270) % 180) - 90;
      expect(Math.abs(off), `${deg}°`).toBeLessThan(3);
      const strip = stripOf(luma, 320, 240, region!);
      // Upright: each column of the strip's middle rows is one colour (a bar or a space; the
      // resampled edges of these aliased bars may differ a little, a bar against a space not).
      const mid = Math.floor(strip.height / 2);
      let differ = 0;
      for (let x = 0; x < strip.width; x++)
        if (Math.abs(strip.data[(mid - 6) * strip.width + x]! - strip.data[(mid + 6) * strip.width + x]!) > 150) differ++;
      expect(differ / strip.width, `${deg}°`).toBeLessThan(0.05);
    }
  });

  it('keep a code one region across a washed band one block wide (a highlight over the bars)', () => {
    const luma = tiltedBars(320, 240, 0);
    // The bars span x = 60…260; a band x = 140…164 washed flat white (a 16 px block column and more).
    for (let y = 0; y < 240; y++) for (let x = 140; x < 164; x++) luma[y * 320 + x] = 250;
    const regions = findBars(luma, 320, 240);
    expect(regions[0]).toBeDefined();
    // Both halves: the 200 px of bars and their quiet zones, not the 100 px of one half.
    expect(regions[0]!.length).toBeGreaterThan(240);
  });

  it('find nothing on a flat frame or on noise', () => {
    expect(findBars(new Uint8Array(320 * 240).fill(120), 320, 240)).toEqual([]);
    let seed = 7;
    const noise = Uint8Array.from({ length: 320 * 240 }, () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), 100 + (seed % 60)));
    expect(findBars(noise, 320, 240)).toEqual([]);
  });
});
