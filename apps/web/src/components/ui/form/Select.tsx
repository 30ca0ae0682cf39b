import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldProps } from './Field.tsx';
import styles from './form.module.css';

type Frame = Omit<FieldProps, 'children' | 'testId'>;

/** A native select in its Field (its options as children); takes `register(name)` as props (docs/forms.md). */
export function Select({
  label,
  optional,
  hint,
  error,
  alert,
  testId,
  errorTestId,
  className,
  children,
  ...select
}: Frame & ComponentPropsWithRef<'select'> & { testId: string }) {
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
      <select {...select} className={styles.select} data-testid={testId}>
        {children}
      </select>
    </Field>
  );
}
