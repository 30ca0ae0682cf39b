import type { ColumnType } from 'kysely';

/** Data versions bumped by triggers on writes (migrations/0008_response_cache.sql). */
export interface CacheVersionsTable {
  area: string;
  version: number;
  changed_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The shared layer of the response cache when there is no Redis (0008). */
export interface HttpCacheTable {
  key: string;
  etag: string;
  body: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}
