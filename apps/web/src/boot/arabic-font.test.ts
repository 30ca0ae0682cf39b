import path from 'node:path';
import * as fontkit from 'fontkit';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildArabicFirstFont,
  fontCodepoints,
  fullFontBytes,
  missingCodepoints,
  type ArabicFirstFont,
} from '../../../../packages/design/src/arabic-first/font.ts';
import { arabicCodepoints } from '../../../../packages/design/src/arabic-first/letters.ts';
import { ar } from '../lib/i18n/ar.ts';
import { SHELL_CURRENCY, SHELL_TEXTS } from './shell.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

/** Every string of a catalogue of texts, however deep. */
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

function open(bytes: Buffer): fontkit.Font {
  const font = fontkit.create(bytes);
  if (!('layout' in font)) throw new Error('a font collection');
  return font;
}

/** What an Arabic word draws: each glyph's outline, advance and offsets (marks and dots are glyphs too), in order. */
function shaped(font: fontkit.Font, word: string) {
  const run = font.layout(word);
  return run.glyphs.map((g, i) => ({
    outline: g.path.toSVG(),
    advance: run.positions[i]!.xAdvance,
    dx: run.positions[i]!.xOffset,
    dy: run.positions[i]!.yOffset,
  }));
}

/** The Arabic words of a text (what the Arabic face draws: spaces, Latin and the full stop are another font's). */
const words = (text: string) => text.split(/[^\u0600-\u06ff]+/).filter(Boolean);

describe('the Arabic first-paint font (docs/shell.md#fonts)', () => {
  let built: ArabicFirstFont;
  let subset: fontkit.Font;
  let full: fontkit.Font;
  beforeAll(async () => {
    built = await buildArabicFirstFont(root);
    subset = open(built.woff2);
    full = open(fullFontBytes());
  }, 120_000);

  const shellTexts = [...Object.values(SHELL_TEXTS.ar), SHELL_CURRENCY.ar];

  it('draws every letter of the Arabic shell, and of the app’s Arabic texts', () => {
    const has = fontCodepoints(built.woff2);
    for (const text of [...shellTexts, ...strings(ar)]) expect(missingCodepoints(has, arabicCodepoints(text)), text).toEqual([]);
    // The whole alphabet, whatever the chain names its products with.
    expect(missingCodepoints(has, arabicCodepoints('ابتثجحخدذرزسشصضطظعغفقكلمنهوي ءآأؤإئةى ڤڨپ ٠١٢٣٤٥٦٧٨٩ ،؛؟'))).toEqual([]);
  });

  it('names the letters it lacks', () => {
    // ۋ (U+06CB, Uyghur/Kazakh ve): in the whole font, not in the first-paint one.
    expect(fontCodepoints(fullFontBytes()).has(0x06cb)).toBe(true);
    expect(missingCodepoints(fontCodepoints(built.woff2), arabicCodepoints('مرحبا ۋ'))).toEqual([0x06cb]);
  });

  it('shapes as the whole font does: joined forms, lam-alef, harakat', () => {
    const samples = [...shellTexts, 'لا إله', 'بخّاخ', 'شُكْرًا', 'علبة كرتون', 'ڨابس'];
    for (const word of samples.flatMap(words)) expect(shaped(subset, word), word).toEqual(shaped(full, word));
    // Joined: the meem that starts « مرحبًا » is its initial form, not the letter alone.
    const meem = subset.layout('مرحبًا').glyphs.find((g) => g.codePoints.includes(0x0645))!;
    expect(meem.id).not.toBe(subset.layout('م').glyphs[0]!.id);
    expect(meem.path.toSVG()).not.toBe(subset.layout('م').glyphs[0]!.path.toSVG());
    // Lam then alef take their ligature forms, not the lam and alef that stand alone.
    const ids = (text: string) => subset.layout(text).glyphs.map((g) => g.id);
    expect(ids('لا')).not.toEqual([...ids('ا'), ...ids('ل')]);
    expect(ids('لا')).not.toEqual([...ids('ل'), ...ids('ا')]);
  });

  it('is a fraction of the whole font', () => {
    const whole = fullFontBytes().length;
    expect(built.woff2.length).toBeLessThan(whole / 3);
    expect(built.css).toContain("src: url('./noto-sans-arabic-first.woff2')");
  });
});
