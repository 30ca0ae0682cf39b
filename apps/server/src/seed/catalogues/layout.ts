import { CATALOGUE_PAGE as P } from '@qadhya/contracts';

/** Tile rectangles of a catalogue page, in the 350x500 viewBox the page image is drawn in. */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** cover: 4 heroes under the tall cover band; grid6/grid9: 2x3 / 3x3; hero5: one wide tile + 2x2. */
export type PageLayout = 'cover' | 'grid6' | 'grid9' | 'hero5';

const round = (n: number) => Math.round(n * 10) / 10;

function grid(top: number, bottom: number, cols: number, rows: number): Rect[] {
  const w = (P.width - 2 * P.margin - (cols - 1) * P.gap) / cols;
  const h = (bottom - top - (rows - 1) * P.gap) / rows;
  const out: Rect[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      out.push({ x: round(P.margin + c * (w + P.gap)), y: round(top + r * (h + P.gap)), w: round(w), h: round(h) });
    }
  }
  return out;
}

export function pageRects(layout: PageLayout): Rect[] {
  const bottom = P.height - P.footerHeight - P.margin;
  switch (layout) {
    case 'cover':
      return grid(P.coverHeaderHeight + P.margin, bottom, 2, 2);
    case 'grid6':
      return grid(P.headerHeight + P.margin, bottom, 2, 3);
    case 'grid9':
      return grid(P.headerHeight + P.margin, bottom, 3, 3);
    case 'hero5': {
      const top = P.headerHeight + P.margin;
      const heroH = round((bottom - top) * 0.38);
      const hero: Rect = { x: P.margin, y: top, w: P.width - 2 * P.margin, h: heroH };
      return [hero, ...grid(top + heroH + P.gap, bottom, 2, 2)];
    }
  }
}

export const LAYOUT_SIZES: Record<PageLayout, number> = { cover: 4, grid6: 6, grid9: 9, hero5: 5 };
