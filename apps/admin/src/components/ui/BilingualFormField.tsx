import type { ReactElement, ReactNode } from 'react';
import { get, useFormState, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { BilingualField } from './BilingualField.tsx';

export interface BilingualFormFieldProps<T extends FieldValues, C, Out extends FieldValues> {
  /** The form's control: the field follows its two texts and their errors. */
  control: Control<T, C, Out>;
  /** The text's name: « Titre » labels « Titre (français) » and « Titre (arabe) ». */
  label: string;
  /** The French text's field in the form. */
  fr: Path<T>;
  /** The Arabic text's field in the form. */
  ar: Path<T>;
  /** One control, an input or a textarea registered with the form under the field's name given. */
  render: (name: Path<T>, lang: 'fr' | 'ar') => ReactElement<Record<string, unknown>>;
  /** A field's message as shown (frenchMessage for a zod schema's); the message itself without. */
  message?: (message: string | undefined) => string | undefined;
  hint?: ReactNode;
  className?: string;
}

/**
 * The form's French and Arabic of one text (BilingualField), its two fields' values and errors
 * read from the form (react-hook-form): the warning follows the texts as typed.
 */
export function BilingualFormField<T extends FieldValues, C, Out extends FieldValues>({
  control,
  label,
  fr,
  ar,
  render,
  message = (m) => m,
  hint,
  className,
}: BilingualFormFieldProps<T, C, Out>) {
  const [frText, arText] = useWatch({ control, name: [fr, ar] }) as [string | null | undefined, string | null | undefined];
  const { errors } = useFormState({ control, name: [fr, ar] });
  const error = (name: Path<T>) => message((get(errors, name) as { message?: string } | undefined)?.message);
  return (
    <BilingualField
      label={label}
      frText={frText}
      arText={arText}
      frError={error(fr)}
      arError={error(ar)}
      fr={render(fr, 'fr')}
      ar={render(ar, 'ar')}
      hint={hint}
      className={className}
    />
  );
}
