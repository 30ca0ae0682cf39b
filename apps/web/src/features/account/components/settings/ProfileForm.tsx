import { Eye, EyeOff, KeyRound, Lock, Mail, MapPin, MessageSquareText, Save, UserRound, type LucideIcon } from 'lucide-react';
import { cloneElement, useEffect, useRef, useState, type InputHTMLAttributes, type ReactElement, type ReactNode } from 'react';
import { useForm, useWatch, type FieldError, type UseFormReturn } from 'react-hook-form';
import { formResolver } from '../../../../lib/forms/index.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import type { z } from 'zod';
import account from '../account.module.css';
import type { PasswordProofMode, ProofMessage } from '../../model/password-change.ts';
import { profileDefaults, profileFormSchema, type ProfileFormValues, type ProfileSource } from '../../model/profile-form.ts';
import styles from '../../SettingsPage.module.css';
import proofStyles from './PasswordProof.module.css';

type Output = z.output<typeof profileFormSchema>;

/** A save: done, or refused with a message about the password's proof (shown on its field). */
export type SaveOutcome = { ok: true } | { ok: false; proof?: ProofMessage };

interface Props {
  user: (ProfileSource & { PHONE?: unknown }) | null;
  saving: boolean;
  onSave: (values: ProfileFormValues) => Promise<SaveOutcome>;
  /** 'Recevoir un code par SMS' (PURPOSE password): null when sent, else why not. */
  onSendCode: () => Promise<ProofMessage | null>;
}

/**
 * 'Mes informations': Votre Nom, Votre Mot de passe, Votre email, Lieu de résidence (docs/accounts.md#settings).
 * Once a new password is typed, its proof appears: 'Mot de passe actuel', or (no password yet, or
 * forgotten) a code received by SMS.
 */
export function ProfileForm({ user, saving, onSave, onSendCode }: Props) {
  const { t } = useTranslation();
  const [showPassword, setShowPassword] = useState(false);
  const form = useForm<ProfileFormValues, unknown, Output>({
    resolver: formResolver(profileFormSchema, 'profile'),
    mode: 'all',
    defaultValues: profileDefaults(user),
  });
  const { register, handleSubmit, formState, reset } = form;
  const { errors, touchedFields, dirtyFields, isValid } = formState;
  /** The server's refusal of the proof, until the fields concerned change. */
  const [proofError, setProofError] = useState<ProofMessage | null>(null);
  const newPassword = useWatch({ control: form.control, name: 'PASSWORD' });

  // The fetched user (GET /users/me) refreshes an untouched form.
  const sourceKey = `${String(user?.NAME)}|${String(user?.EMAIL)}|${String(user?.ADDRESS)}|${String(user?.HAS_PASSWORD)}`;
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // Never under the user's fingers: not once a field is focused, touched or changed.
    const busy = form.formState.isDirty || Object.keys(form.formState.touchedFields).length > 0;
    if (!busy && !formRef.current?.contains(document.activeElement)) reset(profileDefaults(user));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-run only when the source values change
  }, [sourceKey]);

  const shown = (name: keyof ProfileFormValues): FieldError | undefined =>
    touchedFields[name] || dirtyFields[name] ? errors[name] : undefined;

  const submit = handleSubmit(async (values) => {
    setProofError(null);
    const outcome = await onSave(values);
    if (outcome.ok) {
      reset({ ...values, PASSWORD: '', CURRENT_PASSWORD: '', CODE: '', PROOF: profileDefaults(user).PROOF });
      return;
    }
    if (outcome.proof) {
      setProofError(outcome.proof);
      if (outcome.proof.codeDead) form.setValue('CODE', '');
    }
  });

  const message = (error: FieldError | undefined) => (error?.message && error.message.trim() ? t(error.message) : undefined);

  return (
    <form ref={formRef} className={styles.form} onSubmit={(e) => void submit(e)} noValidate data-testid="profile-form">
      <Field id="profile-name" label={t('account.settings.nameLabel')} icon={UserRound} error={message(shown('NAME'))}>
        <input {...register('NAME')} id="profile-name" autoComplete="given-name" data-testid="input-name" />
      </Field>
      <Field
        id="profile-password"
        label={t('account.settings.passwordLabel')}
        icon={Lock}
        invalid={!!shown('PASSWORD')}
        action={
          <button
            type="button"
            className={account.inputAction}
            onClick={() => setShowPassword((v) => !v)}
            aria-label={showPassword ? t('account.settings.hidePassword') : t('account.settings.showPassword')}
            aria-pressed={showPassword}
          >
            {showPassword ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
          </button>
        }
      >
        <input
          {...register('PASSWORD')}
          id="profile-password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          placeholder={t('account.settings.passwordPlaceholder')}
          data-testid="input-password"
        />
      </Field>
      {newPassword ? (
        <PasswordProof
          form={form}
          hasPassword={user?.HAS_PASSWORD !== false}
          phone={typeof user?.PHONE === 'string' ? user.PHONE : ''}
          shownError={(name) => message(shown(name))}
          proofError={proofError}
          clearProofError={() => setProofError(null)}
          onSendCode={onSendCode}
        />
      ) : null}
      <Field id="profile-email" label={t('account.settings.emailLabel')} icon={Mail} error={message(shown('EMAIL'))}>
        <input
          {...register('EMAIL')}
          id="profile-email"
          type="email"
          inputMode="email"
          autoComplete="email"
          dir="ltr"
          data-testid="input-email"
        />
      </Field>
      <Field id="profile-address" label={t('account.settings.addressLabel')} icon={MapPin} error={message(shown('ADDRESS'))}>
        <input {...register('ADDRESS')} id="profile-address" autoComplete="address-level2" data-testid="input-address" />
      </Field>
      <button type="submit" className={`${account.primaryButton} ${styles.save}`} disabled={!isValid || saving} data-testid="save-profile">
        <Save size={18} aria-hidden />
        {saving ? t('account.settings.saving') : t('account.settings.save')}
      </button>
    </form>
  );
}

interface PasswordProofProps {
  form: UseFormReturn<ProfileFormValues, unknown, Output>;
  hasPassword: boolean;
  phone: string;
  shownError: (name: 'CURRENT_PASSWORD' | 'CODE') => string | undefined;
  proofError: ProofMessage | null;
  clearProofError: () => void;
  onSendCode: () => Promise<ProofMessage | null>;
}

/** The proof of a new password: the current one, or a code sent by SMS to the account's phone. */
function PasswordProof({ form, hasPassword, phone, shownError, proofError, clearProofError, onSendCode }: PasswordProofProps) {
  const { t } = useTranslation();
  const mode: PasswordProofMode = useWatch({ control: form.control, name: 'PROOF' }) ?? 'current';
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sendError, setSendError] = useState<ProofMessage | null>(null);
  const text = (m: ProofMessage | null) => (m ? t(m.key, m.params) : undefined);
  const serverError = (field: ProofMessage['field']) => (proofError?.field === field ? text(proofError) : undefined);

  const switchTo = (next: PasswordProofMode) => {
    clearProofError();
    setSendError(null);
    form.setValue('PROOF', next, { shouldValidate: true });
  };
  const sendCode = async () => {
    setSending(true);
    setSendError(null);
    clearProofError();
    const refused = await onSendCode();
    setSending(false);
    if (refused) {
      setSendError(refused);
      return;
    }
    setSentTo(phone);
    form.setValue('CODE', '');
  };
  const onEdit = { onChange: () => clearProofError() };

  return (
    <div className={proofStyles.proof} data-testid="password-proof" data-mode={mode}>
      {mode === 'current' ? (
        <>
          <Field
            id="profile-current-password"
            label={t('account.settings.currentPasswordLabel')}
            icon={KeyRound}
            error={serverError('CURRENT_PASSWORD') ?? shownError('CURRENT_PASSWORD')}
          >
            <input
              {...form.register('CURRENT_PASSWORD', onEdit)}
              id="profile-current-password"
              type="password"
              autoComplete="current-password"
              data-testid="input-current-password"
            />
          </Field>
          <button type="button" className={proofStyles.link} onClick={() => switchTo('code')} data-testid="proof-use-code">
            {t('account.settings.proof.forgotCurrent')}
          </button>
        </>
      ) : (
        <>
          <p className={proofStyles.intro}>{t('account.settings.proof.codeIntro')}</p>
          <button
            type="button"
            className={proofStyles.send}
            onClick={() => void sendCode()}
            disabled={sending || !phone}
            data-testid="proof-send-code"
          >
            <MessageSquareText size={18} aria-hidden />
            {sentTo ? t('account.settings.proof.resendCode') : t('account.settings.proof.sendCode')}
          </button>
          <p className={proofStyles.status} role="status" data-testid="proof-code-sent">
            {sentTo && !sendError ? t('account.settings.proof.codeSent', { phone: sentTo }) : ''}
          </p>
          <Field
            id="profile-code"
            label={t('account.settings.proof.codeLabel')}
            icon={MessageSquareText}
            error={text(sendError) ?? serverError('CODE') ?? shownError('CODE')}
          >
            <input
              {...form.register('CODE', onEdit)}
              id="profile-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={5}
              dir="ltr"
              data-testid="input-code"
            />
          </Field>
          {hasPassword && (
            <button type="button" className={proofStyles.link} onClick={() => switchTo('current')} data-testid="proof-use-current">
              {t('account.settings.proof.useCurrent')}
            </button>
          )}
        </>
      )}
      {proofError?.field === 'form' && (
        <p className={proofStyles.alert} role="alert" data-testid="proof-form-error">
          {text(proofError)}
        </p>
      )}
    </div>
  );
}

interface FieldProps {
  id: string;
  label: string;
  icon: LucideIcon;
  error?: string;
  invalid?: boolean;
  action?: ReactNode;
  children: ReactElement<InputHTMLAttributes<HTMLInputElement>>;
}

function Field({ id, label, icon: Icon, error, invalid, action, children }: FieldProps) {
  const errorId = `${id}-error`;
  const bad = !!error || !!invalid;
  return (
    <div className={account.field}>
      <label htmlFor={id} className={account.label}>
        {label}
      </label>
      <div className={account.inputWrap}>
        <Icon size={18} className={account.inputIcon} aria-hidden />
        <InputSlot
          className={`${account.input} ${action ? account.withAction : ''}`}
          invalid={bad}
          describedBy={error ? errorId : undefined}
        >
          {children}
        </InputSlot>
        {action}
      </div>
      {error && (
        <p id={errorId} className={account.error} role="alert" data-testid={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

function InputSlot({
  children,
  className,
  invalid,
  describedBy,
}: {
  children: ReactElement<InputHTMLAttributes<HTMLInputElement>>;
  className: string;
  invalid: boolean;
  describedBy?: string;
}) {
  return cloneElement(children, { className, 'aria-invalid': invalid, 'aria-describedby': describedBy });
}
