import './i18n/register-texts.ts';
import { Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useNavigate, useParams, useSearchParams } from '../../lib/router/index.ts';
import { paths } from '../../config/routes.ts';
import { clearForLogin, saveSession } from '../../lib/storage/session.ts';
import { finishSocial, type Provider } from './api/social.ts';
import { showAuthError } from './components/show-auth-error.ts';
import { StepFrame } from './components/StepFrame.tsx';
import { LoginPage } from './LoginPage.tsx';
import { socialLinkState, socialSignedInState, type LoginState } from './logic/login-flow.ts';
import { storedUser } from './logic/stored-user.ts';
import styles from './auth.module.css';

const PROVIDERS: readonly string[] = ['google', 'facebook'];

/** The provider's answer as the server takes it: the state, and the code or the error (and the issuer it names). */
function answerOf(search: URLSearchParams) {
  const pick = (key: string) => search.get(key) ?? undefined;
  return { state: search.get('state') ?? '', code: pick('code'), error: pick('error'), iss: pick('iss') };
}

/**
 * /login/social/{provider}: where the provider sends the shopper back (docs/accounts-social.md#the-flow).
 * The answer goes to the server once (a second send is a replayed state); a linked account is signed
 * in, an unknown one goes on to the phone and its code on the sign-in screen; a failure says why and
 * goes back to /login.
 */
export function SocialCallbackPage() {
  const { t } = useTranslation();
  const { provider = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [next, setNext] = useState<LoginState | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const answer = answerOf(search);
    const fail = (error: unknown) => {
      showAuthError(error, 'social');
      void navigate(paths.login, { replace: true });
    };
    if (!PROVIDERS.includes(provider) || !answer.state) {
      fail({ status: 422, code: 'SOCIAL_STATE_INVALID', message: '' });
      return;
    }
    clearForLogin();
    finishSocial(provider as Provider, answer).then((result) => {
      if (result.status === 'link') {
        setNext(socialLinkState({ provider: provider as Provider, linkToken: result.link_token }));
        return;
      }
      saveSession(result.session.token, storedUser(result.session.user));
      setNext(socialSignedInState(!result.session.user.NAME));
    }, fail);
  }, [navigate, provider, search]);

  if (next) return <LoginPage start={next} />;
  return (
    <StepFrame step="social" title={t('auth.social.checking')}>
      <p className={styles.countdown} data-testid="social-checking" aria-live="polite">
        <Loader2 className={styles.spin} size={28} aria-hidden />
      </p>
    </StepFrame>
  );
}
