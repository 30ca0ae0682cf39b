import { sql, type Kysely } from 'kysely';
import type { Queryable } from '../../db/handles.ts';
import type { DB } from '../../db/schema.ts';
import { TOPIC_COLUMN, type NotificationTopic } from '../../db/tables/shopping-lists.ts';

/** SQL only: what a push send reads and records, one push_deliveries row per (notification, subscription) (docs/notifications.md#push-rules). */
export function createPushDeliveriesRepository(db: Kysely<DB>) {
  return {
    /** The shoppers among `users` with a live subscription, in the caller's transaction. */
    async subscribedAmong(q: Queryable, users: number[]): Promise<Set<number>> {
      const rows = await q
        .selectFrom('push_subscriptions')
        .select('user_id')
        .distinct()
        .where('user_id', 'in', users)
        .where('gone_at', 'is', null)
        .execute();
      return new Set(rows.map((r) => r.user_id));
    },

    notification(id: number) {
      return db
        .selectFrom('notifications')
        .select(['id', 'user_id', 'topic', 'title_fr', 'title_ar', 'body_fr', 'body_ar', 'link', 'created_at', 'read_at', 'deleted_at'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** False when the shopper switched `topic` off (no settings row = on). */
    async topicOn(userId: number, topic: NotificationTopic): Promise<boolean> {
      const settings = await db
        .selectFrom('notification_settings')
        .select(TOPIC_COLUMN[topic])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return !(settings && Number((settings as Record<string, unknown>)[TOPIC_COLUMN[topic]]) === 0);
    },

    /** How many other notifications were pushed to the shopper on `day`. */
    async sentOn(userId: number, day: string, exceptNotification: number): Promise<number> {
      const row = await db
        .selectFrom('push_deliveries')
        .select((eb) => eb.fn.count<string | number>(sql`distinct notification_id`).as('n'))
        .where('user_id', '=', userId)
        .where('day', '=', day)
        .where('status', '=', 'sent')
        .where('notification_id', '<>', exceptNotification)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    liveSubscriptions(userId: number) {
      return db
        .selectFrom('push_subscriptions')
        .select(['id', 'endpoint', 'p256dh', 'auth', 'lang'])
        .where('user_id', '=', userId)
        .where('gone_at', 'is', null)
        .execute();
    },

    /** Records a send before it goes; null when an earlier run already did. */
    async startDelivery(row: {
      notification_id: number;
      subscription_id: number;
      user_id: number;
      broadcast_id: number | null;
      day: string;
      created_at: Date;
    }): Promise<number | null> {
      const delivery = await db
        .insertInto('push_deliveries')
        .values({ ...row, status: 'sent' })
        .onConflict((oc) => oc.columns(['notification_id', 'subscription_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return delivery ? Number(delivery.id) : null;
    },

    /** The subscription is gone (or its endpoint refused): no more sends to it. */
    async subscriptionGone(subscriptionId: number, deliveryId: number, error: string | null, now: Date): Promise<void> {
      await db.updateTable('push_subscriptions').set({ gone_at: now }).where('id', '=', subscriptionId).execute();
      await db.updateTable('push_deliveries').set({ status: 'gone', error }).where('id', '=', deliveryId).execute();
    },

    async deliveryFailed(deliveryId: number, error: string): Promise<void> {
      await db.updateTable('push_deliveries').set({ status: 'failed', error }).where('id', '=', deliveryId).execute();
    },

    /** Forgets a delivery worth another try, so the job's retry sends it. */
    async forgetDelivery(deliveryId: number): Promise<void> {
      await db.deleteFrom('push_deliveries').where('id', '=', deliveryId).execute();
    },

    async broadcastSent(broadcastId: number, sent: number): Promise<void> {
      await db
        .updateTable('broadcasts')
        .set({ sent: sql<number>`sent + ${sent}` })
        .where('id', '=', broadcastId)
        .execute();
    },

    /**
     * Marks a delivery shown or opened once, in one transaction; a broadcast's counters move with
     * the first mark. False when there is no such delivery.
     */
    async mark(id: number, what: 'shown' | 'opened', now: Date): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('push_deliveries')
          .select(['id', 'broadcast_id', 'delivered_at', 'opened_at'])
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!row) return false;
        const newlyDelivered = row.delivered_at === null;
        const newlyOpened = what === 'opened' && row.opened_at === null;
        if (!newlyDelivered && !newlyOpened) return true;
        await trx
          .updateTable('push_deliveries')
          .set({ ...(newlyDelivered ? { delivered_at: now } : {}), ...(newlyOpened ? { opened_at: now } : {}) })
          .where('id', '=', id)
          .execute();
        if (row.broadcast_id !== null) {
          await trx
            .updateTable('broadcasts')
            .set({
              delivered: sql<number>`delivered + ${newlyDelivered ? 1 : 0}`,
              opened: sql<number>`opened + ${newlyOpened ? 1 : 0}`,
            })
            .where('id', '=', Number(row.broadcast_id))
            .execute();
        }
        return true;
      });
    },
  };
}

export type PushDeliveriesRepository = ReturnType<typeof createPushDeliveriesRepository>;
