import type { NotificationItem } from '@qadhya/contracts';
import { Bell, BellOff, CheckCheck } from 'lucide-react';
import { NextPageButton } from '../../components/ui/NextPageButton.tsx';
import { SignInPrompt } from '../../components/ui/sign-in-prompt/index.ts';
import { PushOptIn } from '../../components/ui/push-opt-in/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { showToast } from '../../lib/notify/toast-store.ts';
import { applyVersionUpdate } from '../../lib/pwa/app-update.ts';
import { useNavigate } from '../../lib/router/index.ts';
import { useSession } from '../../lib/storage/use-session.ts';
import './i18n/register-texts.ts';
import { useInbox, useInboxActions } from './api/inbox.ts';
import { NotificationCard, type CardActions } from './components/NotificationCard.tsx';
import styles from './NotificationsPage.module.css';

/**
 * The notifications list (docs/notifications.md#screen): the shopper's inbox newest first
 * with each type's icon and actions that act (Voir, Annuler, Accepter/Refuser, Installer les mises
 * à jour), « Tout marquer comme lu », « Voir plus »; the sign-in prompt for a visitor.
 */
export function NotificationsPage() {
  const { loggedIn, user } = useSession();
  const { t } = useTranslation();
  if (!loggedIn)
    return (
      <SignInPrompt
        icon={<Bell size={36} />}
        title={t('inbox.signIn.title')}
        text={t('inbox.signIn.text')}
        button={t('inbox.signIn.button')}
      />
    );
  return <Inbox user={user?.ID === undefined || user?.ID === null ? 'me' : String(user.ID)} />;
}

function Inbox({ user }: { user: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useInbox(user);
  const { read, readAll, remove, answer } = useInboxActions();
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const unread = query.data?.pages[0]?.unread ?? 0;
  const busy = read.isPending || readAll.isPending || remove.isPending || answer.isPending;

  const markRead = (item: NotificationItem) => (item.read ? Promise.resolve() : read.mutateAsync(item.id).then(() => undefined));
  const actions: CardActions = {
    busy,
    onView: (item) => {
      void markRead(item).catch(() => undefined);
      // Only the app's own paths.
      if (item.link?.startsWith('/') && !item.link.startsWith('//')) void navigate(item.link);
    },
    onDismiss: (item) => remove.mutate(item.id),
    onAnswer: (item, accept) =>
      answer.mutate(
        { item, accept },
        {
          onSuccess: () =>
            accept ? showToast({ type: 'success', title: t('inbox.answered.accepted'), text: t('inbox.joined') }) : undefined,
        },
      ),
    onInstall: (item) => {
      void markRead(item)
        .catch(() => undefined)
        .then(() => applyVersionUpdate());
    },
  };

  return (
    <div className={styles.page} data-testid="notifications-page">
      <div className={styles.head}>
        <h2 className={styles.heading}>{t('inbox.title')}</h2>
        {unread > 0 && (
          <button
            type="button"
            className={styles.markAll}
            onClick={() => readAll.mutate()}
            disabled={busy}
            data-testid="notifications-read-all"
          >
            <CheckCheck size={18} aria-hidden />
            {t('inbox.markAll')}
          </button>
        )}
      </div>
      {/* Web push, asked only from the shopper's tap (docs/notifications.md#in-the-app). */}
      <PushOptIn />
      {query.isPending ? (
        <p className={styles.state}>{t('inbox.loading')}</p>
      ) : query.isError && items.length === 0 ? (
        <div className={styles.state}>
          <p>{t('inbox.error')}</p>
          <button type="button" className={styles.more} onClick={() => void query.refetch()}>
            {t('inbox.retry')}
          </button>
        </div>
      ) : items.length === 0 ? (
        <div className={styles.empty} data-testid="notifications-empty">
          <span className={styles.emptyIcon} aria-hidden>
            <BellOff size={32} />
          </span>
          <h3 className={styles.emptyTitle}>{t('inbox.empty.title')}</h3>
          <p className={styles.emptyText}>{t('inbox.empty.text')}</p>
        </div>
      ) : (
        <ul className={styles.list} data-testid="notifications-list">
          {items.map((item) => (
            <NotificationCard key={item.id} item={item} actions={actions} />
          ))}
        </ul>
      )}
      <NextPageButton query={query} className={styles.more} testId="notifications-more">
        {query.isFetchingNextPage ? t('inbox.loading') : t('inbox.more')}
      </NextPageButton>
    </div>
  );
}
