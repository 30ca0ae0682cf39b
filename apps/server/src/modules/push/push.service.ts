import type { PushKey, PushSubscriptionRequest, PushSubscriptionState } from '@qadhya/contracts';
import type { Clock } from '@qadhya/domain';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { PushQueue } from '../inbox/inbox-writer.ts';
import { createPushSender, PUSH_SEND_JOB } from './push-sender.ts';
import { createReceiptTokens } from './receipt-token.ts';
import type { Vapid } from './vapid.ts';

export interface PushServiceDeps {
  db: Kysely<DB>;
  clock: Clock;
  jobs: JobRunner;
  /** Null: push is off (no keys in production); subscriptions are refused, the inbox works. */
  vapid: Vapid | null;
  /** Allow http://127.0.0.1 / localhost endpoints (a local push service in tests); never in production. */
  allowLoopbackHttp: boolean;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Web push (docs/notifications.md#push): the public key, one subscription per (shopper, device),
 * the queue the inbox writer hands new rows to, the send job, and the service worker's receipts.
 */
export function createPushService(deps: PushServiceDeps) {
  const { db, clock, jobs, vapid } = deps;
  const tokens = vapid ? createReceiptTokens(vapid.privateKey) : null;
  const off = () => new AppError(404, 'PUSH_DISABLED', 'Web push is not configured on this server');

  if (vapid && tokens) jobs.handle(PUSH_SEND_JOB, createPushSender({ db, clock, vapid, sign: tokens.sign }));

  /** Only shoppers with a live subscription get a send job: the rest have the inbox only. */
  const queue: PushQueue = {
    async enqueue(q, rows) {
      if (!vapid || rows.length === 0) return;
      const users = [...new Set(rows.map((r) => r.user_id))];
      const subscribed = new Set(
        (await q.selectFrom('push_subscriptions').select('user_id').distinct().where('user_id', 'in', users).where('gone_at', 'is', null).execute()).map(
          (r) => r.user_id,
        ),
      );
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
    },
  };

  const checkEndpoint = (endpoint: string) => {
    const url = new URL(endpoint);
    const ok = url.protocol === 'https:' || (deps.allowLoopbackHttp && url.protocol === 'http:' && LOOPBACK.has(url.hostname));
    if (!ok) throw new AppError(400, 'VALIDATION_FAILED', 'endpoint: expected the https URL of a push service');
  };

  /** Marks a delivery shown or opened once; a broadcast's counters move with the first mark. */
  const mark = async (token: string, what: 'shown' | 'opened') => {
    const id = tokens?.verify(token) ?? null;
    if (id === null) throw notFound('NOT_FOUND', 'No such push delivery');
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('push_deliveries').select(['id', 'broadcast_id', 'delivered_at', 'opened_at']).where('id', '=', id).forUpdate().executeTakeFirst();
      if (!row) throw notFound('NOT_FOUND', 'No such push delivery');
      const newlyDelivered = row.delivered_at === null;
      const newlyOpened = what === 'opened' && row.opened_at === null;
      if (!newlyDelivered && !newlyOpened) return;
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
    });
  };

  return {
    queue,
    enabled: vapid !== null,

    key(): PushKey {
      if (!vapid) throw off();
      return { public_key: vapid.publicKey };
    },

    /**
     * Stores the device's subscription (one per shopper and device; a new endpoint replaces the old).
     * An endpoint that belonged to another account (a shared phone) moves to this one.
     */
    async subscribe(userId: number, body: PushSubscriptionRequest): Promise<PushSubscriptionState> {
      if (!vapid) throw off();
      checkEndpoint(body.endpoint);
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('push_subscriptions')
          .where('endpoint', '=', body.endpoint)
          .where((eb) => eb.or([eb('user_id', '<>', userId), eb('device_id', '<>', body.device_id)]))
          .execute();
        await trx
          .insertInto('push_subscriptions')
          .values({
            user_id: userId,
            device_id: body.device_id,
            endpoint: body.endpoint,
            p256dh: body.keys.p256dh,
            auth: body.keys.auth,
            lang: body.lang ?? 'fr',
            created_at: now,
            updated_at: now,
          })
          .onConflict((oc) =>
            oc.columns(['user_id', 'device_id']).doUpdateSet({
              endpoint: body.endpoint,
              p256dh: body.keys.p256dh,
              auth: body.keys.auth,
              lang: body.lang ?? 'fr',
              updated_at: now,
              gone_at: null,
            }),
          )
          .execute();
      });
      return { device_id: body.device_id, updated_at: now.toISOString() };
    },

    /** Forgets the device's subscription (idempotent). */
    async unsubscribe(userId: number, deviceId: string): Promise<void> {
      await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('device_id', '=', deviceId).execute();
    },

    shown: (token: string) => mark(token, 'shown'),
    opened: (token: string) => mark(token, 'opened'),
  };
}

export type PushService = ReturnType<typeof createPushService>;
