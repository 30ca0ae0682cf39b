import type { ColumnType } from 'kysely';

/** Who wrote a price log row: a feed of the chain's systems (or its CSV import), the back office, the demo data. */
export type PriceLogSource = 'feed' | 'admin' | 'seed';
export type PriceLogKind = 'regular' | 'promo' | 'last_chance';

/**
 * The append-only price log (migrations/0050_price_log.sql, docs/products.md#price-history): from
 * `at` on, the price of `kind` at `magasin_code` (null: every store) is `price` (null: ended).
 * Never updated nor deleted by the app.
 */
export interface PriceLogTable {
  /** bigint identity: node-postgres reads it as a string, PGlite as a number. */
  id: ColumnType<string | number, never, never>;
  sku: string;
  magasin_code: string | null;
  kind: PriceLogKind;
  /** Millimes; null: that kind ended. */
  price: number | null;
  at: ColumnType<Date, Date, never>;
  source: PriceLogSource;
}
