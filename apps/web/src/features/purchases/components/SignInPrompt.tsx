import { LogIn, Receipt } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Link } from '../../../lib/router/index.ts';
import { paths } from '../../../config/routes.ts';
import styles from '../purchases.module.css';

/** What a visitor sees on a purchases screen: a way to sign in. */
export function SignInPrompt() {
  const { t } = useTranslation();
  return (
    <div className={styles.prompt} data-testid="sign-in-prompt">
      <span className={styles.promptIcon} aria-hidden>
        <Receipt size={36} />
      </span>
      <h2 className={styles.promptTitle}>{t('purchases.common.signInTitle')}</h2>
      <p className={styles.muted}>{t('purchases.common.signInText')}</p>
      <Link to={paths.login} className={styles.primaryButton} data-testid="sign-in-link">
        <LogIn className="flip-rtl" size={20} aria-hidden />
        {t('purchases.common.signIn')}
      </Link>
    </div>
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
