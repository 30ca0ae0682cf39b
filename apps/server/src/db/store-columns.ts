import { EARTH_RADIUS_M } from '@qadhya/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Lang } from '../http/lang.ts';
import { localisedSql } from './localised.ts';

// The SQL of a store as the repositories read it (stores.mapper.ts turns the rows into Stores);
// for repositories only (docs/architecture.md#layers).

/**
 * The columns of `stores as s` a Store needs, its texts in `lang`: name and address (their Arabic
 * forms when set, else the French), the delegation's and governorate's names (the reference data's
 * Arabic names). city and region_name stay French: they are the look-up keys of the spec.
 */
export function storeColumnsIn(lang: Lang) {
  const place = (table: 'delegations' | 'governorates', key: 'delegation_id' | 'governorate_id', fr: 's.city' | 's.region_name') =>
    lang === 'ar'
      ? sql<string>`coalesce((select nullif(x.name_ar, '') from ${sql.table(table)} as x where x.id = ${sql.ref(`s.${key}`)}), ${sql.ref(fr)})`
      : sql<string>`${sql.ref(fr)}`;
  return [
    's.magasin_code',
    localisedSql('s.storename', 's.storename_ar', lang).as('storename'),
    's.city',
    's.region_name',
    's.latitude',
    's.longitude',
    localisedSql('s.address', 's.address_ar', lang).as('address'),
    's.phone',
    's.opening_hours',
    's.temporarily_closed',
    place('delegations', 'delegation_id', 's.city').as('delegation_name'),
    place('governorates', 'governorate_id', 's.region_name').as('governorate_name'),
  ] as const;
}

/** The columns of `stores as s` a Store needs, in French. */
export const storeColumns = storeColumnsIn('fr');

/**
 * Haversine distance in metres on the spec's sphere (6371000 m) from (lat, lng) to the store
 * `s` — the same formula as @qadhya/domain's distanceMeters, so the 30 m decision agrees with it
 * on PGlite and PostgreSQL alike.
 */
export function haversineSql(lat: number | RawBuilder<number>, lng: number | RawBuilder<number>): RawBuilder<number> {
  return sql<number>`(2 * ${sql.lit(EARTH_RADIUS_M)}::float8 * asin(sqrt(least(1::float8,
    power(sin(radians(s.latitude - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(s.latitude)) * power(sin(radians(s.longitude - ${lng}::float8) / 2), 2)))))`;
}

/**
 * The point of (lat, lng) on the spec's sphere as a cube, as migration 0048 stores each store's
 * (`stores.earth_point`, GiST index stores_earth_point_idx).
 */
function earthPointSql(lat: number | RawBuilder<number>, lng: number | RawBuilder<number>): RawBuilder<unknown> {
  const r = sql.lit(EARTH_RADIUS_M);
  return sql`cube(array[
    ${r} * cos(radians(${lat}::float8)) * cos(radians(${lng}::float8)),
    ${r} * cos(radians(${lat}::float8)) * sin(radians(${lng}::float8)),
    ${r} * sin(radians(${lat}::float8))]::float8[])`;
}

/**
 * The chord from (lat, lng) to the store `s` through the spec's sphere: it grows with the
 * great-circle distance, so ordering by it gives the haversine's order; as an ORDER BY it is a KNN
 * scan of stores_earth_point_idx (nearest first, no sort; per row only a cube distance).
 */
export function earthKnnSql(lat: number | RawBuilder<number>, lng: number | RawBuilder<number>): RawBuilder<number> {
  return sql<number>`s.earth_point <-> ${earthPointSql(lat, lng)}`;
}
