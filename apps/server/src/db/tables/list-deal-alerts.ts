import type { ColumnType } from 'kysely';

/** The weekly list-deals push's settings (migrations/0052_list_deal_alerts.sql, docs/shopping-lists.md#this-week-on-my-list). */
export interface ListDealAlertsTable {
  user_id: number;
  enabled: boolean;
  /** 1 = Monday … 7 = Sunday (Tunis). */
  weekday: number;
  /** 8 … 21 (Tunis). */
  hour: number;
  /** The ISO week last told, '2026-W48'; null: never. */
  last_week: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: ColumnType<Date, Date | string, Date | string>;
}
