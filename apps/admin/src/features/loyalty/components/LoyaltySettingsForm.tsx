import { zodResolver } from '@hookform/resolvers/zod';
import { LoyaltySettings } from '@qadhya/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/ui/Field.tsx';
import { FormActions } from '../../../components/ui/FormActions.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { frenchMessage } from '../../../lib/forms/french-errors.ts';
import { useSaveForm } from '../../../lib/forms/use-save-form.ts';
import { loyaltySettingsKey, saveLoyaltySettings } from '../api/shoppers.ts';

/** The points' life in months (docs/wallet.md#points-expire): admin and marketing change it, support reads it. */
export function LoyaltySettingsForm({ settings, canEdit }: { settings: LoyaltySettings; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<LoyaltySettings>({ resolver: zodResolver(LoyaltySettings), defaultValues: settings });
  const { save, saved, send } = useSaveForm({
    mutationFn: saveLoyaltySettings,
    onSaved: (next) => {
      queryClient.setQueryData(loyaltySettingsKey, next);
      reset(next);
    },
  });
  return (
    <form className="ui-form" noValidate aria-label="Durée de vie des points" onSubmit={handleSubmit((v) => send(v))}>
      {saved && !isDirty ? <Notice tone="success">Durée de vie des points enregistrée.</Notice> : null}
      {save.isError ? <Notice tone="error">{errorText(save.error)}</Notice> : null}
      <Field
        label="Durée de vie des points (mois)"
        hint="De 1 à 60 mois, à partir du jour où les points sont gagnés. Les clients sont prévenus 30 et 7 jours avant."
        error={frenchMessage(errors.points_life_months?.message)}
      >
        <input
          className="ui-input"
          type="number"
          inputMode="numeric"
          min={1}
          max={60}
          step={1}
          readOnly={!canEdit}
          {...register('points_life_months', { valueAsNumber: true })}
        />
      </Field>
      {canEdit ? <FormActions submit="Enregistrer" busy={save.isPending} disabled={!isDirty} /> : null}
    </form>
  );
}
