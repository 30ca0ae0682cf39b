import { z } from 'zod';
import { PlainDate } from './pagination.ts';
import { ProductSkuParams } from './product.ts';

/**
 * Back office: the promos of the day (issue 15, docs/back-office-content.md#promos-of-the-day).
 * Roles admin and marketing. Money in integer millimes.
 */

/** GET /admin/promos?month=YYYY-MM: the calendar of one month. */
export const AdminPromoMonthQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'expected a month like 2026-11')
    .describe('The month, YYYY-MM (Tunis days)'),
});
export type AdminPromoMonthQuery = z.infer<typeof AdminPromoMonthQuery>;

/** One promo of a day as the back office shows it. */
export const AdminPromo = z
  .object({
    id: z.number().int(),
    sku: z.string(),
    name: z.string().describe('Product name'),
    image: z.string().describe('URL of the product picture'),
    price: z.number().int().describe('The day’s price, millimes'),
    old_price: z.number().int().describe('The product’s base price, millimes'),
    remise: z.number().int().describe('Discount percent, round((old − new) / old × 100)'),
    note_fr: z.string().nullable().describe('The note under the promo, French'),
    note_ar: z.string().nullable().describe('The note under the promo, Arabic'),
    promo_key: z.string().describe("The weekday key ('super_mardi'…) or 'super_friday'"),
    super_friday: z.boolean().describe('A Super Friday offer (promo_key super_friday)'),
  })
  .meta({ id: 'AdminPromo' });
export type AdminPromo = z.infer<typeof AdminPromo>;

export const AdminPromoDay = z
  .object({
    date: z.string().describe('YYYY-MM-DD'),
    promo_key: z.string().describe('The weekday key of that date'),
    can_super_friday: z.boolean().describe('Whether Super Friday offers may be dated this day (a Friday)'),
    count: z.number().int(),
    items: z.array(AdminPromo),
  })
  .meta({ id: 'AdminPromoDay' });
export type AdminPromoDay = z.infer<typeof AdminPromoDay>;

/** Every day of the month, in order (days without promos have count 0). */
export const AdminPromoCalendar = z
  .object({ month: z.string(), today: z.string().describe('Today in Tunis, YYYY-MM-DD'), days: z.array(AdminPromoDay) })
  .meta({ id: 'AdminPromoCalendar' });
export type AdminPromoCalendar = z.infer<typeof AdminPromoCalendar>;

export const AdminPromoDayParams = z.object({ date: PlainDate });

const Note = z.string().trim().max(200);

export const AdminPromoRow = z.object({
  sku: ProductSkuParams.shape.sku,
  price: z.number().int().min(1).max(100_000_000).describe('The day’s price, millimes, below the product’s base price'),
  note_fr: Note.nullish().describe('Note in French (empty: none)'),
  note_ar: Note.nullish().describe('Note in Arabic (empty: the French is shown)'),
  super_friday: z.boolean().default(false).describe('A Super Friday offer (only on a Friday)'),
});
export type AdminPromoRow = z.infer<typeof AdminPromoRow>;

/** PUT /admin/promos/:date: the day's whole list (an empty list clears the day). */
export const AdminPromoDayRequest = z.object({ items: z.array(AdminPromoRow).max(200) }).meta({
  id: 'AdminPromoDayRequest',
  examples: [{ items: [{ sku: '100234', price: 2350, note_fr: 'Prix spécial du jour', note_ar: 'سعر خاص اليوم', super_friday: false }] }],
});
export type AdminPromoDayRequest = z.input<typeof AdminPromoDayRequest>;
