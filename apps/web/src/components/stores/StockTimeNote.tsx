import { formatDate, formatTime, stockTime } from '@qadhya/domain';
import { Clock } from 'lucide-react';
import { appClock, useAppClock } from '../../lib/clock/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import styles from './StockTimeNote.module.css';

/**
 * 'Stock à 13:30' (counted today) or 'Stock du 23/11/2026 à 18:40' from the stock rows' latest
 * updated_at, Tunis time, relative to the app's clock: never a time after its now. Nothing when unknown.
 */
export function StockTimeNote({ updatedAt }: { updatedAt: string | null }) {
  const { t, i18n } = useTranslation();
  useAppClock(); // shown again once the clock is aligned on the server's
  const at = stockTime(updatedAt, appClock.now());
  if (!at) return null;
  // The day and the time of the moment it was counted, in Tunis (docs/formats.md).
  const time = formatTime(at.at, i18n.language);
  return (
    <p className={styles.note} data-testid="stock-time-note" data-at={at.at.toISOString()}>
      <Clock size={14} aria-hidden="true" />
      <span>
        {at.today ? t('availability.stockAt', { time }) : t('availability.stockAtDate', { date: formatDate(at.at, i18n.language), time })}
      </span>
    </p>
  );
}
