import type { ColumnType } from 'kysely';

/** Stores (migrations/0002_catalogue.sql). */
export interface StoresTable {
  magasin_code: string;
  storename: string;
  /** Delegation name. */
  city: string;
  /** Governorate name. */
  region_name: string;
  delegation_id: number;
  governorate_id: number;
  address: string;
  postal_code: string;
  latitude: number;
  longitude: number;
  phone: string;
  /** Arabic forms (0013), null until filled: the API falls back to the French. */
  storename_ar: ColumnType<string | null, string | null | undefined, string | null>;
  address_ar: ColumnType<string | null, string | null | undefined, string | null>;
}
