import type { PointsPage } from '@qadhya/contracts';
import type { InfiniteData } from '@tanstack/react-query';
import { formatSavedAt } from '../../../components/ui/offline-notice/format.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { entryTextKey, signedPoints } from '../model/points.ts';
import { LoadFailure } from './LoadFailure.tsx';
import styles from './PointsHistory.module.css';
import ui from './wallet.module.css';

interface Props {
  data: InfiniteData<PointsPage> | undefined;
  pending: boolean;
  failed: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  onRetry: () => void;
}

/** The points history: dated '+N points' / '−N points' entries, newest first, then 'Voir plus'. */
export function PointsHistory({ data, pending, failed, hasMore, loadingMore, onMore, onRetry }: Props) {
  const { t, i18n } = useTranslation();
  const entries = data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section className={styles.history} aria-labelledby="wallet-history-title">
      <h2 id="wallet-history-title" className={ui.sectionTitle}>
        {t('wallet.history.title')}
      </h2>
      {pending && <p className={ui.muted}>{t('wallet.common.loading')}</p>}
      {failed && !entries.length && <LoadFailure onRetry={onRetry} look="secondary" />}
      {!pending && !failed && !entries.length && <p className={ui.state}>{t('wallet.history.empty')}</p>}
      {entries.length > 0 && (
        <ul className={styles.list} data-testid="points-history">
          {entries.map((entry) => {
            const { sign, figures } = signedPoints(entry.points, i18n.language);
            return (
              <li key={entry.id} className={styles.entry} data-testid="points-entry" data-kind={entry.kind}>
                <span className={styles.what}>
                  <span className={styles.kind}>{t(entryTextKey(entry), { store: entry.store ?? '', name: entry.counterpart ?? '' })}</span>
                  <time className={styles.date} dateTime={entry.at}>
                    {formatSavedAt(entry.at, i18n.language)}
                  </time>
                </span>
                <span className={styles.amount} data-sign={sign === '+' ? 'plus' : sign ? 'minus' : 'zero'}>
                  <bdi dir="ltr">{`${sign}${figures}`}</bdi> {t('wallet.history.unit')}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {hasMore && (
        <button type="button" className={ui.secondaryButton} onClick={onMore} disabled={loadingMore} data-testid="points-more">
          {loadingMore ? t('wallet.common.loading') : t('wallet.common.more')}
        </button>
      )}
    </section>
  );
}
