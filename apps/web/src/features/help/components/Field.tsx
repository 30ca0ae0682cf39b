import { useId, type ReactNode } from 'react';
import styles from '../help.module.css';

export interface FieldProps {
  label: string;
  /** 'facultatif' after the label. */
  optional?: string;
  hint?: string;
  /** The message shown (the field was touched and is invalid). */
  error?: string | null;
  testId: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  multiline?: boolean;
  type?: 'text' | 'email';
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  children?: ReactNode;
}

/** A labelled text field with its hint and error tied to it (aria-describedby, aria-invalid). */
export function Field({ label, optional, hint, error, testId, value, onChange, onBlur, multiline, type = 'text', autoComplete, maxLength, placeholder }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    onBlur,
    maxLength,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    'data-testid': testId,
  } as const;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {optional ? <span className={styles.optional}> ({optional})</span> : null}
      </label>
      {multiline ? (
        <textarea {...common} className={styles.textarea} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} className={styles.input} type={type} autoComplete={autoComplete} onChange={(e) => onChange(e.target.value)} />
      )}
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
