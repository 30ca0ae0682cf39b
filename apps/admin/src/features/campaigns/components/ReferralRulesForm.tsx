import { zodResolver } from '@hookform/resolvers/zod';
import type { ReferralRules } from '@qadhya/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../components/ui/FormActions.tsx';
import { Field } from '../../../components/ui/Field.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { frenchMessage } from '../../../lib/forms/french-errors.ts';
import { referralRulesKey, saveReferralRules } from '../api/campaigns.ts';
import { ReferralFormSchema, formToRules, rulesToForm, type ReferralForm } from './referral-form.ts';

/** The four referral rules, saved whole (PUT /admin/referral-rules, audited). */
export function ReferralRulesForm({ rules }: { rules: ReferralRules }) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<ReferralForm>({ resolver: zodResolver(ReferralFormSchema), defaultValues: rulesToForm(rules) });
  const save = useMutation({
    mutationFn: saveReferralRules,
    onSuccess: (next) => {
      queryClient.setQueryData(referralRulesKey, next);
      reset(rulesToForm(next));
      setSaved(true);
    },
  });
  return (
    <form
      className="ui-form"
      noValidate
      aria-label="Règles du parrainage"
      onSubmit={handleSubmit((v) => {
        setSaved(false);
        save.mutate(formToRules(v));
      })}
    >
      {saved && !isDirty ? <Notice tone="success">Règles du parrainage enregistrées.</Notice> : null}
      {save.isError ? <Notice tone="error">{errorText(save.error)}</Notice> : null}
      <div className="ui-form-row">
        <Field
          label="Bonus du parrain (DT)"
          error={frenchMessage(errors.bonus?.message)}
          hint="Un bon d’achat, quand l’ami fait son premier achat."
        >
          <input className="ui-input" inputMode="decimal" autoComplete="off" {...register('bonus')} />
        </Field>
        <Field
          label="Premier achat minimum de l’ami (DT)"
          error={frenchMessage(errors.min_purchase?.message)}
          hint="0 : n’importe quel achat."
        >
          <input className="ui-input" inputMode="decimal" autoComplete="off" {...register('min_purchase')} />
        </Field>
        <Field label="Validité du bonus (jours)" error={frenchMessage(errors.valid_days?.message)}>
          <input className="ui-input" inputMode="numeric" autoComplete="off" {...register('valid_days')} />
        </Field>
        <Field
          label="Amis parrainés par jour (au plus)"
          error={frenchMessage(errors.daily_limit?.message)}
          hint="Par client et par jour (heure de Tunis)."
        >
          <input className="ui-input" inputMode="numeric" autoComplete="off" {...register('daily_limit')} />
        </Field>
      </div>
      <FormActions submit="Enregistrer les règles" busy={save.isPending} disabled={!isDirty} />
    </form>
  );
}
