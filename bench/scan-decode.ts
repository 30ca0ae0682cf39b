/**
 * Decode time per frame of the scanner's reader (zxing-wasm, the app's own READER_OPTIONS), on
 * 640×480 RGBA frames of generated barcodes (bwip-js → ffmpeg): EAN-13, EAN-8, UPC-A, CODE-128,
 * each clean and degraded (scaled down, rotated, blurred, all three plus noise), plus a frame with
 * no barcode (the common case while aiming). Prints p50/p95/max per case and overall.
 *
 *   node --import tsx bench/scan-decode.ts [frames per case, default 40]
 *
 * Needs ffmpeg (scripts/ensure-chromium.mjs installs it). A script, not a test. The max and p95 move
 * a lot with the machine's load (other processes on 2 cores); p50 is the steady per-frame cost.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import bwipjs from 'bwip-js/node';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { READER_OPTIONS, toScannedCode } from '../apps/web/src/features/scan/scan-code.ts';

const require = createRequire(import.meta.url);
const FRAMES = Number(process.argv[2] ?? 40);
const W = 640;
const H = 480;

const CODES = [
  { type: 'ean13', text: '6191234567897', format: 'EAN_13' },
  { type: 'ean8', text: '96385074', format: 'EAN_8' },
  // The reader gives a UPC-A in its EAN-13 form (leading 0); the app names it UPC_A.
  { type: 'upca', text: '036000291452', format: 'UPC_A', read: '0036000291452' },
  { type: 'code128', text: 'QADHYA-TN0001-42', format: 'CODE_128' },
] as { type: string; text: string; format: string; read?: string }[];

const PAD = `scale='min(600,iw)':-2,pad=${W}:${H}:(ow-iw)/2:(oh-ih)/2:white`;
const VARIANTS: Record<string, string> = {
  clean: PAD,
  scaled: `scale=iw*0.55:-1,${PAD}`,
  rotated: `${PAD},rotate=10*PI/180:fillcolor=white`,
  blurred: `${PAD},gblur=sigma=1.6`,
  degraded: `scale=iw*0.7:-1,${PAD},rotate=7*PI/180:fillcolor=white,gblur=sigma=1.2,noise=alls=14:allf=t`,
};

interface Frame {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

function rgbaFrame(input: string[], filter: string): Frame {
  const raw = execFileSync('ffmpeg', ['-loglevel', 'error', ...input, '-vf', filter, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgba', '-'], {
    maxBuffer: 64 << 20,
  });
  if (raw.length !== W * H * 4) throw new Error(`unexpected frame size ${raw.length}`);
  return { data: new Uint8ClampedArray(raw.buffer, raw.byteOffset, raw.length), width: W, height: H };
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

const wasm = fs.readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
await prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) }, fireImmediately: true });

const tmp = fs.mkdtempSync('/tmp/scan-decode-');
const cases: { name: string; frame: Frame; expect: string | null }[] = [];
for (const code of CODES) {
  const png = `${tmp}/${code.type}.png`;
  fs.writeFileSync(png, await bwipjs.toBuffer({ bcid: code.type, text: code.text, scale: 3, height: 25, includetext: true, backgroundcolor: 'FFFFFF', paddingwidth: 12, paddingheight: 8 }));
  for (const [variant, filter] of Object.entries(VARIANTS)) {
    cases.push({ name: `${code.format} ${variant}`, frame: rgbaFrame(['-i', png], filter), expect: `${code.format} ${code.read ?? code.text}` });
  }
}
cases.push({ name: 'no barcode', frame: rgbaFrame(['-f', 'lavfi', '-i', `testsrc2=s=${W}x${H}`], 'format=rgba'), expect: null });
fs.rmSync(tmp, { recursive: true, force: true });

const all: number[] = [];
console.log(`zxing-wasm reader, ${W}×${H} RGBA frames, ${FRAMES} decodes a case (after one warm-up)\n`);
console.log(`${'case'.padEnd(22)} ${'read'.padEnd(6)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'max ms'.padStart(7)}`);
let failures = 0;
for (const c of cases) {
  await readBarcodes(c.frame as ImageData, READER_OPTIONS);
  const times: number[] = [];
  let read: string | null = null;
  for (let i = 0; i < FRAMES; i++) {
    const t0 = performance.now();
    const results = await readBarcodes(c.frame as ImageData, READER_OPTIONS);
    times.push(performance.now() - t0);
    const first = results.find((r) => r.isValid);
    const scanned = first ? toScannedCode(first.format, first.text) : null;
    read = scanned ? `${scanned.format} ${scanned.code}` : null;
  }
  times.sort((a, b) => a - b);
  all.push(...times);
  const ok = read === c.expect;
  if (!ok) failures++;
  const label = c.expect === null ? (read ? 'FALSE' : 'none') : ok ? 'yes' : `NO (${read})`;
  console.log(`${c.name.padEnd(22)} ${label.padEnd(6)} ${quantile(times, 0.5).toFixed(1).padStart(7)} ${quantile(times, 0.95).toFixed(1).padStart(7)} ${times.at(-1)!.toFixed(1).padStart(7)}`);
}
all.sort((a, b) => a - b);
console.log(`\nall ${all.length} decodes: p50 ${quantile(all, 0.5).toFixed(1)} ms, p95 ${quantile(all, 0.95).toFixed(1)} ms, max ${all.at(-1)!.toFixed(1)} ms; ${failures} case(s) not read as expected`);
