import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminWalletOffer, StaffOfferRequest } from '@qadhya/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormActions } from '../../../components/ui/FormActions.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { BilingualFormField } from '../../../components/ui/BilingualFormField.tsx';
import { Field } from '../../../components/ui/Field.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { frenchMessage } from '../../../lib/forms/french-errors.ts';
import { issueOffer, shopperKey } from '../api/shoppers.ts';
import { OfferFormSchema, emptyOfferForm, formToRequest, newRequestId, offerValue, type OfferForm as Form } from './offer-form.ts';

const KIND = { coupon: 'coupon', voucher: 'bon d’achat' } as const;

/**
 * « Émettre un coupon ou un voucher » (admin, marketing): checked, confirmed, then issued once (the
 * request id stays the same until it succeeds, so a retry never issues twice).
 */
export function OfferForm({ userId, shopperName }: { userId: number; shopperName: string }) {
  const queryClient = useQueryClient();
  const [requestId, setRequestId] = useState(newRequestId);
  const [pending, setPending] = useState<StaffOfferRequest | null>(null);
  const [issued, setIssued] = useState<AdminWalletOffer | null>(null);
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<Form>({ resolver: zodResolver(OfferFormSchema), defaultValues: emptyOfferForm() });
  const amountType = useWatch({ control, name: 'amount_type' });
  const issue = useMutation({
    mutationFn: issueOffer,
    onSuccess: (offer) => {
      setPending(null);
      setIssued(offer);
      setRequestId(newRequestId());
      reset(emptyOfferForm());
      void queryClient.invalidateQueries({ queryKey: shopperKey(userId) });
    },
    onError: () => setPending(null),
  });
  const err = (n: keyof Form) => frenchMessage(errors[n]?.message);
  const percent = amountType === 'percent';
  return (
    <form
      className="ui-form"
      noValidate
      aria-label="Émettre un coupon ou un bon d’achat"
      onSubmit={handleSubmit((v) => {
        setIssued(null);
        setPending(formToRequest(v, userId, requestId));
      })}
    >
      {issued ? (
        <Notice tone="success">
          {issued.kind === 'coupon' ? 'Coupon' : 'Bon d’achat'} {offerValue(issued)} émis (code{' '}
          <code className="ui-mono">{issued.code}</code>) : il est dans le portefeuille du client.
        </Notice>
      ) : null}
      {issue.isError ? <Notice tone="error">{errorText(issue.error)}</Notice> : null}
      <div className="ui-form-row">
        <Field label="Type" error={err('kind')}>
          <select className="ui-select" {...register('kind')}>
            <option value="voucher">Bon d’achat (appliqué automatiquement)</option>
            <option value="coupon">Coupon (présenté en caisse)</option>
          </select>
        </Field>
        <Field label="Remise" error={err('amount_type')}>
          <select className="ui-select" {...register('amount_type')}>
            <option value="amount">Montant en dinars</option>
            <option value="percent">Pourcentage</option>
          </select>
        </Field>
        <Field
          label={percent ? 'Pourcentage (%)' : 'Montant (DT)'}
          error={err('amount')}
          hint={percent ? 'De 1 à 100.' : 'Jusqu’à 3 décimales, comme 10 ou 2,500.'}
        >
          <input className="ui-input" inputMode="decimal" autoComplete="off" {...register('amount')} />
        </Field>
      </div>
      <div className="ui-form-row">
        <Field label="Achat minimum (DT)" error={err('min_purchase')} hint="Vide : aucun minimum.">
          <input className="ui-input" inputMode="decimal" autoComplete="off" {...register('min_purchase')} />
        </Field>
        {percent ? (
          <Field label="Plafond de la remise (DT)" error={err('cap')} hint="Vide : sans plafond.">
            <input className="ui-input" inputMode="decimal" autoComplete="off" {...register('cap')} />
          </Field>
        ) : null}
        <Field label="Validité (jours)" error={err('days')} hint="Jusqu’à minuit (heure de Tunis) du dernier jour.">
          <input className="ui-input" inputMode="numeric" autoComplete="off" {...register('days')} />
        </Field>
      </div>
      <BilingualFormField
        control={control}
        label="Libellé"
        fr="label"
        ar="label_ar"
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
      <FormActions submit="Émettre" />
      <ConfirmDialog
        open={pending !== null}
        title={`Émettre ce ${pending ? KIND[pending.kind] : KIND.voucher} ?`}
        confirmLabel="Confirmer l’émission"
        busy={issue.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && issue.mutate(pending)}
      >
        {pending ? <ConfirmText body={pending} shopperName={shopperName} /> : null}
      </ConfirmDialog>
    </form>
  );
}

function ConfirmText({ body, shopperName }: { body: StaffOfferRequest; shopperName: string }) {
  const value = offerValue({ amount_type: body.amount_type, amount: body.amount });
  return (
    <p>
      {body.kind === 'coupon' ? 'Un coupon' : 'Un bon d’achat'} de <strong>{value}</strong> « {body.label} » pour{' '}
      <strong>{shopperName}</strong>, valable {body.days} jour
      {body.days > 1 ? 's' : ''}. Il apparaîtra aussitôt dans son portefeuille et ne pourra pas être retiré.
    </p>
  );
}
