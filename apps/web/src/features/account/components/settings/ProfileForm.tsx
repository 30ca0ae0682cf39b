import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff, Lock, Mail, MapPin, Save, UserRound, type LucideIcon } from 'lucide-react';
import { cloneElement, useEffect, useRef, useState, type InputHTMLAttributes, type ReactElement, type ReactNode } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import type { z } from 'zod';
import account from '../account.module.css';
import { profileDefaults, profileFormSchema, type ProfileFormValues, type ProfileSource } from '../../model/profile-form.ts';
import styles from '../../SettingsPage.module.css';

type Output = z.output<typeof profileFormSchema>;

interface Props {
  user: ProfileSource | null;
  saving: boolean;
  onSave: (values: ProfileFormValues) => Promise<boolean>;
}

/** 'Mes informations': Votre Nom, Votre Mot de passe, Votre email, Lieu de résidence (spec §2.4, §5). */
export function ProfileForm({ user, saving, onSave }: Props) {
  const { t } = useTranslation();
  const [showPassword, setShowPassword] = useState(false);
  const form = useForm<ProfileFormValues, unknown, Output>({
    resolver: zodResolver(profileFormSchema),
    mode: 'all',
    defaultValues: profileDefaults(user),
  });
  const { register, handleSubmit, formState, reset } = form;
  const { errors, touchedFields, dirtyFields, isValid } = formState;

  // The fetched user (GET /users/me) refreshes an untouched form.
  const sourceKey = `${String(user?.NAME)}|${String(user?.EMAIL)}|${String(user?.ADDRESS)}`;
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
    if (await onSave(values)) reset({ ...values, PASSWORD: '' });
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
      <Field id="profile-email" label={t('account.settings.emailLabel')} icon={Mail} error={message(shown('EMAIL'))}>
        <input {...register('EMAIL')} id="profile-email" type="email" inputMode="email" autoComplete="email" dir="ltr" data-testid="input-email" />
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
        <InputSlot className={`${account.input} ${action ? account.withAction : ''}`} invalid={bad} describedBy={error ? errorId : undefined}>
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
