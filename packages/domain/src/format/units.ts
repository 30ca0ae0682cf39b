import { ltr, textLang, unitGap, type TextLang } from './lang.ts';
import { decimalsFormat, fixedFormat, isFiniteNumber } from './numbers.ts';
import { formatWhole } from './whole.ts';

/**
 * Distances and sizes (docs/formats.md): apart from numbers.ts, whose money and counts every first
 * screen loads, so that these stay with the screens that show them (the store finder, a photo's size).
 */

const KM: Readonly<Record<TextLang, string>> = { fr: 'km', ar: 'كم' };

/** A distance in km with one decimal, as the spec shows it: 1234 m → "1,2 km" / "⁦1,2⁩ كم"; missing or negative → 0,0. */
export function formatDistance(meters: number | null | undefined, lang: string | null | undefined): string {
  const km = isFiniteNumber(meters) && meters > 0 ? meters / 1000 : 0;
  return `${ltr(fixedFormat(1).format(km), lang)}${unitGap(lang)}${KM[textLang(lang)]}`;
}

const UNITS_BYTES: Readonly<Record<TextLang, readonly string[]>> = {
  fr: ['o', 'Ko', 'Mo', 'Go', 'To'],
  ar: ['بايت', 'ك.ب', 'م.ب', 'غ.ب', 'ت.ب'],
};

/**
 * A size in bytes, 1024-based: "512 o", "1,5 Ko", "10 Mo", "2 Go"; Arabic "⁦1,5⁩ م.ب"
 * (docs/formats.md#bytes). One decimal below 10 of a unit (dropped when it is 0), none above.
 */
export function formatBytes(bytes: number | null | undefined, lang: string | null | undefined): string {
  let value = isFiniteNumber(bytes) && bytes > 0 ? bytes : 0;
  let unit = 0;
  const units = UNITS_BYTES[textLang(lang)];
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const figure = unit === 0 ? String(Math.round(value)) : value < 10 ? decimalsFormat(1).format(value) : formatWhole(value);
  return `${ltr(figure, lang)}${unitGap(lang)}${units[unit]}`;
}
