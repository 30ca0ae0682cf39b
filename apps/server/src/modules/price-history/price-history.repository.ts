import { sql, type Kysely } from 'kysely';
import { handlesOf, type Queryable } from '../../db/handles.ts';
import type { DB } from '../../db/schema.ts';
import type { PriceLogKind } from '../../db/tables/price-log.ts';
import type { PriceEvent } from './price-history.ts';
import type { LoggedRow, NewPriceRow, PriceSources } from './price-log.ts';

/** Skus per read, rows per insert: far below PostgreSQL's 65,535 parameters. */
const CHUNK = 2_000;
const chunks = <T>(rows: readonly T[]) =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));
/** A PostgreSQL array literal of these values (null: NULL), one parameter however many they are. */
const arrayLiteral = (values: readonly (string | number | null)[]) =>
  `{${values.map((v) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `"${v.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
const textArray = (values: readonly string[]) => sql`${arrayLiteral(values)}::text[]`;
/** Rows per insert of the log. */
const BULK = 20_000;

type EventRow = { kind: PriceLogKind; magasin_code: string | null; price: number | null; at: Date };

/** SQL only: the price log (append-only, migration 0050) and the price sources of products. */
export function createPriceHistoryRepository(db: Kysely<DB>) {
  return {
    ...handlesOf(db),

    /** The product's regular price (undefined: no such sku) and whether the store exists (null: none asked). */
    async lookup(sku: string, magasin: string | null): Promise<{ base_price: number | undefined; store: boolean | null }> {
      const row = await sql<{ base_price: number | null; store: boolean | null }>`select
          (select base_price from products where sku = ${sku}) as base_price,
          case when ${magasin}::text is null then null
               else exists (select 1 from stores where magasin_code = ${magasin}::text) end as store`
        .execute(db)
        .then((r) => r.rows[0]!);
      return { base_price: row.base_price ?? undefined, store: row.store };
    },

    /**
     * The sku's rows from `since` on, and the last row before `since` of each kind and store (a price
     * set long ago still counts), chain-wide and of `magasin` only; in writing order (at, then id).
     */
    async events(sku: string, magasin: string | null, since: Date): Promise<PriceEvent[]> {
      const stores = magasin === null ? sql`magasin_code is null` : sql`(magasin_code is null or magasin_code = ${magasin})`;
      const { rows } = await sql<EventRow & { id: string }>`
        (select id, kind, magasin_code, price, at from price_log
          where sku = ${sku} and at >= ${since} and ${stores})
        union all
        (select distinct on (kind, magasin_code) id, kind, magasin_code, price, at from price_log
          where sku = ${sku} and at < ${since} and ${stores}
          order by kind, magasin_code, at desc, id desc)
        order by at, id`.execute(db);
      return rows.map((r, i) => ({ id: i + 1, kind: r.kind, magasin_code: r.magasin_code, price: r.price, at: r.at }));
    },

    /**
     * The price sources of these skus (those that exist) for the days from `today` on: the regular
     * and selling prices, each day's lowest daily promo, the published catalogues still running or
     * ahead, the last-chance offers.
     */
    async sources(q: Queryable, skus: readonly string[], today: string): Promise<PriceSources[]> {
      const out: PriceSources[] = [];
      for (const part of chunks([...new Set(skus)])) {
        const list = textArray(part);
        const products = await q
          .selectFrom('products')
          .select(['sku', 'base_price', 'price'])
          .where(sql<boolean>`sku = any(${list})`)
          .orderBy('sku')
          .execute();
        const daily = await sql<{ sku: string; date: string; price: number }>`
          select p.sku, to_char(pr.promo_date, 'YYYY-MM-DD') as date, min(pr.price)::int as price
          from promos pr join products p on p.id = pr.product_id
          where p.sku = any(${list}) and pr.promo_date >= ${today}::date
          group by p.sku, pr.promo_date`.execute(q);
        const catalogues = await sql<{ sku: string; start: string; end: string; price: number }>`
          select p.sku, to_char(k.oc_debut, 'YYYY-MM-DD') as start, to_char(k.oc_fin, 'YYYY-MM-DD') as end, min(cp.price)::int as price
          from catalogue_products cp
          join catalogues k on k.id = cp.catalogue_id
          join products p on p.id = cp.product_id
          where p.sku = any(${list}) and k.published_at is not null and k.oc_fin >= ${today}::date
          group by p.sku, k.id`.execute(q);
        const lastChance = await q
          .selectFrom('last_chance')
          .select(['sku', 'magasin_code', 'nouveau_pv', 'stock'])
          .where(sql<boolean>`sku = any(${list})`)
          .execute();
        type Mutable = { [K in keyof PriceSources]: PriceSources[K] extends readonly (infer T)[] ? T[] : PriceSources[K] };
        const bySku = new Map<string, Mutable>();
        for (const p of products) {
          const src: Mutable = { sku: p.sku, base_price: p.base_price, price: p.price, daily: [], catalogues: [], lastChance: [] };
          bySku.set(p.sku, src);
          out.push(src);
        }
        for (const d of daily.rows) bySku.get(d.sku)?.daily.push({ date: d.date, price: d.price });
        for (const c of catalogues.rows) bySku.get(c.sku)?.catalogues.push({ start: c.start, end: c.end, price: c.price });
        for (const l of lastChance) bySku.get(l.sku)?.lastChance.push({ magasin: l.magasin_code, price: l.nouveau_pv, stock: l.stock });
      }
      return out;
    },

    /** The log's state of these skus: per kind and store, the last row up to `now`, then every row after it; in writing order. */
    async logged(q: Queryable, skus: readonly string[], now: Date): Promise<LoggedRow[]> {
      const out: LoggedRow[] = [];
      for (const part of chunks([...new Set(skus)])) {
        const list = textArray(part);
        const { rows } = await sql<LoggedRow>`
          select sku, kind, magasin_code, price, at from (
            (select distinct on (sku, kind, magasin_code) id, sku, kind, magasin_code, price, at from price_log
              where sku = any(${list}) and at <= ${now}
              order by sku, kind, magasin_code, at desc, id desc)
            union all
            (select id, sku, kind, magasin_code, price, at from price_log where sku = any(${list}) and at > ${now})
          ) r
          order by at, id`.execute(q);
        out.push(...rows);
      }
      return out;
    },

    /**
     * Appends rows to the log (never an update nor a delete), in their order. One statement per
     * 20,000 rows, each column one array: the demo history's tens of thousands of rows go in
     * several times faster than as rows of values.
     */
    async append(q: Queryable, rows: readonly NewPriceRow[]): Promise<void> {
      for (let i = 0; i < rows.length; i += BULK) {
        const part = rows.slice(i, i + BULK);
        const column = (cell: (r: NewPriceRow) => string | number | null) => arrayLiteral(part.map(cell));
        await sql`insert into price_log (sku, magasin_code, kind, price, at, source)
          select sku, magasin_code, kind, price, at, source from unnest(${column((r) => r.sku)}::text[], ${column((r) => r.magasin_code)}::text[], ${column((r) => r.kind)}::text[],
            ${column((r) => r.price)}::int[], ${column((r) => r.at.toISOString())}::timestamptz[], ${column((r) => r.source)}::text[])
          with ordinality as t(sku, magasin_code, kind, price, at, source, n)
          order by n`.execute(q);
      }
    },
  };
}

export type PriceHistoryRepository = ReturnType<typeof createPriceHistoryRepository>;
