import type { Clock } from '@qadhya/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/handles.ts';
import type { NotificationTopic } from '../../db/tables/shopping-lists.ts';
import type { LiveBus } from '../../live/bus.ts';
import type { InboxRepository, NewNotification } from './inbox.repository.ts';

type Db = Queryable;

/** One event told to some shoppers (docs/notifications.md#inbox). */
export interface InboxMessage extends NewNotification {
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

/**
 * What another module does with the rows just written, in the caller's transaction: the push
 * module queues a send for each (docs/notifications.md#push). Subscribed once in src/services.ts.
 */
export type WrittenHook = (q: Queryable, rows: WrittenNotification[]) => Promise<void>;

export interface InboxWriterDeps {
  repo: InboxRepository;
  clock: Clock;
  live: LiveBus;
  log: FastifyBaseLogger;
}

/**
 * Writes notifications into shoppers' inboxes: the only way any module tells a shopper something
 * (docs/notifications.md#inbox). A shopper who switched the message's topic off gets nothing; the
 * same dedupe_key twice writes once; each new row is handed to the `onWritten` hooks (push) and
 * announced live.
 */
export function createInboxWriter({ repo, clock, live, log }: InboxWriterDeps) {
  const written: WrittenHook[] = [];
  const db = repo.connection;

  return {
    /**
     * Writes `message` for each of `users` (in `q`'s transaction when given). Returns the rows
     * written now (a replay or a switched-off topic writes none). The live 'inbox' event goes out
     * after the write; when `q` is a transaction, call `announce` once it has committed.
     */
    async notify(users: number[], message: InboxMessage, q: Db = db): Promise<WrittenNotification[]> {
      const unique = [...new Set(users)];
      const to = await repo.wanting(q, unique, message.topic);
      if (to.length === 0) return [];
      const rows = await repo.insertNotifications(q, to, message, clock.now());
      const rowsWritten: WrittenNotification[] = rows.map((r) => ({
        id: Number(r.id),
        user_id: r.user_id,
        topic: r.topic,
        ...(message.broadcast_id !== undefined ? { broadcast_id: message.broadcast_id } : {}),
      }));
      if (rowsWritten.length > 0) for (const hook of written) await hook(q, rowsWritten);
      if (q === db) await this.announce(rowsWritten.map((w) => w.user_id));
      return rowsWritten;
    },

    /** Another module acts on each batch of rows written (push queues its sends), in the writer's transaction. */
    onWritten(hook: WrittenHook): void {
      written.push(hook);
    },

    /** Tells the shoppers' open apps that their inbox moved (never throws). */
    async announce(users: number[]): Promise<void> {
      const unique = [...new Set(users)];
      if (unique.length === 0) return;
      try {
        const counts = await repo.unreadCounts(unique);
        await Promise.all(unique.map((u) => live.publish({ users: [u], event: { type: 'inbox', unread: counts.get(u) ?? 0 } })));
      } catch (err) {
        log.warn({ err }, 'could not announce an inbox change');
      }
    },
  };
}

export type InboxWriter = ReturnType<typeof createInboxWriter>;
