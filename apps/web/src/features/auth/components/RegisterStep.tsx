import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, UserPlus } from 'lucide-react';
import { useForm, type Resolver } from 'react-hook-form';
import { href } from '../../../config/routes.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { requestOtp } from '../api/request-otp.ts';
import { getTermsVersion } from '../api/terms-version.ts';
import type { RegisterDraft } from '../logic/login-flow.ts';
import type { RegisterForm } from '../logic/form-schemas.ts';
import styles from '../auth.module.css';
import { SubmitButton } from './fields.tsx';
import { lazyResolver, shownError } from '../../../lib/forms/index.ts';
import { ProfileForm } from './ProfileFields.tsx';
import { showAuthError } from './show-auth-error.ts';
import { StepFrame } from './StepFrame.tsx';

/** The form's check, fetched with zod once the step shows (docs/forms.md#bundle-size). */
const resolver = lazyResolver(() => import('../logic/form-schemas.ts').then((m) => m.registerSchema), 'register');

interface RegisterStepProps {
  phone: string;
  onBack: () => void;
  onCodeSent: (draft: RegisterDraft, resendIn: number) => void;
}

/** 'S'inscrire': the profile fields, phone and password; a PURPOSE register code is sent, then entered. */
export function RegisterStep({ phone, onBack, onCodeSent }: RegisterStepProps) {
  const { t } = useTranslation();
  // The terms version the box accepts (GET /content/cgu, public): sent with the form, recorded with the account.
  const terms = useQuery({
    queryKey: ['terms-version'],
    queryFn: ({ signal }) => getTermsVersion(signal),
    staleTime: 5 * 60_000,
    retry: 1,
  });
  useEffect(() => resolver.preload(), []);
  const form = useForm<RegisterForm, unknown, RegisterForm>({
    resolver: resolver as unknown as Resolver<RegisterForm, unknown, RegisterForm>,
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: {
      NAME: '',
      LASTNAME: '',
      GENDER: '',
      BIRTHDATE: '',
      EMAIL: '',
      PHONE: phone,
      ADDRESS: '',
      LANGUAGE: 'fr', // LANGUAGE defaults to fr (docs/accounts.md#form-rules)
      PASSWORD: '',
      ACCEPT_TERMS: false,
    },
  });
  const termsError = shownError(form.formState, 'ACCEPT_TERMS');

  const onValid = async (values: RegisterForm) => {
    try {
      const sent = await requestOtp(values.PHONE, 'register');
      const { ACCEPT_TERMS: _accepted, ...fields } = values;
      onCodeSent({ ...fields, GENDER: values.GENDER as RegisterDraft['GENDER'], TERMS_VERSION: terms.data?.version }, sent.resend_in ?? 59);
    } catch (error) {
      showAuthError(error, 'sendCode');
    }
  };

  return (
    <StepFrame step="register" title={t('auth.register.title')} text={t('auth.register.text')} icon={UserPlus} onBack={onBack}>
      <ProfileForm form={form} onValid={onValid} testId="register" passwordHint={t('auth.client.passwordNew')}>
        <div className={styles.field} data-invalid={termsError ? true : undefined} data-testid="field-register-terms">
          <label className={styles.check}>
            <input
              type="checkbox"
              {...form.register('ACCEPT_TERMS')}
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? 'register-terms-error' : undefined}
              data-testid="register-terms"
            />
            <span>{t('auth.register.terms')}</span>
          </label>
          <a className={styles.termsLink} href={href('cgu')} target="_blank" rel="noopener" data-testid="register-terms-link">
            {t('auth.register.termsRead')}
          </a>
          {termsError ? (
            <p className={styles.error} id="register-terms-error" role="alert" data-testid="error-register-terms">
              <CircleAlert size={16} aria-hidden />
              {t(termsError)}
            </p>
          ) : null}
        </div>
        <div className={styles.actions}>
          <SubmitButton busy={form.formState.isSubmitting} testId="register-submit">
            {t('auth.register.submit')}
          </SubmitButton>
        </div>
      </ProfileForm>
    </StepFrame>
  );
}
