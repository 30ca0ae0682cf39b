import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldProps } from './Field.tsx';
import styles from './form.module.css';

type Frame = Omit<FieldProps, 'children' | 'testId'>;

/** A text input in its Field; takes react-hook-form's `register(name)` as props (docs/forms.md). */
export function TextField({
  label,
  optional,
  hint,
  error,
  alert,
  testId,
  errorTestId,
  className,
  ...input
}: Frame & ComponentPropsWithRef<'input'> & { testId: string }) {
  return (
    <Field
      label={label}
      optional={optional}
      hint={hint}
      error={error}
      alert={alert}
      testId={testId}
      errorTestId={errorTestId}
      className={className}
    >
      <input type="text" {...input} className={styles.input} data-testid={testId} />
    </Field>
  );
}
