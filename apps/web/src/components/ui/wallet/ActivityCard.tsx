import type { Activity } from '@qadhya/contracts';
import { ShoppingCart, Wallet } from 'lucide-react';
import { useLanguage, useTranslation } from '../../../lib/i18n/index.ts';
import { Link } from '../../../lib/router/index.ts';
import { tunisDay, tunisTime, tunisWeekday } from '../../../lib/wallet/format.ts';
import { Money } from '../Money.tsx';
import styles from './ActivityCard.module.css';
import './wallet-ui-texts.ts';

export interface ActivityCardProps {
  activity: Activity;
  /** Where a transaction opens (its ticket), when it has one. */
  ticketHref?: string | null;
}

/**
 * One transaction or budget entry (docs/wallet.md#purchases-screens): the store or 'Budget affecté'
 * (with the family member), 'Mardi le 24/11/2026 à 13:05' in Tunis, and the signed amount —
 * money out (a purchase, a budget given) in the text's colour with a down arrow, never green nor an up
 * arrow; money in (a refund, a budget received) green with an up arrow (issue 33); the sign is also spoken.
 */
export function ActivityCard({ activity, ticketHref }: ActivityCardProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title =
    activity.type === 'transaction'
      ? (activity.store ?? t('walletUi.budget'))
      : activity.member
        ? t(activity.amount < 0 ? 'walletUi.budgetTo' : 'walletUi.budgetFrom', { name: activity.member })
        : t('walletUi.budget');
  const when = t('walletUi.when', {
    day: tunisWeekday(activity.at, lang),
    date: tunisDay(activity.at, lang),
    time: tunisTime(activity.at, lang),
  });
  const body = (
    <>
      <span className={styles.icon} data-tone={activity.type} aria-hidden>
        {activity.type === 'transaction' ? <ShoppingCart size={20} /> : <Wallet size={20} />}
      </span>
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        <span className={styles.when}>{when}</span>
      </span>
      <Money millimes={activity.amount} testId="activity-amount" />
    </>
  );
  return ticketHref ? (
    <Link to={ticketHref} className={styles.card} data-testid="activity-card" data-type={activity.type}>
      {body}
    </Link>
  ) : (
    <div className={styles.card} data-testid="activity-card" data-type={activity.type}>
      {body}
    </div>
  );
}
