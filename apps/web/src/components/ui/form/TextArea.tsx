import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldProps } from './Field.tsx';
import styles from './form.module.css';

type Frame = Omit<FieldProps, 'children' | 'testId'>;

/** A multi-line text in its Field; takes react-hook-form's `register(name)` as props (docs/forms.md). */
export function TextArea({
  label,
  optional,
  hint,
  error,
  alert,
  testId,
  errorTestId,
  className,
  ...input
}: Frame & ComponentPropsWithRef<'textarea'> & { testId: string }) {
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
      <textarea {...input} className={styles.textarea} data-testid={testId} />
    </Field>
  );
}
