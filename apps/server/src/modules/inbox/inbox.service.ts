import type { Lang, NotificationItem, NotificationsPage } from '@qadhya/contracts';
import type { Clock } from '@qadhya/domain';
import { notFound } from '../../errors.ts';
import type { InboxWriter } from './inbox-writer.ts';
import type { InboxCursor, InboxRepository, InboxRow } from './inbox.repository.ts';

/** The same answer for an id that does not exist and one that is another shopper's. */
const notificationNotFound = () => notFound('NOT_FOUND', 'No such notification among yours.');

const iso = (at: Date | string) => new Date(at).toISOString();

export const encodeCursor = (row: Pick<InboxRow, 'created_at' | 'id'>) => `${new Date(row.created_at).getTime()}.${row.id}`;
export function decodeCursor(cursor: string | undefined): InboxCursor | null {
  if (!cursor) return null;
  const [ms, id] = cursor.split('.').map(Number);
  return { at: new Date(ms!), id: id! };
}

const toItem = (row: InboxRow, lang: Lang): NotificationItem => ({
  id: Number(row.id),
  kind: row.kind,
  type: row.type,
  topic: row.topic,
  title: lang === 'ar' ? row.title_ar || row.title_fr : row.title_fr,
  body: lang === 'ar' ? row.body_ar || row.body_fr : row.body_fr,
  link: row.link,
  payload: row.payload,
  created_at: iso(row.created_at),
  read: row.read_at !== null,
});

/**
 * The shopper's inbox (docs/notifications.md#inbox): paged newest first, read, read all, deleted.
 * Every change is announced to the shopper's open apps (the live 'inbox' event with the count).
 */
export function createInboxService(deps: { repo: InboxRepository; inbox: InboxWriter; clock: Clock }) {
  const { repo, inbox, clock } = deps;
  return {
    async list(userId: number, opts: { cursor?: string | undefined; limit: number; lang: Lang }): Promise<NotificationsPage> {
      const rows = await repo.page(userId, opts.limit + 1, decodeCursor(opts.cursor));
      const more = rows.length > opts.limit;
      const items = rows.slice(0, opts.limit);
      const last = items.at(-1);
      return {
        items: items.map((r) => toItem(r, opts.lang)),
        next_cursor: more && last ? encodeCursor(last) : null,
        unread: await repo.unread(userId),
      };
    },

    async unread(userId: number): Promise<{ unread: number }> {
      return { unread: await repo.unread(userId) };
    },

    async read(userId: number, id: number): Promise<{ unread: number }> {
      if (!(await repo.markRead(userId, id, clock.now()))) throw notificationNotFound();
      await inbox.announce([userId]);
      return this.unread(userId);
    },

    async readAll(userId: number): Promise<{ unread: number }> {
      if ((await repo.markAllRead(userId, clock.now())) > 0) await inbox.announce([userId]);
      return this.unread(userId);
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await repo.softDelete(userId, id, clock.now()))) throw notificationNotFound();
      await inbox.announce([userId]);
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
