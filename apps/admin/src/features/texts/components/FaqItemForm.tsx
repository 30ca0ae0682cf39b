import { FaqItemBody } from '@qadhya/contracts';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../components/ui/FormActions.tsx';
import { Field } from '../../../components/ui/Field.tsx';
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
    question_ar: { too_small: 'La question en arabe est requise.', too_big: '300 caractères au plus.' },
    answer_fr: { too_small: 'La réponse en français est requise.', too_big: '4 000 caractères au plus.' },
    answer_ar: { too_small: 'La réponse en arabe est requise.', too_big: '4 000 caractères au plus.' },
  },
});

/** A FAQ item's question and answer, French and Arabic side by side (Arabic right to left). */
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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FaqDraft, unknown, FaqDraft>({
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
      <div className="texts-side-by-side">
        <Field label="Question (français)" error={errors.question_fr?.message}>
          <input className="ui-input" lang="fr" {...register('question_fr')} />
        </Field>
        <Field label="Question (arabe)" error={errors.question_ar?.message}>
          <input className="ui-input" lang="ar" dir="rtl" {...register('question_ar')} />
        </Field>
        <Field label="Réponse (français)" error={errors.answer_fr?.message}>
          <textarea className="ui-textarea" lang="fr" rows={4} {...register('answer_fr')} />
        </Field>
        <Field label="Réponse (arabe)" error={errors.answer_ar?.message}>
          <textarea className="ui-textarea" lang="ar" dir="rtl" rows={4} {...register('answer_ar')} />
        </Field>
      </div>
      <label className="ui-check">
        <input type="checkbox" {...register('published')} /> Visible dans l’application
      </label>
      <FormActions submit={submitLabel} busy={busy}>
        {children}
      </FormActions>
    </form>
  );
}
