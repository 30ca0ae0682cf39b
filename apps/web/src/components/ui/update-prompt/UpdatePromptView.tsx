import { RefreshCw, X } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { applyUpdate, dismissUpdate } from '../../../lib/pwa/update-state.ts';
import styles from './UpdatePrompt.module.css';

/** The prompt itself (lazy): Nouvelle version disponible, reload now or later. */
export default function UpdatePromptView() {
  const { t } = useTranslation();
  return (
    <div className={styles.prompt} role="status" data-testid="update-prompt">
      <RefreshCw size={18} aria-hidden />
      <p className={styles.text}>{t('pwa.updateAvailable')}</p>
      <button type="button" className={styles.reload} onClick={() => void applyUpdate()}>
        {t('pwa.reload')}
      </button>
      <button type="button" className={styles.close} onClick={dismissUpdate} aria-label={t('pwa.later')}>
        <X size={18} aria-hidden />
      </button>
    </div>
  );
}
