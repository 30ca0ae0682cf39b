import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineSql } from '../../src/db/store-columns.ts';
import { createStoresRepository, nearRowsOf } from '../../src/modules/stores/stores.repository.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { distanceMeters } from './geo-points.ts';

/**
 * The SQL nearest stores (the fallback with the cache off, and GET /stores/at): a KNN walk of the
 * GiST index (stores_earth_point_idx, migrations 0048–0049) then the exact distance on the first rows (docs/stores.md#nearest-stores-in-sql) gives
 * exactly the exact distance's answer: same stores, same order (distance, then code), same distances.
 */
describe('stores.repository near(): the exact order through the KNN index', () => {
  let app: FastifyInstance;
  let stores: { magasin_code: string; latitude: number; longitude: number }[];
  beforeAll(async () => {
    app = await buildTestApp();
    stores = await app.database.db.selectFrom('stores').select(['magasin_code', 'latitude', 'longitude']).orderBy('magasin_code').execute();
  });
  afterAll(async () => {
    await app.close();
  });

  /** Every store by the haversine in JS: within the radius, by distance then code, the first `limit`. */
  const exact = (lat: number, lng: number, radiusM: number, limit: number) =>
    stores
      .map((s) => ({ code: s.magasin_code, d: distanceMeters({ lat, lng }, { lat: s.latitude, lng: s.longitude }) }))
      .filter((s) => s.d <= radiusM)
      .sort((a, b) => a.d - b.d || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
      .slice(0, limit);

  it('equals the exact answer at 120 positions, for radii 3–100 km and limits 1–1,000 (the cut inside dense places)', async () => {
    const repo = createStoresRepository(app.database.db);
    const cases: [number, number, number, number][] = [];
    stores
      .filter((_, k) => k % 3 === 0)
      .slice(0, 120)
      .forEach((s, k) => {
        const lat = s.latitude + (((k * 37) % 41) - 20) * 0.001;
        const lng = s.longitude + (((k * 53) % 41) - 20) * 0.001;
        cases.push([lat, lng, [3000, 25_000, 60_000, 100_000][k % 4]!, [1, 5, 17, 40, 120, 500, 1000][k % 7]!]);
      });
    let cut = 0;
    for (const [lat, lng, radius, limit] of cases) {
      const want = exact(lat, lng, radius, limit);
      const got = await repo.near(lat, lng, radius, limit);
      expect(
        got.map((r) => r.magasin_code),
        `${lat},${lng} ${radius} m, limit ${limit}`,
      ).toEqual(want.map((w) => w.code));
      got.forEach((r, i) => expect(Number(r.distance_m)).toBeCloseTo(want[i]!.d, 6));
      if (want.length === limit) cut++;
    }
    // Many cases cut the list at `limit` (where the KNN's first rows matter).
    expect(cut).toBeGreaterThan(cases.length / 3);
  });

  it('stores at the same place are ordered by code, also at the cut', async () => {
    const repo = createStoresRepository(app.database.db);
    const s = stores[10]!;
    const got = await repo.near(s.latitude, s.longitude, 25_000, 3);
    expect(got.map((r) => r.magasin_code)).toEqual(exact(s.latitude, s.longitude, 25_000, 3).map((w) => w.code));
    expect(Number(got[0]!.distance_m)).toBe(0);
    // GET /stores/at: the same walk, the whole row of the nearest.
    const whole = await repo.nearestStore(s.latitude, s.longitude, 30);
    expect(whole?.magasin_code).toBe(got[0]!.magasin_code);
    expect(whole?.opening_hours).toHaveLength(7);
    expect(await repo.nearestStore(37.5, 5, 30)).toBeUndefined(); // at sea
  });

  it('reads the distances exactly as float8 columns (one text back, not a row a store), none at sea', async () => {
    const repo = createStoresRepository(app.database.db);
    const s = stores[40]!;
    const [lat, lng] = [s.latitude + 0.0123, s.longitude - 0.0071];
    const got = await repo.near(lat, lng, 25_000, 500);
    expect(got.length).toBeGreaterThan(5);
    const rows = await app.database.db
      .selectFrom('stores as s')
      .select(['s.magasin_code', haversineSql(lat, lng).as('distance_m')])
      .where(
        's.magasin_code',
        'in',
        got.map((r) => r.magasin_code),
      )
      .execute();
    const asColumn = new Map(rows.map((r) => [r.magasin_code, r.distance_m]));
    for (const r of got) expect(r.distance_m, r.magasin_code).toBe(Number(asColumn.get(r.magasin_code)));
    expect(await repo.near(37.5, 5, 30_000, 500)).toEqual([]); // at sea
  });

  it('walks an index that holds what the walk returns (migration 0049: an index-only scan)', async () => {
    const { rows } = await sql<{ def: string }>`select indexdef as def from pg_indexes where indexname = 'stores_earth_point_idx'`.execute(
      app.database.db,
    );
    expect(rows[0]?.def).toMatch(/USING gist \(earth_point\) INCLUDE \(magasin_code, latitude, longitude\)/);
  });
});

describe('nearRowsOf: the text of stores.repository near()', () => {
  it('a line "distance code" a store, in order; the code is the rest of the line', () => {
    expect(nearRowsOf(null)).toEqual([]);
    expect(nearRowsOf('0 TN001\n1234.5678901234567 TN002\n1e-7 A B')).toEqual([
      { magasin_code: 'TN001', distance_m: 0 },
      { magasin_code: 'TN002', distance_m: 1234.5678901234567 },
      { magasin_code: 'A B', distance_m: 1e-7 },
    ]);
  });
});
