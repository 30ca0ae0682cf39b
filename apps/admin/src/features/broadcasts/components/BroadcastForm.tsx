import { BroadcastDraft, type Broadcast } from '@qadhya/contracts';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button.tsx';
import { BilingualFormField } from '../../../components/ui/BilingualFormField.tsx';
import { Field } from '../../../components/ui/Field.tsx';
import { Select } from '../../../components/ui/Select.tsx';
import { contractResolver } from '../../../lib/forms/contract-resolver.ts';
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

export const emptyDraft = (): DraftForm => ({
  title_fr: '',
  title_ar: '',
  body_fr: '',
  body_ar: '',
  link: '/layout/promo',
  topic: 'promos',
  audience: 'all',
  audience_value: '',
});

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
  title_ar: 'Titre en arabe : 80 caractères au plus.',
  body_fr: 'Message en français : 1 à 300 caractères.',
  body_ar: 'Message en arabe : 300 caractères au plus.',
  link: 'Lien : un chemin de l’application comme /layout/promo.',
  topic: 'Valeur invalide.',
  audience: 'Valeur invalide.',
  audience_value: 'Choisissez le gouvernorat ou la catégorie.',
};

/** The form's values as the route's body: an empty link is none, the audience's choice an id (none for all). */
export const draftBody = (f: DraftForm) => ({
  ...f,
  link: f.link.trim() === '' ? null : f.link.trim(),
  audience_value: f.audience === 'all' ? null : f.audience_value === '' ? -1 : Number(f.audience_value),
});

/** Checked with the route's body schema (POST and PUT /admin/broadcasts), each wrong field with its French text. */
const resolver = contractResolver<DraftForm, typeof BroadcastDraft>({ schema: BroadcastDraft, toBody: draftBody, texts: FIELD_TEXT });

/**
 * Compose a broadcast in French and Arabic, with its topic, link and audience. An empty Arabic is
 * sent with a warning: Arabic readers then get the French (docs/back-office.md#bilingual-texts).
 */
export function BroadcastForm(props: {
  initial: DraftForm;
  governorates: { id: number; name: string }[];
  categories: { id: number; name: string }[];
  busy: boolean;
  submitLabel: string;
  onSubmit: (draft: BroadcastDraft) => void;
  onCancel?: () => void;
}) {
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors },
  } = useForm<DraftForm, unknown, z.output<typeof BroadcastDraft>>({ resolver, defaultValues: props.initial });
  // The choice is drawn from its value: the governorates and categories may arrive after the form.
  const [audience, audienceValue] = useWatch({ control, name: ['audience', 'audience_value'] });
  const choices = audience === 'governorate' ? props.governorates : props.categories;
  return (
    <form className="ui-form" noValidate aria-label="Composer une notification" onSubmit={handleSubmit((draft) => props.onSubmit(draft))}>
      <BilingualFormField
        control={control}
        label="Titre"
        fr="title_fr"
        ar="title_ar"
        render={(name, lang) => <input className="ui-input" maxLength={80} {...register(name)} data-testid={`bc-title-${lang}`} />}
      />
      <BilingualFormField
        control={control}
        label="Message"
        fr="body_fr"
        ar="body_ar"
        render={(name, lang) => (
          <textarea className="ui-textarea" rows={3} maxLength={300} {...register(name)} data-testid={`bc-body-${lang}`} />
        )}
      />
      <div className="ui-form-row">
        <Field label="Écran ouvert au toucher" error={errors.link?.message} hint="Un chemin de l’application, comme /layout/promo.">
          <input className="ui-input" dir="ltr" {...register('link')} data-testid="bc-link" />
        </Field>
        <Field label="Préférence du client" hint="Seuls les clients qui l’ont laissée activée la reçoivent.">
          <Select
            options={Object.entries(TOPIC_LABEL).map(([value, label]) => ({ value, label }))}
            {...register('topic')}
            data-testid="bc-topic"
          />
        </Field>
      </div>
      <div className="ui-form-row">
        <Field label="Destinataires">
          <select
            className="ui-select"
            {...register('audience', { onChange: () => setValue('audience_value', '') })}
            data-testid="bc-audience"
          >
            <option value="all">Tous les clients</option>
            <option value="governorate">Un gouvernorat (clients ayant acheté dans ses magasins)</option>
            <option value="category">Clients ayant un favori dans une catégorie</option>
          </select>
        </Field>
        {audience !== 'all' ? (
          <Field label={audience === 'governorate' ? 'Gouvernorat' : 'Catégorie'} error={errors.audience_value?.message}>
            <Select
              blank="Choisir…"
              options={choices.map((c) => ({ value: c.id, label: c.name }))}
              {...register('audience_value')}
              value={audienceValue}
              data-testid="bc-audience-value"
            />
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
