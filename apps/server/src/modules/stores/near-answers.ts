import { BoundedLru } from '../../cache/lru.ts';
import { etagOf, type ReadyBody } from '../../cache/response-cache.ts';
import type { NearIndex } from './near-index.ts';

/**
 * GET /stores/near answers per rounded position (docs/cache.md#stores-near). From a radius of
 * COARSE_MIN_RADIUS_M (5 km) the position is rounded to 3 decimals of a degree (a cell of 0.001°,
 * about 111 m × 92 m in Tunisia); below, to 5 (about 1 m), so a small radius keeps its meaning. The
 * answer is the one of the rounded position: its distances are off by at most half the cell's
 * diagonal (3 decimals: ≤ 79 m anywhere, ≤ 74 m in Tunisia, under 1.6 % of the radius; 5: ≤ 0.8 m).
 */
export const COARSE_MIN_RADIUS_M = 5000;
const scaleFor = (radiusM: number) => (radiusM >= COARSE_MIN_RADIUS_M ? 1_000 : 100_000);
/** At most this many ready answers per store index (one index per language)… */
export const NEAR_CACHE_MAX_ANSWERS = 4000;
/** …and this many bytes (the JSON counted 1.25×: its br and gzip copies are a fraction of it). */
export const NEAR_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** The position a near answer for `radiusM` is computed from (see COARSE_MIN_RADIUS_M). */
export function roundedPosition(lat: number, lng: number, radiusM: number): { lat: number; lng: number } {
  const scale = scaleFor(radiusM);
  return { lat: Math.round(lat * scale) / scale, lng: Math.round(lng * scale) / scale };
}

/**
 * Ready GET /stores/near answers (bytes, ETag, compressed copies) of one store index, by rounded
 * position, radius and limit, in a bounded LRU. They live as long as their index: a new stores
 * data version builds a new index, hence new answers.
 */
export class NearAnswers {
  private readonly answers = new BoundedLru<ReadyBody>(
    NEAR_CACHE_MAX_ANSWERS,
    NEAR_CACHE_MAX_BYTES,
    (b) => Math.ceil(b.bytes.length * 1.25) + 200,
  );
  /** Look-ups: answered from memory, or built. */
  readonly stats = { hits: 0, misses: 0 };

  constructor(private readonly index: NearIndex) {}

  get size(): number {
    return this.answers.size;
  }

  /** The stores within `radiusM` of the rounded (lat, lng), nearest first, ready to send (sendReady). */
  get(lat: number, lng: number, radiusM: number, limit: number): ReadyBody {
    const scale = scaleFor(radiusM);
    const i = Math.round(lat * scale);
    const j = Math.round(lng * scale);
    const key = `${i},${j},${radiusM},${limit}`;
    const hit = this.answers.get(key);
    if (hit) {
      this.stats.hits++;
      return hit;
    }
    this.stats.misses++;
    const bytes = this.index.nearBytes(i / scale, j / scale, radiusM, limit);
    const body: ReadyBody = { bytes, etag: etagOf(bytes) };
    this.answers.set(key, body);
    return body;
  }
}

const byIndex = new WeakMap<NearIndex, NearAnswers>();

/** The near answers of a store index (made on first use, dropped with the index). */
export function nearAnswersOf(index: NearIndex): NearAnswers {
  let answers = byIndex.get(index);
  if (!answers) {
    answers = new NearAnswers(index);
    byIndex.set(index, answers);
  }
  return answers;
}
