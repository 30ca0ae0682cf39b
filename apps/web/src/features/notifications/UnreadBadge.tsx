import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { subscribeLive } from '../../lib/live/stream.ts';
import { useSession } from '../../lib/storage/use-session.ts';
import './i18n/register-texts.ts';
import { fetchUnread, inboxKeys } from './api/inbox.ts';
import styles from './UnreadBadge.module.css';

/**
 * The unread count on the bottom bar's Notifications entry (docs/notifications.md#screen): loaded
 * after the first screen (the bottom bar imports it lazily), read on start and when the app comes
 * back to the foreground, and set by the live 'inbox' event (read again instead when a read is on its
 * way, whose older answer would otherwise land last). Nothing for a visitor.
 */
export default function UnreadBadge() {
  const { loggedIn, user } = useSession();
  if (!loggedIn) return null;
  return <Badge user={user?.ID === undefined || user?.ID === null ? 'me' : String(user.ID)} />;
}

function Badge({ user }: { user: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = inboxKeys.unread(user);
  const { data } = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchUnread(signal), staleTime: 30_000, refetchOnWindowFocus: true });

  useEffect(
    () =>
      subscribeLive((event) => {
        if (event.type === 'inbox') {
          const unread = inboxKeys.unread(user);
          // A read still on its way began before this event and may answer an older count: it is
          // dropped and the count read again; with none, the event's count is the newest.
          if (client.isFetching({ queryKey: unread }) > 0) void client.invalidateQueries({ queryKey: unread });
          else client.setQueryData(unread, { unread: event.unread });
          // The open list follows too.
          void client.invalidateQueries({ queryKey: ['inbox', 'list'] });
        } else if (event.type === 'hello') {
          // (Re)connected: whatever was missed meanwhile, the count and the open list.
          void client.invalidateQueries({ queryKey: inboxKeys.all });
        }
      }),
    [client, user],
  );

  const count = data?.unread ?? 0;
  if (count === 0) return null;
  return (
    <span className={styles.badge} data-testid="notifications-badge" data-count={count}>
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{t('inbox.badge', { count })}</span>
    </span>
  );
}
