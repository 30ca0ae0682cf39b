import type { ColumnType } from 'kysely';

/** Favourites table (migrations/0007_favourites.sql). */
export interface FavouritesTable {
  user_id: number;
  sku: string;
  added_at: ColumnType<Date, Date | string, Date | string>;
  /** Insertion order (identity column): never written. */
  seq: ColumnType<string, never, never>;
}
