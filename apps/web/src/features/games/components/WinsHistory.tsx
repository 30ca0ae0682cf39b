import { useTranslation } from '../../../lib/i18n/index.ts';
import { lastValidDay, offerAmountText, tunisDay } from '../../../lib/wallet/offer-terms.ts';
import { useWins } from '../api/games.ts';
import styles from './WinsHistory.module.css';

/** « Historique des gains » (once 'Historiques des gains', docs/glossary.md; docs/games.md#the-screens): the shopper's prizes, newest first, with their status in the wallet. */
export function WinsHistory({ user }: { user: string }) {
  const { t, i18n } = useTranslation();
  const wins = useWins(user);
  const items = wins.data?.items ?? [];
  return (
    <section className={styles.history} aria-labelledby="wins-title" data-testid="wins-history">
      <h3 id="wins-title" className={styles.title}>
        {t('games.history.title')}
      </h3>
      {items.length === 0 ? (
        <p className={styles.empty}>{wins.isPending ? t('games.loading') : t('games.history.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((w) => (
            <li key={w.prize.offer_id} className={styles.item} data-testid="win-item">
              <span className={styles.amount}>
                <bdi>{offerAmountText(w.prize, i18n.language)}</bdi>
              </span>
              <span className={styles.what}>
                <span className={styles.label}>{i18n.language === 'ar' ? w.prize.label_ar : w.prize.label}</span>
                <span className={styles.meta}>
                  {t(`games.cards.${w.game}.label`)} · {tunisDay(w.at, i18n.language)} ·{' '}
                  {t('games.win.valid', { date: lastValidDay(w.prize.expires_at, i18n.language) })}
                </span>
              </span>
              <span className={styles.status} data-status={w.status}>
                {t(`games.history.statuses.${w.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
