import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminCampaign } from '@qadhya/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { BilingualField } from '../../../components/ui/BilingualField.tsx';
import { BilingualFormField } from '../../../components/ui/BilingualFormField.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { FormActions } from '../../../components/ui/FormActions.tsx';
import { Field } from '../../../components/ui/Field.tsx';
import { Select, optionsOf } from '../../../components/ui/Select.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { frenchMessage } from '../../../lib/forms/french-errors.ts';
import { campaignKey, campaignsKey, createCampaign, updateCampaign } from '../api/campaigns.ts';
import { GAME_KEYS, GAME_LABELS, KIND_KEYS, KIND_LABELS, dt, percentOfWeight, tunisWallInWords } from '../model/labels.ts';
import { CampaignPicture } from './CampaignPicture.tsx';
import {
  CampaignFormSchema,
  campaignToForm,
  emptyCampaignForm,
  emptyPrize,
  formToRequest,
  serverErrors,
  totalWeight,
  type CampaignForm as Form,
} from './campaign-form.ts';

const MAX_PRIZES = 20;

/**
 * « Nouvelle campagne » or its edit (admin, marketing): the game, texts in French and Arabic, Tunis
 * start and end, the budget, and the prize table as editable lines. The server judges the whole and
 * lists every problem; each is shown on the field it names. An empty Arabic text warns and is saved:
 * the app shows the French (docs/back-office.md#bilingual-texts).
 */
export function CampaignForm({
  campaign,
  onSaved,
  onCancel,
}: {
  campaign?: AdminCampaign;
  onSaved: (saved: AdminCampaign) => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const [general, setGeneral] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<Form>({
    resolver: zodResolver(CampaignFormSchema),
    defaultValues: campaign ? campaignToForm(campaign) : emptyCampaignForm(),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'prizes', keyName: 'key' });
  const prizes = useWatch({ control, name: 'prizes' });
  const [startsAt, endsAt, game, kind] = useWatch({ control, name: ['starts_at', 'ends_at', 'game', 'kind'] });
  const isGame = (kind ?? 'game') === 'game';
  const drawingShown = isGame ? 'ce dessin du jeu' : 'ce dessin';
  const save = useMutation({
    mutationFn: (form: Form) => (campaign ? updateCampaign(campaign.id, formToRequest(form)) : createCampaign(formToRequest(form))),
    onSuccess: (saved) => {
      queryClient.setQueryData(campaignKey(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: campaignsKey });
      onSaved(saved);
    },
    onError: (error) => {
      const { fields: onFields, general: others } = serverErrors(error);
      setGeneral(others);
      onFields.forEach((e, i) => setError(e.path as FieldPath<Form>, { type: 'server', message: e.message }, { shouldFocus: i === 0 }));
    },
  });
  const total = totalWeight(prizes ?? []);
  const over = total > 10_000;
  const err = (name: keyof Form) => frenchMessage((errors[name] as { message?: string } | undefined)?.message);
  const title = campaign ? `Modifier la campagne « ${campaign.title} »` : 'Nouvelle campagne';
  return (
    <form
      className="ui-form"
      noValidate
      aria-label={title}
      onSubmit={handleSubmit((v) => {
        setGeneral([]);
        save.mutate(v);
      })}
    >
      {save.isError ? (
        <Notice tone="error">
          {errorText(save.error)}
          {general.length ? (
            <ul className="camp-error-list">
              {general.map((g) => (
                <li key={g}>{g}</li>
              ))}
            </ul>
          ) : null}
        </Notice>
      ) : null}
      <div className="ui-form-row">
        <Field label="Type de campagne" error={err('kind')} hint={isGame ? undefined : 'Mène à son écran dans l’application.'}>
          <Select options={optionsOf(KIND_KEYS, KIND_LABELS)} {...register('kind')} />
        </Field>
        {/* Only a game campaign runs a game (docs/games.md#campaign-kinds). */}
        {isGame ? (
          <Field label="Jeu" error={err('game')}>
            <Select options={optionsOf(GAME_KEYS, GAME_LABELS)} {...register('game')} />
          </Field>
        ) : null}
        <Field label="Début (heure de Tunis)" error={err('starts_at')} hint={tunisWallInWords(startsAt) || 'Date et heure à Tunis.'}>
          <input className="ui-input" type="datetime-local" {...register('starts_at')} />
        </Field>
        <Field label="Fin (heure de Tunis)" error={err('ends_at')} hint={tunisWallInWords(endsAt) || 'Date et heure à Tunis.'}>
          <input className="ui-input" type="datetime-local" {...register('ends_at')} />
        </Field>
        {isGame ? (
          <Field
            label="Budget (DT)"
            error={err('budget')}
            hint={campaign ? `Déjà dépensé : ${dt(campaign.stats.spent)}.` : 'Ce que les lots peuvent coûter au plus.'}
          >
            <input className="ui-input" inputMode="decimal" autoComplete="off" {...register('budget')} />
          </Field>
        ) : null}
      </div>
      <BilingualFormField
        control={control}
        label="Titre"
        fr="title"
        ar="title_ar"
        message={frenchMessage}
        render={(n) => <input className="ui-input" autoComplete="off" {...register(n)} />}
      />
      <BilingualFormField
        control={control}
        label="Description"
        fr="description"
        ar="description_ar"
        message={frenchMessage}
        render={(n) => <textarea className="ui-textarea" rows={2} {...register(n)} />}
      />

      <section className="camp-form-picture" aria-label="Image montrée dans l’application">
        {/* The picture shoppers will see: the campaign's own, or the drawing of the game chosen above. */}
        <CampaignPicture
          kind={kind ?? 'game'}
          game={game ?? campaign?.game ?? 'shake_win'}
          image={campaign?.image ?? null}
          title={campaign?.title}
        />
        <p className="ui-hint">
          {campaign?.image
            ? 'Elle se remplace sur la page de la campagne.'
            : campaign
              ? `Votre image (1200 × 600) s’envoie sur la page de la campagne ; sans elle, l’application montre ${drawingShown}.`
              : `Votre image (1200 × 600) s’envoie une fois la campagne créée ; sans elle, l’application montre ${drawingShown}.`}
        </p>
      </section>

      {isGame ? (
        <section className="camp-prizes" aria-labelledby="camp-prizes-title">
          <div className="camp-prizes-head">
            <h3 id="camp-prizes-title">Lots ({fields.length})</h3>
            <p className={`camp-total${over ? ' camp-total-over' : ''}`} data-testid="chances-total" aria-live="polite">
              Total des chances : <strong>{percentOfWeight(total)}</strong>
              {!over && total < 10_000 ? (
                <span className="ui-muted"> · {percentOfWeight(10_000 - total)} des parties ne gagnent rien</span>
              ) : null}
            </p>
          </div>
          {over ? <Notice tone="warning">Les chances dépassent 100% : baissez-en une pour que la campagne soit acceptée.</Notice> : null}
          {errors.prizes?.message || errors.prizes?.root?.message ? (
            <p className="ui-field-error">{frenchMessage(errors.prizes.message ?? errors.prizes.root?.message)}</p>
          ) : null}
          {fields.length === 0 ? <p className="ui-muted">Aucun lot : la campagne ne fait rien gagner. Ajoutez une ligne.</p> : null}
          {fields.map((field, index) => {
            const row = prizes?.[index] ?? field;
            const percent = row.amount_type === 'percent';
            const e = errors.prizes?.[index];
            const m = (name: keyof NonNullable<typeof e>) => frenchMessage((e?.[name] as { message?: string } | undefined)?.message);
            /** The hour a prize's time slot starts or ends at: a whole number, an example as placeholder. */
            const slotHour = (name: 'slot_start' | 'slot_end', example: string) => (
              <input
                className="ui-input"
                inputMode="numeric"
                autoComplete="off"
                placeholder={example}
                {...register(`prizes.${index}.${name}`)}
              />
            );
            // Lines are kept by position: a line given at least once (or one before it) stays.
            const locked = fields.slice(index).some((f) => f.awarded > 0);
            const n = index + 1;
            return (
              <fieldset key={field.key} className={`camp-prize${e ? ' camp-prize-invalid' : ''}`} data-testid={`prize-${n}`}>
                <legend>Lot {n}</legend>
                <div className="camp-prize-head">
                  {field.id !== null ? (
                    <span className="camp-awarded" data-testid={`prize-${n}-awarded`}>
                      Déjà gagné : <strong>{field.awarded}</strong> sur {row.quantity || '0'}
                    </span>
                  ) : (
                    <span className="ui-muted">Nouvelle ligne</span>
                  )}
                  {locked ? (
                    <span className="ui-muted camp-locked">Un lot déjà gagné reste : mettez ses chances à 0 pour l’arrêter.</span>
                  ) : null}
                  <Button size="sm" variant="ghost" disabled={locked} onClick={() => remove(index)} aria-label={`Retirer le lot ${n}`}>
                    <Trash2 size={16} aria-hidden="true" />
                    Retirer
                  </Button>
                </div>
                <div className="camp-prize-grid">
                  <Field label="Type" error={m('kind')}>
                    <select className="ui-select" {...register(`prizes.${index}.kind`)}>
                      <option value="voucher">Bon d’achat</option>
                      <option value="coupon">Coupon</option>
                    </select>
                  </Field>
                  <Field label="Remise" error={m('amount_type')}>
                    <select className="ui-select" {...register(`prizes.${index}.amount_type`)}>
                      <option value="amount">Montant</option>
                      <option value="percent">Pourcentage</option>
                    </select>
                  </Field>
                  <Field label={percent ? 'Pourcentage (%)' : 'Montant (DT)'} error={m('amount')}>
                    <input className="ui-input" inputMode="decimal" autoComplete="off" {...register(`prizes.${index}.amount`)} />
                  </Field>
                  <Field label="Plafond (DT)" error={m('cap')} hint={percent ? 'Ce qu’un gain coûte au plus.' : 'Pour un pourcentage.'}>
                    <input className="ui-input" inputMode="decimal" autoComplete="off" {...register(`prizes.${index}.cap`)} />
                  </Field>
                  <Field label="Achat minimum (DT)" error={m('min_purchase')} hint="Vide : aucun.">
                    <input className="ui-input" inputMode="decimal" autoComplete="off" {...register(`prizes.${index}.min_purchase`)} />
                  </Field>
                  <Field label="Validité (jours)" error={m('valid_days')}>
                    <input className="ui-input" inputMode="numeric" autoComplete="off" {...register(`prizes.${index}.valid_days`)} />
                  </Field>
                  <BilingualField
                    label="Libellé"
                    frText={row.label}
                    arText={row.label_ar}
                    frError={m('label')}
                    arError={m('label_ar')}
                    fr={<input className="ui-input" autoComplete="off" {...register(`prizes.${index}.label`)} />}
                    ar={<input className="ui-input" autoComplete="off" {...register(`prizes.${index}.label_ar`)} />}
                  />
                  <Field label="Quantité" error={m('quantity')}>
                    <input className="ui-input" inputMode="numeric" autoComplete="off" {...register(`prizes.${index}.quantity`)} />
                  </Field>
                  <Field label="Chances (%)" error={m('chances')} hint="Par partie gagnante.">
                    <input className="ui-input" inputMode="decimal" autoComplete="off" {...register(`prizes.${index}.chances`)} />
                  </Field>
                  <Field label="De (heure)" error={m('slot_start')} hint="Vide : toute la journée.">
                    {slotHour('slot_start', '10')}
                  </Field>
                  <Field label="À (heure)" error={m('slot_end')}>
                    {slotHour('slot_end', '12')}
                  </Field>
                </div>
              </fieldset>
            );
          })}
          <div>
            <Button size="sm" disabled={fields.length >= MAX_PRIZES} onClick={() => append(emptyPrize())}>
              <Plus size={16} aria-hidden="true" />
              Ajouter un lot
            </Button>
          </div>
        </section>
      ) : null}

      <FormActions submit={campaign ? 'Enregistrer les modifications' : 'Créer la campagne'} busy={save.isPending}>
        <Button onClick={onCancel}>Annuler</Button>
      </FormActions>
    </form>
  );
}
