import { CURRENCY_SIGN, formatMoney, formatPercent, moneyFigures, type TextLang } from '@qadhya/domain';
import type { CatalogueProductsTable } from '../../../db/tables/catalogues.ts';
import { productDrawing, type ProductPicture } from './product-image.ts';
import { drawRtl, rtlWidth } from './rtl-text.ts';
import { r, text, textWidth, wrap } from './svg.ts';

/** One product of a catalogue page, in its rectangle (the same one catalogue_products stores). */
export interface TileData extends ProductPicture, Pick<CatalogueProductsTable, 'x' | 'y' | 'w' | 'h' | 'price' | 'old_price' | 'remise'> {}

export const RED = '#e30613';
export const YELLOW = '#ffd200';

/**
 * The discount badge: formatPercent's signed form, « -25% » (docs/formats.md). The badge is one
 * left-to-right SVG text in both languages, so it is drawn without the Arabic isolates.
 */
function badge(cx: number, cy: number, radius: number, remise: number): string {
  if (remise <= 0) return '';
  return (
    `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${YELLOW}" stroke="${RED}" stroke-width="1.5"/>` +
    text(cx, cy + radius * 0.32, formatPercent(remise, 'fr', { signed: true }), {
      size: radius * 0.82,
      fill: RED,
      bold: true,
      anchor: 'middle',
      maxWidth: radius * 1.8,
    })
  );
}

/**
 * The struck old price and the price, as formatMoney writes them (docs/formats.md): « 12,500 DT »
 * in French; in Arabic « 12,500 د.ت » read from the right, so the currency, drawn as outlines
 * (rtl-text.ts), stands left of the figures.
 */
function priceBlock(cx: number, bottom: number, t: TileData, scale: number, anchor: 'middle' | 'start', lang: TextLang): string {
  const main = moneyFigures(t.price);
  const size = 15 * scale;
  const out: string[] = [];
  if (lang === 'ar') {
    if (t.old_price > t.price) {
      const old = formatMoney(t.old_price, 'ar');
      const oldSize = 7 * scale;
      const width = rtlWidth(old, oldSize);
      const x = anchor === 'middle' ? cx - width / 2 : cx;
      const y = bottom - size - 1;
      out.push(
        drawRtl(x, y, old, { size: oldSize, fill: '#6b6b6b', anchor: 'start' }) +
          `<line x1="${r(x)}" y1="${r(y - oldSize * 0.3)}" x2="${r(x + width)}" y2="${r(y - oldSize * 0.3)}" stroke="#6b6b6b" stroke-width="0.6"/>`,
      );
    }
    const signSize = size * 0.55;
    const sign = rtlWidth(CURRENCY_SIGN.ar, signSize, true);
    const gap = signSize * 0.35;
    const total = sign + gap + textWidth(main, size, true);
    const left = anchor === 'middle' ? cx - total / 2 : cx;
    out.push(
      drawRtl(left, bottom, CURRENCY_SIGN.ar, { size: signSize, fill: RED, bold: true, anchor: 'start' }) +
        text(left + sign + gap, bottom, main, { size, fill: RED, bold: true }),
    );
    return out.join('');
  }
  if (t.old_price > t.price) {
    const old = formatMoney(t.old_price, 'fr');
    out.push(text(cx, bottom - size - 1, old, { size: 7 * scale, fill: '#6b6b6b', anchor, extra: 'text-decoration="line-through"' }));
  }
  out.push(
    `<text x="${r(cx)}" y="${r(bottom)}" font-family="Helvetica, Arial, sans-serif" fill="${RED}" font-weight="700" text-anchor="${anchor}">` +
      `<tspan font-size="${r(size)}">${main}</tspan><tspan font-size="${r(size * 0.55)}"> ${CURRENCY_SIGN.fr}</tspan></text>`,
  );
  return out.join('');
}

/** A product tile: picture, name, struck old price, price in DT (د.ت in Arabic) and the "-25%" badge. */
export function tile(t: TileData, lang: TextLang = 'fr'): string {
  const wide = t.w > t.h * 1.8;
  const scale = Math.min(1.25, Math.max(0.75, t.w / 150));
  const frame =
    `<rect x="${r(t.x + 1.5)}" y="${r(t.y + 1.5)}" width="${r(t.w)}" height="${r(t.h)}" rx="6" fill="#000000" opacity="0.08"/>` +
    `<rect x="${r(t.x)}" y="${r(t.y)}" width="${r(t.w)}" height="${r(t.h)}" rx="6" fill="#ffffff" stroke="#eadfd2"/>`;
  if (wide) {
    const side = Math.min(t.h - 10, t.w * 0.45);
    const img = `<g transform="translate(${r(t.x + 6)} ${r(t.y + (t.h - side) / 2)}) scale(${Math.round((side / 200) * 1000) / 1000})">${productDrawing(t)}</g>`;
    const tx = t.x + side + 16;
    const lines = wrap(t.name, Math.floor((t.w - side - 24) / 5.2), 3).map((l, i) =>
      text(tx, t.y + 26 + i * 12, l, { size: 10, fill: '#222222', bold: i === 0, maxWidth: t.w - side - 24 }),
    );
    return (
      frame + img + lines.join('') + priceBlock(tx, t.y + t.h - 14, t, 1.5, 'start', lang) + badge(t.x + side - 8, t.y + 24, 20, t.remise)
    );
  }
  const side = Math.min(t.w * 0.72, t.h * 0.6);
  const img = `<g transform="translate(${r(t.x + (t.w - side) / 2)} ${r(t.y + 4)}) scale(${Math.round((side / 200) * 1000) / 1000})">${productDrawing(t)}</g>`;
  const nameSize = t.w < 120 ? 6.5 : 7.5;
  const chars = Math.floor((t.w - 10) / (nameSize * 0.52));
  const names = wrap(t.name, chars, 2).map((l, i) =>
    text(t.x + t.w / 2, t.y + side + 12 + i * (nameSize + 2), l, {
      size: nameSize,
      fill: '#222222',
      bold: i === 0,
      anchor: 'middle',
      maxWidth: t.w - 8,
    }),
  );
  return (
    frame +
    img +
    names.join('') +
    priceBlock(t.x + t.w / 2, t.y + t.h - 6, t, scale, 'middle', lang) +
    badge(t.x + t.w - 15 * scale, t.y + 15 * scale, 13 * scale, t.remise)
  );
}
