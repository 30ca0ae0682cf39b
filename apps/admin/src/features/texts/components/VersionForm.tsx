import type { ContentDraftBody } from '@qadhya/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Field } from '../../../components/ui/Field.tsx';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A draft's texts, French and Arabic side by side, and its effective date (docs/help.md#faq-and-texts-editors). */
export function VersionForm({ initial, busy, submitLabel, onSubmit, children }: { initial: ContentDraftBody; busy: boolean; submitLabel: string; onSubmit: (b: ContentDraftBody) => void; children?: React.ReactNode }) {
  const [d, setD] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof ContentDraftBody, string>>>({});
  return (
    <form
      className="ui-form"
      noValidate
      aria-label={submitLabel}
      onSubmit={(e) => {
        e.preventDefault();
        const found: typeof errors = {};
        if (!d.body_fr.trim()) found.body_fr = 'Le texte en français est requis.';
        if (!d.body_ar.trim()) found.body_ar = 'Le texte en arabe est requis.';
        if (!DATE.test(d.effective_on)) found.effective_on = 'Choisissez la date d’entrée en vigueur.';
        setErrors(found);
        if (Object.keys(found).length === 0) onSubmit(d);
      }}
    >
      <Field label="En vigueur le" error={errors.effective_on} className="texts-date">
        <input className="ui-input" type="date" value={d.effective_on} onChange={(e) => setD({ ...d, effective_on: e.target.value })} />
      </Field>
      <p className="ui-hint">Texte simple : une ligne vide sépare deux paragraphes, une ligne qui commence par « ## » est un titre.</p>
      <div className="texts-side-by-side">
        <Field label="Texte (français)" error={errors.body_fr}>
          <textarea className="ui-textarea texts-body" lang="fr" rows={18} value={d.body_fr} onChange={(e) => setD({ ...d, body_fr: e.target.value })} />
        </Field>
        <Field label="Texte (arabe)" error={errors.body_ar}>
          <textarea className="ui-textarea texts-body" lang="ar" dir="rtl" rows={18} value={d.body_ar} onChange={(e) => setD({ ...d, body_ar: e.target.value })} />
        </Field>
      </div>
      <div className="ui-form-actions">
        {children}
        <Button type="submit" variant="primary" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
