import type { AuthSession } from '@qadhya/contracts';
import { Clock, Loader2, RotateCw, ShieldAlert, Smartphone } from 'lucide-react';
import { claimPendingReferral } from '../../../lib/referral/pending-referral.ts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { saveSession } from '../../../lib/storage/session.ts';
import { register } from '../api/register.ts';
import { socialRegister } from '../api/social.ts';
import { requestOtp } from '../api/request-otp.ts';
import { verifyOtp } from '../api/verify-otp.ts';
import { verifyResetCode } from '../api/verify-reset-code.ts';
import type { AuthCall } from '../logic/auth-errors.ts';
import { codeOf, emptyCode, isComplete } from '../logic/code-input.ts';
import { formatMmSs } from '../logic/countdown.ts';
import type { CodePurpose, RegisterDraft, SocialLink } from '../logic/login-flow.ts';
import { storedUser } from '../logic/stored-user.ts';
import styles from '../auth.module.css';
import { CodeBoxes } from './CodeBoxes.tsx';
import { showAuthError } from './show-auth-error.ts';
import { StepFrame } from './StepFrame.tsx';
import { useCountdown } from './use-countdown.ts';

interface CodeStepProps {
  phone: string;
  purpose: CodePurpose;
  sentAt: number;
  resendIn: number;
  draft: RegisterDraft | null;
  onBack: () => void;
  onResent: (resendIn: number) => void;
  onWait: (seconds: number) => void;
  onSignedIn: () => void;
  onResetGranted: (resetToken: string) => void;
  /** The code links this social sign-in to the phone's account (POST /auth/social-register/{provider}). */
  social?: SocialLink | null | undefined;
}

const CALL: Record<CodePurpose, AuthCall> = { login: 'verifyCode', register: 'register', reset: 'resetCode' };

/** The five code boxes, the 59 s countdown in mm:ss, then 'Renvoyer le code'. A full code is checked at once. */
export function CodeStep(props: CodeStepProps) {
  const { phone, purpose, sentAt, resendIn, draft } = props;
  const { t } = useTranslation();
  const [digits, setDigits] = useState(emptyCode);
  const [busy, setBusy] = useState(false);
  const [dead, setDead] = useState(false);
  /** A dead code offers a new one at once, until the server says to wait. */
  const [resendNow, setResendNow] = useState(false);
  const [focusKey, setFocusKey] = useState(0);
  const [resending, setResending] = useState(false);
  const left = useCountdown(sentAt, resendIn);

  const check = async (code: string) => {
    setBusy(true);
    try {
      if (purpose === 'reset') {
        const grant = await verifyResetCode(phone, code);
        props.onResetGranted(grant.reset_token);
        return;
      }
      let session: AuthSession;
      if (purpose === 'register' && draft) session = await register({ ...draft, PHONE: phone, CODE: code });
      else if (props.social) session = await socialRegister(props.social.provider, props.social.linkToken, phone, code);
      else session = await verifyOtp(phone, code);
      saveSession(session.token, storedUser(session.user));
      // A new account made from an invitation link says who invited it (docs/referral.md#in-the-app).
      void claimPendingReferral();
      props.onSignedIn();
    } catch (error) {
      const notice = showAuthError(error, props.social ? 'social' : CALL[purpose]);
      setDigits(emptyCode());
      if (notice.codeDead) {
        setDead(true);
        setResendNow(true);
      }
      setBusy(false);
      setFocusKey((k) => k + 1);
    }
  };

  const change = (next: string[]) => {
    setDigits(next);
    if (!busy && isComplete(next)) void check(codeOf(next));
  };

  const resend = async () => {
    setResending(true);
    try {
      const sent = await requestOtp(phone, purpose);
      setDead(false);
      setResendNow(false);
      setDigits(emptyCode());
      setFocusKey((k) => k + 1);
      props.onResent(sent.resend_in ?? 59);
    } catch (error) {
      const notice = showAuthError(error, 'sendCode');
      if (notice.waitSeconds) {
        setResendNow(false);
        props.onWait(notice.waitSeconds);
      }
    } finally {
      setResending(false);
    }
  };

  const canResend = left <= 0 || resendNow;
  return (
    <StepFrame
      step="code"
      title={t('auth.code.title')}
      text={
        <>
          {t('auth.code.text')}{' '}
          <bdi className={styles.sentTo} dir="ltr" data-testid="code-phone">
            {`${t('auth.common.countryCode')} ${phone}`}
          </bdi>
        </>
      }
      icon={Smartphone}
      onBack={props.onBack}
    >
      <CodeBoxes digits={digits} onChange={change} disabled={busy} dead={dead} focusKey={focusKey} />
      {dead && (
        <p className={styles.notice} role="alert" data-testid="code-dead">
          <ShieldAlert size={18} aria-hidden />
          {t('auth.code.blocked')}
        </p>
      )}
      <div className={styles.resendRow} aria-live="polite">
        {busy ? (
          <span className={styles.countdown}>
            <Loader2 className={styles.spin} size={16} aria-hidden />
            {t('auth.code.verifying')}
          </span>
        ) : canResend ? (
          <button type="button" className={styles.resend} onClick={() => void resend()} disabled={resending} data-testid="resend-code">
            {resending ? <Loader2 className={styles.spin} size={18} aria-hidden /> : <RotateCw size={18} aria-hidden />}
            {t('auth.code.resend')}
          </button>
        ) : (
          <span className={styles.countdown} data-testid="countdown">
            <Clock size={16} aria-hidden />
            {t('auth.code.resendIn')}
            <strong className="ltr-isolate" data-testid="countdown-time">
              {formatMmSs(left)}
            </strong>
          </span>
        )}
        <button type="button" className={styles.link} onClick={props.onBack} data-testid="change-phone">
          {t('auth.code.changePhone')}
        </button>
      </div>
    </StepFrame>
  );
}
