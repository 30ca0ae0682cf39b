import type { Pack } from '../../../db/tables/products.ts';
import { brandColours } from './brand-colours.ts';
import { productDrawing } from './product-image.ts';
import { shade, svgDocument } from './svg.ts';

export interface CategoryPicture {
  category_id: number;
  category_name: string;
  /** The pack most of the category's products have (a box when it has none). */
  pack: Pack;
  /** Name of a typical product, to pick the right fruit or vegetable. */
  sample: string;
}

/** A category's tile: its typical pack, without words (the app writes the name in its language). */
export function categorySvg(c: CategoryPicture): string {
  const [main] = brandColours(c.category_name);
  const drawing = productDrawing({ sku: '', name: c.sample, marque: null, size: null, pack: c.pack, category_id: c.category_id });
  const body =
    `<rect width="200" height="200" rx="28" fill="${shade(main, 0.85)}"/>` +
    `<g transform="translate(20 16) scale(0.8)">${drawing}</g>`;
  return svgDocument(200, 200, body, c.category_name);
}
