import { type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { BilingualFormField } from '../../../components/ui/BilingualFormField.tsx';
import { Field } from '../../../components/ui/Field.tsx';
import { Select } from '../../../components/ui/Select.tsx';
import { frenchMessage } from '../../../lib/forms/french-errors.ts';
import { useCategories } from '../api/list-categories.ts';
import type { ProductForm } from './product-form-schema.ts';

/**
 * The fields shared by the edit and the new-product forms: the descriptions in French and Arabic side
 * by side (an empty Arabic warns; the app shows the French). Name and brand stay as printed, no Arabic.
 */
export function ProductFields({
  register,
  control,
  errors,
  current,
}: {
  register: UseFormRegister<ProductForm>;
  /** To watch the descriptions: the Arabic ones warn while empty. */
  control: Control<ProductForm>;
  errors: FieldErrors<ProductForm>;
  /** The product's category, listed even when it is not one of the selectable ones. */
  current?: { id: number; name: string };
}) {
  const categories = useCategories();
  const options = (categories.data ?? [])
    .filter((c) => c.kind !== 'group' && c.kind !== 'default' && c.CATEGORY_ID >= 1)
    .map((c) => ({ id: c.CATEGORY_ID, name: c.CATEGORY_NAME }));
  if (current && !options.some((o) => o.id === current.id)) options.unshift(current);
  const err = (name: keyof ProductForm) => frenchMessage(errors[name]?.message);
  return (
    <>
      <div className="ui-form-row">
        <Field label="Nom" error={err('name')}>
          <input className="ui-input" {...register('name')} />
        </Field>
        <Field label="Marque" error={err('marque')}>
          <input className="ui-input" {...register('marque')} />
        </Field>
        <Field label="Contenance" hint="Par exemple 1 L, 380 g." error={err('size')}>
          <input className="ui-input" {...register('size')} />
        </Field>
      </div>
      <div className="ui-form-row">
        <Field label="Catégorie" error={err('category_id')}>
          <Select blank="Choisir…" options={options.map((c) => ({ value: c.id, label: c.name }))} {...register('category_id')} />
        </Field>
        <Field label="Prix de base (DT)" hint="En dinars, 3 décimales : 2,350." error={err('price')}>
          <input className="ui-input" inputMode="decimal" autoComplete="off" {...register('price')} />
        </Field>
      </div>
      <BilingualFormField
        control={control}
        label="Description courte"
        fr="short_description"
        ar="short_description_ar"
        message={frenchMessage}
        render={(n) => <textarea className="ui-textarea" rows={2} {...register(n)} />}
      />
      <BilingualFormField
        control={control}
        label="Description"
        fr="description"
        ar="description_ar"
        message={frenchMessage}
        render={(n) => <textarea className="ui-textarea" rows={4} {...register(n)} />}
      />
    </>
  );
}
