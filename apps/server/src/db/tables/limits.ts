import type { ColumnType } from 'kysely';

/** Fixed-window counters of the rate limits (migrations/0010_rate_counters.sql). */
export interface RateCountersTable {
  key: string;
  window_start: ColumnType<Date, Date | string, Date | string>;
  hits: number;
}
