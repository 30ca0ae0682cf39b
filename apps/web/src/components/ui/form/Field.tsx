import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import styles from './form.module.css';

export interface FieldProps {
  label: ReactNode;
  /** Shown after the label in brackets (« facultatif »). */
  optional?: string | undefined;
  hint?: ReactNode;
  /** The field's message, already in the screen's language (docs/forms.md#messages). */
  error?: string | null | undefined;
  /** The error is also announced as it appears (role="alert"), for a form whose message must be heard at once. */
  alert?: boolean | undefined;
  /** The error's data-testid is `<testId>-error`. */
  testId?: string | undefined;
  /** The error's data-testid when a screen's tests know it by another name than `<testId>-error`. */
  errorTestId?: string | undefined;
  /** One input, select or textarea: it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
  className?: string | undefined;
}

/** A Field's own props, without its control. */
export type FieldFrame = Omit<FieldProps, 'children'>;

/** Splits a field component's props: the Field's (label, hint, error, test ids, class) apart from the control's own. */
export function splitField<P extends FieldFrame>(props: P): { frame: FieldFrame; control: Omit<P, keyof FieldFrame> } {
  const { label, optional, hint, error, alert, testId, errorTestId, className, ...control } = props;
  return { frame: { label, optional, hint, error, alert, testId, errorTestId, className }, control };
}

/** The ids a control is described by: its hint, then its error. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** A labelled form control with its hint and error, wired for screen readers (docs/forms.md). */
export function Field({ label, optional, hint, error, alert, testId, errorTestId, children, className }: FieldProps) {
  const id = useId();
  const control = isValidElement(children)
    ? cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, hint, error) })
    : children;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {optional ? <span className={styles.optional}> ({optional})</span> : null}
      </label>
      {control}
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      <FieldError id={`${id}-error`} error={error} alert={alert} testId={testId} errorTestId={errorTestId} />
    </div>
  );
}

/** The message under a control (nothing when there is none). */
export function FieldError({
  id,
  error,
  alert,
  testId,
  errorTestId,
}: {
  id: string;
  error?: string | null | undefined;
  alert?: boolean | undefined;
  testId?: string | undefined;
  errorTestId?: string | undefined;
}) {
  return error ? (
    <p
      id={id}
      className={styles.error}
      role={alert ? 'alert' : undefined}
      data-testid={errorTestId ?? (testId ? `${testId}-error` : undefined)}
    >
      {error}
    </p>
  ) : null;
}
