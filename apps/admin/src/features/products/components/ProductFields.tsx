import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '../../../components/ui/Field.tsx';
import { frenchMessage } from '../../../lib/forms/french-errors.ts';
import { useCategories } from '../api/list-categories.ts';
import type { ProductForm } from './product-form-schema.ts';

/** The fields shared by the edit and the new-product forms (Arabic beside French, right to left). */
export function ProductFields({ register, errors }: { register: UseFormRegister<ProductForm>; errors: FieldErrors<ProductForm> }) {
  const categories = useCategories();
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
          <select className="ui-select" {...register('category_id')}>
            <option value="">{categories.isPending ? 'Chargement…' : 'Choisir…'}</option>
            {(categories.data ?? [])
              .filter((c) => c.kind !== 'group')
              .map((c) => (
                <option key={c.CATEGORY_ID} value={c.CATEGORY_ID}>
                  {c.CATEGORY_NAME}
                </option>
              ))}
          </select>
        </Field>
        <Field label="Prix de base (DT)" hint="En dinars, 3 décimales : 2,350." error={err('price')}>
          <input className="ui-input" inputMode="decimal" autoComplete="off" {...register('price')} />
        </Field>
      </div>
      <div className="ui-form-row">
        <Field label="Description courte (français)" error={err('short_description')}>
          <textarea className="ui-textarea" rows={2} {...register('short_description')} />
        </Field>
        <Field label="Description courte (arabe)" error={err('short_description_ar')}>
          <textarea className="ui-textarea" rows={2} dir="rtl" lang="ar" {...register('short_description_ar')} />
        </Field>
      </div>
      <div className="ui-form-row">
        <Field label="Description (français)" error={err('description')}>
          <textarea className="ui-textarea" rows={4} {...register('description')} />
        </Field>
        <Field label="Description (arabe)" error={err('description_ar')}>
          <textarea className="ui-textarea" rows={4} dir="rtl" lang="ar" {...register('description_ar')} />
        </Field>
      </div>
    </>
  );
}
