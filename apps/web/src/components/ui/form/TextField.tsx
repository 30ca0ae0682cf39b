import type { ComponentPropsWithRef } from 'react';
import { Field, splitField, type FieldFrame } from './Field.tsx';
import styles from './form.module.css';

/** A text input in its Field; takes react-hook-form's `register(name)` as props (docs/forms.md). */
export function TextField(props: FieldFrame & ComponentPropsWithRef<'input'> & { testId: string }) {
  const { frame, control } = splitField(props);
  return (
    <Field {...frame}>
      <input type="text" {...control} className={styles.input} data-testid={props.testId} />
    </Field>
  );
}
