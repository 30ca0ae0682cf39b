import { useTranslation } from '../../../lib/i18n/index.ts';
import ui from './wallet.module.css';

/** A wallet block that could not load: the line and « Réessayer » (red on a screen, white inside a section). */
export function LoadFailure({ onRetry, look = 'primary' }: { onRetry: () => void; look?: 'primary' | 'secondary' }) {
  const { t } = useTranslation();
  return (
    <div className={ui.failure}>
      <p>{t('wallet.common.loadError')}</p>
      <button type="button" className={look === 'primary' ? ui.primaryButton : ui.secondaryButton} onClick={onRetry}>
        {t('wallet.common.retry')}
      </button>
    </div>
  );
}
