import { describe, expect, it } from 'vitest';
import { changedFields, OfferFormSchema, offerToForm, toOfferBody } from './offer-form.ts';

const line = {
  sku: '900001',
  ean: '2000000900012',
  product_name: 'Carte SIM',
  kind: 'sim' as const,
  name: 'Carte SIM Aziza Mobile',
  name_ar: 'شريحة عزيزة موبايل',
  price: 5_000,
  position: 3,
  archived: false,
  archived_at: null,
  updated_at: '2026-11-30T06:00:00.000Z',
  image: '/img.svg',
  has_uploaded_image: false,
};

describe('the mobile offer line form', () => {
  it('shows the price in dinars and sends it in millimes', () => {
    const form = offerToForm(line);
    expect(form.price).toBe('5,000');
    expect(toOfferBody({ ...form, price: '12,5' })).toMatchObject({ price: 12_500, position: 3, kind: 'sim' });
  });

  it('refuses a price that is not dinars, an empty name and a negative order', () => {
    const parsed = OfferFormSchema.safeParse({ ...offerToForm(line), price: 'douze', name: ' ', position: '-1' });
    expect(parsed.success).toBe(false);
    const paths = parsed.error!.issues.map((i) => i.path[0]);
    expect(paths).toEqual(expect.arrayContaining(['price', 'name', 'position']));
    expect(parsed.error!.issues.find((i) => i.path[0] === 'price')!.message).toBe('Un prix en dinars, comme 2,350.');
  });

  it('an edit sends only what changed', () => {
    const form = { ...offerToForm(line), name_ar: 'شريحة', price: '4,500' };
    expect(changedFields(form, { name_ar: true, price: true })).toEqual({ name_ar: 'شريحة', price: 4_500 });
  });
});
