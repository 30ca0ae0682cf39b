import type { ColumnType, Generated } from 'kysely';
import type { NotificationTopic } from './shopping-lists.ts';

/** Web push, broadcasts and the job queue (migrations/0023_inbox_push.sql, docs/notifications.md). */

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** bigint columns: read as strings by the driver (numbers on PGlite), written as numbers. */
type Big = ColumnType<string | number, number | string, number | string>;
type Json<T> = ColumnType<T, string, string>;
type Counter = ColumnType<number, number | undefined, number>;

export interface PushSubscriptionsTable {
  id: Generated<string | number>;
  user_id: number;
  device_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  lang: ColumnType<'fr' | 'ar', 'fr' | 'ar' | undefined, 'fr' | 'ar'>;
  created_at: Timestamp;
  updated_at: Timestamp;
  gone_at: NullableTimestamp;
}

export type BroadcastAudience = 'all' | 'governorate' | 'category';
export type BroadcastStatus = 'draft' | 'scheduled' | 'sending' | 'sent' | 'cancelled';

export interface BroadcastsTable {
  id: Generated<string | number>;
  title_fr: string;
  title_ar: string;
  body_fr: string;
  body_ar: string;
  link: string | null;
  topic: ColumnType<NotificationTopic, NotificationTopic | undefined, NotificationTopic>;
  audience: BroadcastAudience;
  audience_value: number | null;
  status: ColumnType<BroadcastStatus, BroadcastStatus | undefined, BroadcastStatus>;
  scheduled_at: NullableTimestamp;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
  recipients: Counter;
  sent: Counter;
  delivered: Counter;
  opened: Counter;
}

export interface PushDeliveriesTable {
  id: Generated<string | number>;
  notification_id: Big;
  subscription_id: Big;
  user_id: number;
  broadcast_id: Big | null;
  /** The Tunis day of the send, 'YYYY-MM-DD'. */
  day: ColumnType<string, string, string>;
  status: 'sent' | 'failed' | 'gone';
  created_at: Timestamp;
  delivered_at: NullableTimestamp;
  opened_at: NullableTimestamp;
  error: string | null;
}

export interface JobsTable {
  id: Generated<string | number>;
  kind: string;
  payload: Json<Record<string, unknown>>;
  run_at: Timestamp;
  attempts: Counter;
  locked_until: NullableTimestamp;
  done_at: NullableTimestamp;
  last_error: string | null;
  dedupe_key: string | null;
  created_at: Timestamp;
}
