import { AdminProductCreate, type AdminProduct } from '@qadhya/contracts';
import { gs1CheckDigit, isValidGtin } from '@qadhya/domain';
import { z } from 'zod';
import { dinarsError, dinarsToMillimes, millimesToDinars } from '../../../lib/forms/dinars.ts';

const shape = AdminProductCreate.shape;
const optionalText = z.string().trim().max(4000);

/**
 * The product form: the contracts' fields, with the price typed in dinars and the category as
 * the select's text; turned into the API's body by toProductBody.
 */
export const ProductFormSchema = z.object({
  name: shape.name,
  marque: z.string().trim().max(100),
  size: z.string().trim().max(60),
  short_description: optionalText,
  short_description_ar: optionalText,
  description: optionalText,
  description_ar: optionalText,
  category_id: z.string().regex(/^\d+$/, 'Choisissez une catégorie.'),
  price: z.string().superRefine((text, ctx) => {
    const message = dinarsError(text);
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
});
export type ProductForm = z.infer<typeof ProductFormSchema>;

/** A new product also has its EAN-13 (check digit verified as it is typed) and optional sku. */
export const NewProductFormSchema = ProductFormSchema.extend({
  ean: shape.ean.refine(isValidGtin, 'La clé de contrôle de cet EAN-13 est fausse.'),
  sku: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(/^\d{1,20}$/, 'expected digits'),
  ]),
});
export type NewProductForm = z.infer<typeof NewProductFormSchema>;

export const emptyProductForm: NewProductForm = {
  ean: '',
  sku: '',
  name: '',
  marque: '',
  size: '',
  short_description: '',
  short_description_ar: '',
  description: '',
  description_ar: '',
  category_id: '',
  price: '',
};

export function productToForm(p: AdminProduct): ProductForm {
  return {
    name: p.name,
    marque: p.marque ?? '',
    size: p.size ?? '',
    short_description: p.short_description,
    short_description_ar: p.short_description_ar ?? '',
    description: p.description,
    description_ar: p.description_ar ?? '',
    category_id: String(p.category_id),
    price: millimesToDinars(p.base_price),
  };
}

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

/** The API's fields of a filled form (empty optional texts are null). */
export function toProductBody(f: ProductForm) {
  return {
    name: f.name,
    marque: orNull(f.marque),
    size: orNull(f.size),
    short_description: f.short_description,
    short_description_ar: orNull(f.short_description_ar),
    description: f.description,
    description_ar: orNull(f.description_ar),
    category_id: Number(f.category_id),
    base_price: dinarsToMillimes(f.price) ?? 0,
  };
}

/** What an EAN field says while it is typed: the check digit to expect, or that it is right. */
export function eanHint(text: string): string {
  const digits = text.trim();
  if (/^\d{12}$/.test(digits)) {
    return `La clé de contrôle attendue est ${gs1CheckDigit(digits)}.`;
  }
  if (/^\d{13}$/.test(digits)) return isValidGtin(digits) ? 'Clé de contrôle correcte.' : 'Clé de contrôle incorrecte.';
  return '13 chiffres, clé de contrôle comprise.';
}
