import { PUSH_MAX_DEVICES, type PushKey, type PushSubscriptionRequest, type PushSubscriptionState } from '@qadhya/contracts';
import type { Clock } from '@qadhya/domain';
import { AppError, notFound } from '../../errors.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { WrittenHook } from '../inbox/inbox-writer.ts';
import type { PushDeliveriesRepository } from './push-deliveries.repository.ts';
import { checkEndpoint, EndpointRefused, type EndpointRules } from './push-endpoint.ts';
import { createPushSender, PUSH_SEND_JOB } from './push-sender.ts';
import type { PushSubscriptionsRepository } from './push-subscriptions.repository.ts';
import { createPushTransport } from './push-transport.ts';
import { createReceiptTokens } from './receipt-token.ts';
import type { Vapid } from './vapid.ts';

export interface PushServiceDeps {
  subscriptions: PushSubscriptionsRepository;
  deliveries: PushDeliveriesRepository;
  clock: Clock;
  jobs: JobRunner;
  /** Null: push is off (no keys in production); subscriptions are refused, the inbox works. */
  vapid: Vapid | null;
  /** Where pushes may go: production's https on 443, the resolver of names (docs/notifications.md#push-endpoints). */
  endpoints: EndpointRules;
}

/**
 * Web push (docs/notifications.md#push): the public key, one subscription per (shopper, device),
 * the queue the inbox writer hands new rows to, the send job, and the service worker's receipts.
 */
export function createPushService(deps: PushServiceDeps) {
  const { subscriptions, deliveries, clock, jobs, vapid } = deps;
  const tokens = vapid ? createReceiptTokens(vapid.privateKey) : null;
  const transport = createPushTransport(deps.endpoints);
  const off = () => new AppError(404, 'PUSH_DISABLED', 'Web push is not configured on this server');

  if (vapid && tokens) jobs.handle(PUSH_SEND_JOB, createPushSender({ repo: deliveries, clock, vapid, sign: tokens.sign, transport }));

  /** Only shoppers with a live subscription get a send job: the rest have the inbox only. */
  const queue: WrittenHook = async (q, rows) => {
    if (!vapid || rows.length === 0) return;
    const subscribed = await deliveries.subscribedAmong(q, [...new Set(rows.map((r) => r.user_id))]);
    await jobs.enqueue(
      q,
      rows
        .filter((r) => subscribed.has(r.user_id))
        .map((r) => ({
          kind: PUSH_SEND_JOB,
          payload: { notification_id: r.id, ...(r.broadcast_id !== undefined ? { broadcast_id: r.broadcast_id } : {}) },
          dedupeKey: `push:${r.id}`,
        })),
    );
  };

  /** A push service on the internet only: the URL, then every address its name resolves to. */
  const acceptEndpoint = async (endpoint: string) => {
    try {
      await checkEndpoint(endpoint, deps.endpoints);
    } catch (err) {
      if (err instanceof EndpointRefused) throw new AppError(400, 'PUSH_ENDPOINT_REFUSED', `endpoint: ${err.reason}`);
      throw err;
    }
  };

  /** Marks a delivery shown or opened once; a broadcast's counters move with the first mark. */
  const mark = async (token: string, what: 'shown' | 'opened') => {
    const id = tokens?.verify(token) ?? null;
    if (id === null) throw notFound('NOT_FOUND', 'No such push delivery');
    if (!(await deliveries.mark(id, what, clock.now()))) throw notFound('NOT_FOUND', 'No such push delivery');
  };

  return {
    /** Hands new inbox rows to the send job (subscribed to the inbox writer's onWritten in src/services.ts). */
    queue,
    enabled: vapid !== null,

    key(): PushKey {
      if (!vapid) throw off();
      return { public_key: vapid.publicKey };
    },

    /**
     * Stores the device's subscription (one per shopper and device; a new endpoint replaces the old),
     * once the endpoint is known to be a push service's (400 PUSH_ENDPOINT_REFUSED, nothing written).
     * An endpoint that belonged to another account (a shared phone) moves to this one; past
     * PUSH_MAX_DEVICES devices the least recently renewed one is dropped.
     */
    async subscribe(userId: number, body: PushSubscriptionRequest): Promise<PushSubscriptionState> {
      if (!vapid) throw off();
      await acceptEndpoint(body.endpoint);
      const now = clock.now();
      const row = {
        user_id: userId,
        device_id: body.device_id,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        lang: body.lang ?? 'fr',
      };
      await subscriptions.save(row, now, PUSH_MAX_DEVICES);
      return { device_id: body.device_id, updated_at: now.toISOString() };
    },

    /** Forgets the device's subscription (idempotent). */
    async unsubscribe(userId: number, deviceId: string): Promise<void> {
      await subscriptions.remove(userId, deviceId);
    },

    /** Closes the push connections kept open (the app's close). */
    close: () => transport.close(),

    shown: (token: string) => mark(token, 'shown'),
    opened: (token: string) => mark(token, 'opened'),
  };
}

export type PushService = ReturnType<typeof createPushService>;
