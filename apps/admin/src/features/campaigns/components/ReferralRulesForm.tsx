import { zodResolver } from '@hookform/resolvers/zod';
import type { ReferralRules } from '@qadhya/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../components/ui/FormActions.tsx';
import { Field } from '../../../components/ui/Field.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { frenchMessage } from '../../../lib/forms/french-errors.ts';
import { useSaveForm } from '../../../lib/forms/use-save-form.ts';
import { referralRulesKey, saveReferralRules } from '../api/campaigns.ts';
import { ReferralFormSchema, formToRules, rulesToForm, type ReferralForm } from './referral-form.ts';

/** The four rules' fields: money in dinars, counts in whole numbers. */
const FIELDS: { name: keyof ReferralForm; label: string; hint?: string; inputMode: 'decimal' | 'numeric' }[] = [
  { name: 'bonus', label: 'Bonus du parrain (DT)', hint: 'Un bon d’achat, quand l’ami fait son premier achat.', inputMode: 'decimal' },
  { name: 'min_purchase', label: 'Premier achat minimum de l’ami (DT)', hint: '0 : n’importe quel achat.', inputMode: 'decimal' },
  { name: 'valid_days', label: 'Validité du bonus (jours)', inputMode: 'numeric' },
  {
    name: 'daily_limit',
    label: 'Amis parrainés par jour (au plus)',
    hint: 'Par client et par jour (heure de Tunis).',
    inputMode: 'numeric',
  },
];

/** The four referral rules, saved whole (PUT /admin/referral-rules, audited). */
export function ReferralRulesForm({ rules }: { rules: ReferralRules }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<ReferralForm>({ resolver: zodResolver(ReferralFormSchema), defaultValues: rulesToForm(rules) });
  const { save, saved, send } = useSaveForm({
    mutationFn: saveReferralRules,
    onSaved: (next) => {
      queryClient.setQueryData(referralRulesKey, next);
      reset(rulesToForm(next));
    },
  });
  return (
    <form className="ui-form" noValidate aria-label="Règles du parrainage" onSubmit={handleSubmit((v) => send(formToRules(v)))}>
      {saved && !isDirty ? <Notice tone="success">Règles du parrainage enregistrées.</Notice> : null}
      {save.isError ? <Notice tone="error">{errorText(save.error)}</Notice> : null}
      <div className="ui-form-row">
        {FIELDS.map((f) => (
          <Field key={f.name} label={f.label} error={frenchMessage(errors[f.name]?.message)} hint={f.hint}>
            <input className="ui-input" inputMode={f.inputMode} autoComplete="off" {...register(f.name)} />
          </Field>
        ))}
      </div>
      <FormActions submit="Enregistrer les règles" busy={save.isPending} disabled={!isDirty} />
    </form>
  );
}
