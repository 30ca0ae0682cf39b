import { Gift, KeyRound, LogIn, Tag, UserPlus, Users } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Link } from '../../../lib/router/index.ts';
import { paths } from '../../../config/routes.ts';
import styles from '../auth.module.css';

/** Social sign-in's buttons: their own chunk, fetched with the providers list (docs/accounts-social.md#the-flow). */
const SocialButtons = lazy(() => import('./SocialButtons.tsx'));

const PERKS = [
  { key: 'perkPromos', icon: Tag, tone: 'red' },
  { key: 'perkGames', icon: Gift, tone: 'amber' },
  { key: 'perkFamily', icon: Users, tone: 'blue' },
] as const;

interface IntroStepProps {
  onSignIn: () => void;
  onCreatePassword: () => void;
  onRegister: () => void;
}

/** 'Bienvenue': Se connecter (classic form), Créer un mot de passe (phone verification), S'inscrire, or no account. */
export function IntroStep({ onSignIn, onCreatePassword, onRegister }: IntroStepProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.screen} data-testid="login-step-intro" data-step="intro">
      <div className={styles.hero}>
        <img className={styles.heroLogo} src="/auth/logo.svg" alt={t('app.name')} width={84} height={84} />
        <p className={styles.heroName} dir="ltr">
          {t('app.name')}
        </p>
        <p className={styles.heroTagline}>{t('auth.splash.tagline')}</p>
      </div>
      <div className={styles.body}>
        <div className={styles.heading}>
          <h1 className={styles.title} data-testid="login-title">
            {t('auth.intro.title')}
          </h1>
          <p className={styles.text}>{t('auth.intro.text')}</p>
        </div>
        <ul className={styles.perks} aria-label={t('auth.intro.perksLabel')}>
          {PERKS.map(({ key, icon: Icon, tone }) => (
            <li key={key} className={styles.perk}>
              <span className={styles.perkIcon} style={{ background: `var(--tile-${tone})` }} aria-hidden>
                <Icon size={20} />
              </span>
              {t(`auth.intro.${key}`)}
            </li>
          ))}
        </ul>
        <div className={styles.spacer} />
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={onSignIn} data-testid="intro-sign-in">
            <LogIn className="flip-rtl" size={20} aria-hidden />
            {t('auth.intro.signIn')}
          </button>
          <button type="button" className={styles.secondary} onClick={onCreatePassword} data-testid="intro-create-password">
            <KeyRound size={20} aria-hidden />
            {t('auth.intro.createPassword')}
          </button>
          <Suspense fallback={null}>
            <SocialButtons />
          </Suspense>
          <p className={styles.linkRow}>
            <span>{t('auth.intro.noAccount')}</span>
            <button type="button" className={styles.link} onClick={onRegister} data-testid="intro-register">
              <UserPlus size={16} aria-hidden style={{ display: 'inline', verticalAlign: '-3px', marginInlineEnd: 4 }} />
              {t('auth.intro.register')}
            </button>
          </p>
          <Link to={paths.home} replace className={styles.ghost} data-testid="intro-guest">
            {t('auth.intro.guest')}
          </Link>
        </div>
      </div>
    </section>
  );
}
