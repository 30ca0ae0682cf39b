import type { Pack } from './types.ts';

/**
 * A product line of the generator: every brand × item × size becomes a product.
 * Items are written "Name|size:price|size:price" with prices in millimes for an average brand.
 */
export interface Line {
  cat: number;
  pack: Pack;
  /** '' means no brand (fresh produce). */
  brands: readonly string[];
  items: readonly string[];
  /** GS1 prefix of the makers' country for imported goods (default Tunisia, 619). */
  gs1?: string;
  /** Sold by weight or by piece with an in-store code. */
  fresh?: boolean;
  /** Packs per item differ: a map from a keyword of the item's name to a pack. */
  packFor?: Readonly<Record<string, Pack>>;
}
