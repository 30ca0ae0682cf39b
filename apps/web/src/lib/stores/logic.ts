import type { Store } from '@qadhya/contracts';
import { distanceMeters, type LatLng } from '@qadhya/domain';

/** Pure store-list logic: region filter, distance sort, stock merge (docs/stores.md#closer-stores). */

export const ALL_REGIONS = 'all';

/** Case-insensitive (and accent-insensitive) match of `region` on the store name or city; 'all' or blank keeps all. */
export function matchesRegion(store: Pick<Store, 'storename' | 'city'>, region: string | null | undefined): boolean {
  const needle = fold(region ?? '');
  if (!needle || needle === ALL_REGIONS) return true;
  return fold(store.storename).includes(needle) || fold(store.city).includes(needle);
}

export function filterByRegion<T extends Pick<Store, 'storename' | 'city'>>(stores: readonly T[], region: string | null | undefined): T[] {
  return stores.filter((s) => matchesRegion(s, region));
}

function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').trim().toLocaleLowerCase('fr');
}

export type WithDistance<T> = T & { distance_m: number };

/** Adds the great-circle distance from `from` to every store and sorts nearest first (stable). */
export function sortByDistance<T extends Pick<Store, 'latitude' | 'longitude'>>(stores: readonly T[], from: LatLng): WithDistance<T>[] {
  return stores
    .map((s, i) => ({ s: { ...s, distance_m: distanceMeters(from, { lat: s.latitude, lng: s.longitude }) }, i }))
    .sort((a, b) => a.s.distance_m - b.s.distance_m || a.i - b.i)
    .map(({ s }) => s);
}

/** A stock value: missing, null, negative or not a number → 0. */
export function quantityOf(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** A stock row as any of the spec's shapes: Magasin_Code or MAGASIN, STOCK or STOCK_DISPO. */
export interface AnyStockRow {
  Magasin_Code?: string;
  MAGASIN?: string;
  STOCK?: number | null;
  STOCK_DISPO?: number | null;
}

export type WithStock<T> = T & { stock: number };

/** Joins stock rows to stores by store code; a store without a row gets 0. */
export function mergeStock<T extends Pick<Store, 'magasin_code'>>(stores: readonly T[], rows: readonly AnyStockRow[]): WithStock<T>[] {
  const byCode = new Map<string, number>();
  for (const row of rows) {
    const code = row.Magasin_Code ?? row.MAGASIN;
    if (code === undefined) continue;
    byCode.set(code, (byCode.get(code) ?? 0) + quantityOf(row.STOCK ?? row.STOCK_DISPO));
  }
  return stores.map((s) => ({ ...s, stock: byCode.get(s.magasin_code) ?? 0 }));
}

/** Stores of a governorate and (optionally) a delegation, by name, case- and accent-insensitively. */
export function storesOfPlace<T extends Pick<Store, 'gouvernorat' | 'region_name' | 'delegation' | 'city'>>(
  stores: readonly T[],
  gouvernorat: string | null | undefined,
  delegation?: string | null,
): T[] {
  const g = fold(gouvernorat ?? '');
  const d = fold(delegation ?? '');
  if (!g) return [];
  return stores.filter(
    (s) => (fold(s.gouvernorat) === g || fold(s.region_name) === g) && (!d || fold(s.delegation) === d || fold(s.city) === d),
  );
}

/** The latest ISO time among stock rows (the 'stock at time' note), or null. */
export function latestUpdate(rows: readonly { updated_at?: string | null }[]): string | null {
  let best: string | null = null;
  let bestMs = -Infinity;
  for (const r of rows) {
    if (!r.updated_at) continue;
    const ms = Date.parse(r.updated_at);
    if (Number.isFinite(ms) && ms > bestMs) {
      bestMs = ms;
      best = r.updated_at;
    }
  }
  return best;
}

/** External directions to a store (opened only on the user's tap). */
export function directionsUrl(store: Pick<Store, 'latitude' | 'longitude'>): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${store.latitude},${store.longitude}`;
}

/** What a store's hours say for one Tunis day (docs/stores.md#opening-hours). */
export type DayOpening = { state: 'closed_temporarily' } | { state: 'shut' } | { state: 'open'; opens: string; closes: string };

/**
 * The store's opening on `date` (YYYY-MM-DD, Tunis): closed for now whatever the hours, shut that
 * weekday, or its hours (Monday first in `opening_hours`). Null for a store saved before hours existed.
 */
export function openingOn(store: Partial<Pick<Store, 'opening_hours' | 'temporarily_closed'>>, date: string): DayOpening | null {
  if (store.temporarily_closed) return { state: 'closed_temporarily' };
  if (!Array.isArray(store.opening_hours) || store.opening_hours.length !== 7) return null;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const mondayFirst = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  const day = store.opening_hours[mondayFirst];
  return day ? { state: 'open', opens: day.opens, closes: day.closes } : { state: 'shut' };
}
