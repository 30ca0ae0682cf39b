import { FaqItemBody } from '@qadhya/contracts';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../components/ui/FormActions.tsx';
import { BilingualFormField } from '../../../components/ui/BilingualFormField.tsx';
import { contractResolver } from '../../../lib/forms/contract-resolver.ts';

export interface FaqDraft {
  question_fr: string;
  question_ar: string;
  answer_fr: string;
  answer_ar: string;
  published: boolean;
}

export const emptyFaq = (): FaqDraft => ({ question_fr: '', question_ar: '', answer_fr: '', answer_ar: '', published: true });

/** Checked with the route's body schema (POST and PUT /admin/faq), each field with its French texts. */
const resolver = contractResolver<FaqDraft, typeof FaqItemBody>({
  schema: FaqItemBody,
  texts: {
    question_fr: { too_small: 'La question en français est requise.', too_big: '300 caractères au plus.' },
    question_ar: { too_big: '300 caractères au plus.' },
    answer_fr: { too_small: 'La réponse en français est requise.', too_big: '4 000 caractères au plus.' },
    answer_ar: { too_big: '4 000 caractères au plus.' },
  },
});

/**
 * A FAQ item's question and answer, French and Arabic side by side (Arabic right to left); an empty
 * Arabic is saved with a warning, the app then shows the French (docs/back-office.md#bilingual-texts).
 */
export function FaqItemForm({
  initial,
  submitLabel,
  busy,
  onSubmit,
  children,
}: {
  initial: FaqDraft;
  submitLabel: string;
  busy: boolean;
  onSubmit: (d: FaqDraft) => void;
  children?: React.ReactNode;
}) {
  const { register, handleSubmit, control } = useForm<FaqDraft, unknown, FaqDraft>({
    resolver,
    defaultValues: {
      question_fr: initial.question_fr,
      question_ar: initial.question_ar,
      answer_fr: initial.answer_fr,
      answer_ar: initial.answer_ar,
      published: initial.published,
    },
  });
  return (
    <form className="ui-form" noValidate aria-label={submitLabel} onSubmit={handleSubmit((d) => onSubmit(d))}>
      <BilingualFormField
        control={control}
        label="Question"
        fr="question_fr"
        ar="question_ar"
        render={(name) => <input className="ui-input" {...register(name)} />}
      />
      <BilingualFormField
        control={control}
        label="Réponse"
        fr="answer_fr"
        ar="answer_ar"
        render={(name) => <textarea className="ui-textarea" rows={4} {...register(name)} />}
      />
      <label className="ui-check">
        <input type="checkbox" {...register('published')} /> Visible dans l’application
      </label>
      <FormActions submit={submitLabel} busy={busy}>
        {children}
      </FormActions>
    </form>
  );
}
