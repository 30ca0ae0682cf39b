import { LockKeyhole, MessageSquareText, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Link, useNavigate } from '../../../lib/router/index.ts';
import { href, paths } from '../../../config/routes.ts';
import { saveSession } from '../../../lib/storage/session.ts';
import { login } from '../api/login.ts';
import type { ClassicForm } from '../logic/form-schemas.ts';
import { storedUser } from '../logic/stored-user.ts';
import styles from '../auth.module.css';
import { PasswordField, PhoneField, SubmitButton } from './fields.tsx';
import { lazyResolver, shownError } from '../../../lib/forms/index.ts';
import { authNotice, type AuthErrorLike } from '../logic/auth-errors.ts';
import { showAuthError } from './show-auth-error.ts';
import { StepFrame } from './StepFrame.tsx';

/** The form's check, fetched with zod once the step shows (docs/forms.md#bundle-size). */
const resolver = lazyResolver(() => import('../logic/form-schemas.ts').then((m) => m.classicSchema), 'classic');

interface ClassicStepProps {
  phone: string;
  onBack: () => void;
  onCancel: () => void;
  onForgot: (phone: string) => void;
  onRegister: () => void;
  /** The SMS code sign-in, for this phone (the way out when the password sign-in is limited). */
  onUseCode: (phone: string) => void;
}

const isLoginLimited = (error: unknown): error is AuthErrorLike =>
  !!error && typeof error === 'object' && (error as { code?: unknown }).code === 'LOGIN_RATE_LIMITED';

/** Classic connexion: phone + password checked by the server (POST /auth/login), then /layout. */
export function ClassicStep({ phone, onBack, onCancel, onForgot, onRegister, onUseCode }: ClassicStepProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => resolver.preload(), []);
  const form = useForm<ClassicForm>({
    resolver,
    mode: 'onTouched',
    defaultValues: { PHONE: phone, PASSWORD: '' },
  });
  /** Too many wrong passwords: what to do, on the screen, with the way to the SMS code sign-in. */
  const [limited, setLimited] = useState<{ textKey: string; textParams?: Record<string, string | number> } | null>(null);

  const submit = form.handleSubmit(async ({ PHONE, PASSWORD }) => {
    setLimited(null);
    try {
      const session = await login(PHONE, PASSWORD);
      saveSession(session.token, storedUser(session.user));
      void navigate(paths.home, { replace: true });
    } catch (error) {
      if (isLoginLimited(error)) {
        const notice = authNotice(error, 'classic');
        setLimited({ textKey: notice.textKey ?? '', ...(notice.textParams ? { textParams: notice.textParams } : {}) });
        return;
      }
      showAuthError(error, 'classic');
    }
  });

  const useCode = () => {
    const value = form.getValues('PHONE');
    onUseCode(/^\d{8}$/.test(value) ? value : '');
  };

  const forgot = () => {
    const value = form.getValues('PHONE');
    onForgot(/^\d{8}$/.test(value) ? value : '');
  };

  return (
    <StepFrame step="classic" title={t('auth.classic.title')} text={t('auth.classic.text')} icon={LockKeyhole} onBack={onBack}>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <PhoneField
          label={t('auth.common.phone')}
          error={shownError(form.formState, 'PHONE')}
          testId="phone"
          input={{ ...form.register('PHONE'), autoComplete: 'username' }}
        />
        <PasswordField
          label={t('auth.common.password')}
          error={shownError(form.formState, 'PASSWORD')}
          testId="password"
          input={{ ...form.register('PASSWORD'), autoComplete: 'current-password' }}
        />
        <button type="button" className={styles.forgot} onClick={forgot} data-testid="forgot-password">
          {t('auth.classic.forgot')}
        </button>
        {limited && (
          <div className={styles.limited} role="alert" data-testid="login-limited">
            <p className={styles.limitedText}>
              <TriangleAlert size={18} aria-hidden />
              <span>{t(limited.textKey, limited.textParams)}</span>
            </p>
            <button type="button" className={styles.secondary} onClick={useCode} data-testid="login-use-code">
              <MessageSquareText size={18} aria-hidden />
              {t('auth.errors.useCode')}
            </button>
          </div>
        )}
        <div className={styles.actions}>
          <SubmitButton busy={form.formState.isSubmitting} testId="classic-submit">
            {t('auth.classic.submit')}
          </SubmitButton>
          <button type="button" className={styles.ghost} onClick={onCancel} data-testid="classic-cancel">
            {t('auth.classic.cancel')}
          </button>
        </div>
      </form>
      <p className={styles.linkRow}>
        <span>{t('auth.intro.noAccount')}</span>
        <button type="button" className={styles.link} onClick={onRegister} data-testid="classic-register">
          {t('auth.intro.register')}
        </button>
      </p>
      <p className={styles.privacy}>
        {t('auth.classic.privacyLead')}{' '}
        <Link to={href('confidentialite')} data-testid="privacy-link">
          {t('auth.classic.privacy')}
        </Link>{' '}
        {t('auth.classic.and')}{' '}
        <Link to={href('cgu')} data-testid="terms-link">
          {t('auth.classic.terms')}
        </Link>
      </p>
    </StepFrame>
  );
}
