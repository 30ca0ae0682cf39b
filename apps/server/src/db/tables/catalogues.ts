import type { ColumnType, Generated } from 'kysely';

/**
 * Catalogues, their products, and daily promos (migrations/0002_catalogue.sql).
 * oc_debut/oc_fin are `timestamp` (no zone) holding Tunis wall time: PGlite reads them as a Date
 * whose UTC fields are the wall time, node-postgres in the process's zone. To get the spec's text
 * form select `to_char(oc_debut, 'YYYY-MM-DD HH24:MI:SS')`.
 */
export interface CataloguesTable {
  /** ISO week-year * 100 + week, e.g. 202648. */
  id: number;
  name: string;
  /** Arabic title (0013), null until filled: the API falls back to the French. */
  name_ar: ColumnType<string | null, string | null | undefined, string | null>;
  week: number;
  /** 2-digit ISO week-year, e.g. "26". */
  year: string;
  iso_year: number;
  oc_debut: ColumnType<Date, string, string>;
  oc_fin: ColumnType<Date, string, string>;
  page_count: number;
  cover: string;
  image_version: ColumnType<number, number | undefined, number>;
  /** Publication instant (0018); null: a draft, never shown to shoppers (docs/catalogue-admin.md). */
  published_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** A short free text set in the back office (0018). */
  theme: ColumnType<string | null, string | null | undefined, string | null>;
  /** When its shoppers were told it is out (0025, docs/notifications.md#events); null: not yet. */
  announced_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface CataloguePagesTable {
  catalogue_id: number;
  page: number;
  /** 'image': an uploaded page (0018), its picture in the storage under image_key. */
  layout: 'cover' | 'grid6' | 'grid9' | 'hero5' | 'image';
  /** Text of the page's title band (the catalogue's name on the cover). */
  title: string;
  /** Its Arabic form (migration 0014), drawn on the Arabic page images; null → the French one. */
  title_ar?: string | null;
  /** Storage key of an uploaded page's image (0018), null for a drawn page. */
  image_key?: string | null;
  image_width?: number | null;
  image_height?: number | null;
}

export interface CatalogueProductsTable {
  catalogue_id: number;
  product_id: number;
  page: number;
  position: number;
  /** Tile rectangle on the 350x500 page. */
  x: number;
  y: number;
  w: number;
  h: number;
  price: number;
  old_price: number;
  remise: number;
}

export type PromoKey =
  'super_lundi' | 'super_mardi' | 'super_mercredi' | 'super_jeudi' | 'super_vendredi' | 'super_samedi' | 'super_dimanche' | 'super_friday';

export interface PromosTable {
  id: Generated<number>;
  product_id: number;
  /** "YYYY-MM-DD". */
  promo_date: ColumnType<string, string, string>;
  promo_key: PromoKey;
  price: number;
  old_price: number;
  remise: number;
  plus: string | null;
  /** Arabic form of plus (0013). */
  plus_ar: ColumnType<string | null, string | null | undefined, string | null>;
}
