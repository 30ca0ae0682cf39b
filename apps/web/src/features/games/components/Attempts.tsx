import { formatNumber } from '@qadhya/domain';
import { useTranslation } from '../../../lib/i18n/index.ts';
import styles from './Attempts.module.css';

/** « N sur 2 »: the chances to win left this Tunis day (docs/games.md#chances-two-a-tunis-day). */
export function Attempts({ left, total }: { left: number; total: number }) {
  const { t, i18n } = useTranslation();
  return (
    <p className={styles.attempts} data-testid="game-attempts">
      <span className={styles.label}>{t('games.attemptsLabel')}</span>
      <strong className={styles.count}>
        {t('games.attempts', { left: formatNumber(left, i18n.language), total: formatNumber(total, i18n.language) })}
      </strong>
    </p>
  );
}
