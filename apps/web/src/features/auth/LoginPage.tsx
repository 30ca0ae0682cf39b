import './i18n/register-texts.ts';
import { useEffect, useReducer, useState } from 'react';
import { rememberReferral } from '../../lib/referral/pending-referral.ts';
import { useSearchParams } from '../../lib/router/index.ts';
import { clearForLogin, isLoggedIn, isProfileUnfinished, readCurrentUser } from '../../lib/storage/session.ts';
import { logout } from './api/logout.ts';
import { ClassicStep } from './components/ClassicStep.tsx';
import { ClientStep } from './components/ClientStep.tsx';
import { CodeStep } from './components/CodeStep.tsx';
import { IntroStep } from './components/IntroStep.tsx';
import { LoadingStep } from './components/LoadingStep.tsx';
import { NewPasswordStep } from './components/NewPasswordStep.tsx';
import { PhoneStep } from './components/PhoneStep.tsx';
import { RegisterStep } from './components/RegisterStep.tsx';
import { initialLoginState, loginReducer, resumeClientState, resumesSignUp, type LoginState } from './logic/login-flow.ts';

/**
 * /login: the steps of docs/accounts.md#sign-in-screen, one at a time. Arriving clears token,
 * connected, current_user and produit, except when it brings back an unfinished sign-up
 * (?resume=client, docs/accounts.md#unfinished-sign-up): then it opens on 'Nouveau client !'.
 */
export function LoginPage({ start }: { start?: LoginState } = {}) {
  const [search] = useSearchParams();
  // A social sign-in hands its own first step (SocialCallbackPage): the phone to link, or the session made.
  const [resume] = useState(() => start !== undefined || resumesSignUp(search, isProfileUnfinished(isLoggedIn(), readCurrentUser())));
  const [state, dispatch] = useReducer(loginReducer, start ?? (resume ? resumeClientState : initialLoginState));
  useEffect(() => {
    if (!resume) clearForLogin();
  }, [resume]);
  // An invitation link (/login?ref=CODE): kept for the account about to be made (docs/referral.md#in-the-app).
  useEffect(() => rememberReferral(search.get('ref')), [search]);
  const back = () => dispatch({ type: 'back' });
  const key = `${state.step}-${state.resetCount}`;

  switch (state.step) {
    case 'intro':
      return (
        <IntroStep
          key={key}
          onSignIn={() => dispatch({ type: 'showClassic' })}
          onCreatePassword={() => dispatch({ type: 'showPhone', purpose: 'login' })}
          onRegister={() => dispatch({ type: 'showRegister' })}
        />
      );
    case 'classic':
      return (
        <ClassicStep
          key={key}
          phone={state.phone}
          onBack={back}
          onCancel={() => dispatch({ type: 'cancel' })}
          onForgot={(phone) => dispatch({ type: 'showPhone', purpose: 'reset', phone })}
          onRegister={() => dispatch({ type: 'showRegister' })}
          onUseCode={(phone) => dispatch({ type: 'showPhone', purpose: 'login', phone })}
        />
      );
    case 'phone':
      return (
        <PhoneStep
          key={`${key}-${state.purpose}`}
          purpose={state.purpose}
          phone={state.phone}
          onBack={back}
          onSent={(phone, resendIn) => dispatch({ type: 'codeSent', phone, purpose: state.purpose, resendIn, at: Date.now() })}
          sentFor={state.sentFor}
          onResume={(seconds) => dispatch({ type: 'resumeCode', seconds, at: Date.now() })}
          social={state.social?.provider}
        />
      );
    case 'code':
      return (
        <CodeStep
          key={key}
          phone={state.phone}
          purpose={state.purpose}
          sentAt={state.sentAt}
          resendIn={state.resendIn}
          draft={state.registerDraft}
          onBack={back}
          onResent={(resendIn) => dispatch({ type: 'resendWait', seconds: resendIn, at: Date.now() })}
          onWait={(seconds) => dispatch({ type: 'resendWait', seconds, at: Date.now() })}
          onSignedIn={() => dispatch({ type: 'signedIn' })}
          onResetGranted={(resetToken) => dispatch({ type: 'resetGranted', resetToken })}
          social={state.social}
        />
      );
    case 'register':
      return (
        <RegisterStep
          key={key}
          phone={state.registerDraft?.PHONE ?? state.phone}
          onBack={back}
          onCodeSent={(draft, resendIn) =>
            dispatch({ type: 'codeSent', phone: draft.PHONE, purpose: 'register', resendIn, at: Date.now(), draft })
          }
        />
      );
    case 'client':
      return (
        <ClientStep
          key={key}
          onSaved={() => dispatch({ type: 'profileSaved' })}
          onNeedCode={(phone) => dispatch({ type: 'showPhone', purpose: 'login', phone })}
          onSignOut={async () => {
            await logout();
            clearForLogin();
            dispatch({ type: 'cancel' });
          }}
        />
      );
    case 'newPassword':
      return (
        <NewPasswordStep
          key={key}
          resetToken={state.resetToken ?? ''}
          onBack={back}
          onExpired={() => dispatch({ type: 'showPhone', purpose: 'reset' })}
        />
      );
    case 'loading':
      return <LoadingStep key={key} />;
  }
}
