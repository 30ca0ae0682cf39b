import { useId, type ReactElement, type ReactNode } from 'react';
import { cloneElement, isValidElement } from 'react';

export interface FieldProps {
  label: ReactNode;
  /** The form library's message for this field. */
  error?: string;
  hint?: ReactNode;
  /** One input, select or textarea: it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
  className?: string;
}

/** A labelled form control with its hint and error, wired for screen readers. */
export function Field({ label, error, hint, children, className }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control = isValidElement(children)
    ? cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })
    : children;
  return (
    <div className={['ui-field', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="ui-label">
        {label}
      </label>
      {control}
      {hint ? (
        <p id={hintId} className="ui-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="ui-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
