import { useEffect } from 'react';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { paths } from '../../../config/routes.ts';
import { saveSession } from '../../../lib/storage/session.ts';
import { resetPassword } from '../api/reset-password.ts';
import type { NewPasswordForm } from '../logic/form-schemas.ts';
import { storedUser } from '../logic/stored-user.ts';
import styles from '../auth.module.css';
import { PasswordField, SubmitButton } from './fields.tsx';
import { lazyResolver, shownError } from '../../../lib/forms/index.ts';
import { showAuthError } from './show-auth-error.ts';
import { StepFrame } from './StepFrame.tsx';

/** The form's check, fetched with zod once the step shows (docs/forms.md#bundle-size). */
const resolver = lazyResolver(() => import('../logic/form-schemas.ts').then((m) => m.newPasswordSchema), 'newPassword');

interface NewPasswordStepProps {
  resetToken: string;
  onBack: () => void;
  onExpired: () => void;
}

/** Forgotten password, last step: POST /auth/password/reset → a new session → /layout. */
export function NewPasswordStep({ resetToken, onBack, onExpired }: NewPasswordStepProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => resolver.preload(), []);
  const form = useForm<NewPasswordForm>({
    resolver,
    mode: 'onTouched',
    defaultValues: { PASSWORD: '', CONFIRM: '' },
  });

  const submit = form.handleSubmit(async ({ PASSWORD }) => {
    try {
      const session = await resetPassword(resetToken, PASSWORD);
      saveSession(session.token, storedUser(session.user));
      void navigate(paths.home, { replace: true });
    } catch (error) {
      const notice = showAuthError(error, 'resetPassword');
      if (notice.codeDead) onExpired();
    }
  });

  return (
    <StepFrame step="newPassword" title={t('auth.newPassword.title')} text={t('auth.newPassword.text')} icon={KeyRound} onBack={onBack}>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <PasswordField
          label={t('auth.common.password')}
          error={shownError(form.formState, 'PASSWORD')}
          testId="new-password"
          input={{ ...form.register('PASSWORD'), autoComplete: 'new-password', autoFocus: true }}
        />
        <PasswordField
          label={t('auth.newPassword.confirm')}
          error={shownError(form.formState, 'CONFIRM')}
          testId="confirm-password"
          input={{ ...form.register('CONFIRM'), autoComplete: 'new-password' }}
        />
        <div className={styles.actions}>
          <SubmitButton busy={form.formState.isSubmitting} testId="new-password-submit">
            {t('auth.newPassword.submit')}
          </SubmitButton>
        </div>
      </form>
    </StepFrame>
  );
}
