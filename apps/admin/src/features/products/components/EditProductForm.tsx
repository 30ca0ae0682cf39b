import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminProduct, AdminProductUpdate } from '@qadhya/contracts';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { Button } from '../../../components/ui/Button.tsx';
import { FormActions } from '../../../components/ui/FormActions.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useSaveForm } from '../../../lib/forms/use-save-form.ts';
import { useCategories } from '../api/list-categories.ts';
import { productsKey } from '../../../lib/products/list-products.ts';
import { updateProduct } from '../api/update-product.ts';
import { ProductFields } from './ProductFields.tsx';
import { ProductFormSchema, productToForm, toProductBody, type ProductForm } from './product-form-schema.ts';
import { ProductPhoto } from '../../../lib/products/ProductPhoto.tsx';

/** One product's texts, category and base price (only the changed fields are sent), and its photo. */
export function EditProductForm({ product, onClose }: { product: AdminProduct; onClose: () => void }) {
  // The category select needs its options before the form sets its value.
  const categories = useCategories();
  if (categories.isPending) return <Spinner label="Chargement des catégories…" />;
  return <EditProductFormLoaded product={product} onClose={onClose} />;
}

function EditProductFormLoaded({ product, onClose }: { product: AdminProduct; onClose: () => void }) {
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, dirtyFields },
  } = useForm<ProductForm>({ resolver: zodResolver(ProductFormSchema), defaultValues: productToForm(product) });
  const { save, saved, setSaved, send } = useSaveForm({
    mutationFn: (body: AdminProductUpdate) => updateProduct(product.sku, body),
    onSaved: (updated) => reset(productToForm(updated)),
    invalidate: productsKey,
  });
  const submit = handleSubmit((values) => {
    setSaved(false);
    const all = toProductBody(values);
    const body: Record<string, unknown> = {};
    for (const key of Object.keys(dirtyFields) as (keyof ProductForm)[]) {
      const apiKey = key === 'price' ? 'base_price' : key;
      body[apiKey] = all[apiKey as keyof typeof all];
    }
    if (Object.keys(body).length === 0) return onClose();
    send(body as AdminProductUpdate);
  });
  return (
    <div className="ui-columns product-edit">
      <ProductPhoto product={product} />
      <form className="ui-form" onSubmit={submit} noValidate aria-label={`Modifier ${product.name}`}>
        {saved ? <Notice tone="success">Produit enregistré.</Notice> : null}
        {save.isError ? <Notice tone="error">{errorText(save.error)}</Notice> : null}
        <ProductFields
          register={register as UseFormRegister<ProductForm>}
          control={control}
          errors={errors}
          current={{ id: product.category_id, name: product.category_name }}
        />
        <FormActions submit="Enregistrer" busy={save.isPending}>
          <Button onClick={onClose}>Fermer</Button>
        </FormActions>
      </form>
    </div>
  );
}
