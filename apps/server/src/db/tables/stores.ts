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
  /** Monday first: {opens, closes} or null when shut (0019; default 08:00–22:00 every day). */
  opening_hours: ColumnType<OpeningHoursJson, string | undefined, string>;
  /** Temporarily closed (0019). */
  temporarily_closed: ColumnType<boolean, boolean | undefined, boolean>;
}

/** A store's week of hours as stored (jsonb). */
export type OpeningHoursJson = ({ opens: string; closes: string } | null)[];
