import type { Store } from '@qadhya/contracts';
import type { OpeningHoursJson } from '../../db/tables/stores.ts';

/** A store row as the repositories select it from `stores as s`. */
export interface StoreRow {
  magasin_code: string;
  storename: string;
  city: string;
  region_name: string;
  latitude: number;
  longitude: number;
  address: string;
  phone: string;
  /** Monday first (0019). */
  opening_hours: OpeningHoursJson;
  temporarily_closed: boolean;
  /** The delegation's and governorate's names in the answer's language (default: city, region_name). */
  delegation_name?: string;
  governorate_name?: string;
  distance_m?: number;
}

/** One store row → the API's Store (gouvernorat and delegation repeat region_name and city). */
export function toStore(row: StoreRow): Store {
  const store: Store = {
    magasin_code: row.magasin_code,
    storename: row.storename,
    city: row.city,
    region_name: row.region_name,
    gouvernorat: row.governorate_name ?? row.region_name,
    delegation: row.delegation_name ?? row.city,
    latitude: row.latitude,
    longitude: row.longitude,
    address: row.address,
    phone: row.phone,
    opening_hours: row.opening_hours,
    temporarily_closed: row.temporarily_closed,
  };
  if (row.distance_m !== undefined && row.distance_m !== null) store.distance_m = Math.round(Number(row.distance_m) * 10) / 10;
  return store;
}
