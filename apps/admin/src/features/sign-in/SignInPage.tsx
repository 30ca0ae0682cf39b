import type { StaffLoginStep, StaffSession } from '@qadhya/contracts';
import { useState } from 'react';
import { BrandName } from '../../components/ui/BrandName.tsx';
import { useSession } from '../../lib/auth/session-context.tsx';
import { CodeStep } from './components/CodeStep.tsx';
import { EnrolStep } from './components/EnrolStep.tsx';
import { FailedFactorNotice } from './components/FailedFactorNotice.tsx';
import { failedFactorText } from './components/failed-factor-text.ts';
import { PasswordStep } from './components/PasswordStep.tsx';
import { RecoveryCodes } from './components/RecoveryCodes.tsx';
import './sign-in.css';

/**
 * Sign-in (docs/back-office.md#sign-in-password-then-totp): password → enrolment (QR, first code,
 * recovery codes once) or the code → the session. An expired ticket goes back to the password.
 */
export default function SignInPage() {
  const { signedIn, ended } = useSession();
  const [step, setStep] = useState<StaffLoginStep | null>(null);
  const [pending, setPending] = useState<StaffSession | null>(null);
  const [warned, setWarned] = useState<{ session: StaffSession; text: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(
    ended === 'expired' ? 'Votre session a expiré : reconnectez-vous.' : ended === 'signed-out' ? 'Vous êtes déconnecté.' : null,
  );

  const restart = (why: string) => {
    setStep(null);
    setNotice(why);
  };
  const proceed = (session: StaffSession) => {
    if (session.recovery_codes?.length) setPending(session);
    else signedIn(session);
  };
  // Wrong codes given for this account since its last sign-in are told first.
  const onSession = (session: StaffSession) => {
    const text = failedFactorText(session.factor_failures_since_last_sign_in);
    if (text) setWarned({ session, text });
    else proceed(session);
  };

  let body;
  if (warned)
    body = (
      <FailedFactorNotice
        text={warned.text}
        onDone={() => {
          setWarned(null);
          proceed(warned.session);
        }}
      />
    );
  else if (pending) body = <RecoveryCodes codes={pending.recovery_codes ?? []} onDone={() => signedIn(pending)} />;
  else if (!step) body = <PasswordStep onStep={setStep} notice={notice} />;
  else if (step.step === 'enrol')
    body = (
      <EnrolStep
        key={step.ticket}
        ticket={step.ticket}
        otpauthUri={step.otpauth_uri}
        qrSvg={step.qr_svg}
        onSession={onSession}
        onRestart={restart}
      />
    );
  else body = <CodeStep key={step.ticket} ticket={step.ticket} onSession={onSession} onRestart={restart} />;

  return (
    <div className="signin-page">
      <main className="signin-card">
        <div className="signin-brand">
          <BrandName markClassName="signin-mark" subClassName="signin-brand-sub" />
        </div>
        {body}
      </main>
    </div>
  );
}

export { SignInPage };
