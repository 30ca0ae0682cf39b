import type { NotificationItem, NotificationsPage } from '@qadhya/contracts';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { useLanguage, type Language } from '../../../lib/i18n/index.ts';

/** How many notifications a page holds (« Voir plus » reads the next). */
export const INBOX_PAGE_SIZE = 20;

/** Every query of the inbox starts with 'inbox': a change refreshes the list and the badge together. */
export const inboxKeys = {
  all: ['inbox'] as const,
  list: (user: string, lang: Language) => ['inbox', 'list', user, lang] as const,
  unread: (user: string) => ['inbox', 'unread', user] as const,
};

/** GET /notifications, newest first, by cursor (docs/notifications.md#inbox). */
export const inboxQueryOptions = (user: string, lang: Language) =>
  infiniteQueryOptions({
    queryKey: inboxKeys.list(user, lang),
    queryFn: ({ pageParam, signal }) =>
      call(ops.listMyNotifications, { query: { limit: INBOX_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) } }, { signal, lang }),
    initialPageParam: '',
    getNextPageParam: (last: NotificationsPage) => last.next_cursor ?? undefined,
  });

export const useInbox = (user: string) => useInfiniteQuery(inboxQueryOptions(user, useLanguage()));

export const fetchUnread = (signal?: AbortSignal) => call(ops.countUnreadNotifications, {}, { signal, silent: true });

const refresh = (client: QueryClient) => client.invalidateQueries({ queryKey: inboxKeys.all });

/** The inbox's writes: each refreshes the list and the badge once done. */
export function useInboxActions() {
  const client = useQueryClient();
  const done = { onSettled: () => refresh(client) };
  const read = useMutation({ mutationFn: (id: number) => call(ops.markNotificationRead, { params: { id } }), ...done });
  const readAll = useMutation({ mutationFn: () => call(ops.markAllNotificationsRead), ...done });
  const remove = useMutation({ mutationFn: (id: number) => call(ops.deleteNotification, { params: { id } }), ...done });
  /** Answers a family invitation through the family endpoints (docs/family.md); the server settles the notification. */
  const answer = useMutation({
    mutationFn: ({ item, accept }: { item: NotificationItem; accept: boolean }) =>
      call(accept ? ops.acceptFamilyInvitation : ops.declineFamilyInvitation, {
        params: { invitationId: Number(item.payload?.invitation_id) },
      }),
    onSettled: () => {
      void refresh(client);
      // The family screens read the new membership.
      void client.invalidateQueries({ queryKey: ['account'] });
    },
  });
  return { read, readAll, remove, answer };
}
