import type { Pack } from '../../../db/tables/products.ts';
import { brandColours } from './brand-colours.ts';
import { contentColour } from './content-colour.ts';
import { KIND_DRAWERS, PACK_OF_KIND } from './kind-drawings.ts';
import { productKind, type Kind } from './kinds.ts';
import type { PackDrawer, PackStyle } from './pack-style.ts';
import * as fresh from './packs-fresh.ts';
import * as grocery from './packs-grocery.ts';
import * as home from './packs-home.ts';
import * as leisure from './packs-leisure.ts';
import * as tech from './packs-tech.ts';
import { shade, svgDocument } from './svg.ts';

const DRAWERS: Record<Pack, PackDrawer> = { ...grocery, ...fresh, ...home, ...tech, ...leisure };

/** Categories whose boxes lie flat (biscuits, tea, desserts, frozen, stationery). */
const WIDE_BOXES = new Set([571, 563, 601, 618, 25, 279, 409, 424, 447, 485, 622, 650]);

export interface ProductPicture {
  sku: string;
  name: string;
  marque: string | null;
  size: string | null;
  pack: Pack;
  category_id: number;
}

/** The product's name without its brand at the end ("Yaourt nature Délice" → "Yaourt nature"). */
export function nameWithoutBrand(p: Pick<ProductPicture, 'name' | 'marque'>): string {
  if (p.marque && p.name.endsWith(` ${p.marque}`)) return p.name.slice(0, -p.marque.length - 1);
  return p.name;
}

export function packStyle(p: ProductPicture, kind: Kind | null = productKind(p)): PackStyle {
  const [main, accent, ink] = brandColours(p.marque);
  const name = nameWithoutBrand(p);
  return {
    main,
    accent,
    ink,
    content: contentColour((kind && PACK_OF_KIND[kind]) ?? p.pack, name, shade(main, 0.2)),
    brand: p.marque ?? '',
    name,
    size: p.size ?? '',
    wide: WIDE_BOXES.has(p.category_id),
  };
}

const SHADOW = `<ellipse cx="100" cy="188" rx="64" ry="7" fill="#000000" opacity="0.12"/>`;

/** A pack with its ground shadow, in a 200x200 box. */
export function drawPack(pack: Pack, style: PackStyle): string {
  const drawer = DRAWERS[pack] ?? DRAWERS.box;
  return `${SHADOW}${drawer(style)}`;
}

/** A kind's drawing with its ground shadow, in a 200x200 box (docs/media.md#product-kinds). */
export function drawKind(kind: Kind, style: PackStyle): string {
  return `${SHADOW}${KIND_DRAWERS[kind](style)}`;
}

/**
 * The drawing alone, in a 200x200 box (to place inside a catalogue tile): what the product is (its
 * kind, from its name) when a rule knows it, else its pack.
 */
export function productDrawing(p: ProductPicture): string {
  const kind = productKind(p);
  const style = packStyle(p, kind);
  return kind ? drawKind(kind, style) : drawPack(p.pack, style);
}

/** The product's picture: its pack on a soft disc of the brand's colour. */
export function productSvg(p: ProductPicture): string {
  const [main] = brandColours(p.marque);
  const body =
    `<rect width="200" height="200" fill="#ffffff"/>` +
    `<circle cx="100" cy="104" r="92" fill="${shade(main, 0.88)}"/>` +
    productDrawing(p);
  return svgDocument(200, 200, body, p.name);
}

/** An uploaded product photo (a WebP, 600×600) in the same 200×200 SVG frame as the drawn packs. */
export function photoSvg(webp: Buffer, name: string): string {
  const body =
    `<rect width="200" height="200" fill="#ffffff"/>` +
    `<image width="200" height="200" preserveAspectRatio="xMidYMid meet" href="data:image/webp;base64,${webp.toString('base64')}"/>`;
  return svgDocument(200, 200, body, name);
}
