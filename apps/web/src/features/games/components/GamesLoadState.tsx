import pill from '../../../components/ui/pill-button.module.css';
import { useTranslation } from '../../../lib/i18n/index.ts';
import '../i18n/register-texts.ts';

/**
 * The games screens' line while their data loads, or, when it failed, the error with « Réessayer »
 * (docs/games.md#the-games). `className` replaces the kit's state line (a screen that draws it closer).
 */
export function GamesLoadState({ failed, onRetry, className = pill.state }: { failed: boolean; onRetry: () => void; className?: string }) {
  const { t } = useTranslation();
  if (!failed) return <p className={className}>{t('games.loading')}</p>;
  return (
    <div className={className}>
      <p>{t('games.error')}</p>
      <button type="button" className={pill.secondary} onClick={onRetry}>
        {t('games.retry')}
      </button>
    </div>
  );
}
