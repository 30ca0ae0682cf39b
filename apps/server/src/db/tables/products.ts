import type { ColumnType } from 'kysely';

/** Categories and products (migrations/0002_catalogue.sql). Money is integer millimes. */

/** Pack shapes the product image draws (products.pack). */
export const PACKS = [
  'carton',
  'bottle',
  'jar',
  'can',
  'tin',
  'bag',
  'box',
  'tub',
  'tube',
  'bar',
  'pouch',
  'fruit',
  'veg',
  'tray',
  'fish',
  'bread',
  'eggs',
  'cheese',
  'icecream',
  'pump',
  'spray',
  'jug',
  'roll',
  'tissue',
  'fridge',
  'washer',
  'appliance',
  'kettle',
  'blender',
  'iron',
  'tv',
  'speaker',
  'phone',
  'pan',
  'lamp',
  'plant',
  'tool',
  'tshirt',
  'toy',
  'notebook',
  'ball',
  'tyre',
  'diaper',
] as const;
export type Pack = (typeof PACKS)[number];

export type CategoryKind = 'group' | 'food' | 'hygiene' | 'nonfood' | 'special' | 'default';

export interface CategoriesTable {
  /** The spec's ID. */
  id: number;
  /** The spec's CATEGORY_ID. */
  category_id: number;
  category_name: string;
  id_parent: number | null;
  image: string | null;
  kind: CategoryKind;
  /** Arabic name (0013), null until filled: the API falls back to the French. */
  category_name_ar: ColumnType<string | null, string | null | undefined, string | null>;
  position: ColumnType<number, number | undefined, number>;
}

type Flag = ColumnType<number, number | undefined, number>;

/** A product's « Super » flags (0 or 1), one per weekday and super_friday, as the product queries read them. */
export interface SuperDayFlags {
  super_lundi: number;
  super_mardi: number;
  super_mercredi: number;
  super_jeudi: number;
  super_vendredi: number;
  super_samedi: number;
  super_dimanche: number;
  super_friday: number;
}

export interface ProductsTable {
  id: number;
  sku: string;
  ean: string;
  name: string;
  description: string;
  short_description: string;
  /** Arabic forms of description and short_description (0015), null until filled: the API falls back to the French. */
  description_ar: ColumnType<string | null, string | null | undefined, string | null>;
  short_description_ar: ColumnType<string | null, string | null | undefined, string | null>;
  marque: string | null;
  size: string | null;
  category_id: number;
  category_ids: ColumnType<number[], number[] | undefined, number[]>;
  /** Regular shelf price, without any promotion. */
  base_price: number;
  /** Always equal to new_price. */
  price: number;
  old_price: number;
  new_price: number;
  remise: Flag;
  plus: string | null;
  /** Arabic form of plus (0013). */
  plus_ar: ColumnType<string | null, string | null | undefined, string | null>;
  super_lundi: Flag;
  super_mardi: Flag;
  super_mercredi: Flag;
  super_jeudi: Flag;
  super_vendredi: Flag;
  super_samedi: Flag;
  super_dimanche: Flag;
  super_friday: Flag;
  /** Pack shape drawn by the product image (carton, bottle, jar, can, bag, box, …). */
  pack: Pack;
  image_version: ColumnType<number, number | undefined, number>;
  /** Storage key of an uploaded photo (0019); null: the drawn pack. */
  image_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'admin': made in the back office (0019). */
  source: 'off' | 'generated' | 'admin';
}
