import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { requestOtp } from '../api/request-otp.ts';
import type { RegisterDraft } from '../logic/login-flow.ts';
import { registerSchema, type RegisterForm } from '../logic/schemas.ts';
import styles from '../auth.module.css';
import { PasswordField, PhoneField } from './fields.tsx';
import { focusFirstInvalid, shownError } from './form-errors.ts';
import { ProfileFields } from './ProfileFields.tsx';
import { showAuthError } from './show-auth-error.ts';
import { StepFrame } from './StepFrame.tsx';

interface RegisterStepProps {
  phone: string;
  onBack: () => void;
  onCodeSent: (draft: RegisterDraft, resendIn: number) => void;
}

/** 'S'inscrire': the profile fields, phone and password; a PURPOSE register code is sent, then entered. */
export function RegisterStep({ phone, onBack, onCodeSent }: RegisterStepProps) {
  const { t } = useTranslation();
  const form = useForm<RegisterForm, unknown, RegisterForm>({
    resolver: zodResolver(registerSchema),
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
    },
  });

  const onValid = async (values: RegisterForm) => {
    try {
      const sent = await requestOtp(values.PHONE, 'register');
      onCodeSent({ ...values, GENDER: values.GENDER as RegisterDraft['GENDER'] }, sent.resend_in ?? 59);
    } catch (error) {
      showAuthError(error, 'sendCode');
    }
  };

  return (
    <StepFrame step="register" title={t('auth.register.title')} text={t('auth.register.text')} icon={UserPlus} onBack={onBack}>
      <form className={styles.form} onSubmit={(e) => {
          const el = e.currentTarget;
          void form.handleSubmit(onValid, () => focusFirstInvalid(el))(e);
        }} noValidate data-testid="register-form">
        <ProfileFields
          form={form}
          phone={<PhoneField label={t('auth.common.phone')} error={shownError(form.formState, 'PHONE')} testId="register-phone" input={form.register('PHONE')} />}
        />
        <PasswordField
          label={t('auth.common.password')}
          error={shownError(form.formState, 'PASSWORD')}
          hint={t('auth.client.passwordNew')}
          testId="register-password"
          input={{ ...form.register('PASSWORD'), autoComplete: 'new-password' }}
        />
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={form.formState.isSubmitting} data-testid="register-submit">
            {form.formState.isSubmitting && <Loader2 className={styles.spin} size={20} aria-hidden />}
            {t('auth.register.submit')}
          </button>
        </div>
      </form>
    </StepFrame>
  );
}
