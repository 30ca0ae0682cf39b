/**
 * Scale: the app's own queries on a chain of 10,000 stores, 100,000 products and 2,000,000 stock
 * rows in PostgreSQL. Builds that data in a scratch database of the DATABASE_URL server
 * (`qadhya_bench_scale`: dropped first if a previous run left it, and dropped at the end; nothing
 * else of that server is touched), with the app's real migrations (so the indexes measured are the
 * app's own), then times the repositories' queries over ~500 random inputs each, after a warm-up:
 *
 *   - the stores that have a sku        stock.repository rowsForSku(sku)        p99 ≤ 5 ms
 *     (what GET /stock?sku= queries for a page of the stores that have it: the rows with STOCK > 0,
 *     ordered and paged against its in-memory store list; the plain join forSku(sku) of every
 *     store, used with the cache off, is timed too, informative)
 *   - nearest stores (25 km, limit 500) stores.repository near(…, 25000, 500)   p99 ≤ 5 ms
 *     (its narrow rows, code and distance, with the stores' fields from the server's store list:
 *     the SQL fallback of GET /stores/near, stores.service nearBytes)
 *     and the server's in-memory NearIndex that GET /stores/near answers from  p99 ≤ 5 ms
 *   - the store within 30 m             stores.repository nearestStore(…, 30)   p99 ≤ 5 ms
 *   - product text search               products.repository list({ q }, page 1) p99 ≤ 20 ms
 *   - one search for the whole range    products.repository search(…, page 1)   p99 ≤ 20 ms
 *     (GET /products/search: name, brand, aisle, EAN; ranked word > word start > close spelling)
 *
 * Shapes: stores spread over Tunisia's 261 real delegations (at the delegation's town or one of its
 * real localities, as the demo seed places them, weighted like it towards the populous
 * governorates); products derived from the demo seed's products (French names with accents, brands,
 * sizes, categories) in variants, with valid EAN-13s; 200 stock rows per store (best sellers in most
 * stores, a long tail in a few). Generation is set-based SQL (generate_series), then VACUUM ANALYZE.
 *
 * Also, informative: the two geographic queries on 10,000 stores in PGlite (group 'Scale (PGlite)').
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_scale npm run bench -- scale
 *   npx tsx bench/scale.ts [--keep]    # --keep leaves the scratch database for EXPLAIN
 *   npx tsx bench/scale.ts --search-only   # only the products and their two searches (no stock rows, no
 *                                          # geography), results in bench/results/scale-search.json
 *   SCALE_NEAR_ONLY=1 npm run bench -- scale   # only the stores and their two geographic queries in
 *   npx tsx bench/scale.ts --near-only         # PostgreSQL (no products, stock nor PGlite): a minute,
 *                                              # results in bench/results/scale-near.json
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { CompiledQuery, sql, type Kysely, type KyselyPlugin, type QueryId } from 'kysely';
import { openDatabase, type Database } from '../apps/server/src/db/connect.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import type { DB } from '../apps/server/src/db/schema.ts';
import { createProductsRepository } from '../apps/server/src/modules/products/products.repository.ts';
import { searchInput } from '../apps/server/src/modules/products/products.service.ts';
import { createStockRepository } from '../apps/server/src/modules/stock/stock.repository.ts';
import { createStoresService } from '../apps/server/src/modules/stores/stores.service.ts';
import { createStoresRepository } from '../apps/server/src/modules/stores/stores.repository.ts';
import { generateCategories } from '../apps/server/src/seed/categories/categories.ts';
import { generateGeography, type Geography } from '../apps/server/src/seed/geography/generate.ts';
import { GOVERNORATES } from '../apps/server/src/seed/geography/governorates.ts';
import { localityName } from '../apps/server/src/seed/geography/names.ts';
import { insertBatched } from '../apps/server/src/seed/insert.ts';
import { Rng } from '../apps/server/src/seed/prng.ts';
import { generateProducts } from '../apps/server/src/seed/products/generate.ts';
import { loadReferenceData, type ReferenceData } from '../apps/server/src/seed/reference.ts';
import { isShopPlace, phoneNumber, streetAddress } from '../apps/server/src/seed/stores/naming.ts';
import { atMost, percentile, writeResults, type BenchRow } from './lib/report.ts';

const STORES = 10_000;
const PRODUCTS = 100_000;
const STOCK_PER_STORE = 200; // × 10,000 stores = 2,000,000 stock rows
const QUERIES = 500;
const WARMUP = 50;
/** The API's defaults: GET /stores/near (radius 25 km, limit 500), GET /stores/at (30 m), GET /products (24 a page). */
const NEAR_RADIUS_M = 25_000;
const NEAR_LIMIT = 500;
const AT_RADIUS_M = 30;
const PAGE_SIZE = 24;
const SCRATCH_DB = 'qadhya_bench_scale';
/** The whole script gives up after this long (the scratch database is dropped by the next run). */
const DEADLINE_MS = 15 * 60_000;

const PG = 'Scale (PostgreSQL)';
const LITE = 'Scale (PGlite)';
const rows: BenchRow[] = [];
const keep = process.argv.includes('--keep');
/** Only the products and the two product searches: minutes less on a busy machine (issue 33). */
const searchOnly = process.argv.includes('--search-only');
/** Only the stores and the geographic queries in PostgreSQL (SCALE_NEAR_ONLY=1 through npm run bench). */
const nearOnly = process.argv.includes('--near-only') || process.env.SCALE_NEAR_ONLY === '1';

interface StorePoint {
  code: string;
  lat: number;
  lng: number;
}

// ---------------------------------------------------------------------------------------------
// Data: geography and stores in JS (small, from the seed's reference data), the rest in SQL.

interface Spot {
  lat: number;
  lng: number;
  locality: string | null;
  postal: string;
}

/** 10,000 stores in real places: the delegation's town or one of its localities, jittered ≤ 1.5 km. */
function makeStores(geo: Geography) {
  const rng = new Rng('bench-scale', 'stores');
  const weightOf = new Map(GOVERNORATES.map((g) => [g.id, g.weight]));
  const places = geo.delegations.map((d) => {
    const spots: Spot[] = [
      { lat: d.latitude, lng: d.longitude, locality: null, postal: d.postal_code },
      ...d.localities
        .map(([lat, lng, name, postal]) => ({ lat, lng, locality: localityName(name), postal }))
        .filter((s) => isShopPlace(s.locality!)),
    ];
    // Like the demo seed: towns with many named neighbourhoods are the urban ones.
    return { d, spots, weight: (weightOf.get(d.governorate_id) ?? 1) * (1 + spots.length * 2) };
  });
  const total = places.reduce((s, p) => s + p.weight, 0);
  return Array.from({ length: STORES }, (_, i) => {
    // One store in every delegation first, then drawn by weight.
    let place = places[i % places.length]!;
    if (i >= places.length) {
      let x = rng.next() * total;
      place = places.find((p) => (x -= p.weight) < 0) ?? places[places.length - 1]!;
    }
    const spot = rng.pick(place.spots);
    const r = 50 + rng.next() * 1450;
    const a = rng.next() * 2 * Math.PI;
    const lat = spot.lat + (r * Math.cos(a)) / 111_320;
    const lng = spot.lng + (r * Math.sin(a)) / (111_320 * Math.cos((spot.lat * Math.PI) / 180));
    const code = `TN${String(i + 1).padStart(5, '0')}`;
    const gov = GOVERNORATES.find((g) => g.id === place.d.governorate_id)!;
    return {
      magasin_code: code,
      storename: `Qadhya ${spot.locality ?? place.d.name} ${code.slice(2)}`,
      city: place.d.name,
      region_name: gov.name,
      delegation_id: place.d.id,
      governorate_id: place.d.governorate_id,
      address: `${streetAddress(rng)}, ${spot.locality ? `${spot.locality}, ` : ''}${spot.postal} ${place.d.name}`,
      postal_code: spot.postal,
      latitude: Math.round(lat * 1e6) / 1e6,
      longitude: Math.round(lng * 1e6) / 1e6,
      phone: phoneNumber(rng, gov.phone),
    };
  });
}

type StoreInsert = ReturnType<typeof makeStores>[number];

/** Governorates, delegations and the stores (set-based insert from one JSON parameter). */
async function loadStores(db: Kysely<DB>, geo: Geography, stores: StoreInsert[]) {
  await insertBatched(db, 'governorates', geo.governorates);
  await insertBatched(
    db,
    'delegations',
    geo.delegations.map(({ governorate: _g, localities: _l, ...d }) => d),
  );
  // Only the generated columns: the others (opening_hours, temporarily_closed…) take their defaults.
  const cols = sql.join(Object.keys(stores[0]!).map((c) => sql.ref(c)));
  await sql`insert into stores (${cols}) select ${cols} from json_populate_recordset(null::stores, ${JSON.stringify(stores)}::json)`.execute(
    db,
  );
}

/** Words that make a base product's variants: French, with accents, as shoppers read them. */
const VARIANTS = [
  '',
  'Format familial',
  'Lot de 2',
  'Lot de 3',
  'Édition limitée',
  'Bio',
  'Sans sucres ajoutés',
  'Allégé',
  'Goût fraise',
  'Arôme vanille',
  'Saveur citron',
  'Recette à l’ancienne',
  'Extra fin',
  'Pack économique',
  'Nature',
  'Épicé',
  'Au miel',
  'Pêche abricot',
  'Grillé',
  'Fumé',
  'Doré au four',
  'Méditerranée',
  'Spécial été',
  'Hiver',
  'Fête de l’Aïd',
  'Ramadan',
  'Enfants',
  'Premium',
  'Maxi',
  'Mini',
  'Duo',
  'Trio',
  'Crème brûlée',
  'Noisette',
  'Café crème',
  'Cacao intense',
  'Légèreté',
  'Sélection du chef',
  'Prix doux',
  'Fraîcheur',
  'Pétillant',
  'Sans gluten',
  'Protéiné',
  'Tradition tunisienne',
  'Harissa',
  'Thé à la menthe',
];

/**
 * 100,000 products: product n is the demo seed's base product (n-1) mod B in variant (n-1) div B
 * (name + variant words, price ±, same category, brand and size), sku 100000+n, EAN-13
 * 619 + n on 9 digits + its check digit.
 */
async function loadProducts(db: Kysely<DB>, ref: ReferenceData) {
  await insertBatched(db, 'categories', generateCategories());
  const base = generateProducts(ref).map((p, i) => ({
    n: i,
    name: p.name,
    marque: p.marque,
    size: p.size,
    category_id: p.category_id,
    base_price: p.base_price,
    pack: p.pack,
    source: p.source,
    short_description: p.short_description,
  }));
  if (base.length * VARIANTS.length < PRODUCTS) throw new Error(`${base.length} base products × ${VARIANTS.length} variants < ${PRODUCTS}`);
  await sql`create temporary table bench_base as
    select * from json_to_recordset(${JSON.stringify(base)}::json)
      as b(n int, name text, marque text, size text, category_id int, base_price int, pack text, source text, short_description text)`.execute(
    db,
  );
  await sql`create temporary table bench_variants as
    select (v - 1)::int as v, w as words from unnest(${VARIANTS}::text[]) with ordinality as t(w, v)`.execute(db);
  await sql`
    insert into products (id, sku, ean, name, description, short_description, marque, size, category_id, category_ids,
                          base_price, price, old_price, new_price, remise, plus, pack, source)
    select g.n, (100000 + g.n)::text, e.body || e.check_digit,
           x.name, x.name || '. ' || coalesce(b.size || '. ', '') || 'Qualité contrôlée, idéal pour toute la famille.',
           b.short_description, b.marque, b.size, b.category_id, array[b.category_id],
           x.price, x.price, x.old_price, x.price, x.remise,
           case when g.n % 5 = 0 then 'Le 2ème à moitié prix' end, b.pack, b.source
    from generate_series(1, ${PRODUCTS}::int) as g(n)
    join bench_base b on b.n = (g.n - 1) % ${base.length}::int
    join bench_variants vr on vr.v = (g.n - 1) / ${base.length}::int
    cross join lateral (select '619' || lpad(g.n::text, 9, '0') as body) as e0
    cross join lateral (
      select e0.body, ((10 - sum(substr(e0.body, i, 1)::int * (case when i % 2 = 0 then 3 else 1 end)) % 10) % 10)::text as check_digit
      from generate_series(1, 12) as i
    ) as e
    cross join lateral (select greatest(100, b.base_price + (vr.v * 37 % 11 - 5) * b.base_price / 20) as base_price) as bp
    cross join lateral (
      select case when vr.words = '' then b.name else b.name || ' ' || vr.words end as name,
             case when g.n % 12 = 0 then bp.base_price * 80 / 100 else bp.base_price end as price,
             bp.base_price as old_price,
             case when g.n % 12 = 0 then 20 else 0 end as remise
    ) as x
    order by g.n`.execute(db);
}

/**
 * 200 stock rows per store: 60 of the 100 best sellers (each in 60 % of the stores), 40 of the next
 * 4,900 (each in ~80 stores) and 100 of the other 95,000 (each in ~10); quantities 0–120 (7 % empty),
 * updated this morning. Every (store, product) at most once: each tier steps through its pool with a
 * step prime to the pool's size.
 */
async function loadStock(db: Kysely<DB>) {
  await sql`
    insert into stock (magasin_code, sku, stock, updated_at)
    select 'TN' || lpad(s::text, 5, '0'), (100000 + p.id)::text,
           case when h.v % 100 < 7 then 0 else 1 + (h.v / 128) % 120 end,
           timestamptz '2026-11-24 06:00:00+01' + ((h.v / 65536) % 600) * interval '1 minute'
    from generate_series(1, ${STORES}::int) as s
    cross join generate_series(1, ${STOCK_PER_STORE}::int) as k
    cross join lateral (
      select case
        when k <= 60 then 1 + (s::bigint * 37 + k * 7) % 100
        when k <= 100 then 101 + (s::bigint * 7919 + k * 13) % 4900
        else 5001 + (s::bigint * 104729 + k * 7) % 95000
      end::int as id
    ) as p
    cross join lateral (select (hashint8(s::bigint * 1000003 + p.id) & 2147483647)::bigint as v) as h
    order by 1, 2`.execute(db);
}

/**
 * Loads a big table faster and ends with the same table: its secondary indexes (the migrations'
 * own definitions, read back from pg_indexes) are dropped and built again after the load, and
 * with `trustForeignKeys` the per-row foreign-key triggers are skipped when the role may
 * (superuser: session_replication_role) — the generator makes only valid keys, checked after.
 */
async function bulkLoad(db: Kysely<DB>, table: string, load: () => Promise<void>, trustForeignKeys = false): Promise<boolean> {
  const { rows: indexes } = await sql<{ name: string; def: string }>`
    select indexname as name, indexdef as def from pg_indexes
    where schemaname = current_schema() and tablename = ${table}
      and indexname not in (select conname from pg_constraint where conrelid = ${table}::regclass)`.execute(db);
  for (const i of indexes) await sql`drop index ${sql.id(i.name)}`.execute(db);
  let replica = false;
  if (trustForeignKeys) {
    replica = await sql`set session_replication_role = replica`.execute(db).then(
      () => true,
      () => false,
    );
  }
  try {
    await load();
  } finally {
    if (replica) await sql`set session_replication_role = default`.execute(db);
  }
  for (const i of indexes) await sql.raw(i.def).execute(db);
  return replica;
}

/** What the skipped foreign-key triggers of stock would have checked, in one pass. */
async function checkStockKeys(db: Kysely<DB>) {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from stock st
    where not exists (select 1 from stores s where s.magasin_code = st.magasin_code)
       or not exists (select 1 from products p where p.sku = st.sku)`.execute(db);
  if (rows[0]!.n !== 0) throw new Error(`${rows[0]!.n} stock rows without their store or product`);
}

// ---------------------------------------------------------------------------------------------
// Inputs of the timed queries (deterministic).

/** Positions where shoppers are: around a random store, up to `maxM` metres away. */
function positionsNear(stores: StorePoint[], seed: string, minM: number, maxM: number, n = QUERIES + WARMUP) {
  const rng = new Rng('bench-scale', seed);
  return Array.from({ length: n }, () => {
    const s = rng.pick(stores);
    const d = (minM + rng.next() * (maxM - minM)) / 111_195;
    const b = rng.next() * 2 * Math.PI;
    return { lat: s.lat + d * Math.cos(b), lng: s.lng + (d * Math.sin(b)) / Math.cos((s.lat * Math.PI) / 180) };
  });
}

/** For the 30 m look-up: half the positions 0–40 m from a store (a scan in the shop), half 40 m–2 km. */
function positionsAt(stores: StorePoint[]) {
  const inShop = positionsNear(stores, 'at-in', 0, 40);
  const outside = positionsNear(stores, 'at-out', 40, 2000);
  return inShop.map((p, i) => (i % 2 === 0 ? p : outside[i]!));
}

/** What shoppers type: a word of a product name (often without its accents, or its first letters), a brand, two words. */
async function searchTerms(db: Kysely<DB>) {
  const names = await sql<{ name: string; marque: string | null }>`select name, marque from products where id <= 5000`.execute(db);
  const rng = new Rng('bench-scale', 'search');
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');
  return Array.from({ length: QUERIES + WARMUP }, () => {
    const p = rng.pick(names.rows);
    const words = p.name.split(/[\s'’-]+/).filter((w) => /^\p{L}{3,}$/u.test(w));
    const word = words.length ? rng.pick(words) : p.name;
    const kind = rng.int(0, 5);
    if (kind === 0 && p.marque) return p.marque;
    if (kind === 1) return fold(word).toLowerCase();
    if (kind === 2) return word.slice(0, Math.max(3, Math.min(word.length, rng.int(3, 6)))).toLowerCase();
    if (kind === 3 && words.length >= 2) return words.slice(0, 2).join(' ');
    return word;
  });
}

// ---------------------------------------------------------------------------------------------
// Timing.

/**
 * Times `run` over the inputs (after WARMUP of them); `count` tells how many rows an answer had,
 * outside the timed part (counting the stores of a JSON answer is a scan of its text: not the query's time).
 */
async function time<T, R>(label: string, inputs: T[], run: (input: T) => Promise<R>, count: (answer: R) => number) {
  for (const input of inputs.slice(0, WARMUP)) await run(input);
  const ms: number[] = [];
  let found = 0;
  for (const input of inputs.slice(WARMUP)) {
    const t0 = performance.now();
    const answer = await run(input);
    ms.push(performance.now() - t0);
    found += count(answer);
  }
  const p50 = percentile(ms, 50);
  const p99 = percentile(ms, 99);
  console.log(
    `  ${label.padEnd(40)} p50 ${p50.toFixed(2).padStart(7)} ms   p99 ${p99.toFixed(2).padStart(7)} ms   (${ms.length} queries, ${(found / ms.length).toFixed(1)} rows each on average)`,
  );
  return { p50, p99, n: ms.length, avgRows: found / ms.length };
}

/** The number of whatever run() answered: a count itself. */
const itself = (n: number) => n;

/** Why a query may miss its target, from its EXPLAIN (ANALYZE, BUFFERS) at this scale: shown when it does. */
const WHY: Record<string, string> = {
  stockRows:
    'a best seller is stocked in 6,000 of the 10,000 stores and ~5,600 have it (STOCK > 0): that many rows a call (index-only scan of stock_sku_covering_idx, the zeros filtered there); moving and decoding them in Node dominates (see PostgreSQL p99)',
  near: "a KNN walk of stores_earth_point_idx reads the nearest limit + 16 stores from the index alone (migration 0049: code, latitude and longitude in it; a 25 km box holds ~4,600 in the densest places), the exact distance orders those; up to 500 codes and distances come back as one text, the stores' fields from the store list in memory (pre-encoded UTF-8), and the answer (~370 stores, ~200 KB of JSON) is written in Node as one buffer: see PostgreSQL p99",
  at: 'the plan is a few buffers (GiST box of 30 m); the tail is the machine, see PostgreSQL p99',
  oneSearch:
    'each word of the query is looked up in search_dictionary, and only the first rows (offset + page size) of each matched word are read from product_words in rank order; the total counts product ids from the same index; several words intersect all their products',
  search:
    'a common word matches thousands of products: the trigram index (products_search_text_idx) finds them and each is rechecked on the heap, twice (the page and the count); only the few that can reach the page are scored',
};

function record(group: string, item: string, r: Awaited<ReturnType<typeof time>>, limit: number | null, note: string, why?: string) {
  const what = `${r.n} queries after ${WARMUP} warm-up, ${r.avgRows.toFixed(1)} rows each on average${note ? `; ${note}` : ''}`;
  rows.push({ group, item, metric: 'p50', value: r.p50, unit: 'ms', note: what });
  const target = limit === null ? undefined : atMost(r.p99, limit, 'ms');
  const reason = target && !target.ok && why ? `; ${why}` : '';
  rows.push({ group, item, metric: 'p99', value: r.p99, unit: 'ms', ...target, note: `${what}${reason}` });
}

/**
 * What PostgreSQL itself spends on a repository call (planning + execution, from EXPLAIN (ANALYZE, TIMING OFF)
 * of the very queries the call sends), to tell it from the time rows take to reach Node.
 */
async function serverTime<T>(db: Kysely<DB>, inputs: T[], call: (db: Kysely<DB>, input: T) => Promise<unknown>) {
  // Only the queries sent: a subquery's builder passes through transformQuery too (once for
  // itself), but only a query that ran comes back through transformResult.
  const compiled = new Map<QueryId, CompiledQuery>();
  const sent: CompiledQuery[] = [];
  const capture: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      compiled.set(queryId, db.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      const q = compiled.get(queryId);
      if (q) sent.push(q);
      return result;
    },
  };
  const spied = db.withPlugin(capture);
  const ms: number[] = [];
  for (const input of inputs) {
    sent.length = 0;
    compiled.clear();
    await call(spied, input);
    ms.push(await explainedMs(db, [...sent]));
  }
  return { p50: percentile(ms, 50), p99: percentile(ms, 99), n: ms.length };
}

/** Planning + execution of queries, summed, from their EXPLAIN (ANALYZE, TIMING OFF). */
async function explainedMs(db: Kysely<DB>, queries: readonly CompiledQuery[]) {
  let total = 0;
  for (const q of queries) {
    const res = await db.executeQuery<{ 'QUERY PLAN': [{ 'Planning Time': number; 'Execution Time': number }] }>(
      CompiledQuery.raw(`explain (analyze, timing off, format json) ${q.sql}`, [...q.parameters]),
    );
    const plan = res.rows[0]!['QUERY PLAN'][0];
    total += plan['Planning Time'] + plan['Execution Time'];
  }
  return total;
}

/**
 * serverTime of a repository call that sends one query compiled once ahead (bound each call, so
 * no query builder passes through a plugin to be seen): that query, as `queryOf` gives it.
 */
async function serverTimeOf<T>(db: Kysely<DB>, inputs: T[], queryOf: (input: T) => CompiledQuery) {
  const ms: number[] = [];
  for (const input of inputs) ms.push(await explainedMs(db, [queryOf(input)]));
  return { p50: percentile(ms, 50), p99: percentile(ms, 99), n: ms.length };
}

function recordServer(group: string, item: string, r: Awaited<ReturnType<typeof serverTime>>) {
  console.log(
    `  ${'  of which PostgreSQL (plan + execute)'.padEnd(40)} p50 ${r.p50.toFixed(2).padStart(7)} ms   p99 ${r.p99.toFixed(2).padStart(7)} ms`,
  );
  rows.push({
    group,
    item,
    metric: 'PostgreSQL p99',
    value: r.p99,
    unit: 'ms',
    note: `planning + execution in EXPLAIN (ANALYZE, TIMING OFF) of the same queries, summed over a call's queries (${r.n} inputs, p50 ${r.p50.toFixed(2)} ms); for a one-query call, the rest of its time is the trip and decoding the rows in Node`,
  });
}

async function timeGeo(group: string, db: Kysely<DB>, points: StorePoint[], postgres: boolean) {
  const repo = createStoresRepository(db);
  // The server's store list in memory (one per stores data version), as GET /stores/near and GET /stock keep it.
  const index = await createStoresService({ repo }).nearIndex('bench');
  const nearItem = `stores.near ${NEAR_RADIUS_M / 1000} km, limit ${NEAR_LIMIT}`;
  const nearInputs = positionsNear(points, 'near', 0, 3000);
  // The SQL fallback as GET /stores/near runs it with the cache off: the narrow rows of
  // stores.repository near(), the stores' fields from the store list (docs/stores.md#nearest-stores-in-sql).
  // One service and repository for every call, as the server keeps them (the query is compiled once a repository).
  const service = createStoresService({ repo });
  const nearSql = (p: { lat: number; lng: number }) => service.nearBytes(index, p.lat, p.lng, NEAR_RADIUS_M, NEAR_LIMIT);
  const storesIn = (json: Buffer) => {
    let n = 0;
    for (let at = json.indexOf('"magasin_code"'); at >= 0; at = json.indexOf('"magasin_code"', at + 1)) n++;
    return n;
  };
  const near = await time(`nearest stores (${NEAR_RADIUS_M / 1000} km, limit ${NEAR_LIMIT})`, nearInputs, nearSql, storesIn);
  record(group, nearItem, near, postgres ? 5 : null, 'positions 0–3 km from a random store', WHY.near);
  if (postgres) {
    const explained = await serverTimeOf(db, nearInputs.slice(WARMUP, WARMUP + 100), (p) =>
      repo.nearLinesQuery(p.lat, p.lng, NEAR_RADIUS_M, NEAR_LIMIT),
    );
    recordServer(group, nearItem, explained);
  }
  if (postgres) {
    // What GET /stores/near runs (its cache on): every store in memory on a grid, nearest in JS.
    const inMemory = await time(
      `nearest stores in memory (GET /stores/near)`,
      nearInputs,
      async (p) => index.nearBytes(p.lat, p.lng, NEAR_RADIUS_M, NEAR_LIMIT),
      storesIn,
    );
    record(
      group,
      `NearIndex ${NEAR_RADIUS_M / 1000} km, limit ${NEAR_LIMIT} (GET /stores/near)`,
      inMemory,
      5,
      `the ${STORES.toLocaleString('en')} stores on a grid in the server's memory, answer written as UTF-8 JSON bytes`,
    );
  }
  const atItem = `stores.nearestStore ${AT_RADIUS_M} m (GET /stores/at)`;
  const atInputs = positionsAt(points);
  const at = await time(
    `store within ${AT_RADIUS_M} m`,
    atInputs,
    async (p) => ((await repo.nearestStore(p.lat, p.lng, AT_RADIUS_M)) ? 1 : 0),
    itself,
  );
  record(group, atItem, at, postgres ? 5 : null, 'half the positions 0–40 m from a store', WHY.at);
  if (postgres) {
    recordServer(
      group,
      atItem,
      await serverTime(db, atInputs.slice(WARMUP, WARMUP + 100), (d, p) =>
        createStoresRepository(d).nearestStore(p.lat, p.lng, AT_RADIUS_M),
      ),
    );
  }
}

// ---------------------------------------------------------------------------------------------

/** The stock and geographic queries (skipped with --search-only). */
async function timeStockAndGeo(db: Kysely<DB>, points: StorePoint[]) {
  const stock = createStockRepository(db);
  const rng = new Rng('bench-scale', 'skus');
  // A third of the look-ups on best sellers and mid-range products, the rest on any product.
  const skus = Array.from({ length: QUERIES + WARMUP }, (_, i) =>
    String(100_000 + (i % 3 === 0 ? rng.int(1, 5000) : rng.int(1, PRODUCTS))),
  );
  // What GET /stock?sku= runs (its cache on, as in production): the rows of the stores that have
  // the sku (STOCK > 0), ordered and paged against the store list it keeps in memory
  // (docs/stock.md#api); then the plain join the API falls back to (cache off).
  const byRows = await time('stock rows of a sku (the API)', skus, async (sku) => (await stock.rowsForSku(sku)).length, itself);
  record(
    PG,
    'stock.rowsForSku (GET /stock)',
    byRows,
    5,
    'the rows of the stores that have it (STOCK > 0); the API answers a page of them',
    WHY.stockRows,
  );
  recordServer(
    PG,
    'stock.rowsForSku (GET /stock)',
    await serverTime(db, skus.slice(WARMUP, WARMUP + 100), (d, sku) => createStockRepository(d).rowsForSku(sku)),
  );
  const byStock = await time('stock of a sku in all stores (join)', skus, async (sku) => (await stock.forSku(sku)).length, itself);
  record(PG, 'stock.forSku (join, cache off)', byStock, null, 'every store, with its stock row or none');
  recordServer(
    PG,
    'stock.forSku (join, cache off)',
    await serverTime(db, skus.slice(WARMUP, WARMUP + 100), (d, sku) => createStockRepository(d).forSku(sku)),
  );

  await timeGeo(PG, db, points, true);
}

async function postgres(url: string, ref: ReferenceData, geo: Geography, stores: StoreInsert[], points: StorePoint[]) {
  const admin = await openDatabase({ kind: 'postgres', url });
  const scratchUrl = new URL(url);
  scratchUrl.pathname = `/${SCRATCH_DB}`;
  let database: Database | null = null;
  try {
    await admin.exec(`drop database if exists ${SCRATCH_DB} with (force)`);
    await admin.exec(`create database ${SCRATCH_DB}`);
    console.log(`PostgreSQL: scratch database ${SCRATCH_DB} on ${scratchUrl.host}`);
    database = await openDatabase({ kind: 'postgres', url: scratchUrl.toString() });
    const { db } = database;

    const t0 = performance.now();
    const step = async (label: string, work: () => Promise<unknown>) => {
      const t = performance.now();
      await work();
      console.log(`  ${label.padEnd(40)} ${((performance.now() - t) / 1000).toFixed(1)} s`);
    };
    await step('migrations', () => migrate(database!));
    await db.connection().execute(async (conn) => {
      // One session: its settings hold for the whole load.
      await sql`set work_mem = '256MB'`.execute(conn);
      await sql`set maintenance_work_mem = '256MB'`.execute(conn);
      await step(`${STORES} stores`, () => loadStores(conn, geo, stores));
      if (nearOnly) return;
      await step(`${PRODUCTS} products`, () => bulkLoad(conn, 'products', () => loadProducts(conn, ref)));
      if (!searchOnly) {
        await step(`${STORES * STOCK_PER_STORE} stock rows`, async () => {
          if (await bulkLoad(conn, 'stock', () => loadStock(conn), true)) await checkStockKeys(conn);
        });
      }
    });
    await step('vacuum analyze', () => database!.exec('vacuum analyze'));
    const seconds = (performance.now() - t0) / 1000;

    const counts = (
      await sql<{ stores: number; products: number; stock: number }>`select (select count(*) from stores)::int as stores,
        (select count(*) from products)::int as products, (select count(*) from stock)::int as stock`.execute(db)
    ).rows[0]!;
    console.log(`  generated in ${seconds.toFixed(1)} s: ${JSON.stringify(counts)}`);
    rows.push({ group: PG, item: 'data', metric: 'stores', value: counts.stores, unit: '', note: 'over the 261 real delegations' });
    rows.push({ group: PG, item: 'data', metric: 'products', value: counts.products, unit: '', note: 'French names, valid EAN-13' });
    rows.push({ group: PG, item: 'data', metric: 'stock rows', value: counts.stock, unit: '', note: '200 per store' });
    rows.push({
      group: PG,
      item: 'data',
      metric: 'generation',
      value: seconds,
      unit: 's',
      note: 'real migrations, set-based inserts (generate_series), vacuum analyze',
    });

    if (nearOnly) {
      await timeGeo(PG, db, points, true);
      return;
    }
    if (!searchOnly) await timeStockAndGeo(db, points);

    const products = createProductsRepository(db);
    const terms = await searchTerms(db);
    const search = await time(
      'product text search (page 1)',
      terms,
      async (q) => (await products.list({ q }, { limit: PAGE_SIZE, offset: 0 })).rows.length,
      itself,
    );
    const searchItem = `products.list q= (page 1 of ${PAGE_SIZE}, with total)`;
    record(
      PG,
      searchItem,
      search,
      20,
      'words of product names, unaccented, prefixes, brands; the page and the count run side by side',
      WHY.search,
    );
    recordServer(
      PG,
      searchItem,
      await serverTime(db, terms.slice(WARMUP, WARMUP + 100), (d, q) =>
        createProductsRepository(d).list({ q }, { limit: PAGE_SIZE, offset: 0 }),
      ),
    );

    // GET /products/search (docs/products.md#one-search): the same terms, plus EANs and typos.
    const rngTerms = new Rng('bench-scale', 'one-search');
    const oneTerms = terms.map((q, i) =>
      i % 10 === 0 ? String(100_000 + rngTerms.int(1, PRODUCTS)) : i % 10 === 1 && q.length > 4 ? q.slice(0, 2) + q.slice(3) : q,
    );
    const page1 = { limit: PAGE_SIZE, offset: 0 };
    const one = await time(
      'one search (page 1)',
      oneTerms,
      async (q) => (await products.search(searchInput(q), page1)).hits.length,
      itself,
    );
    const oneItem = `products.search (page 1 of ${PAGE_SIZE}, with total)`;
    record(
      PG,
      oneItem,
      one,
      20,
      'the same words, one in ten an article code, one in ten with a letter dropped; candidates by index, ranked (word, aisle, word start, inside, close)',
      WHY.oneSearch,
    );
    recordServer(
      PG,
      oneItem,
      await serverTime(db, oneTerms.slice(WARMUP, WARMUP + 100), (d, q) => createProductsRepository(d).search(searchInput(q), page1)),
    );
  } finally {
    await database?.close();
    if (keep) console.log(`  kept ${SCRATCH_DB} (--keep)`);
    else
      await admin
        .exec(`drop database if exists ${SCRATCH_DB} with (force)`)
        .catch((err: Error) => console.error(`could not drop ${SCRATCH_DB}: ${err.message}`));
    await admin.close();
  }
}

/** Informative: the geographic queries on the same 10,000 stores in PGlite (the embedded default). */
async function pglite(geo: Geography, stores: StoreInsert[], points: StorePoint[]) {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'qadhya-bench-scale-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(tmp, 'pglite') });
  try {
    const t0 = performance.now();
    await migrate(database);
    await loadStores(database.db, geo, stores);
    await database.exec('analyze');
    console.log(`PGlite: ${STORES} stores loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    await timeGeo(LITE, database.db, points, false);
  } finally {
    await database.close();
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

async function main() {
  const ref = loadReferenceData();
  const geo = generateGeography(ref);
  const stores = makeStores(geo);
  const points = stores.map((s) => ({ code: s.magasin_code, lat: s.latitude, lng: s.longitude }));

  const url = process.env.DATABASE_URL;
  if (url) await postgres(url, ref, geo, stores, points);
  else {
    console.log('PostgreSQL: skipped — the scale bench needs PostgreSQL (set DATABASE_URL)');
    rows.push({
      group: PG,
      item: 'scale bench',
      metric: 'skipped',
      value: 0,
      unit: '',
      note: 'needs PostgreSQL: set DATABASE_URL (a scratch database is created on that server and dropped)',
    });
  }
  if (!searchOnly && !nearOnly) await pglite(geo, stores, points);
  writeResults(searchOnly ? 'scale-search' : nearOnly ? 'scale-near' : 'scale', rows);
}

const watchdog = setTimeout(() => {
  console.error(`bench/scale.ts: gave up after ${DEADLINE_MS / 60_000} min`);
  process.exit(1);
}, DEADLINE_MS);
watchdog.unref();
await main();
