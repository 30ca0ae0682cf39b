import { sql, type CompiledQuery, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { localisedSql } from '../../db/localised.ts';
import type { Lang } from '../../http/lang.ts';
import { earthKnnSql, haversineSql, storeColumnsIn } from '../../db/store-columns.ts';
import { type StoreRow } from './store.mapper.ts';

/** A store near a position: its code and great-circle distance in metres (unrounded). */
export interface NearRow {
  magasin_code: string;
  distance_m: number;
}

/** Rows read past `limit` by near(): stores whose chord and haversine orders could differ at the cut. */
export const KNN_MARGIN = 16;

/**
 * The lines of near()'s text: "distance code" a store (float8's text: the exact double, as a row's
 * float8 column is read; the code is the rest of the line: it has no line break, see MagasinCode),
 * null for none.
 */
export function nearRowsOf(lines: string | null): NearRow[] {
  const rows: NearRow[] = [];
  forEachNearRow(lines, (code, distanceM) => rows.push({ magasin_code: code, distance_m: distanceM }));
  return rows;
}

/** Each store of near()'s text in order, its code and distance, without a row object or line a store. */
export function forEachNearRow(lines: string | null, each: (code: string, distanceM: number) => void): void {
  if (!lines) return;
  let start = 0;
  while (start <= lines.length) {
    let end = lines.indexOf('\n', start);
    if (end < 0) end = lines.length;
    const space = lines.indexOf(' ', start);
    each(lines.slice(space + 1, end), Number(lines.slice(start, space)));
    start = end + 1;
  }
}

/** SQL only: stores, their governorates and delegations, and distance look-ups. */
export function createStoresRepository(db: Kysely<DB>) {
  const stores = (lang: Lang = 'fr') => db.selectFrom('stores as s').select(storeColumnsIn(lang));

  /**
   * The walk of the stores nearest first, with distance_m: the GiST index of the stores' points
   * walked nearest first (KNN: its order is the haversine's), only the first `rows` read (the
   * callers' limit + KNN_MARGIN); they add their columns, then keep, order and cut those by the exact distance.
   * The margin covers rounding ties between the two distances at the cut
   * (docs/stores.md#nearest-stores-in-sql).
   */
  const walk = (lat: number | RawBuilder<number>, lng: number | RawBuilder<number>, rows: number | RawBuilder<number>) =>
    db.selectFrom('stores as s').select(haversineSql(lat, lng).as('distance_m')).orderBy(earthKnnSql(lat, lng)).limit(rows);

  /**
   * near()'s query, built and compiled once (on first use) with placeholders $1–$5 for its inputs
   * (latitude, longitude, rows walked, radius, limit): a call only binds them. Building and
   * compiling it through Kysely took about 0.15 ms a call, a tenth of the call.
   */
  let nearCompiled: CompiledQuery<{ lines: string | null }> | undefined;
  const nearQuery = () => {
    if (nearCompiled) return nearCompiled;
    const [lat, lng, rows, radiusM, limit] = [1, 2, 3, 4, 5].map((n) => sql.raw<number>(`$${n}`));
    const kept = db
      .selectFrom(walk(lat!, lng!, rows!).select('s.magasin_code').as('n'))
      .selectAll()
      .where('n.distance_m', '<=', radiusM!)
      .orderBy('n.distance_m')
      .orderBy('n.magasin_code')
      .limit(limit!);
    const compiled = db
      .selectFrom(kept.as('k'))
      .select(
        sql<string | null>`string_agg(k.distance_m::text || ' ' || k.magasin_code, chr(10) order by k.distance_m, k.magasin_code)`.as(
          'lines',
        ),
      )
      .compile();
    // Every value is one of the five placeholders: none numbered by Kysely.
    if (compiled.parameters.length > 0) throw new Error('stores near(): a value of the query is not a placeholder');
    nearCompiled = compiled;
    return compiled;
  };
  const nearLinesQuery = (lat: number, lng: number, radiusM: number, limit: number): CompiledQuery<{ lines: string | null }> =>
    // The same query id every call: the metrics' label (forRepository) holds for each.
    ({ ...nearQuery(), parameters: [lat, lng, limit + KNN_MARGIN, radiusM, limit] });

  return {
    all(lang: Lang = 'fr'): Promise<StoreRow[]> {
      return stores(lang).orderBy('s.magasin_code').execute();
    },

    byCode(code: string, lang: Lang = 'fr'): Promise<StoreRow | undefined> {
      return stores(lang).where('s.magasin_code', '=', code).executeTakeFirst();
    },

    /**
     * Stores within `radiusM` metres (spec's haversine), nearest first (then by code): their codes
     * and distances only, the narrow rows of docs/stores.md#nearest-stores-in-sql (the service adds
     * the stores' fields from its store list). They come back as one text (a line "distance code"
     * a store, in that order), not a row a store: decoding some 370 rows a call took Node about as
     * long as PostgreSQL's whole query.
     */
    async near(lat: number, lng: number, radiusM: number, limit: number): Promise<NearRow[]> {
      return nearRowsOf(await this.nearLines(lat, lng, radiusM, limit));
    },

    /** near()'s stores as its one text, a line "distance code" a store (read with forEachNearRow), null for none. */
    async nearLines(lat: number, lng: number, radiusM: number, limit: number): Promise<string | null> {
      const { rows } = await db.executeQuery(nearLinesQuery(lat, lng, radiusM, limit));
      return rows[0]?.lines ?? null;
    },

    /** The query nearLines sends, with its inputs (the benchmark explains it). */
    nearLinesQuery,

    /** The nearest store within `radiusM` metres, whole (GET /stores/at), or undefined. */
    nearestStore(lat: number, lng: number, radiusM: number, lang: Lang = 'fr'): Promise<StoreRow | undefined> {
      return db
        .selectFrom(
          walk(lat, lng, 1 + KNN_MARGIN)
            .select(storeColumnsIn(lang))
            .as('n'),
        )
        .selectAll()
        .where('n.distance_m', '<=', radiusM)
        .orderBy('n.distance_m')
        .orderBy('n.magasin_code')
        .limit(1)
        .executeTakeFirst();
    },

    /** A governorate by name or ISO code, accent- and case-insensitively. */
    governorate(name: string) {
      return db
        .selectFrom('governorates as g')
        .select(['g.id', 'g.name'])
        .where((eb) =>
          eb.or([
            sql<boolean>`search_key(g.name) = search_key(${name})`,
            eb('g.code', '=', name.toUpperCase()),
            eb('g.name_ar', '=', name),
          ]),
        )
        .executeTakeFirst();
    },

    /** The delegations' names in `lang` (the reference data's Arabic name, else the French). */
    delegationNames(governorateId: number, lang: Lang = 'fr'): Promise<string[]> {
      return db
        .selectFrom('delegations as d')
        .select(localisedSql('d.name', 'd.name_ar', lang).as('name'))
        .where('d.governorate_id', '=', governorateId)
        .execute()
        .then((rows) => rows.map((r) => r.name));
    },

    /** Ids of the delegations so named (French: accent- and case-insensitive; or the Arabic name), optionally in one governorate. */
    delegationIds(name: string, governorateId?: number): Promise<number[]> {
      return db
        .selectFrom('delegations as d')
        .select('d.id')
        .where((eb) => eb.or([sql<boolean>`search_key(d.name) = search_key(${name})`, eb('d.name_ar', '=', name)]))
        .$if(governorateId !== undefined, (qb) => qb.where('d.governorate_id', '=', governorateId!))
        .execute()
        .then((rows) => rows.map((r) => r.id));
    },

    inDelegations(ids: number[], lang: Lang = 'fr'): Promise<StoreRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return stores(lang).where('s.delegation_id', 'in', ids).orderBy('s.storename').execute();
    },
  };
}

export type StoresRepository = ReturnType<typeof createStoresRepository>;
