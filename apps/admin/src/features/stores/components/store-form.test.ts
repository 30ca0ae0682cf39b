import type { AdminStore } from '@qadhya/contracts';
import { AdminStoreUpdate } from '@qadhya/contracts';
import { describe, expect, it } from 'vitest';
import { StoreFormSchema, formToUpdate, storeToForm } from './store-form.ts';

const store: AdminStore = {
  magasin_code: 'TN0001',
  storename: 'Qadhya Bab Bhar',
  storename_ar: null,
  address: '25 Avenue Habib Bourguiba',
  address_ar: 'شارع الحبيب بورقيبة',
  phone: '+216 71 961 794',
  city: 'Bab Bhar',
  region_name: 'Tunis',
  latitude: 36.8,
  longitude: 10.17,
  opening_hours: [
    { opens: '08:00', closes: '22:00' },
    null,
    { opens: '08:00', closes: '22:00' },
    { opens: '08:00', closes: '22:00' },
    { opens: '08:00', closes: '13:00' },
    { opens: '08:00', closes: '22:00' },
    null,
  ],
  temporarily_closed: false,
};

describe('the store form', () => {
  it('round-trips a store into the PATCH body the contract accepts (null = shut, empty Arabic = null)', () => {
    const form = storeToForm(store);
    expect(form.hours[1]).toEqual({ closed: true, opens: '08:00', closes: '22:00' });
    expect(form.storename_ar).toBe('');
    const body = formToUpdate(StoreFormSchema.parse(form));
    expect(body.opening_hours).toEqual(store.opening_hours);
    expect(body.storename_ar).toBeNull();
    expect(AdminStoreUpdate.safeParse(body).success).toBe(true);
  });

  it('refuses a closing before the opening, a bad time and a position outside Tunisia, on their fields', () => {
    const form = storeToForm(store);
    form.hours[0] = { closed: false, opens: '20:00', closes: '09:00' };
    form.hours[2] = { closed: false, opens: '8h', closes: '22:00' };
    form.hours[6] = { closed: true, opens: 'n/a', closes: '' }; // a shut day's times are not read
    form.latitude = 48.85;
    const result = StoreFormSchema.safeParse(form);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['hours.0.closes', 'hours.2.opens', 'latitude']);
  });
});

describe('a new store in the form', () => {
  it('needs a code and a delegation; its POST body has the hours and no closing flag', async () => {
    const { NewStoreFormSchema, emptyNewStore, formToCreate } = await import('./store-form.ts');
    const empty = NewStoreFormSchema.safeParse(emptyNewStore());
    expect(empty.success).toBe(false);
    const paths = empty.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['magasin_code', 'delegation_id', 'storename', 'address', 'phone']));

    const form = {
      ...emptyNewStore(),
      magasin_code: 'ar12',
      delegation_id: 1203,
      storename: 'Qadhya La Soukra',
      address: 'Avenue de l’UMA',
      phone: '+216 70 000 000',
    };
    form.hours[6] = { closed: true, opens: '08:00', closes: '22:00' };
    const parsed = NewStoreFormSchema.parse(form);
    const body = formToCreate(parsed);
    expect(body).toMatchObject({ magasin_code: 'AR12', delegation_id: 1203, storename_ar: null, address_ar: null });
    expect(body.opening_hours).toHaveLength(7);
    expect(body.opening_hours![6]).toBeNull();
    expect(body).not.toHaveProperty('temporarily_closed');
  });
});
