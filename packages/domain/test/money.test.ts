import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountPercent, formatDiscount, formatPrice, priceParts } from '../src/money.ts';

const NNBSP = '\u202f';
const intl3 = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

describe('priceParts', () => {
  it('splits millimes into dinars and three decimals', () => {
    expect(priceParts(12500)).toEqual({ integer: '12', decimals: '500' });
    expect(priceParts(7)).toEqual({ integer: '0', decimals: '007' });
    expect(priceParts(1000)).toEqual({ integer: '1', decimals: '000' });
    expect(priceParts(0)).toEqual({ integer: '0', decimals: '000' });
  });
  it('groups the integer part like Intl fr-FR (narrow no-break space)', () => {
    expect(priceParts(1234567)).toEqual({ integer: `1${NNBSP}234`, decimals: '567' });
    expect(priceParts(1234567890)).toEqual({ integer: `1${NNBSP}234${NNBSP}567`, decimals: '890' });
    expect(priceParts(999999)).toEqual({ integer: '999', decimals: '999' });
  });
  it('treats missing or non-finite values as 0 / 000', () => {
    for (const v of [undefined, null, Number.NaN, Infinity, -Infinity]) expect(priceParts(v)).toEqual({ integer: '0', decimals: '000' });
  });
  it('keeps the sign of negative prices on the integer part', () => {
    expect(priceParts(-12500)).toEqual({ integer: '-12', decimals: '500' });
    expect(priceParts(-500)).toEqual({ integer: '-0', decimals: '500' });
    expect(priceParts(-0)).toEqual({ integer: '0', decimals: '000' });
  });
  it('rounds fractions of a millime', () => {
    expect(priceParts(12499.6)).toEqual({ integer: '12', decimals: '500' });
    expect(priceParts(0.4)).toEqual({ integer: '0', decimals: '000' });
  });
  it('property: decimals are 3 digits and the parts recompose the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (m) => {
        const { integer, decimals } = priceParts(m);
        expect(decimals).toMatch(/^\d{3}$/);
        expect(integer).toMatch(/^-?\d{1,3}(\u202f\d{3})*$/);
        const back = Number(integer.replace(/\u202f/g, '').replace('-', '')) * 1000 + Number(decimals);
        expect(m < 0 ? -back : back).toBe(m);
      }),
    );
  });
});

describe('formatPrice', () => {
  it('formats fr-FR with exactly three decimals', () => {
    expect(formatPrice(12500)).toBe('12,500');
    expect(formatPrice(5)).toBe('0,005');
    expect(formatPrice(1234567)).toBe(`1${NNBSP}234,567`);
    expect(formatPrice(undefined)).toBe('0,000');
    expect(formatPrice(null)).toBe('0,000');
    expect(formatPrice(-12500)).toBe('-12,500');
  });
  it('property: agrees with Intl fr-FR 1.3-3 on integer millimes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (m) => {
        expect(formatPrice(m)).toBe(intl3.format(m / 1000).replace('\u2212', '-'));
      }),
    );
  });
});

describe('formatDiscount', () => {
  it('rounds to no decimals', () => {
    expect(formatDiscount(24.6)).toBe('25');
    expect(formatDiscount(24.4)).toBe('24');
    expect(formatDiscount(24.5)).toBe('25');
    expect(formatDiscount(30)).toBe('30');
    expect(formatDiscount(0)).toBe('0');
  });
  it('shows 0 for missing values and never "-0"', () => {
    expect(formatDiscount(undefined)).toBe('0');
    expect(formatDiscount(null)).toBe('0');
    expect(formatDiscount(Number.NaN)).toBe('0');
    expect(formatDiscount(-0.2)).toBe('0');
  });
  it('property: the text is the rounded integer', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (r) => {
        expect(formatDiscount(r)).toMatch(/^\d+$/);
        expect(Math.abs(Number(formatDiscount(r)) - r)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('discountPercent', () => {
  it('computes a rounded integer percent', () => {
    expect(discountPercent(10000, 7500)).toBe(25);
    expect(discountPercent(10000, 7540)).toBe(25);
    expect(discountPercent(3000, 2000)).toBe(33);
    expect(discountPercent(3000, 1000)).toBe(67);
    expect(discountPercent(1000, 0)).toBe(100);
  });
  it('is 0 when there is no discount or the input is invalid', () => {
    expect(discountPercent(1000, 1000)).toBe(0);
    expect(discountPercent(1000, 1500)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
    expect(discountPercent(-1000, -500)).toBe(0);
    expect(discountPercent(1000, -1)).toBe(0);
    expect(discountPercent(Number.NaN, 10)).toBe(0);
    expect(discountPercent(1000, Number.NaN)).toBe(0);
    expect(discountPercent(Infinity, 10)).toBe(0);
    expect(discountPercent(undefined as unknown as number, 10)).toBe(0);
  });
  it('property: an integer in 0..100', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: -1e9, max: 1e9 }), (o, n) => {
        const p = discountPercent(o, n);
        expect(Number.isInteger(p)).toBe(true);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(100);
        if (n >= o) expect(p).toBe(0);
      }),
    );
  });
});
