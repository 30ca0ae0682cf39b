import type { Store } from '@qadhya/contracts';
import { EARTH_RADIUS_M } from '@qadhya/domain';
import { sql, type RawBuilder } from 'kysely';

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
  distance_m?: number;
}

/** The columns of `stores as s` a Store needs. */
export const storeColumns = [
  's.magasin_code',
  's.storename',
  's.city',
  's.region_name',
  's.latitude',
  's.longitude',
  's.address',
  's.phone',
] as const;

/**
 * Haversine distance in metres on the spec's sphere (6371000 m) from (lat, lng) to the store
 * `s` — the same formula as @qadhya/domain's distanceMeters, so the 30 m decision agrees with it
 * on PGlite and PostgreSQL alike.
 */
export function haversineSql(lat: number, lng: number): RawBuilder<number> {
  return sql<number>`(2 * ${sql.lit(EARTH_RADIUS_M)}::float8 * asin(sqrt(least(1::float8,
    power(sin(radians(s.latitude - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(s.latitude)) * power(sin(radians(s.longitude - ${lng}::float8) / 2), 2)))))`;
}

/**
 * True for stores inside the earthdistance cube around (lat, lng) that holds every point within
 * `radiusM` great-circle metres on the spec's sphere: uses the GiST index stores_earth_idx.
 * earth() is earthdistance's radius (6378168 m by default); the box is scaled to it and widened a hair.
 */
export function nearBoxSql(lat: number, lng: number, radiusM: number): RawBuilder<boolean> {
  const angle = radiusM / EARTH_RADIUS_M;
  return sql<boolean>`earth_box(ll_to_earth(${lat}::float8, ${lng}::float8), ${angle}::float8 * earth() * 1.000001 + 0.001) @> ll_to_earth(s.latitude, s.longitude)`;
}

/** One store row → the API's Store (gouvernorat and delegation repeat region_name and city). */
export function toStore(row: StoreRow): Store {
  const store: Store = {
    magasin_code: row.magasin_code,
    storename: row.storename,
    city: row.city,
    region_name: row.region_name,
    gouvernorat: row.region_name,
    delegation: row.city,
    latitude: row.latitude,
    longitude: row.longitude,
    address: row.address,
    phone: row.phone,
  };
  if (row.distance_m !== undefined && row.distance_m !== null) store.distance_m = Math.round(Number(row.distance_m) * 10) / 10;
  return store;
}
