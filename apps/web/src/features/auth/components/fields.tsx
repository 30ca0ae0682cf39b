import { CircleAlert, Eye, EyeOff, Loader2 } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import styles from '../auth.module.css';

type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

interface FieldProps {
  label: string;
  /** An i18n key, shown when the field is touched (or after a submit) and invalid. */
  error?: string | undefined;
  hint?: string;
  testId: string;
}

function FieldFrame({ label, error, hint, testId, id, children }: FieldProps & { id: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.field} data-invalid={error ? true : undefined} data-testid={`field-${testId}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <p className={styles.error} id={`${id}-error`} role="alert" data-testid={`error-${testId}`}>
          <CircleAlert size={16} aria-hidden />
          {t(error)}
        </p>
      ) : (
        hint && (
          <p className={styles.hint} id={`${id}-hint`}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

/** One input in its frame: the control box (with what stands before and after the input), the label, hint and error. */
function InputField({
  label,
  error,
  hint,
  testId,
  input,
  own,
  ltr,
  before,
  after,
}: FieldProps & { input: InputProps; own?: InputProps; ltr?: boolean; before?: ReactNode; after?: ReactNode }) {
  const id = useId();
  return (
    <FieldFrame label={label} error={error} hint={hint} testId={testId} id={id}>
      <div className={styles.control} dir={ltr ? 'ltr' : undefined} data-readonly={input.readOnly ? true : undefined}>
        {before}
        <input
          id={id}
          className={styles.input}
          {...own}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          data-testid={`input-${testId}`}
          {...input}
        />
        {after}
      </div>
    </FieldFrame>
  );
}

export function TextField(props: FieldProps & { input: InputProps }) {
  return <InputField {...props} />;
}

/** 8 digits after the +216 prefix, always left to right. */
export function PhoneField(props: FieldProps & { input: InputProps }) {
  const { t } = useTranslation();
  return (
    <InputField
      {...props}
      ltr
      before={<span className={styles.prefix}>{t('auth.common.countryCode')}</span>}
      own={{
        type: 'tel',
        inputMode: 'numeric',
        autoComplete: 'tel-national',
        maxLength: 8,
        placeholder: t('auth.common.phonePlaceholder'),
      }}
    />
  );
}

/** A password with the show/hide toggle. */
export function PasswordField(props: FieldProps & { input: InputProps }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <InputField
      {...props}
      own={{ type: shown ? 'text' : 'password', placeholder: t('auth.common.passwordPlaceholder') }}
      after={
        <button
          type="button"
          className={styles.toggle}
          onClick={() => setShown((s) => !s)}
          aria-label={shown ? t('auth.common.hidePassword') : t('auth.common.showPassword')}
          aria-pressed={shown}
          data-testid={`toggle-${props.testId}`}
        >
          {shown ? <EyeOff size={20} aria-hidden /> : <Eye size={20} aria-hidden />}
        </button>
      }
    />
  );
}

/** A form's submit button, its spinner while the form is sent. */
export function SubmitButton({ busy, testId, children }: { busy: boolean; testId: string; children: ReactNode }) {
  return (
    <button type="submit" className={styles.primary} disabled={busy} data-testid={testId}>
      {busy && <Loader2 className={styles.spin} size={20} aria-hidden />}
      {children}
    </button>
  );
}

export interface ChoiceOption {
  value: string;
  label: string;
  lang?: string;
}

/** Two-way choice as radio buttons (gender, language). */
export function ChoiceField({
  label,
  error,
  testId,
  name,
  options,
  input,
}: FieldProps & { name: string; options: ChoiceOption[]; input: InputProps }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div
      className={styles.field}
      data-invalid={error ? true : undefined}
      data-testid={`field-${testId}`}
      role="radiogroup"
      aria-labelledby={id}
    >
      <span className={styles.label} id={id}>
        {label}
      </span>
      <div className={styles.segments}>
        {options.map((option) => (
          <label key={option.value} className={styles.segment} lang={option.lang}>
            <input type="radio" name={name} value={option.value} data-testid={`${testId}-${option.value}`} {...input} />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p className={styles.error} role="alert" data-testid={`error-${testId}`}>
          <CircleAlert size={16} aria-hidden />
          {t(error)}
        </p>
      )}
    </div>
  );
}
