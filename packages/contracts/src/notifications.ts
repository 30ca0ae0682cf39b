import { z } from 'zod';
import { LangParam } from './lang.ts';

/**
 * The shopper's inbox under /api/v1/notifications (issue 18, docs/notifications.md#inbox): rows
 * written by real events (a family invitation, a favourite on promotion, the new catalogue, a
 * member joining, a support answer, a new app version), read newest first, marked read, deleted.
 */

export const NotificationType = z.enum(['invitation', 'promotion', 'game', 'update', 'info']);
export type NotificationType = z.infer<typeof NotificationType>;
export const NotificationTopic = z.enum(['favorites', 'new_users', 'promos', 'referrals', 'prizes']);
export type NotificationTopic = z.infer<typeof NotificationTopic>;

/** "<epoch ms>.<id>" of the last item read: the next page starts after it (keyset, newest first). */
export const NotificationCursor = z.string().regex(/^\d{1,15}\.\d{1,15}$/, 'expected the next_cursor of the previous page');

export const NotificationsQuery = z.object({
  cursor: NotificationCursor.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  lang: LangParam,
});
export type NotificationsQuery = z.input<typeof NotificationsQuery>;

export const NotificationIdParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

export const NotificationItem = z
  .object({
    id: z.number().int(),
    kind: z
      .string()
      .describe(
        "The event: 'family_invitation', 'favourite_promo', 'catalogue_published', 'member_joined', 'app_release', 'list_boost', …",
      ),
    type: NotificationType.describe(
      'Its icon and actions: invitation (Accepter/Refuser), promotion, game, update (Installer les mises à jour), info',
    ),
    topic: NotificationTopic.nullable(),
    title: z.string().describe("In the answer's language"),
    body: z.string(),
    link: z.string().nullable().describe("The app path 'Voir' opens"),
    payload: z.record(z.string(), z.unknown()).nullable().describe('What the actions act on, e.g. {invitation_id, status}'),
    created_at: z.string(),
    read: z.boolean(),
  })
  .meta({ id: 'NotificationItem' });
export type NotificationItem = z.infer<typeof NotificationItem>;

export const NotificationsPage = z
  .object({
    items: z.array(NotificationItem),
    next_cursor: z.string().nullable().describe('Pass as ?cursor for the next (older) page; null at the end'),
    unread: z.number().int(),
  })
  .meta({ id: 'NotificationsPage' });
export type NotificationsPage = z.infer<typeof NotificationsPage>;

export const UnreadCount = z.object({ unread: z.number().int() }).meta({ id: 'UnreadCount' });
export type UnreadCount = z.infer<typeof UnreadCount>;
