import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminOfferProduct } from '@qadhya/contracts';
import { useForm } from 'react-hook-form';
import { BilingualFormField } from '../../../components/ui/BilingualFormField.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Field } from '../../../components/ui/Field.tsx';
import { FormActions } from '../../../components/ui/FormActions.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { Select } from '../../../components/ui/Select.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { frenchMessage } from '../../../lib/forms/french-errors.ts';
import { useSaveForm } from '../../../lib/forms/use-save-form.ts';
import { createOfferProduct, offerProductsKey, updateOfferProduct } from '../api/offer-products.ts';
import {
  changedFields,
  emptyOfferForm,
  KIND_OPTIONS,
  OfferFormSchema,
  offerToForm,
  toOfferBody,
  type OfferForm,
} from '../model/offer-form.ts';

/**
 * A line of the mobile offer: new (the catalogue product's code first) or edited (only the changed
 * fields are sent). The names in French and Arabic side by side, the price in dinars.
 */
export function OfferProductForm({
  line,
  onSaved,
  onClose,
}: {
  /** The line edited; null for a new one. */
  line: AdminOfferProduct | null;
  onSaved: (saved: AdminOfferProduct) => void;
  onClose: () => void;
}) {
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, dirtyFields },
  } = useForm<OfferForm>({ resolver: zodResolver(OfferFormSchema), defaultValues: line ? offerToForm(line) : emptyOfferForm });
  const { save, saved, send } = useSaveForm({
    mutationFn: (values: OfferForm) =>
      line ? updateOfferProduct(line.sku, changedFields(values, dirtyFields)) : createOfferProduct(toOfferBody(values)),
    onSaved: (result) => {
      reset(offerToForm(result));
      onSaved(result);
    },
    invalidate: offerProductsKey,
  });
  const err = (name: keyof OfferForm) => frenchMessage(errors[name]?.message);
  const submit = handleSubmit((values) => {
    if (line && Object.keys(changedFields(values, dirtyFields)).length === 0) return onClose();
    send(values);
  });
  return (
    <form
      className="ui-form"
      onSubmit={submit}
      noValidate
      aria-label={line ? `Modifier ${line.name}` : 'Nouveau produit de l’offre mobile'}
    >
      {saved ? <Notice tone="success">Produit enregistré.</Notice> : null}
      {save.isError ? <Notice tone="error">{errorText(save.error)}</Notice> : null}
      <div className="ui-form-row">
        <Field
          label="Code article"
          hint={line ? `Produit du catalogue : ${line.product_name}.` : 'Le code du produit dans le catalogue de l’enseigne.'}
          error={err('sku')}
        >
          <input className="ui-input ui-mono" autoComplete="off" readOnly={line !== null} {...register('sku')} />
        </Field>
        <Field label="Catégorie" error={err('kind')}>
          <Select options={KIND_OPTIONS} {...register('kind')} />
        </Field>
        <Field label="Prix (DT)" hint="En dinars, 3 décimales : 49,900." error={err('price')}>
          <input className="ui-input" inputMode="decimal" autoComplete="off" {...register('price')} />
        </Field>
        <Field label="Ordre" hint="Les plus petits d’abord." error={err('position')}>
          <input className="ui-input" inputMode="numeric" autoComplete="off" {...register('position')} />
        </Field>
      </div>
      <BilingualFormField
        control={control}
        label="Nom"
        fr="name"
        ar="name_ar"
        message={frenchMessage}
        render={(n) => <input className="ui-input" {...register(n)} />}
      />
      <FormActions submit={line ? 'Enregistrer' : 'Ajouter à l’offre'} busy={save.isPending}>
        <Button onClick={onClose}>Fermer</Button>
      </FormActions>
    </form>
  );
}
