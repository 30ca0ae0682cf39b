import { describe, expect, it } from 'vitest';
import { NewProductFormSchema, eanHint, emptyProductForm, toProductBody } from './product-form-schema.ts';

describe('the product forms', () => {
  it('tells the EAN-13 check digit as it is typed', () => {
    expect(eanHint('619123456789')).toBe('La clé de contrôle attendue est 7.');
    expect(eanHint('6191234567897')).toBe('Clé de contrôle correcte.');
    expect(eanHint('6191234567890')).toBe('Clé de contrôle incorrecte.');
    expect(eanHint('619')).toBe('13 chiffres, clé de contrôle comprise.');
  });

  it('refuses a wrong check digit and sends the base price in millimes', () => {
    const filled = {
      ...emptyProductForm,
      ean: '6191234567897',
      name: 'Harissa du Cap Bon',
      category_id: '530',
      price: '2,35',
      marque: '',
      description_ar: '  ',
    };
    const ok = NewProductFormSchema.safeParse(filled);
    expect(ok.success).toBe(true);
    expect(toProductBody(ok.data!)).toMatchObject({ base_price: 2350, category_id: 530, marque: null, description_ar: null });
    const wrong = NewProductFormSchema.safeParse({ ...filled, ean: '6191234567890' });
    expect(wrong.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['ean', 'La clé de contrôle de cet EAN-13 est fausse.'],
    ]);
  });
});
