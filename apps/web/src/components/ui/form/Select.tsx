import type { ComponentPropsWithRef } from 'react';
import { Field, splitField, type FieldFrame } from './Field.tsx';
import styles from './form.module.css';

/** A native select in its Field (its options as children); takes react-hook-form's `register(name)` as props (docs/forms.md). */
export function Select(props: FieldFrame & ComponentPropsWithRef<'select'> & { testId: string }) {
  const { frame, control } = splitField(props);
  return (
    <Field {...frame}>
      <select {...control} className={styles.select} data-testid={props.testId} />
    </Field>
  );
}
