import type { ColumnType, Generated } from 'kysely';

/** Last-chance offers, stock per store, and the generator's state (migrations/0002_catalogue.sql). */
export interface LastChanceTable {
  sku: string;
  magasin_code: string;
  nouveau_pv: number;
  ancien_pv: number;
  remise: number;
  stock: number;
  desc_article: string;
  category_id: number;
}

export interface StockTable {
  magasin_code: string;
  sku: string;
  stock: number;
  updated_at: ColumnType<Date, Date | string, Date | string>;
}

export interface SeedStateTable {
  id: string;
  version: number;
  anchor_date: ColumnType<string, string, string>;
  last_week_start: ColumnType<string, string, string>;
  current_week_start: ColumnType<string, string, string>;
  seeded_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
