import './i18n/register-texts.ts';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useNavigate } from '../../lib/router/index.ts';
import { SPLASH_MS, splashTarget } from './logic/first-screens.ts';
import styles from './splash.module.css';

/** '/': the logo for 2 seconds, then on. */
export function SplashPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate(splashTarget(), { replace: true }), SPLASH_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <main className={styles.splash} aria-busy="true" aria-label={t('auth.splash.label')} data-testid="splash">
      <div className={styles.center}>
        <img className={styles.logo} src="/auth/logo.svg" alt={t('app.name')} width={112} height={112} />
        <p className={styles.name} dir="ltr">
          {t('app.name')}
        </p>
        <p className={styles.tagline}>{t('auth.splash.tagline')}</p>
      </div>
      <div className={styles.dots} aria-hidden>
        <span />
        <span />
        <span />
      </div>
    </main>
  );
}
