import './i18n/register-texts.ts';
import type { NotificationConfig } from '@qadhya/contracts';
import { BellRing, Gift, Heart, Tag, UserPlus, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { PushOptIn } from '../../components/ui/push-opt-in/index.ts';
import { useSession } from '../../lib/storage/use-session.ts';
import { useNotificationConfig } from './api/get-config.ts';
import { useUpdateConfig } from './api/update-config.ts';
import styles from './components/account.module.css';
import { SignInPrompt } from './components/SignInPrompt.tsx';
import { SwitchRow } from './components/SwitchRow.tsx';
import { TrackingConsentCard } from './components/TrackingConsentCard.tsx';
import { NOTIFY_KEYS, toggledConfig } from './model/notifs.ts';
import page from './NotifsPage.module.css';
import { optionalLazy } from '../../lib/lazy/optional-lazy.tsx';

/**
 * « Cette semaine sur ma liste » (docs/notifications.md#this-week-on-my-list), its form and texts a chunk
 * of their own fetched once the switches are drawn: the screen's own JavaScript does not carry the form library.
 */
// Optional: a chunk that cannot be fetched offline draws nothing instead of taking the screen down (docs/shell.md#lazy-code-offline).
const ListDealsAlertCard = optionalLazy(() => import('./components/ListDealsAlertCard.tsx').then((m) => m.ListDealsAlertCard));

const ICONS: Record<keyof NotificationConfig, [LucideIcon, 'red' | 'green' | 'amber' | 'blue' | 'pink']> = {
  NOTIFY_FAVORITES: [Heart, 'red'],
  NOTIFY_NEW_USERS: [Users, 'green'],
  NOTIFY_PROMOS: [Tag, 'amber'],
  NOTIFY_REFERRALS: [UserPlus, 'blue'],
  NOTIFY_PRIZES: [Gift, 'pink'],
};

/**
 * Préférences de notification: five switches; a change sends all five, then reloads
 * (docs/accounts.md#notification-switches). Below them, for visitors too, the tracker's consent
 * switch (docs/tracker.md#consent).
 */
export function NotifsPage() {
  const { loggedIn } = useSession();
  return loggedIn ? (
    <Notifs />
  ) : (
    <div className={styles.page}>
      <SignInPrompt />
      <TrackingConsentCard signedIn={false} />
    </div>
  );
}

function Notifs() {
  const { t } = useTranslation();
  const config = useNotificationConfig();
  const update = useUpdateConfig();

  if (config.isPending) return <p className={styles.loading}>{t('account.common.loading')}</p>;
  if (config.isError || !config.data)
    return (
      <div className={styles.failure}>
        <p>{t('account.common.loadError')}</p>
        <button type="button" className={styles.primaryButton} onClick={() => void config.refetch()}>
          {t('account.common.retry')}
        </button>
      </div>
    );

  const values = config.data;
  return (
    <div className={styles.page} data-testid="notifs-page">
      <div className={page.intro}>
        <span className={page.introIcon} aria-hidden>
          <BellRing size={24} />
        </span>
        <p>{t('account.notifs.intro')}</p>
      </div>
      <PushOptIn />
      <ul className={styles.card}>
        {NOTIFY_KEYS.map((key) => {
          const [Icon, tone] = ICONS[key];
          return (
            <SwitchRow
              key={key}
              rowTestId={`notif-${key}`}
              icon={<Icon size={20} />}
              tone={tone}
              label={t(`account.notifs.${key}`)}
              hint={t(`account.notifs.${key}_hint`)}
              labelId={`notif-label-${key}`}
              hintId={`notif-hint-${key}`}
              checked={values[key] === 1}
              onChange={(on) => update.mutate(toggledConfig(values, key, on))}
              testId={`switch-${key}`}
            />
          );
        })}
      </ul>
      <ListDealsAlertCard />
      <TrackingConsentCard signedIn />
    </div>
  );
}
