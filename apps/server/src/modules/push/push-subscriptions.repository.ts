import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** One device's subscription as the service stores it. */
export interface SubscriptionRow {
  user_id: number;
  device_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  lang: 'fr' | 'ar';
}

/** SQL only: the shoppers' push subscriptions (docs/notifications.md#push). */
export function createPushSubscriptionsRepository(db: Kysely<DB>) {
  return {
    /**
     * In one transaction, the shopper's row locked first (their subscribes run one at a time): the
     * endpoint leaves any other (account, device), the device's row is written or replaced, then
     * only the shopper's `keep` newest rows stay (gone ones first out, then the least recently renewed).
     */
    async save(row: SubscriptionRow, now: Date, keep: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.selectFrom('users').select('id').where('id', '=', row.user_id).forUpdate().execute();
        await trx
          .deleteFrom('push_subscriptions')
          .where('endpoint', '=', row.endpoint)
          .where((eb) => eb.or([eb('user_id', '<>', row.user_id), eb('device_id', '<>', row.device_id)]))
          .execute();
        await trx
          .insertInto('push_subscriptions')
          .values({ ...row, created_at: now, updated_at: now })
          .onConflict((oc) =>
            oc
              .columns(['user_id', 'device_id'])
              .doUpdateSet({ endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth, lang: row.lang, updated_at: now, gone_at: null }),
          )
          .execute();
        const kept = trx
          .selectFrom('push_subscriptions')
          .select('id')
          .where('user_id', '=', row.user_id)
          .orderBy(sql`gone_at is null`, 'desc')
          .orderBy('updated_at', 'desc')
          .orderBy('id', 'desc')
          .limit(keep);
        await trx.deleteFrom('push_subscriptions').where('user_id', '=', row.user_id).where('id', 'not in', kept).execute();
      });
    },

    async remove(userId: number, deviceId: string): Promise<void> {
      await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('device_id', '=', deviceId).execute();
    },
  };
}

export type PushSubscriptionsRepository = ReturnType<typeof createPushSubscriptionsRepository>;
