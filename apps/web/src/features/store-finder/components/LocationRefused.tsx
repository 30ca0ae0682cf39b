import { LocateOff, RefreshCw } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import styles from './LocationRefused.module.css';

/** The refusal message ('Vous devez autoriser la localisation…') with a retry button. */
export function LocationRefused({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.box} role="status" data-testid="location-denied">
      <LocateOff size={22} aria-hidden="true" className={styles.icon} />
      <p className={styles.text}>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry} data-testid="location-retry">
        <RefreshCw size={16} aria-hidden="true" />
        {t('location.retry')}
      </button>
    </div>
  );
}
