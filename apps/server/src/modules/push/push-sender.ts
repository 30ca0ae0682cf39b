import { PUSH_DAILY_CAP, type PushPayload } from '@qadhya/contracts';
import { tunisDateString, type Clock } from '@qadhya/domain';
import { sql, type Kysely } from 'kysely';
import webpush from 'web-push';
import type { DB } from '../../db/schema.ts';
import type { NotificationTopic } from '../../db/tables/shopping-lists.ts';
import type { JobHandler } from '../../jobs/job-runner.ts';
import { EndpointRefused } from './push-endpoint.ts';
import { pushLink, quietUntil, tooOldToPush } from './push-rules.ts';
import type { PushTransport } from './push-transport.ts';
import type { Vapid } from './vapid.ts';

export const PUSH_SEND_JOB = 'push.send';
/** A push service that does not answer within this is tried again later (job backoff). */
const SEND_TIMEOUT_MS = 10_000;

const TOPIC_COLUMN = {
  favorites: 'notify_favorites',
  new_users: 'notify_new_users',
  promos: 'notify_promos',
  referrals: 'notify_referrals',
  prizes: 'notify_prizes',
} as const satisfies Record<NotificationTopic, string>;

/** A push service's answer that is worth trying again (not the subscription's fault). */
class TransientPushError extends Error {}

/**
 * The send job of one inbox row (docs/notifications.md#push-rules): re-checks the shopper's switch,
 * waits out the quiet hours, keeps the daily cap, then sends to each live subscription of the
 * shopper, one push_deliveries row per (notification, subscription) so a rerun never sends twice.
 */
export function createPushSender(deps: { db: Kysely<DB>; clock: Clock; vapid: Vapid; sign: (deliveryId: number) => string; transport: PushTransport }): JobHandler {
  const { db, clock, vapid, sign, transport } = deps;

  const send = async (sub: { endpoint: string; p256dh: string; auth: string }, payload: PushPayload) => {
    const request = webpush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, JSON.stringify(payload), {
      vapidDetails: vapid,
      TTL: 12 * 3600,
      contentEncoding: 'aes128gcm',
      topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
    });
    let status: number;
    try {
      status = await transport.post(request.endpoint, request.headers as Record<string, string | number>, request.body as Buffer, AbortSignal.timeout(SEND_TIMEOUT_MS));
    } catch (err) {
      // Not a push service's address (any more: a name can change what it resolves to): never tried again.
      if (err instanceof EndpointRefused) return { refused: err.reason };
      throw new TransientPushError(`push service unreachable: ${err instanceof Error ? err.message : String(err)}`);
    }
    if (status === 404 || status === 410) return 'gone' as const;
    if (status === 429 || status >= 500) throw new TransientPushError(`push service answered ${status}`);
    if (status < 200 || status >= 300) return { failed: `push service answered ${status}` };
    return 'sent' as const;
  };

  return async (payload) => {
    const notificationId = Number(payload.notification_id);
    const broadcastId = payload.broadcast_id === undefined ? null : Number(payload.broadcast_id);
    const now = clock.now();
    const row = await db
      .selectFrom('notifications')
      .select(['id', 'user_id', 'topic', 'title_fr', 'title_ar', 'body_fr', 'body_ar', 'link', 'created_at', 'read_at', 'deleted_at'])
      .where('id', '=', notificationId)
      .executeTakeFirst();
    // Gone, read or deleted in the app, or too old: the inbox is enough.
    if (!row || row.read_at !== null || row.deleted_at !== null || tooOldToPush(new Date(row.created_at), now)) return;
    if (row.topic !== null) {
      const settings = await db.selectFrom('notification_settings').select(TOPIC_COLUMN[row.topic]).where('user_id', '=', row.user_id).executeTakeFirst();
      if (settings && Number((settings as Record<string, unknown>)[TOPIC_COLUMN[row.topic]]) === 0) return;
    }
    const waitUntil = quietUntil(now);
    if (waitUntil) return { deferUntil: waitUntil };

    const day = tunisDateString(now);
    const already = await db
      .selectFrom('push_deliveries')
      .select((eb) => eb.fn.count<string | number>(sql`distinct notification_id`).as('n'))
      .where('user_id', '=', row.user_id)
      .where('day', '=', day)
      .where('status', '=', 'sent')
      .where('notification_id', '<>', notificationId)
      .executeTakeFirst();
    if (Number(already?.n ?? 0) >= PUSH_DAILY_CAP) return;

    const subs = await db.selectFrom('push_subscriptions').select(['id', 'endpoint', 'p256dh', 'auth', 'lang']).where('user_id', '=', row.user_id).where('gone_at', 'is', null).execute();
    let sent = 0;
    let transient: Error | null = null;
    for (const sub of subs) {
      const delivery = await db
        .insertInto('push_deliveries')
        .values({ notification_id: notificationId, subscription_id: sub.id, user_id: row.user_id, broadcast_id: broadcastId, day, status: 'sent', created_at: now })
        .onConflict((oc) => oc.columns(['notification_id', 'subscription_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!delivery) continue; // Sent by an earlier run.
      const deliveryId = Number(delivery.id);
      const ar = sub.lang === 'ar';
      const message: PushPayload = {
        title: ar ? row.title_ar : row.title_fr,
        body: ar ? row.body_ar : row.body_fr,
        link: pushLink(row.link),
        notification_id: notificationId,
        delivery: sign(deliveryId),
        tag: `n${notificationId}`,
      };
      try {
        const outcome = await send(sub, message);
        if (outcome === 'sent') sent += 1;
        else if (outcome === 'gone' || 'refused' in outcome) {
          await db.updateTable('push_subscriptions').set({ gone_at: now }).where('id', '=', sub.id).execute();
          const error = outcome === 'gone' ? null : `endpoint refused: ${outcome.refused}`;
          await db.updateTable('push_deliveries').set({ status: 'gone', error }).where('id', '=', deliveryId).execute();
        } else await db.updateTable('push_deliveries').set({ status: 'failed', error: outcome.failed }).where('id', '=', deliveryId).execute();
      } catch (err) {
        // Worth another try: forget this delivery so the job's retry sends it.
        await db.deleteFrom('push_deliveries').where('id', '=', deliveryId).execute();
        transient = err instanceof Error ? err : new Error(String(err));
      }
    }
    if (sent > 0 && broadcastId !== null) {
      await db.updateTable('broadcasts').set({ sent: sql<number>`sent + ${sent}` }).where('id', '=', broadcastId).execute();
    }
    if (transient) throw transient;
  };
}
