/**
 * Store-finder speed: loads 10,000 stores (random points over Tunisia) into a scratch PGlite (temp
 * dir) and, when DATABASE_URL is set, into a scratch schema of that PostgreSQL (dropped after), then
 * times the API's own queries (apps/server/src/modules/stores/stores.repository.ts) over ~500 random
 * positions: nearest stores within 25 km (limit 20) and the store within 30 m. Prints p50/p99.
 *
 *   npm run bench:geo                                   # PGlite only
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:geo
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase, type Database } from '../apps/server/src/db/connect.ts';
import { createStoresRepository } from '../apps/server/src/modules/stores/stores.repository.ts';

const STORES = 10_000;
const POSITIONS = 500;
const WARMUP = 50;
const TUNISIA = { minLat: 30.3, maxLat: 37.3, minLng: 7.6, maxLng: 11.5 };

/** A small deterministic PRNG (mulberry32), so every run measures the same points. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SCHEMA_SQL = `
  create extension if not exists cube;
  create extension if not exists earthdistance;
  create table stores (
    magasin_code text primary key, storename text not null, city text not null, region_name text not null,
    delegation_id integer not null, governorate_id smallint not null, address text not null, postal_code text not null,
    latitude double precision not null, longitude double precision not null, phone text not null
  );
  create index stores_earth_idx on stores using gist (ll_to_earth(latitude, longitude));
  create index stores_lat_lng_idx on stores (latitude, longitude);`;

interface Point {
  lat: number;
  lng: number;
}

function makeStores(): Point[] {
  const r = rng(42);
  return Array.from({ length: STORES }, () => ({
    lat: TUNISIA.minLat + r() * (TUNISIA.maxLat - TUNISIA.minLat),
    lng: TUNISIA.minLng + r() * (TUNISIA.maxLng - TUNISIA.minLng),
  }));
}

/** Random positions; for the 30 m query half of them stand 0–40 m from a store. */
function makePositions(stores: Point[], seed: number, nearStores: boolean): Point[] {
  const r = rng(seed);
  return Array.from({ length: POSITIONS }, (_, i) => {
    if (nearStores && i % 2 === 0) {
      const s = stores[Math.floor(r() * stores.length)]!;
      const d = (r() * 40) / 111_195; // degrees of latitude
      const b = r() * 2 * Math.PI;
      return { lat: s.lat + d * Math.cos(b), lng: s.lng + (d * Math.sin(b)) / Math.cos((s.lat * Math.PI) / 180) };
    }
    return {
      lat: TUNISIA.minLat + r() * (TUNISIA.maxLat - TUNISIA.minLat),
      lng: TUNISIA.minLng + r() * (TUNISIA.maxLng - TUNISIA.minLng),
    };
  });
}

async function load(database: Database, stores: Point[]) {
  await database.exec(SCHEMA_SQL);
  for (let i = 0; i < stores.length; i += 1000) {
    const rows = stores.slice(i, i + 1000).map((p, j) => {
      const n = String(i + j + 1).padStart(5, '0');
      return {
        magasin_code: `B${n}`,
        storename: `Bench ${n}`,
        city: 'Bench',
        region_name: 'Bench',
        delegation_id: 1,
        governorate_id: 1,
        address: `${n} Rue du Bench`,
        postal_code: '1000',
        latitude: p.lat,
        longitude: p.lng,
        phone: '+216 70 000 000',
      };
    });
    await database.db.insertInto('stores').values(rows).execute();
  }
  await database.exec('analyze stores');
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function time(label: string, positions: Point[], run: (p: Point) => Promise<number>) {
  for (const p of positions.slice(0, WARMUP)) await run(p);
  const ms: number[] = [];
  let found = 0;
  for (const p of positions) {
    const t0 = performance.now();
    found += await run(p);
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  const fmt = (v: number) => `${v.toFixed(2)} ms`.padStart(10);
  console.log(`  ${label.padEnd(30)} p50 ${fmt(percentile(ms, 50))}   p99 ${fmt(percentile(ms, 99))}   (${positions.length} positions, ${found} stores found)`);
}

async function bench(name: string, database: Database, stores: Point[]) {
  const t0 = performance.now();
  await load(database, stores);
  console.log(`${name}: ${STORES} stores loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const repo = createStoresRepository(database.db);
  await time('nearest (25 km, limit 20)', makePositions(stores, 7, false), async (p) => (await repo.near(p.lat, p.lng, 25_000, 20)).length);
  await time('within 30 m (limit 1)', makePositions(stores, 8, true), async (p) => (await repo.near(p.lat, p.lng, 30, 1)).length);
}

async function main() {
  const stores = makeStores();
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'qadhya-bench-geo-'));
  const pglite = await openDatabase({ kind: 'pglite', dataDir: path.join(tmp, 'pglite') });
  try {
    await bench('PGlite', pglite, stores);
  } finally {
    await pglite.close();
    await fs.rm(tmp, { recursive: true, force: true });
  }

  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('PostgreSQL: skipped (set DATABASE_URL to measure it too)');
    return;
  }
  const schema = `bench_geo_${process.pid}`;
  const admin = await openDatabase({ kind: 'postgres', url });
  await admin.exec(`create schema ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema},public`);
  const pg = await openDatabase({ kind: 'postgres', url: scoped.toString() });
  try {
    await bench(`PostgreSQL (schema ${schema})`, pg, stores);
  } finally {
    await pg.close();
    await admin.exec(`drop schema ${schema} cascade`);
    await admin.close();
  }
}

await main();
