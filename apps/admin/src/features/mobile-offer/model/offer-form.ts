import { AdminOfferProductCreate, MOBILE_OFFER_KINDS, type AdminOfferProduct, type MobileOfferKind } from '@qadhya/contracts';
import { z } from 'zod';
import { dinarsError, dinarsToMillimes, millimesToDinars } from '../../../lib/forms/dinars.ts';

/** The kinds as the shoppers' tabs name them (docs/mobile-offer.md#products). */
export const KIND_LABELS: Record<MobileOfferKind, string> = { phone: 'Téléphone', sim: 'Carte SIM', recharge: 'Recharge' };
export const KIND_OPTIONS = MOBILE_OFFER_KINDS.map((value) => ({ value, label: KIND_LABELS[value] }));

const shape = AdminOfferProductCreate.shape;

/**
 * The offer line's form: the contract's fields, the price typed in dinars (docs/back-office-screens.md#prices-in-dinars),
 * the order as typed text; turned into the API's body by toOfferBody.
 */
export const OfferFormSchema = z.object({
  sku: shape.sku,
  kind: z.enum(MOBILE_OFFER_KINDS, { message: 'Choisissez une catégorie.' }),
  name: shape.name,
  name_ar: z.string().trim().max(120),
  price: z.string().superRefine((text, ctx) => {
    const message = dinarsError(text);
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
  position: z.string().regex(/^\d{1,5}$/, 'Un nombre entier, 0 ou plus.'),
});
export type OfferForm = z.infer<typeof OfferFormSchema>;

export const emptyOfferForm: OfferForm = { sku: '', kind: 'sim', name: '', name_ar: '', price: '', position: '0' };

export function offerToForm(p: AdminOfferProduct): OfferForm {
  return { sku: p.sku, kind: p.kind, name: p.name, name_ar: p.name_ar, price: millimesToDinars(p.price), position: String(p.position) };
}

/** The API's fields of a filled form: the price in millimes. */
export function toOfferBody(f: OfferForm) {
  return {
    sku: f.sku.trim(),
    kind: f.kind,
    name: f.name.trim(),
    name_ar: f.name_ar.trim(),
    price: dinarsToMillimes(f.price) ?? 0,
    position: Number(f.position),
  };
}

/** Only the fields changed in an edit (the sku names the line and does not change). */
export function changedFields(f: OfferForm, dirty: Partial<Record<keyof OfferForm, unknown>>) {
  const all = toOfferBody(f);
  const body: Partial<Omit<ReturnType<typeof toOfferBody>, 'sku'>> = {};
  for (const key of ['kind', 'name', 'name_ar', 'price', 'position'] as const) if (dirty[key]) Object.assign(body, { [key]: all[key] });
  return body;
}
