import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { DayFormSchema, formToRequest } from './day-form.ts';
import { currentTunisMonth, dayLabel, leadingBlanks, monthLabel, shiftMonth } from './month.ts';
import { promoRowErrors } from './row-errors.ts';

describe('the promos calendar', () => {
  it('moves by months across years', () => {
    expect(shiftMonth('2026-11', 1)).toBe('2026-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-11', -23)).toBe('2024-12');
  });

  it('puts Monday first', () => {
    expect(leadingBlanks('2026-11-01')).toBe(6); // a Sunday
    expect(leadingBlanks('2026-12-01')).toBe(1); // a Tuesday
    expect(leadingBlanks('2027-02-01')).toBe(0); // a Monday
  });

  it('reads the month in Tunis, not in UTC', () => {
    // 31 December 23:30 UTC is already 1 January in Tunis (UTC+1).
    expect(currentTunisMonth(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01');
    expect(monthLabel('2026-11')).toBe('novembre 2026');
  });

  it('names a day in words with the domain formatter (docs/formats.md), the day as written', () => {
    expect(dayLabel('2026-11-27')).toBe('vendredi 27 novembre 2026');
    expect(dayLabel('2027-01-01')).toBe('vendredi 1 janvier 2027');
  });
});

describe('a day of promos', () => {
  const row = {
    sku: '100001',
    name: 'Bouillon',
    image: '/x.webp',
    old_price: 2800,
    price: '1,950',
    note_fr: ' Prix du jour ',
    note_ar: '',
    super_friday: false,
  };

  it('sends prices in millimes and empty notes as null', () => {
    expect(formToRequest({ rows: [row] })).toEqual({
      items: [{ sku: '100001', price: 1950, note_fr: 'Prix du jour', note_ar: null, super_friday: false }],
    });
  });

  it('refuses a day price not below the old price on its row', () => {
    const result = DayFormSchema.safeParse({ rows: [row, { ...row, sku: '100002', price: '2,800' }] });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.'))).toEqual(['rows.1.price']);
  });

  it('puts each refused row of the server under its row, in French', () => {
    const error = new ApiError(422, 'PROMO_ROWS_INVALID', 'rows', [
      { path: 'items.0.sku', message: 'No product with sku 999.' },
      { path: 'items.2.price', message: 'The price 3000 must be below the base price 2800 (millimes).' },
      { path: 'items.2.super_friday', message: 'Super Friday offers are dated a Friday; 2026-11-25 is not one.' },
      { path: 'items.3.sku', message: '100001 is listed twice under super_mercredi.' },
    ]);
    const rows = promoRowErrors(error);
    expect(rows.get(0)).toEqual(['Aucun produit avec ce code.']);
    expect(rows.get(1)).toBeUndefined();
    expect(rows.get(2)).toEqual(['Le prix du jour doit être inférieur au prix de base.', 'Une offre Super Friday se place un vendredi.']);
    expect(rows.get(3)).toEqual(['Ce produit figure deux fois ce jour-là.']);
    expect(promoRowErrors(new Error('x')).size).toBe(0);
  });
});
