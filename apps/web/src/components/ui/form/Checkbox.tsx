import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { describedBy, FieldError } from './Field.tsx';
import styles from './form.module.css';

interface CheckboxProps {
  /** The text beside the box (its label). */
  label: ReactNode;
  /** The field's message, already in the screen's language. */
  error?: string | null | undefined;
  testId: string;
}

/** A checkbox with its text as label and its message under it; takes `register(name)` as props (docs/forms.md). */
export function Checkbox({ label, error, testId, className, ...input }: CheckboxProps & Omit<ComponentPropsWithRef<'input'>, 'type'>) {
  const id = useId();
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.check}>
        <input
          {...input}
          type="checkbox"
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, false, error)}
          data-testid={testId}
        />
        <span>{label}</span>
      </label>
      <FieldError id={`${id}-error`} error={error} testId={testId} />
    </div>
  );
}
