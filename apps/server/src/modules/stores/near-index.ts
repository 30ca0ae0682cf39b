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
  /** The same in UTF-8: a view of the index's one buffer of every store's head. */
  headBytes: Buffer;
  /** Governorate and delegation (French, the look-up keys), folded: see foldPlace. */
  gouvernorat: string;
  delegation: string;
}

/** A store's JSON with its distance_m, rounded to 0.1 m. */
const itemJson = (e: { head: string }, distanceM: number): string =>
  `${e.head},"distance_m":${JSON.stringify(Math.round(distanceM * 10) / 10)}}`;

const ITEMS_OPEN = Buffer.from('{"items":[');
const ITEMS_CLOSE = Buffer.from(']}');
const DISTANCE_KEY = Buffer.from(',"distance_m":');
/** Distances written digit by digit below this many tenths of a metre (far above any on Earth). */
const DIGITS_MAX_TENTHS = 1e12;

/**
 * The length of distance_m's JSON number from its tenths of a metre (Math.round(d * 10)): what
 * JSON.stringify(tenths / 10) writes, "123" or "123.4" (the shortest text of the double nearest to
 * the decimal whole.tenth is that decimal). Zero, negatives, NaN and huge values go through JSON.stringify.
 */
export function distanceJsonLength(tenths: number): number {
  if (!(tenths > 0 && tenths < DIGITS_MAX_TENTHS)) return JSON.stringify(tenths / 10).length;
  let whole = Math.floor(tenths / 10);
  let n = 1;
  while (whole >= 10) {
    whole = Math.floor(whole / 10);
    n++;
  }
  return tenths % 10 === 0 ? n : n + 2;
}

/** Writes distance_m's JSON number (see distanceJsonLength) at `pos`; returns the position after it. */
export function writeDistanceJson(out: Buffer, pos: number, tenths: number): number {
  if (!(tenths > 0 && tenths < DIGITS_MAX_TENTHS)) return pos + out.write(JSON.stringify(tenths / 10), pos, 'latin1');
  const tenth = tenths % 10;
  let whole = (tenths - tenth) / 10;
  const end = pos + distanceJsonLength(tenths) - (tenth === 0 ? 0 : 2);
  let i = end;
  do {
    const digit = whole % 10;
    out[--i] = 48 + digit;
    whole = (whole - digit) / 10;
  } while (whole > 0);
  if (tenth === 0) return end;
  out[end] = 46; // '.'
  out[end + 1] = 48 + tenth;
  return end + 2;
}

/**
 * The StoresResponse JSON of stores with their distances (metres, rounded here to 0.1 m), in their
 * order, as UTF-8 bytes: the same bytes as the text `{"items":[…]}` of each store's Store JSON with
 * its distance_m. Written into one buffer of the exact size from the stores' pre-encoded heads:
 * a call makes no string (the answer, some 200 KB for 370 stores, lives outside the JS heap).
 */
function answerBytes(entries: readonly Entry[], distancesM: readonly number[]): Buffer {
  const n = entries.length;
  let size = ITEMS_OPEN.length + ITEMS_CLOSE.length + Math.max(0, n - 1);
  for (let k = 0; k < n; k++) {
    size += entries[k]!.headBytes.length + DISTANCE_KEY.length + distanceJsonLength(Math.round(distancesM[k]! * 10)) + 1;
  }
  const out = Buffer.allocUnsafe(size);
  out.set(ITEMS_OPEN, 0);
  let pos = ITEMS_OPEN.length;
  for (let k = 0; k < n; k++) {
    if (k > 0) out[pos++] = 44; // ','
    const head = entries[k]!.headBytes;
    out.set(head, pos);
    pos += head.length;
    out.set(DISTANCE_KEY, pos);
    pos = writeDistanceJson(out, pos + DISTANCE_KEY.length, Math.round(distancesM[k]! * 10));
    out[pos++] = 125; // '}'
  }
  out.set(ITEMS_CLOSE, pos);
  pos += ITEMS_CLOSE.length;
  // Never send a byte of the unzeroed buffer that was not written.
  if (pos !== size) throw new Error(`near answer: wrote ${pos} bytes of ${size}`);
  return out;
}

/**
 * The stores of one answer, in their order, by code with their distances (the SQL's rows): `add`
 * each, then `bytes()`. A code the index does not know is left out.
 */
export interface NearAnswerBuilder {
  add(code: string, distanceM: number): void;
  bytes(): Buffer;
}

/** A place name as the filters compare it: accents, case and outer spaces ignored. */
export const foldPlace = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').trim().toLocaleLowerCase('fr');

const cellKey = (i: number, j: number) => i * 100_000 + j;

/**
 * Every store in memory on a grid of CELL-degree cells, answering "stores within r metres of a
 * position, nearest first" in JS with the same haversine (6371 km sphere), filter, order (distance,
 * then code) and rounding as the SQL of stores.repository near(). The store list changes rarely:
 * the index is rebuilt when the stores' data version moves. Answers are written as UTF-8 JSON
 * bytes directly from each store's pre-serialized, pre-encoded fields (answerBytes).
 */
export class NearIndex {
  private readonly cells = new Map<number, Entry[]>();
  /** In the order given (the SQL's: by magasin_code). */
  private readonly all: Entry[] = [];
  private readonly byCode = new Map<string, Entry>();

  constructor(stores: readonly Store[]) {
    const heads = stores.map((s) => serialize(Store, s).slice(0, -1));
    // Every head in UTF-8, one after another in one buffer; each entry keeps its view of it.
    const bytes = Buffer.allocUnsafeSlow(heads.reduce((n, h) => n + Buffer.byteLength(h), 0));
    let at = 0;
    stores.forEach((s, k) => {
      const head = heads[k]!;
      const length = bytes.write(head, at);
      const e: Entry = {
        lat: s.latitude,
        lng: s.longitude,
        code: s.magasin_code,
        head,
        headBytes: bytes.subarray(at, at + length),
        gouvernorat: foldPlace(s.region_name),
        delegation: foldPlace(s.city),
      };
      at += length;
      this.all.push(e);
      this.byCode.set(e.code, e);
      const key = cellKey(Math.floor(s.latitude / CELL), Math.floor(s.longitude / CELL));
      const list = this.cells.get(key);
      if (list) list.push(e);
      else this.cells.set(key, [e]);
    });
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

  /** The Store JSON of a store with its distance_m (rounded to 0.1 m as nearBytes), or undefined. */
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

  /** The StoresResponse JSON (UTF-8 bytes) of the stores within `radiusM` of (lat, lng), nearest first. */
  nearBytes(lat: number, lng: number, radiusM: number, limit: number): Buffer {
    const found: { e: Entry; d: number }[] = [];
    for (const e of this.candidates(lat, lng, radiusM)) {
      const d = distanceMeters({ lat, lng }, { lat: e.lat, lng: e.lng });
      if (d <= radiusM) found.push({ e, d });
    }
    found.sort((a, b) => a.d - b.d || (a.e.code < b.e.code ? -1 : a.e.code > b.e.code ? 1 : 0));
    const kept = found.slice(0, limit);
    return answerBytes(
      kept.map((f) => f.e),
      kept.map((f) => f.d),
    );
  }

  /** An answer of stores given by code and distance, in that order (the SQL's: stores.service nearBytes). */
  answer(): NearAnswerBuilder {
    const entries: Entry[] = [];
    const distances: number[] = [];
    return {
      add: (code, distanceM) => {
        const e = this.byCode.get(code);
        if (e) {
          entries.push(e);
          distances.push(distanceM);
        }
      },
      bytes: () => answerBytes(entries, distances),
    };
  }
}
