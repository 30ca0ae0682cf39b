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
}
