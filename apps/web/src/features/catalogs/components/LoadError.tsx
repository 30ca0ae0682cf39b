import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import styles from './LoadError.module.css';

/** A failed load: the message and a retry button. */
export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.box} role="alert" data-testid="load-error">
      <TriangleAlert size={22} aria-hidden />
      <p className={styles.text}>{text}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        <RefreshCw size={16} aria-hidden />
        {t('catalogs.retry')}
      </button>
    </div>
  );
}
