/**
 * The letters of the Arabic first-paint font (docs/shell.md#fonts): the Arabic alphabet (its letters,
 * harakat, digits and punctuation), whatever product name the chain writes with it, and every
 * Arabic-script character the app's own texts and data hold (read from the sources at build time).
 */
import fs from 'node:fs';
import path from 'node:path';

/** Inclusive code point ranges. */
export type Ranges = Array<[number, number]>;

/**
 * The whole Arabic face of @fontsource-variable/noto-sans-arabic (its "arabic" subset's
 * unicode-range, as its own CSS writes it).
 */
export const FULL_ARABIC_RANGES: Ranges = [
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0x0870, 0x088e],
  [0x0890, 0x0891],
  [0x0897, 0x08e1],
  [0x08e3, 0x08ff],
  [0x200c, 0x200e],
  [0x2010, 0x2011],
  [0x204f, 0x204f],
  [0x2e41, 0x2e41],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfe74],
  [0xfe76, 0xfefc],
];

/**
 * The alphabet any Arabic name is written with: comma, semicolon and question mark, the hamza and
 * the 28 letters with their variants (U+0621–063A, U+0641–064A), tatweel, the harakat and shadda
 * (U+064B–0652), the Arabic-Indic digits and signs (U+0660–066C), the dagger alef and alef wasla,
 * the Maghreb's own letters for v, g and p (ڤ ڨ ڭ پ) and their kin (چ ژ گ ک ی), and the marks
 * that steer joining and direction (U+061C, U+200C–200E: text formatted at run time holds them).
 */
export const CORE_ARABIC_RANGES: Ranges = [
  [0x060c, 0x060c],
  [0x061b, 0x061c],
  [0x061f, 0x061f],
  [0x0621, 0x063a],
  [0x0640, 0x0652],
  [0x0660, 0x066c],
  [0x0670, 0x0671],
  [0x067e, 0x067e],
  [0x0686, 0x0686],
  [0x0698, 0x0698],
  [0x06a4, 0x06a4],
  [0x06a8, 0x06a9],
  [0x06ad, 0x06ad],
  [0x06af, 0x06af],
  [0x06cc, 0x06cc],
  [0x200c, 0x200e],
];

/**
 * Where the Arabic words of the first screens come from, from the repository's root: the app's
 * texts (its shell, screens and the contracts' texts) and the data the server writes into the first
 * screen (the demo data's names and the reference places).
 */
export const TEXT_SOURCES = [
  'apps/web/src',
  'packages/contracts/src',
  'packages/domain/src',
  'apps/server/src/seed',
  'apps/server/reference-data',
];

const TEXT_FILE = /\.(ts|tsx|json|csv)$/;

export const inRanges = (cp: number, ranges: Ranges): boolean => ranges.some(([a, b]) => cp >= a && cp <= b);

/** The code points of `text` that the Arabic face draws. */
export function arabicCodepoints(text: string): Set<number> {
  const out = new Set<number>();
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (inRanges(cp, FULL_ARABIC_RANGES)) out.add(cp);
  }
  return out;
}

/** Every Arabic-script code point written in the text sources (tests and generated folders aside). */
export function scanArabicTexts(root: string, sources: string[] = TEXT_SOURCES): Set<number> {
  const out = new Set<number>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (TEXT_FILE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const cp of arabicCodepoints(fs.readFileSync(file, 'utf8'))) out.add(cp);
      }
    }
  };
  for (const source of sources) {
    const dir = path.join(root, source);
    if (fs.existsSync(dir)) walk(dir);
  }
  return out;
}

/** The alphabet's code points. */
export function coreCodepoints(): Set<number> {
  const out = new Set<number>();
  for (const [a, b] of CORE_ARABIC_RANGES) for (let cp = a; cp <= b; cp++) out.add(cp);
  return out;
}

/** Sorted code points as ranges: [0x621, 0x622, 0x623, 0x630] → [[0x621, 0x623], [0x630, 0x630]]. */
export function toRanges(codepoints: Iterable<number>): Ranges {
  const sorted = [...new Set(codepoints)].sort((a, b) => a - b);
  const out: Ranges = [];
  for (const cp of sorted) {
    const last = out[out.length - 1];
    if (last && cp === last[1] + 1) last[1] = cp;
    else out.push([cp, cp]);
  }
  return out;
}

/** The ranges of `whole` without `taken`. */
export function withoutCodepoints(whole: Ranges, taken: Iterable<number>): Ranges {
  const set = new Set(taken);
  const out: number[] = [];
  for (const [a, b] of whole) for (let cp = a; cp <= b; cp++) if (!set.has(cp)) out.push(cp);
  return toRanges(out);
}

const hex = (cp: number) => cp.toString(16).toUpperCase().padStart(4, '0');

/** A CSS unicode-range value: « U+060C, U+0621-063A, … ». */
export function unicodeRange(ranges: Ranges): string {
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');
}
