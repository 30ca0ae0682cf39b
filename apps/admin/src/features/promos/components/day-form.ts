import { AdminPromoRow, type AdminPromoDay, type AdminPromoDayRequest } from '@qadhya/contracts';
import { z } from 'zod';
import { dinarsError, dinarsToMillimes, millimesToDinars } from '../../../lib/forms/dinars.ts';

/** One row of the day's editor: the product as shown, the price typed in dinars, the notes. */
const DayRow = z
  .object({
    sku: AdminPromoRow.shape.sku,
    name: z.string(),
    image: z.string(),
    old_price: z.number().int(),
    price: z.string(),
    note_fr: z.string().trim().max(200, 'Note trop longue (200 caractères au plus).'),
    note_ar: z.string().trim().max(200, 'Note trop longue (200 caractères au plus).'),
    super_friday: z.boolean(),
  })
  .superRefine((row, ctx) => {
    const message = dinarsError(row.price, { below: row.old_price });
    if (message) ctx.addIssue({ code: 'custom', path: ['price'], message });
  });
export type DayRow = z.infer<typeof DayRow>;

export const DayFormSchema = z.object({ rows: z.array(DayRow).max(200) });
export type DayForm = z.infer<typeof DayFormSchema>;

export function dayToForm(day: AdminPromoDay): DayForm {
  return {
    rows: day.items.map((p) => ({
      sku: p.sku,
      name: p.name,
      image: p.image,
      old_price: p.old_price,
      price: millimesToDinars(p.price),
      note_fr: p.note_fr ?? '',
      note_ar: p.note_ar ?? '',
      super_friday: p.super_friday,
    })),
  };
}

/** The PUT body: prices in millimes, empty notes as null. */
export function formToRequest(form: DayForm): AdminPromoDayRequest {
  return {
    items: form.rows.map((r) => ({
      sku: r.sku,
      price: dinarsToMillimes(r.price) ?? 0,
      note_fr: r.note_fr.trim() || null,
      note_ar: r.note_ar.trim() || null,
      super_friday: r.super_friday,
    })),
  };
}
