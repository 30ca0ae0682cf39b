import { LogIn, UserRound } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Link } from '../../../lib/router/index.ts';
import { paths } from '../../../config/routes.ts';
import styles from './account.module.css';

/** What anonymous visitors see on an account screen: a clear way to sign in. */
export function SignInPrompt() {
  const { t } = useTranslation();
  return (
    <div className={styles.prompt} data-testid="sign-in-prompt">
      <span className={styles.promptIcon} aria-hidden>
        <UserRound size={36} />
      </span>
      <h2 className={styles.promptTitle}>{t('account.signIn.title')}</h2>
      <p className={styles.promptText}>{t('account.signIn.text')}</p>
      <Link to={paths.login} className={styles.primaryButton} data-testid="sign-in-link">
        <LogIn className="flip-rtl" size={20} aria-hidden />
        {t('account.signIn.button')}
      </Link>
    </div>
  );
}
