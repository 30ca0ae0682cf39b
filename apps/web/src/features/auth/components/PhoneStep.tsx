import { useEffect } from 'react';
import { MessageSquareText, ShieldQuestion } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { requestOtp } from '../api/request-otp.ts';
import { sentKey, type CodePurpose } from '../logic/login-flow.ts';
import type { PhoneForm } from '../logic/form-schemas.ts';
import styles from '../auth.module.css';
import { PhoneField, SubmitButton } from './fields.tsx';
import { lazyResolver, shownError } from '../../../lib/forms/index.ts';
import { showAuthError } from './show-auth-error.ts';
import { StepFrame } from './StepFrame.tsx';

/** The form's check, fetched with zod once the step shows (docs/forms.md#bundle-size). */
const resolver = lazyResolver(() => import('../logic/form-schemas.ts').then((m) => m.phoneSchema), 'phone');

interface PhoneStepProps {
  purpose: CodePurpose;
  phone: string;
  onBack: () => void;
  onSent: (phone: string, resendIn: number) => void;
  /** 'purpose:phone' of the code already sent, if any. */
  sentFor: string | null;
  onResume: (seconds: number) => void;
  /** Linking a social sign-in: the title and text say so (docs/accounts-social.md#the-flow). */
  social?: 'google' | 'facebook' | undefined;
}

/** Phone verification: the 8-digit phone, then 'Envoyer le code' (POST /auth/otp). */
export function PhoneStep({ purpose, phone, onBack, onSent, sentFor, onResume, social }: PhoneStepProps) {
  const { t } = useTranslation();
  useEffect(() => resolver.preload(), []);
  const form = useForm<PhoneForm>({ resolver, mode: 'onTouched', defaultValues: { PHONE: phone } });
  const reset = purpose === 'reset';

  const submit = form.handleSubmit(async ({ PHONE }) => {
    try {
      const sent = await requestOtp(PHONE, purpose);
      onSent(PHONE, sent.resend_in ?? 59);
    } catch (error) {
      const notice = showAuthError(error, 'sendCode');
      if (notice.waitSeconds && sentFor === sentKey(purpose, PHONE)) onResume(notice.waitSeconds);
    }
  });

  return (
    <StepFrame
      step="phone"
      title={reset ? t('auth.phone.resetTitle') : social ? t('auth.social.linkTitle') : t('auth.phone.title')}
      text={
        reset
          ? t('auth.phone.resetText')
          : social
            ? t('auth.social.linkText', { provider: t(`socialProvider.${social}`) })
            : t('auth.phone.text')
      }
      icon={reset ? ShieldQuestion : MessageSquareText}
      onBack={onBack}
    >
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <PhoneField
          label={t('auth.common.phone')}
          error={shownError(form.formState, 'PHONE')}
          testId="phone"
          input={{ ...form.register('PHONE'), autoFocus: true }}
        />
        <div className={styles.actions}>
          <SubmitButton busy={form.formState.isSubmitting} testId="send-code">
            {t('auth.phone.send')}
          </SubmitButton>
        </div>
      </form>
    </StepFrame>
  );
}
