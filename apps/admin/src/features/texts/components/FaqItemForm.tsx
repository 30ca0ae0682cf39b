import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Field } from '../../../components/ui/Field.tsx';

export interface FaqDraft {
  question_fr: string;
  question_ar: string;
  answer_fr: string;
  answer_ar: string;
  published: boolean;
}

export const emptyFaq = (): FaqDraft => ({ question_fr: '', question_ar: '', answer_fr: '', answer_ar: '', published: true });

/** What is missing, per field (the server checks again). */
function check(d: FaqDraft): Partial<Record<keyof FaqDraft, string>> {
  const e: Partial<Record<keyof FaqDraft, string>> = {};
  if (!d.question_fr.trim()) e.question_fr = 'La question en français est requise.';
  else if (d.question_fr.length > 300) e.question_fr = '300 caractères au plus.';
  if (!d.question_ar.trim()) e.question_ar = 'La question en arabe est requise.';
  else if (d.question_ar.length > 300) e.question_ar = '300 caractères au plus.';
  if (!d.answer_fr.trim()) e.answer_fr = 'La réponse en français est requise.';
  else if (d.answer_fr.length > 4000) e.answer_fr = '4 000 caractères au plus.';
  if (!d.answer_ar.trim()) e.answer_ar = 'La réponse en arabe est requise.';
  else if (d.answer_ar.length > 4000) e.answer_ar = '4 000 caractères au plus.';
  return e;
}

/** A FAQ item's question and answer, French and Arabic side by side (Arabic right to left). */
export function FaqItemForm({ initial, submitLabel, busy, onSubmit, children }: { initial: FaqDraft; submitLabel: string; busy: boolean; onSubmit: (d: FaqDraft) => void; children?: React.ReactNode }) {
  const [d, setD] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof FaqDraft, string>>>({});
  const set = (k: keyof FaqDraft) => (e: { target: { value: string } }) => setD({ ...d, [k]: e.target.value });
  return (
    <form
      className="ui-form"
      noValidate
      aria-label={submitLabel}
      onSubmit={(e) => {
        e.preventDefault();
        const found = check(d);
        setErrors(found);
        if (Object.keys(found).length === 0) onSubmit({ ...d, question_fr: d.question_fr.trim(), question_ar: d.question_ar.trim(), answer_fr: d.answer_fr.trim(), answer_ar: d.answer_ar.trim() });
      }}
    >
      <div className="texts-side-by-side">
        <Field label="Question (français)" error={errors.question_fr}>
          <input className="ui-input" lang="fr" value={d.question_fr} onChange={set('question_fr')} />
        </Field>
        <Field label="Question (arabe)" error={errors.question_ar}>
          <input className="ui-input" lang="ar" dir="rtl" value={d.question_ar} onChange={set('question_ar')} />
        </Field>
        <Field label="Réponse (français)" error={errors.answer_fr}>
          <textarea className="ui-textarea" lang="fr" rows={4} value={d.answer_fr} onChange={set('answer_fr')} />
        </Field>
        <Field label="Réponse (arabe)" error={errors.answer_ar}>
          <textarea className="ui-textarea" lang="ar" dir="rtl" rows={4} value={d.answer_ar} onChange={set('answer_ar')} />
        </Field>
      </div>
      <label className="ui-check">
        <input type="checkbox" checked={d.published} onChange={(e) => setD({ ...d, published: e.target.checked })} /> Visible dans l’application
      </label>
      <div className="ui-form-actions">
        {children}
        <Button type="submit" variant="primary" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
