import type { NotificationItem, NotificationType } from '@qadhya/contracts';
import { formatDateTime } from '@qadhya/domain';
import { BadgePercent, Download, Gamepad2, Info, UserPlus, type LucideIcon } from 'lucide-react';
import { useLanguage, useTranslation } from '../../../lib/i18n/index.ts';
import styles from './NotificationCard.module.css';

const ICONS: Record<NotificationType, { icon: LucideIcon; tone: string }> = {
  invitation: { icon: UserPlus, tone: 'blue' },
  promotion: { icon: BadgePercent, tone: 'red' },
  game: { icon: Gamepad2, tone: 'amber' },
  update: { icon: Download, tone: 'green' },
  info: { icon: Info, tone: 'pink' },
};

export interface CardActions {
  onView: (item: NotificationItem) => void;
  onDismiss: (item: NotificationItem) => void;
  onAnswer: (item: NotificationItem, accept: boolean) => void;
  onInstall: (item: NotificationItem) => void;
  busy: boolean;
}

/** When it came: "24/11/2026 13:05" in Tunis (docs/formats.md). */
const when = (iso: string, lang: string) => formatDateTime(iso, lang);

/** One of a card's buttons: its text inbox.actions.<name>, its test id notification-<name>; all wait while one runs. */
function Action({
  name,
  look = 'primary',
  busy,
  onClick,
}: {
  name: 'accept' | 'refuse' | 'install' | 'view' | 'dismiss';
  look?: 'primary' | 'secondary';
  busy: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles[look]} disabled={busy} onClick={onClick} data-testid={`notification-${name}`}>
      {t(`inbox.actions.${name}`)}
    </button>
  );
}

/** One notification: its type's icon, title, text, date, and the actions that act on it (docs/notifications.md#screen). */
export function NotificationCard({ item, actions }: { item: NotificationItem; actions: CardActions }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { icon: Icon, tone } = ICONS[item.type];
  const status = typeof item.payload?.status === 'string' ? item.payload.status : null;
  const pendingInvitation = item.type === 'invitation' && status === 'pending';
  return (
    <li
      className={`${styles.card} ${item.read ? '' : styles.unread}`}
      data-testid="notification"
      data-id={item.id}
      data-type={item.type}
      data-read={item.read}
    >
      <span className={styles.icon} data-tone={tone}>
        <Icon size={22} aria-hidden />
        <span className="visually-hidden">{t(`inbox.types.${item.type}`)}</span>
      </span>
      <div className={styles.body}>
        <h3 className={styles.title}>
          {!item.read && (
            <span className={styles.dot}>
              <span className="visually-hidden">{t('inbox.unread')}</span>
            </span>
          )}
          {item.title}
        </h3>
        <p className={styles.message}>{item.body}</p>
        <time className={styles.time} dateTime={item.created_at}>
          {when(item.created_at, lang)}
        </time>
        {item.type === 'invitation' && (status === 'accepted' || status === 'declined') && (
          <p className={styles.answered} data-testid="notification-answered">
            {t(`inbox.answered.${status}`)}
          </p>
        )}
        <div className={styles.actions}>
          {pendingInvitation && (
            <>
              <Action name="accept" busy={actions.busy} onClick={() => actions.onAnswer(item, true)} />
              <Action name="refuse" look="secondary" busy={actions.busy} onClick={() => actions.onAnswer(item, false)} />
            </>
          )}
          {item.type === 'update' && <Action name="install" busy={actions.busy} onClick={() => actions.onInstall(item)} />}
          {item.link && !pendingInvitation && item.type !== 'update' && (
            <Action name="view" busy={actions.busy} onClick={() => actions.onView(item)} />
          )}
          {!pendingInvitation && <Action name="dismiss" look="secondary" busy={actions.busy} onClick={() => actions.onDismiss(item)} />}
        </div>
      </div>
    </li>
  );
}
