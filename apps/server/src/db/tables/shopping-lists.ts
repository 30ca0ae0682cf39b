import type { ColumnType, Generated } from 'kysely';

/** Shopping lists (migrations/0022_shopping_lists.sql, docs/shopping-lists.md). */

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** bigint columns: read as strings by the driver (numbers on PGlite), written as numbers. */
type Big = ColumnType<string | number, number | string, number | string>;

export interface ShoppingListsTable {
  id: Generated<number>;
  owner_id: number;
  title: string;
  status: ColumnType<'active' | 'rejected', 'active' | 'rejected' | undefined, 'active' | 'rejected'>;
  version: ColumnType<string | number, number | string | undefined, number | string>;
  finished_at: NullableTimestamp;
  rejected_at: NullableTimestamp;
  last_boost_at: NullableTimestamp;
  request_id: string;
  duplicated_from: ColumnType<number | null, number | null | undefined, number | null>;
  receipt_id: ColumnType<string | number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ShoppingListMembersTable {
  list_id: number;
  user_id: number;
  assigned_at: Timestamp;
}

export interface ShoppingListItemsTable {
  list_id: number;
  item_key: string;
  sku: string | null;
  text: string | null;
  quantity: number;
  quantity_at: Big;
  quantity_device: string;
  removed: boolean;
  removed_at: Big;
  removed_device: string;
  added_by: number;
  added_at: Big;
  version: Big;
}

export interface ShoppingListTicksTable {
  list_id: number;
  item_key: string;
  tick_id: string;
  user_id: number;
  at: Big;
  price: number | null;
  regular_price: number | null;
  unticked: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface ShoppingListImagesTable {
  id: Generated<number>;
  list_id: number;
  storage_key: string;
  added_by: number;
  created_at: Timestamp;
}

export interface NotificationsTable {
  id: Generated<string | number>;
  user_id: number;
  kind: string;
  title_fr: string;
  title_ar: string;
  body_fr: string;
  body_ar: string;
  link: string | null;
  dedupe_key: string;
  created_at: Timestamp;
  read_at: NullableTimestamp;
  /** invitation | promotion | game | update | info (migrations/0023_inbox_push.sql). */
  type: ColumnType<NotificationType, NotificationType | undefined, NotificationType>;
  /** The NOTIFY_* preference it belongs to; null = always sent. */
  topic: NotificationTopic | null;
  /** What its actions act on (jsonb, written as a JSON string). */
  payload: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  deleted_at: NullableTimestamp;
}

export type NotificationType = 'invitation' | 'promotion' | 'game' | 'update' | 'info';
export type NotificationTopic = 'favorites' | 'new_users' | 'promos' | 'referrals' | 'prizes';

/** The notification_settings column of each topic's switch (0: off; no settings row: all on). */
export const TOPIC_COLUMN = {
  favorites: 'notify_favorites',
  new_users: 'notify_new_users',
  promos: 'notify_promos',
  referrals: 'notify_referrals',
  prizes: 'notify_prizes',
} as const satisfies Record<NotificationTopic, string>;
