import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { startSocial, useSocialProviders, type Provider } from '../api/social.ts';
import styles from '../social.module.css';
import { showAuthError } from './show-auth-error.ts';

/** The providers' own marks, drawn here (no request leaves the app for them). */
function Mark({ provider }: { provider: Provider }) {
  return provider === 'google' ? (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden>
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1 .7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.7-4.9h-4v3.1A12 12 0 0 0 12 24z" />
      <path fill="#FBBC05" d="M5.3 14.4a7.2 7.2 0 0 1 0-4.8V6.5h-4a12 12 0 0 0 0 11z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.5l4 3.1C6.3 6.8 8.9 4.8 12 4.8z" />
    </svg>
  ) : (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden>
      <circle cx="12" cy="12" r="12" fill="#1877F2" />
      <path
        fill="#fff"
        d="M13.4 24v-8.6h2.9l.4-3.4h-3.3V9.9c0-1 .3-1.6 1.7-1.6h1.8v-3a24 24 0 0 0-2.6-.1c-2.6 0-4.3 1.6-4.3 4.4V12H7v3.4h3v8.6z"
      />
    </svg>
  );
}

/**
 * « Continuer avec Google / Facebook » for the providers this server has (none: nothing shows).
 * Loaded apart from the sign-in screen (docs/accounts-social.md#the-flow). A tap asks the server for
 * the consent page and goes there; no silent sign-in ever (autoLogin off).
 */
export default function SocialButtons() {
  const { t } = useTranslation();
  const providers = useSocialProviders();
  const [busy, setBusy] = useState<Provider | null>(null);
  const list = providers.data ?? [];
  if (list.length === 0) return null;

  const go = async (provider: Provider) => {
    setBusy(provider);
    try {
      const { authorization_url } = await startSocial(provider);
      window.location.assign(authorization_url);
    } catch (error) {
      showAuthError(error, 'social');
      setBusy(null);
    }
  };

  return (
    <div className={styles.block} data-testid="social-buttons">
      <p className={styles.or}>
        <span>{t('auth.social.or')}</span>
      </p>
      <div className={styles.row}>
        {list.map((provider) => {
          const name = t(`socialProvider.${provider}`);
          return (
            <button
              key={provider}
              type="button"
              className={styles.button}
              onClick={() => void go(provider)}
              disabled={busy !== null}
              aria-label={t('auth.social.continueWith', { provider: name })}
              data-testid={`social-${provider}`}
            >
              {busy === provider ? <Loader2 className={styles.spin} size={20} aria-hidden /> : <Mark provider={provider} />}
              <span>{name}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
