import { LogIn, WalletCards } from 'lucide-react';
import { paths } from '../../../config/routes.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Link } from '../../../lib/router/index.ts';
import styles from './wallet.module.css';

/** What a visitor sees on a wallet screen: what the wallet holds and a way to sign in. */
export function SignInPrompt() {
  const { t } = useTranslation();
  return (
    <div className={styles.prompt} data-testid="sign-in-prompt">
      <span className={styles.promptIcon} aria-hidden>
        <WalletCards size={36} />
      </span>
      <h2 className={styles.title}>{t('wallet.signIn.title')}</h2>
      <p className={styles.promptText}>{t('wallet.signIn.text')}</p>
      <Link to={paths.login} className={styles.primaryButton} data-testid="sign-in-link">
        <LogIn className="flip-rtl" size={20} aria-hidden />
        {t('wallet.signIn.button')}
      </Link>
    </div>
  );
}
