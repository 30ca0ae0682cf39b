import bidiFactory from 'bidi-js';
import * as fontkit from 'fontkit';
import { withoutIsolates } from '@qadhya/domain';
import { createRequire } from 'node:module';
import { esc, r, type TextOptions } from './svg.ts';

/**
 * Arabic text drawn as outlines (docs/media.md#arabic-images): an SVG shown as an <img> cannot
 * load a font, and the viewer's own fonts may have no Arabic. So the server shapes the text itself
 * with the font the web app ships (Noto Sans Arabic, @fontsource-variable/noto-sans-arabic: its
 * Arabic subset, and its Latin subset for digits and Latin words), orders it right to left with
 * the Unicode bidirectional algorithm (numbers like 24/11 stay left to right inside), and writes
 * the glyphs as one path per text. Nothing is fetched: the font files are read from the package.
 */

const require = createRequire(import.meta.url);
const FILES = {
  arabic: '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
  latin: '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-latin-wght-normal.woff2',
} as const;

interface Fonts {
  arabic: fontkit.Font;
  latin: fontkit.Font;
}

let fonts: Fonts | null = null;
const bidi = bidiFactory();

function open(file: string): fontkit.Font {
  const font = fontkit.openSync(require.resolve(file));
  if (!('layout' in font)) throw new Error(`${file}: a font collection, not a font`);
  return font;
}

/** The two font files, read once (about 0.2 s the first time). */
function loadFonts(): Fonts {
  fonts ??= { arabic: open(FILES.arabic), latin: open(FILES.latin) };
  return fonts;
}

/**
 * Decodes the fonts now (server.ts, before the port opens), so that no request waits the 1 to 2.5 s
 * of the first Arabic image; returns the milliseconds it took.
 */
export function warmRtlFonts(): number {
  const start = performance.now();
  shapeRtl('أسبوع');
  return Math.round(performance.now() - start);
}

/** True when the text has a right-to-left letter (Arabic, Hebrew…): it is then drawn by drawRtl. */
export const hasRtl = (text: string): boolean => /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/.test(text);

const ISOLATE = /[\u2066-\u2069]/;

interface Run {
  text: string;
  level: number;
  font: fontkit.Font;
}

/** Splits the text into runs of one bidi level and one font, in logical order. */
function runsOf(text: string, f: Fonts): Run[] {
  const { levels } = bidi.getEmbeddingLevels(text, 'rtl');
  const mirrored = bidi.getMirroredCharactersMap(text, levels);
  const runs: Run[] = [];
  for (let i = 0; i < text.length; i += 1) {
    // The formats' isolates (U+2066…U+2069, docs/formats.md#figures-in-arabic) order the levels; they draw nothing.
    if (ISOLATE.test(text[i]!)) continue;
    const ch = mirrored.get(i) ?? text[i]!;
    const cp = ch.codePointAt(0)!;
    const last = runs.at(-1);
    const level = levels[i]!;
    // A space or mark stays in the run it is in when that font has it; else the font that has the glyph.
    const font =
      last && last.level === level && (/\s/.test(ch) || last.font.hasGlyphForCodePoint(cp))
        ? last.font
        : f.arabic.hasGlyphForCodePoint(cp) || !f.latin.hasGlyphForCodePoint(cp)
          ? f.arabic
          : f.latin;
    if (last && last.level === level && last.font === font) last.text += ch;
    else runs.push({ text: ch, level, font });
  }
  // Visual order: from the highest level down to 1, reverse every stretch of runs at that level or more.
  const maxLevel = Math.max(0, ...runs.map((run) => run.level));
  for (let level = maxLevel; level >= 1; level -= 1) {
    for (let i = 0; i < runs.length;) {
      if (runs[i]!.level < level) {
        i += 1;
        continue;
      }
      let j = i;
      while (j < runs.length && runs[j]!.level >= level) j += 1;
      runs.splice(i, j - i, ...runs.slice(i, j).reverse());
      i = j;
    }
  }
  return runs;
}

/** The runs of a text in visual order, left to right: their text and direction (tests, docs/media.md#arabic-images). */
export const visualRuns = (text: string): { text: string; rtl: boolean }[] =>
  runsOf(text, loadFonts()).map((run) => ({ text: run.text, rtl: run.level % 2 === 1 }));

/** Path commands of one glyph moved by (dx, dy), in font units, rounded (1/1000 em is plenty). */
function glyphPath(glyph: fontkit.Glyph, dx: number, dy: number): string {
  const out: string[] = [];
  for (const { command, args } of glyph.path.commands) {
    const pts = args.map((v, k) => Math.round(v + (k % 2 === 0 ? dx : dy)));
    const letter = { moveTo: 'M', lineTo: 'L', quadraticCurveTo: 'Q', bezierCurveTo: 'C', closePath: 'Z' }[command];
    out.push(`${letter}${pts.join(' ')}`);
  }
  return out.join('');
}

export interface Shaped {
  /** The glyphs' outlines, in font units, baseline at 0, y up, the text starting at x = 0. */
  d: string;
  /** Advance width in font units. */
  width: number;
  unitsPerEm: number;
}

const shapedCache = new Map<string, Shaped>();

/** The text shaped and laid out right to left (cached by text: titles and date lines repeat). */
export function shapeRtl(text: string): Shaped {
  const hit = shapedCache.get(text);
  if (hit) return hit;
  const f = loadFonts();
  let pen = 0;
  const parts: string[] = [];
  for (const run of runsOf(text, f)) {
    const laid = run.font.layout(run.text, undefined, undefined, undefined, run.level % 2 === 1 ? 'rtl' : 'ltr');
    laid.glyphs.forEach((glyph, k) => {
      const pos = laid.positions[k]!;
      // Both subsets share the family's em (1000), so one scale serves the whole line.
      parts.push(glyphPath(glyph, pen + pos.xOffset, pos.yOffset));
      pen += pos.xAdvance;
    });
  }
  const shaped = { d: parts.join(''), width: pen, unitsPerEm: f.arabic.unitsPerEm };
  if (shapedCache.size > 2000) shapedCache.clear();
  shapedCache.set(text, shaped);
  return shaped;
}

/** The width drawRtl gives `content` at `size` (before any maxWidth), to lay other things beside it. */
export function rtlWidth(content: string, size: number, bold = false): number {
  const shaped = shapeRtl(content);
  const stroke = bold ? shaped.unitsPerEm * 0.045 : 0;
  return (shaped.width + stroke) * (size / shaped.unitsPerEm) * 0.92;
}

/**
 * The text as an SVG path at (x, y) (y: the baseline), like svg.ts's text(): the anchor is where x
 * stands (start = left), bold is a stroke of the fill's colour, and a text wider than maxWidth is
 * scaled down to fit exactly. `aria-label` keeps the words for assistive tools.
 */
export function drawRtl(x: number, y: number, content: string, o: TextOptions): string {
  const shaped = shapeRtl(content);
  let scale = o.size / shaped.unitsPerEm;
  // Arabic letters sit a little larger than Latin ones at the same size: 0.92 keeps the bands' rhythm.
  scale *= 0.92;
  const stroke = o.bold ? shaped.unitsPerEm * 0.045 : 0;
  let width = rtlWidth(content, o.size, o.bold);
  if (o.maxWidth && width > o.maxWidth) {
    scale *= o.maxWidth / width;
    width = o.maxWidth;
  }
  const left = o.anchor === 'middle' ? x - width / 2 : o.anchor === 'end' ? x - width : x;
  const k = Math.round(scale * 100_000) / 100_000;
  const paint = o.bold ? ` stroke="${o.fill}" stroke-width="${r(stroke)}" stroke-linejoin="round"` : '';
  return (
    `<path transform="translate(${r(left + (stroke / 2) * scale)} ${r(y)}) scale(${k} ${-k})" fill="${o.fill}"${paint}` +
    ` aria-label="${esc(withoutIsolates(content))}" d="${shaped.d}"/>`
  );
}
