import type { ColumnType } from 'kysely';

type Day = ColumnType<string, string, string>;

/** The tracker's events as sent by the app (migrations/0042_tracker.sql, docs/tracker.md#storage-roll-up-and-retention). */
export interface TrackerEventsTable {
  id: string;
  kind: string;
  at: ColumnType<Date, Date, Date>;
  day: Day;
  sku: string | null;
  place: string | null;
  catalogue_id: number | null;
  page: number | null;
  query: string | null;
  query_hashed: boolean;
  results: number | null;
  game: string | null;
  campaign_id: number | null;
  store: string | null;
  device_id: string | null;
  user_id: number | null;
  received_at: ColumnType<Date, Date, Date>;
}

/** Anonymous counts per Tunis day (docs/tracker.md#storage-roll-up-and-retention). */
export interface TrackerDailyTable {
  day: Day;
  kind: string;
  subject: string;
  place: string;
  store: string;
  events: number;
  empty_results: number;
}
