import { ContentDraftBody } from '@qadhya/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '../../../components/ui/FormActions.tsx';
import { BilingualFormField } from '../../../components/ui/BilingualFormField.tsx';
import { Field } from '../../../components/ui/Field.tsx';
import { contractResolver } from '../../../lib/forms/contract-resolver.ts';

/** Checked with the route's body schema (POST and PUT /admin/texts/:doc), each field with its French text. */
const resolver = contractResolver<ContentDraftBody, typeof ContentDraftBody>({
  schema: ContentDraftBody,
  texts: {
    body_fr: { too_small: 'Le texte en français est requis.' },
    body_ar: { too_small: 'Le texte en arabe est requis.' },
    effective_on: 'Choisissez la date d’entrée en vigueur.',
  },
});

/**
 * A draft's texts, French and Arabic side by side, and its effective date (docs/help.md#faq-and-texts-editors).
 * Both are required (a legal text is published in both languages); the Arabic one warns while empty.
 */
export function VersionForm({
  initial,
  busy,
  submitLabel,
  onSubmit,
  children,
}: {
  initial: ContentDraftBody;
  busy: boolean;
  submitLabel: string;
  onSubmit: (b: ContentDraftBody) => void;
  children?: React.ReactNode;
}) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ContentDraftBody, unknown, z.output<typeof ContentDraftBody>>({
    resolver,
    defaultValues: { body_fr: initial.body_fr, body_ar: initial.body_ar, effective_on: initial.effective_on },
  });
  return (
    <form className="ui-form" noValidate aria-label={submitLabel} onSubmit={handleSubmit((b) => onSubmit(b))}>
      <Field label="En vigueur le" error={errors.effective_on?.message} className="texts-date">
        <input className="ui-input" type="date" {...register('effective_on')} />
      </Field>
      <p className="ui-hint">Texte simple : une ligne vide sépare deux paragraphes, une ligne qui commence par « ## » est un titre.</p>
      <BilingualFormField
        control={control}
        label="Texte"
        fr="body_fr"
        ar="body_ar"
        render={(name) => <textarea className="ui-textarea texts-body" rows={18} {...register(name)} />}
      />
      <FormActions submit={submitLabel} busy={busy}>
        {children}
      </FormActions>
    </form>
  );
}
