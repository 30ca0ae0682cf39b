import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminPromoDay } from '@qadhya/contracts';
import { discountPercent, formatMoney, formatPercent } from '@qadhya/domain';
import { Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { arabicMissing, MissingArabic } from '../../../components/ui/BilingualField.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { FormActions } from '../../../components/ui/FormActions.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { dinarsToMillimes } from '../../../lib/forms/dinars.ts';
import { frenchMessage } from '../../../lib/forms/french-errors.ts';
import { useSaveForm } from '../../../lib/forms/use-save-form.ts';
import { promosKey } from '../api/get-calendar.ts';
import { savePromoDay } from '../api/save-day.ts';
import { DayFormSchema, dayToForm, formToRequest, type DayForm } from './day-form.ts';
import { dayLabel } from './month.ts';
import { ProductPicker } from './ProductPicker.tsx';
import { promoRowErrors } from './row-errors.ts';

/** One day's promos as a table: add a product, its price (discount computed), notes fr/ar, Super Friday; saved whole. */
export function DayEditor({ day, onClose }: { day: AdminPromoDay; onClose: () => void }) {
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, isDirty },
  } = useForm<DayForm>({ resolver: zodResolver(DayFormSchema), defaultValues: dayToForm(day) });
  const { fields, append, remove } = useFieldArray({ control, name: 'rows', keyName: 'key' });
  const rows = useWatch({ control, name: 'rows' });
  const { save, saved, setSaved, send } = useSaveForm({
    mutationFn: (form: DayForm) => savePromoDay(day.date, formToRequest(form)),
    onSaved: (updated) => reset(dayToForm(updated)),
    invalidate: promosKey,
  });
  const rowErrors = useMemo(() => promoRowErrors(save.error), [save.error]);
  const taken = useMemo(() => new Set((rows ?? []).map((r) => r.sku)), [rows]);
  const title = dayLabel(day.date);
  return (
    <form className="ui-form" noValidate aria-label={`Promos du ${title}`} onSubmit={handleSubmit(send)}>
      {saved && !isDirty ? <Notice tone="success">Promos du {title} enregistrées.</Notice> : null}
      {save.isError ? <Notice tone="error">{errorText(save.error)}</Notice> : null}
      <ProductPicker
        taken={taken}
        onPick={(p) => {
          setSaved(false);
          save.reset(); // the server's row numbers no longer match the rows
          append({
            sku: p.sku,
            name: p.name,
            image: p.image,
            old_price: p.base_price,
            price: '',
            note_fr: '',
            note_ar: '',
            super_friday: false,
          });
        }}
      />
      <div className="ui-table-wrap">
        <table className="ui-table promo-rows">
          <caption className="visually-hidden">Promos du {title}</caption>
          <thead>
            <tr>
              <th scope="col">Produit</th>
              <th scope="col">Ancien prix</th>
              <th scope="col">Prix du jour (DT)</th>
              <th scope="col">Remise</th>
              <th scope="col">Note (français)</th>
              <th scope="col">Note (arabe)</th>
              {day.can_super_friday ? <th scope="col">Super Friday</th> : null}
              <th scope="col">
                <span className="visually-hidden">Retirer</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.length === 0 ? (
              <tr>
                <td colSpan={day.can_super_friday ? 8 : 7} className="ui-table-empty">
                  Aucune promo ce jour-là : cherchez un produit pour en ajouter une.
                </td>
              </tr>
            ) : null}
            {fields.map((field, index) => {
              const row = rows?.[index] ?? field;
              const price = dinarsToMillimes(row.price);
              const remise = price === null ? null : discountPercent(field.old_price, price);
              const serverErrors = rowErrors.get(index) ?? [];
              const fieldErrors = errors.rows?.[index];
              return (
                <tr key={field.key} className={serverErrors.length || fieldErrors ? 'promo-row-invalid' : undefined} data-sku={field.sku}>
                  <td>
                    <span className="promo-row-product">
                      <img src={field.image} alt="" width={36} height={36} />
                      <span>
                        <strong>{field.name}</strong>
                        <span className="ui-mono ui-muted">{field.sku}</span>
                      </span>
                    </span>
                    {serverErrors.map((e) => (
                      <p key={e} className="ui-field-error" role="alert">
                        {e}
                      </p>
                    ))}
                  </td>
                  <td className="promo-num">{formatMoney(field.old_price, 'fr')}</td>
                  <td>
                    <input
                      className="ui-input promo-price"
                      inputMode="decimal"
                      autoComplete="off"
                      aria-label={`Prix du jour de ${field.name} en dinars`}
                      aria-invalid={fieldErrors?.price ? true : undefined}
                      {...register(`rows.${index}.price`)}
                    />
                    {fieldErrors?.price ? <p className="ui-field-error">{frenchMessage(fieldErrors.price.message)}</p> : null}
                  </td>
                  <td className="promo-num">
                    {remise ? <span className="promo-remise">{formatPercent(remise, 'fr', { signed: true })}</span> : '—'}
                  </td>
                  <td>
                    <input
                      className="ui-input"
                      aria-label={`Note en français pour ${field.name}`}
                      maxLength={200}
                      {...register(`rows.${index}.note_fr`)}
                    />
                  </td>
                  <td>
                    <input
                      className="ui-input"
                      dir="rtl"
                      lang="ar"
                      aria-label={`Note en arabe pour ${field.name}`}
                      aria-describedby={arabicMissing(row.note_fr, row.note_ar) ? `note-ar-${field.key}` : undefined}
                      maxLength={200}
                      {...register(`rows.${index}.note_ar`)}
                    />
                    {arabicMissing(row.note_fr, row.note_ar) ? <MissingArabic id={`note-ar-${field.key}`} /> : null}
                  </td>
                  {day.can_super_friday ? (
                    <td className="promo-center">
                      <input type="checkbox" aria-label={`${field.name} en Super Friday`} {...register(`rows.${index}.super_friday`)} />
                    </td>
                  ) : null}
                  <td className="promo-center">
                    <button
                      type="button"
                      className="ui-icon-button"
                      aria-label={`Retirer ${field.name}`}
                      onClick={() => {
                        save.reset();
                        remove(index);
                      }}
                    >
                      <Trash2 size={16} aria-hidden="true" />
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <FormActions submit="Enregistrer la journée" busy={save.isPending} disabled={!isDirty}>
        <Button onClick={onClose}>Fermer</Button>
      </FormActions>
    </form>
  );
}
