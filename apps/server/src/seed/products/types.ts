import type { Pack } from '../../db/tables/products.ts';

export { PACKS, type Pack } from '../../db/tables/products.ts';

/** A product before ids, codes and the week's prices are given. */
export interface ProductDraft {
  /** Real EAN for Open Food Facts products; null for generated ones (a code is made later). */
  ean: string | null;
  /** Product name without brand or size ("Lait demi-écrémé"). */
  base: string;
  marque: string | null;
  size: string | null;
  categoryId: number;
  pack: Pack;
  /** Regular shelf price in millimes. */
  basePrice: number;
  source: 'off' | 'generated';
  /** Alcohol and the like: never promoted in catalogues or daily promos. */
  noPromo?: boolean;
  /** Fresh produce sold with an in-store code (GS1 prefix 2). */
  fresh?: boolean;
  /** GS1 prefix of the maker's country for imported non-food (e.g. "880" Korea). */
  gs1Prefix?: string;
}
