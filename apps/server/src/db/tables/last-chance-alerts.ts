import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** « Dernière chance » alerts (migrations/0053_last_chance_alerts.sql, docs/last-chance.md#alerts). */
export interface LastChanceFollowSettingsTable {
  user_id: number;
  skus: ColumnType<string[], string[] | undefined, string[]>;
  category_ids: ColumnType<number[], number[] | undefined, number[]>;
  updated_at: Timestamp;
}

export interface LastChanceFollowsTable {
  user_id: number;
  magasin_code: string;
  created_at: Timestamp;
}

export interface LastChanceAlertBatchesTable {
  magasin_code: string;
  due_at: Timestamp;
  skus: string[];
  sent_at: NullableTimestamp;
}

export interface LastChanceAlertsTable {
  /** bigint: node-postgres reads it as a string, PGlite as a number. */
  id: Generated<string | number>;
  user_id: number;
  magasin_code: string;
  due_at: Timestamp;
  skus: string[];
  notification_id: number | string | null;
  sent_at: Timestamp;
}
