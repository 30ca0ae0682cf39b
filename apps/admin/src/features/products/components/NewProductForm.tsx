import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminProduct } from '@qadhya/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { Button } from '../../../components/ui/Button.tsx';
import { FormActions } from '../../../components/ui/FormActions.tsx';
import { Field } from '../../../components/ui/Field.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { frenchMessage } from '../../../lib/forms/french-errors.ts';
import { createProduct } from '../api/create-product.ts';
import { productsKey } from '../../../lib/products/list-products.ts';
import { ProductFields } from './ProductFields.tsx';
import {
  NewProductFormSchema,
  eanHint,
  emptyProductForm,
  toProductBody,
  type NewProductForm,
  type ProductForm,
} from './product-form-schema.ts';

/** « Nouveau produit »: its EAN-13 checked as it is typed (and again by the server), then its fields. */
export function NewProductForm({ onCreated, onCancel }: { onCreated: (product: AdminProduct) => void; onCancel: () => void }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<NewProductForm>({ resolver: zodResolver(NewProductFormSchema), defaultValues: emptyProductForm, mode: 'onTouched' });
  const ean = useWatch({ control, name: 'ean' });
  const create = useMutation({
    mutationFn: (values: NewProductForm) =>
      createProduct({ ...toProductBody(values), ean: values.ean, ...(values.sku ? { sku: values.sku } : {}) }),
    onSuccess: (product) => {
      void queryClient.invalidateQueries({ queryKey: productsKey });
      onCreated(product);
    },
  });
  return (
    <form className="ui-form" onSubmit={handleSubmit((v) => create.mutate(v))} noValidate aria-label="Nouveau produit">
      {create.isError ? <Notice tone="error">{errorText(create.error)}</Notice> : null}
      <div className="ui-form-row">
        <Field label="EAN-13" hint={<span aria-live="polite">{eanHint(ean)}</span>} error={frenchMessage(errors.ean?.message)}>
          <input className="ui-input ui-mono" inputMode="numeric" maxLength={13} autoComplete="off" {...register('ean')} />
        </Field>
        <Field label="Code article (facultatif)" hint="Généré s’il est laissé vide." error={frenchMessage(errors.sku?.message)}>
          <input className="ui-input ui-mono" inputMode="numeric" autoComplete="off" {...register('sku')} />
        </Field>
      </div>
      <ProductFields
        register={register as unknown as UseFormRegister<ProductForm>}
        control={control as unknown as Control<ProductForm>}
        errors={errors}
      />
      <FormActions submit="Créer le produit" busy={create.isPending}>
        <Button onClick={onCancel}>Annuler</Button>
      </FormActions>
    </form>
  );
}
