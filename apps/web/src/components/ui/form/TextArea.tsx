import type { ComponentPropsWithRef } from 'react';
import { Field, splitField, type FieldFrame } from './Field.tsx';
import styles from './form.module.css';

/** A multi-line text in its Field; takes react-hook-form's `register(name)` as props (docs/forms.md). */
export function TextArea(props: FieldFrame & ComponentPropsWithRef<'textarea'> & { testId: string }) {
  const { frame, control } = splitField(props);
  return (
    <Field {...frame}>
      <textarea {...control} className={styles.textarea} data-testid={props.testId} />
    </Field>
  );
}
