import type { PackStyle } from './pack-style.ts';
import { text, wrap } from './svg.ts';

export interface LabelBox {
  cx: number;
  top: number;
  width: number;
  brandFill: string;
  nameFill: string;
  brandSize?: number;
  nameSize?: number;
  lines?: number;
  showSize?: boolean;
}

/** Brand in bold, then the product's name on one or two lines, then the size. */
export function label(s: PackStyle, b: LabelBox): string {
  const brandSize = b.brandSize ?? 15;
  const nameSize = b.nameSize ?? 8;
  const out: string[] = [];
  let y = b.top + brandSize;
  if (s.brand) {
    out.push(text(b.cx, y, s.brand, { size: brandSize, fill: b.brandFill, bold: true, anchor: 'middle', maxWidth: b.width }));
    y += nameSize + 3;
  }
  const chars = Math.max(6, Math.floor(b.width / (nameSize * 0.52)));
  for (const line of wrap(s.name, chars, b.lines ?? 2)) {
    out.push(text(b.cx, y, line, { size: nameSize, fill: b.nameFill, anchor: 'middle', maxWidth: b.width }));
    y += nameSize + 2;
  }
  if (b.showSize !== false && s.size) {
    out.push(text(b.cx, y + 2, s.size, { size: nameSize, fill: b.nameFill, bold: true, anchor: 'middle', maxWidth: b.width }));
  }
  return out.join('');
}
