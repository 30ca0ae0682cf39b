import { PUSH_DAILY_CAP, type PushPayload } from '@qadhya/contracts';
import { tunisDateString, type Clock } from '@qadhya/domain';
import webpush from 'web-push';
import type { JobHandler } from '../../jobs/job-runner.ts';
import type { PushDeliveriesRepository } from './push-deliveries.repository.ts';
import { EndpointRefused } from './push-endpoint.ts';
import { pushLink, quietUntil, tooOldToPush } from './push-rules.ts';
import type { PushTransport } from './push-transport.ts';
import type { Vapid } from './vapid.ts';

export const PUSH_SEND_JOB = 'push.send';
/** A push service that does not answer within this is tried again later (job backoff). */
const SEND_TIMEOUT_MS = 10_000;

/** A push service's answer that is worth trying again (not the subscription's fault). */
class TransientPushError extends Error {}

/**
 * The send job of one inbox row (docs/notifications.md#push-rules): re-checks the shopper's switch,
 * waits out the quiet hours, keeps the daily cap, then sends to each live subscription of the
 * shopper, one push_deliveries row per (notification, subscription) so a rerun never sends twice.
 */
export function createPushSender(deps: {
  repo: PushDeliveriesRepository;
  clock: Clock;
  vapid: Vapid;
  sign: (deliveryId: number) => string;
  transport: PushTransport;
}): JobHandler {
  const { repo, clock, vapid, sign, transport } = deps;

  const send = async (sub: { endpoint: string; p256dh: string; auth: string }, payload: PushPayload) => {
    const request = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: vapid,
        TTL: 12 * 3600,
        contentEncoding: 'aes128gcm',
        topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
      },
    );
    let status: number;
    try {
      status = await transport.post(
        request.endpoint,
        request.headers as Record<string, string | number>,
        request.body as Buffer,
        AbortSignal.timeout(SEND_TIMEOUT_MS),
      );
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
    const row = await repo.notification(notificationId);
    // Gone, read or deleted in the app, or too old: the inbox is enough.
    if (!row || row.read_at !== null || row.deleted_at !== null || tooOldToPush(new Date(row.created_at), now)) return;
    if (row.topic !== null && !(await repo.topicOn(row.user_id, row.topic))) return;
    const waitUntil = quietUntil(now);
    if (waitUntil) return { deferUntil: waitUntil };

    const day = tunisDateString(now);
    if ((await repo.sentOn(row.user_id, day, notificationId)) >= PUSH_DAILY_CAP) return;

    const subs = await repo.liveSubscriptions(row.user_id);
    let sent = 0;
    let transient: Error | null = null;
    for (const sub of subs) {
      const deliveryId = await repo.startDelivery({
        notification_id: notificationId,
        subscription_id: Number(sub.id),
        user_id: row.user_id,
        broadcast_id: broadcastId,
        day,
        created_at: now,
      });
      if (deliveryId === null) continue; // Sent by an earlier run.
      const ar = sub.lang === 'ar';
      const message: PushPayload = {
        // An empty Arabic (a broadcast saved without it) falls back to the French, as the inbox does.
        title: ar ? row.title_ar || row.title_fr : row.title_fr,
        body: ar ? row.body_ar || row.body_fr : row.body_fr,
        link: pushLink(row.link),
        notification_id: notificationId,
        delivery: sign(deliveryId),
        tag: `n${notificationId}`,
      };
      try {
        const outcome = await send(sub, message);
        if (outcome === 'sent') sent += 1;
        else if (outcome === 'gone' || 'refused' in outcome) {
          await repo.subscriptionGone(Number(sub.id), deliveryId, outcome === 'gone' ? null : `endpoint refused: ${outcome.refused}`, now);
        } else await repo.deliveryFailed(deliveryId, outcome.failed);
      } catch (err) {
        // Worth another try: forget this delivery so the job's retry sends it.
        await repo.forgetDelivery(deliveryId);
        transient = err instanceof Error ? err : new Error(String(err));
      }
    }
    if (sent > 0 && broadcastId !== null) {
      await repo.broadcastSent(broadcastId, sent);
    }
    if (transient) throw transient;
  };
}
