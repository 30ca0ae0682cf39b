import { Store } from '@qadhya/contracts';
import { distanceMeters, EARTH_RADIUS_M } from '@qadhya/domain';
import { serialize } from '../../cache/response-cache.ts';

/** Cell side of the grid, in degrees (about 28 km of latitude). */
const CELL = 0.25;
const METRES_PER_DEGREE = (EARTH_RADIUS_M * Math.PI) / 180;

interface Entry {
  lat: number;
  lng: number;
  code: string;
  /** The store's JSON without its closing brace: distance_m (the schema's last field) follows. */
  head: string;
  /** Governorate and delegation (French, the look-up keys), folded: see foldPlace. */
  gouvernorat: string;
  delegation: string;
}

/** A place name as the filters compare it: accents, case and outer spaces ignored. */
/** A store's JSON with its distance_m, rounded to 0.1 m. */
const itemJson = (e: { head: string }, distanceM: number): string =>
  `${e.head},"distance_m":${JSON.stringify(Math.round(distanceM * 10) / 10)}}`;

/** The StoresResponse JSON text of stores already written as JSON, in their order. */
export const itemsJson = (items: readonly string[]): string => `{"items":[${items.join(',')}]}`;

export const foldPlace = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').trim().toLocaleLowerCase('fr');

const cellKey = (i: number, j: number) => i * 100_000 + j;

/**
 * Every store in memory on a grid of CELL-degree cells, answering "stores within r metres of a
 * position, nearest first" in JS with the same haversine (6371 km sphere), filter, order (distance,
 * then code) and rounding as the SQL of stores.repository near(). The store list changes rarely:
 * the index is rebuilt when the stores' data version moves. Answers are built as JSON text
 * directly from each store's pre-serialized fields.
 */
export class NearIndex {
  private readonly cells = new Map<number, Entry[]>();
  /** In the order given (the SQL's: by magasin_code). */
  private readonly all: Entry[] = [];
  private readonly byCode = new Map<string, Entry>();

  constructor(stores: readonly Store[]) {
    for (const s of stores) {
      const json = serialize(Store, s);
      const e: Entry = {
        lat: s.latitude,
        lng: s.longitude,
        code: s.magasin_code,
        head: json.slice(0, -1),
        gouvernorat: foldPlace(s.region_name),
        delegation: foldPlace(s.city),
      };
      this.all.push(e);
      this.byCode.set(e.code, e);
      const k = cellKey(Math.floor(s.latitude / CELL), Math.floor(s.longitude / CELL));
      const list = this.cells.get(k);
      if (list) list.push(e);
      else this.cells.set(k, [e]);
    }
  }

  get size(): number {
    return this.all.length;
  }

  has(code: string): boolean {
    return this.byCode.has(code);
  }

  /** Every store code, by code (the order the list was read in). */
  codes(): string[] {
    return this.all.map((e) => e.code);
  }

  /** The Store JSON of a store (without distance_m), or undefined. */
  storeJson(code: string): string | undefined {
    const e = this.byCode.get(code);
    return e ? `${e.head}}` : undefined;
  }

  /** Whether a store is in the folded governorate (and delegation when given); see foldPlace. */
  inPlace(code: string, gouvernorat: string | undefined, delegation: string | undefined): boolean {
    const e = this.byCode.get(code);
    return (
      e !== undefined &&
      (gouvernorat === undefined || e.gouvernorat === gouvernorat) &&
      (delegation === undefined || e.delegation === delegation)
    );
  }

  /** The great-circle distance in metres from (lat, lng) to a store (NaN when unknown). */
  distance(code: string, lat: number, lng: number): number {
    const e = this.byCode.get(code);
    return e ? distanceMeters({ lat, lng }, { lat: e.lat, lng: e.lng }) : Number.NaN;
  }

  /** The Store JSON of a store with its distance_m (rounded to 0.1 m as nearJson), or undefined. */
  storeJsonAt(code: string, distanceM: number): string | undefined {
    const e = this.byCode.get(code);
    return e ? itemJson(e, distanceM) : undefined;
  }

  private candidates(lat: number, lng: number, radiusM: number): Iterable<Entry> {
    const dLat = (radiusM / METRES_PER_DEGREE) * 1.01 + 1e-6;
    const maxLat = Math.min(90, Math.abs(lat) + dLat);
    const cos = Math.cos((maxLat * Math.PI) / 180);
    const dLng = cos > 1e-6 ? dLat / cos : 360;
    // Near a pole or across the antimeridian: every store (the grid does not wrap).
    if (maxLat >= 89 || dLng >= 90 || lng - dLng < -180 || lng + dLng > 180) return this.all;
    const out: Entry[] = [];
    for (let i = Math.floor((lat - dLat) / CELL); i <= Math.floor((lat + dLat) / CELL); i++) {
      for (let j = Math.floor((lng - dLng) / CELL); j <= Math.floor((lng + dLng) / CELL); j++) {
        const list = this.cells.get(cellKey(i, j));
        if (list) for (const e of list) out.push(e);
      }
    }
    return out;
  }

  /** The StoresResponse JSON text of the stores within `radiusM` of (lat, lng), nearest first. */
  nearJson(lat: number, lng: number, radiusM: number, limit: number): string {
    const found: { e: Entry; d: number }[] = [];
    for (const e of this.candidates(lat, lng, radiusM)) {
      const d = distanceMeters({ lat, lng }, { lat: e.lat, lng: e.lng });
      if (d <= radiusM) found.push({ e, d });
    }
    found.sort((a, b) => a.d - b.d || (a.e.code < b.e.code ? -1 : a.e.code > b.e.code ? 1 : 0));
    return itemsJson(found.slice(0, limit).map(({ e, d }) => itemJson(e, d)));
  }
}
