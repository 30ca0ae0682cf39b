import { sql, type Kysely, type UpdateQueryBuilder, type UpdateResult } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { handlesOf, type Queryable } from '../../db/handles.ts';
import { TOPIC_COLUMN, type NotificationTopic, type NotificationType } from '../../db/tables/shopping-lists.ts';

/** A notification to write for some shoppers (the inbox writer's message, docs/notifications.md#inbox). */
export interface NewNotification {
  /** The event's stable kind: 'family_invitation', 'favourite_promo', 'support_reply', … */
  kind: string;
  /** What the screen shows: its icon and actions. */
  type: NotificationType;
  /** The NOTIFY_* switch it belongs to; null = always written (invitations, answers, updates). */
  topic: NotificationTopic | null;
  title_fr: string;
  title_ar: string;
  body_fr: string;
  body_ar: string;
  /** The app path its 'Voir' opens ('/layout/…'), or null. */
  link: string | null;
  /** What its actions act on, e.g. { invitation_id: 12 }. */
  payload?: Record<string, unknown>;
  /** Idempotency: one row per (shopper, key); the same event written again changes nothing. */
  dedupe_key: string;
}

/** One inbox row as the shopper's list reads it. */
export interface InboxRow extends Pick<
  NewNotification,
  'kind' | 'type' | 'topic' | 'title_fr' | 'title_ar' | 'body_fr' | 'body_ar' | 'link'
> {
  id: string | number;
  payload: Record<string, unknown> | null;
  created_at: Date | string;
  read_at: Date | string | null;
}

/** An update of the notifications table, before its returning clause. */
type OwnRowUpdate = UpdateQueryBuilder<DB, 'notifications', 'notifications', UpdateResult>;

/** Where a page starts: after this (created_at, id), newest first. */
export interface InboxCursor {
  at: Date;
  id: number;
}

/**
 * SQL only: a shopper's inbox (docs/notifications.md#inbox). Every query names the user first:
 * the list walks notifications_user_idx (user_id, created_at desc, id desc), the count
 * notifications_unread_idx, a single row the primary key with its owner checked.
 */
export function createInboxRepository(db: Kysely<DB>) {
  /** The unread rows still shown (read by notifications_unread_idx once the user is named). */
  const unreadRows = () => db.selectFrom('notifications').where('read_at', 'is', null).where('deleted_at', 'is', null);
  /** An update of one row of the user, unless deleted; answers whether it was theirs. */
  const updateOwn = async (userId: number, id: number, set: (qb: OwnRowUpdate) => OwnRowUpdate) => {
    const row = await set(
      db.updateTable('notifications').where('id', '=', id).where('user_id', '=', userId).where('deleted_at', 'is', null),
    )
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  };

  return {
    ...handlesOf(db),

    /** The shoppers among `users` whose switch for `topic` is on (no settings row = all on). */
    async wanting(q: Queryable, users: number[], topic: NotificationTopic | null): Promise<number[]> {
      if (topic === null || users.length === 0) return users;
      const column = TOPIC_COLUMN[topic];
      const off = await q
        .selectFrom('notification_settings')
        .select('user_id')
        .where('user_id', 'in', users)
        .where(column, '=', 0)
        .execute();
      const offSet = new Set(off.map((r) => r.user_id));
      return users.filter((u) => !offSet.has(u));
    },

    /** Writes `message` once per shopper of `to` (an existing (shopper, dedupe_key) is kept); the rows written now. */
    async insertNotifications(q: Queryable, to: number[], message: NewNotification, now: Date) {
      return q
        .insertInto('notifications')
        .values(
          to.map((user_id) => ({
            user_id,
            kind: message.kind,
            type: message.type,
            topic: message.topic,
            title_fr: message.title_fr,
            title_ar: message.title_ar,
            body_fr: message.body_fr,
            body_ar: message.body_ar,
            link: message.link,
            payload: message.payload ? JSON.stringify(message.payload) : null,
            dedupe_key: message.dedupe_key,
            created_at: now,
          })),
        )
        .onConflict((oc) => oc.columns(['user_id', 'dedupe_key']).doNothing())
        .returning(['id', 'user_id', 'topic'])
        .execute();
    },

    /** Each shopper's unread count (a shopper with none is absent). */
    async unreadCounts(users: number[]): Promise<Map<number, number>> {
      if (users.length === 0) return new Map<number, number>();
      const rows = await unreadRows()
        .select((eb) => ['user_id', eb.fn.countAll<string | number>().as('n')])
        .where('user_id', 'in', users)
        .groupBy('user_id')
        .execute();
      return new Map(rows.map((r) => [r.user_id, Number(r.n)]));
    },

    /** Up to `limit` rows of `userId` older than `cursor`, newest first; deleted ones skipped. */
    page(userId: number, limit: number, cursor: InboxCursor | null): Promise<InboxRow[]> {
      return db
        .selectFrom('notifications')
        .select(['id', 'kind', 'type', 'topic', 'title_fr', 'title_ar', 'body_fr', 'body_ar', 'link', 'payload', 'created_at', 'read_at'])
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .$if(cursor !== null, (qb) => qb.where(sql<boolean>`(created_at, id) < (${cursor!.at}::timestamptz, ${cursor!.id}::bigint)`))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute() as Promise<InboxRow[]>;
    },

    async unread(userId: number): Promise<number> {
      const row = await unreadRows()
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Marks one row of the user read; false when it is not theirs (or deleted). */
    markRead(userId: number, id: number, now: Date): Promise<boolean> {
      return updateOwn(userId, id, (qb) => qb.set({ read_at: sql<Date>`coalesce(read_at, ${now}::timestamptz)` }));
    },

    /** Marks every unread row of the user read; answers how many. */
    async markAllRead(userId: number, now: Date): Promise<number> {
      const rows = await db
        .updateTable('notifications')
        .set({ read_at: now })
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .where('deleted_at', 'is', null)
        .returning('id')
        .execute();
      return rows.length;
    },

    /** Hides one row of the user (kept, so its event is not written again); false when not theirs. */
    softDelete(userId: number, id: number, now: Date): Promise<boolean> {
      return updateOwn(userId, id, (qb) => qb.set({ deleted_at: now }));
    },
  };
}

export type InboxRepository = ReturnType<typeof createInboxRepository>;
