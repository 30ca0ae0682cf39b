import type { Pack } from '../../../db/tables/products.ts';
import { brandColours } from './brand-colours.ts';
import { contentColour } from './content-colour.ts';
import { PACK_OF_KIND } from './kind-drawings.ts';
import { productKind } from './kinds.ts';
import { drawKind, drawPack } from './product-image.ts';
import { shade, svgDocument } from './svg.ts';

export interface CategoryPicture {
  category_id: number;
  category_name: string;
  /** The pack most of the category's products have (a box when it has none). */
  pack: Pack;
  /** Name of a typical product, to pick the right fruit or vegetable. */
  sample: string;
}

/** Groups and special categories have no products of their own: what stands for them. */
const STANDS_FOR: Record<number, { pack: Pack; sample: string }> = {
  700: { pack: 'bag', sample: 'Pâtes' },
  701: { pack: 'tv', sample: '' },
  702: { pack: 'pump', sample: 'Shampooing' },
  703: { pack: 'box', sample: 'Biscuits' },
  515: { pack: 'veg', sample: 'Tomates' },
  528: { pack: 'fruit', sample: 'Oranges' },
};

/** A category's tile: its typical pack in the category's colours, without words (the app names it). */
export function categorySvg(c: CategoryPicture): string {
  const { pack, sample } = STANDS_FOR[c.category_id] ?? c;
  const [main, accent, ink] = brandColours(`catégorie ${c.category_name}`);
  // Its typical pack, showing what it holds when a kind knows (penne in the bag of « Pâtes »). Not an
  // object kind: the alphabetically first name of a category (a gas water heater for « Électroménager »,
  // a watch for « Téléphonie ») would not stand for it (docs/media.md#product-kinds).
  const found = productKind({ name: sample, pack });
  const kind = found && PACK_OF_KIND[found] === pack ? found : null;
  const style = {
    main,
    accent,
    ink,
    content: contentColour(pack, sample, shade(main, 0.3)),
    brand: '',
    name: '',
    size: '',
    wide: false,
  };
  const drawing = kind ? drawKind(kind, style) : drawPack(pack, style);
  const body =
    `<rect width="200" height="200" rx="28" fill="${shade(main, 0.85)}"/>` + `<g transform="translate(20 16) scale(0.8)">${drawing}</g>`;
  return svgDocument(200, 200, body, c.category_name);
}
