import { BroadcastDraft, type Broadcast } from '@qadhya/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Field } from '../../../components/ui/Field.tsx';
import { TOPIC_LABEL } from './format.ts';

export interface DraftForm {
  title_fr: string;
  title_ar: string;
  body_fr: string;
  body_ar: string;
  link: string;
  topic: Broadcast['topic'];
  audience: Broadcast['audience'];
  audience_value: string;
}

export const emptyDraft = (): DraftForm => ({ title_fr: '', title_ar: '', body_fr: '', body_ar: '', link: '/layout/promo', topic: 'promos', audience: 'all', audience_value: '' });

export const draftOf = (b: Broadcast): DraftForm => ({
  title_fr: b.title_fr,
  title_ar: b.title_ar,
  body_fr: b.body_fr,
  body_ar: b.body_ar,
  link: b.link ?? '',
  topic: b.topic,
  audience: b.audience,
  audience_value: b.audience_value === null ? '' : String(b.audience_value),
});

const FIELD_TEXT: Record<string, string> = {
  title_fr: 'Titre en français : 1 à 80 caractères.',
  title_ar: 'Titre en arabe : 1 à 80 caractères.',
  body_fr: 'Message en français : 1 à 300 caractères.',
  body_ar: 'Message en arabe : 1 à 300 caractères.',
  link: 'Lien : un chemin de l’application comme /layout/promo.',
  audience_value: 'Choisissez le gouvernorat ou la catégorie.',
};

/** The form's values as the API's draft, or the French message of each wrong field. */
export function toDraft(f: DraftForm): { draft: BroadcastDraft } | { errors: Record<string, string> } {
  const candidate = {
    ...f,
    link: f.link.trim() === '' ? null : f.link.trim(),
    audience_value: f.audience === 'all' ? null : f.audience_value === '' ? -1 : Number(f.audience_value),
  };
  const parsed = BroadcastDraft.safeParse(candidate);
  if (parsed.success) return { draft: candidate as BroadcastDraft };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] = FIELD_TEXT[key] ?? 'Valeur invalide.';
  }
  return { errors };
}

/** Compose a broadcast in French and Arabic, with its topic, link and audience. */
export function BroadcastForm(props: {
  initial: DraftForm;
  governorates: { id: number; name: string }[];
  categories: { id: number; name: string }[];
  busy: boolean;
  submitLabel: string;
  onSubmit: (draft: BroadcastDraft) => void;
  onCancel?: () => void;
}) {
  const [form, setForm] = useState<DraftForm>(props.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof DraftForm>(key: K, value: DraftForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const choices = form.audience === 'governorate' ? props.governorates : props.categories;
  return (
    <form
      className="ui-form"
      noValidate
      aria-label="Composer une notification"
      onSubmit={(e) => {
        e.preventDefault();
        const result = toDraft(form);
        if ('errors' in result) setErrors(result.errors);
        else {
          setErrors({});
          props.onSubmit(result.draft);
        }
      }}
    >
      <div className="ui-form-row">
        <Field label="Titre (français)" error={errors.title_fr}>
          <input className="ui-input" maxLength={80} value={form.title_fr} onChange={(e) => set('title_fr', e.target.value)} data-testid="bc-title-fr" />
        </Field>
        <Field label="Titre (arabe)" error={errors.title_ar}>
          <input className="ui-input" dir="rtl" lang="ar" maxLength={80} value={form.title_ar} onChange={(e) => set('title_ar', e.target.value)} data-testid="bc-title-ar" />
        </Field>
      </div>
      <div className="ui-form-row">
        <Field label="Message (français)" error={errors.body_fr}>
          <textarea className="ui-textarea" rows={3} maxLength={300} value={form.body_fr} onChange={(e) => set('body_fr', e.target.value)} data-testid="bc-body-fr" />
        </Field>
        <Field label="Message (arabe)" error={errors.body_ar}>
          <textarea className="ui-textarea" dir="rtl" lang="ar" rows={3} maxLength={300} value={form.body_ar} onChange={(e) => set('body_ar', e.target.value)} data-testid="bc-body-ar" />
        </Field>
      </div>
      <div className="ui-form-row">
        <Field label="Écran ouvert au toucher" error={errors.link} hint="Un chemin de l’application, comme /layout/promo.">
          <input className="ui-input" dir="ltr" value={form.link} onChange={(e) => set('link', e.target.value)} data-testid="bc-link" />
        </Field>
        <Field label="Préférence du client" hint="Seuls les clients qui l’ont laissée activée la reçoivent.">
          <select className="ui-select" value={form.topic} onChange={(e) => set('topic', e.target.value as DraftForm['topic'])} data-testid="bc-topic">
            {Object.entries(TOPIC_LABEL).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="ui-form-row">
        <Field label="Destinataires">
          <select className="ui-select" value={form.audience} onChange={(e) => setForm((f) => ({ ...f, audience: e.target.value as DraftForm['audience'], audience_value: '' }))} data-testid="bc-audience">
            <option value="all">Tous les clients</option>
            <option value="governorate">Un gouvernorat (clients ayant acheté dans ses magasins)</option>
            <option value="category">Clients ayant un favori dans une catégorie</option>
          </select>
        </Field>
        {form.audience !== 'all' ? (
          <Field label={form.audience === 'governorate' ? 'Gouvernorat' : 'Catégorie'} error={errors.audience_value}>
            <select className="ui-select" value={form.audience_value} onChange={(e) => set('audience_value', e.target.value)} data-testid="bc-audience-value">
              <option value="">Choisir…</option>
              {choices.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
      </div>
      <div className="ui-form-actions">
        {props.onCancel ? (
          <Button onClick={props.onCancel} disabled={props.busy}>
            Annuler
          </Button>
        ) : null}
        <Button type="submit" variant="primary" busy={props.busy} data-testid="bc-save">
          {props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
