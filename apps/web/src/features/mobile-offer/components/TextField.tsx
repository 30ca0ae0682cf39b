import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import styles from '../mobile-offer.module.css';

export interface TextFieldProps {
  label: string;
  hint?: string;
  /** The message shown (after a submit attempt, while the field is invalid). */
  error?: string | null;
  testId: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'tel' | 'numeric';
  type?: 'text' | 'tel';
  maxLength?: number;
  /** Figures typed left to right also in Arabic (a phone or ID number). */
  ltr?: boolean;
}

/** A labelled input with its hint and error tied to it (aria-describedby, aria-invalid). */
export function TextField({ label, hint, error, testId, value, onChange, placeholder, autoComplete, inputMode, type = 'text', maxLength, ltr }: TextFieldProps) {
  const { i18n } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        // Figures left to right once typed; empty, the placeholder reads in the page's direction
        // (said outright: Chromium draws a tel input left to right whatever the page's direction).
        dir={ltr ? (value ? 'ltr' : i18n.dir()) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        data-testid={testId}
      />
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
