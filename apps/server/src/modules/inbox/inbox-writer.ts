import type { Clock } from '@qadhya/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { NotificationTopic, NotificationType } from '../../db/tables/shopping-lists.ts';
import type { LiveBus } from '../../live/bus.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** One event told to some shoppers (docs/notifications.md#inbox). */
export interface InboxMessage {
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
  /** A broadcast's id, for its counters. */
  broadcast_id?: number;
}

/** A row just written, handed to the push queue. */
export interface WrittenNotification {
  id: number;
  user_id: number;
  topic: NotificationTopic | null;
  broadcast_id?: number;
}

/** The push side (modules/push): queues a send for new rows, in the caller's transaction. */
export interface PushQueue {
  enqueue(q: Db, rows: WrittenNotification[]): Promise<void>;
}

/** Until the push module plugs in: nothing is pushed. */
export const noPush: PushQueue = { enqueue: async () => {} };

const TOPIC_COLUMN = {
  favorites: 'notify_favorites',
  new_users: 'notify_new_users',
  promos: 'notify_promos',
  referrals: 'notify_referrals',
  prizes: 'notify_prizes',
} as const satisfies Record<NotificationTopic, string>;

export interface InboxWriterDeps {
  db: Kysely<DB>;
  clock: Clock;
  live: LiveBus;
  log: FastifyBaseLogger;
  push: () => PushQueue;
}

/**
 * Writes notifications into shoppers' inboxes: the only way any module tells a shopper something
 * (docs/notifications.md#inbox). A shopper who switched the message's topic off gets nothing; the
 * same dedupe_key twice writes once; each new row is queued for push and announced live.
 */
export function createInboxWriter({ db, clock, live, log, push }: InboxWriterDeps) {
  /** The shoppers among `users` whose switch for `topic` is on (no settings row = all on). */
  const wanting = async (q: Db, users: number[], topic: NotificationTopic | null): Promise<number[]> => {
    if (topic === null || users.length === 0) return users;
    const column = TOPIC_COLUMN[topic];
    const off = await q.selectFrom('notification_settings').select('user_id').where('user_id', 'in', users).where(column, '=', 0).execute();
    const offSet = new Set(off.map((r) => r.user_id));
    return users.filter((u) => !offSet.has(u));
  };

  const unreadOf = async (users: number[]) => {
    if (users.length === 0) return new Map<number, number>();
    const rows = await db
      .selectFrom('notifications')
      .select((eb) => ['user_id', eb.fn.countAll<string | number>().as('n')])
      .where('user_id', 'in', users)
      .where('read_at', 'is', null)
      .where('deleted_at', 'is', null)
      .groupBy('user_id')
      .execute();
    return new Map(rows.map((r) => [r.user_id, Number(r.n)]));
  };

  return {
    /**
     * Writes `message` for each of `users` (in `q`'s transaction when given). Returns the rows
     * written now (a replay or a switched-off topic writes none). The live 'inbox' event goes out
     * after the write; when `q` is a transaction, call `announce` once it has committed.
     */
    async notify(users: number[], message: InboxMessage, q: Db = db): Promise<WrittenNotification[]> {
      const unique = [...new Set(users)];
      const to = await wanting(q, unique, message.topic);
      if (to.length === 0) return [];
      const now = clock.now();
      const rows = await q
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
      const written: WrittenNotification[] = rows.map((r) => ({
        id: Number(r.id),
        user_id: r.user_id,
        topic: r.topic,
        ...(message.broadcast_id !== undefined ? { broadcast_id: message.broadcast_id } : {}),
      }));
      if (written.length > 0) await push().enqueue(q, written);
      if (q === db) await this.announce(written.map((w) => w.user_id));
      return written;
    },

    /** Tells the shoppers' open apps that their inbox moved (never throws). */
    async announce(users: number[]): Promise<void> {
      const unique = [...new Set(users)];
      if (unique.length === 0) return;
      try {
        const counts = await unreadOf(unique);
        await Promise.all(unique.map((u) => live.publish({ users: [u], event: { type: 'inbox', unread: counts.get(u) ?? 0 } })));
      } catch (err) {
        log.warn({ err }, 'could not announce an inbox change');
      }
    },
  };
}

export type InboxWriter = ReturnType<typeof createInboxWriter>;
