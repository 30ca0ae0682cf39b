import { Receipt } from 'lucide-react';
import { SignInPrompt as Prompt } from '../../../components/ui/sign-in-prompt/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import styles from '../purchases.module.css';

/** What a visitor sees on a purchases screen: a way to sign in (the shared prompt). */
export function SignInPrompt() {
  const { t } = useTranslation();
  return (
    <Prompt
      icon={<Receipt size={36} />}
      title={t('purchases.common.signInTitle')}
      text={t('purchases.common.signInText')}
      button={t('purchases.common.signIn')}
    />
  );
}

/** Loading and load-error states of a purchases screen. */
export function LoadState({ error, onRetry }: { error: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!error)
    return (
      <p className={styles.state} role="status">
        {t('purchases.common.loading')}
      </p>
    );
  return (
    <div className={styles.state} role="alert">
      <p>{t('purchases.common.loadError')}</p>
      <button type="button" className={styles.linkButton} onClick={onRetry}>
        {t('purchases.common.retry')}
      </button>
    </div>
  );
}
