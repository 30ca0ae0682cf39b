import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gs1CheckDigit, isValidGtin, withCheckDigit } from '../src/barcode.ts';

describe('gs1CheckDigit', () => {
  it('computes check digits of real codes', () => {
    expect(gs1CheckDigit('619123456789')).toBe(7); // 619 = Tunisia's GS1 prefix
    expect(gs1CheckDigit('400638133393')).toBe(1); // EAN-13
    expect(gs1CheckDigit('7351353')).toBe(7); // EAN-8
    expect(gs1CheckDigit('03600029145')).toBe(2); // UPC-A
    expect(gs1CheckDigit('590123412345')).toBe(7);
    expect(gs1CheckDigit('9638507')).toBe(4); // EAN-8 96385074
    expect(gs1CheckDigit('00000000000')).toBe(0);
  });
  it('rejects non-digits', () => {
    expect(() => gs1CheckDigit('12a4')).toThrow(RangeError);
    expect(() => gs1CheckDigit('')).toThrow(RangeError);
    expect(() => gs1CheckDigit(' 123')).toThrow(RangeError);
  });
});

describe('isValidGtin', () => {
  it('accepts real EAN-13, EAN-8 and UPC-A codes', () => {
    for (const code of ['6191234567897', '4006381333931', '73513537', '036000291452', '5901234123457']) {
      expect(isValidGtin(code)).toBe(true);
    }
  });
  it('rejects wrong check digits, lengths and characters', () => {
    for (const code of [
      '6191234567890',
      '4006381333932',
      '73513536',
      '036000291453',
      '',
      '1234567',
      '12345678901',
      '61912345678970',
      ' 4006381333931',
      '400638133393a',
      '4006381333931\n',
    ]) {
      expect(isValidGtin(code)).toBe(false);
    }
    expect(isValidGtin(undefined as unknown as string)).toBe(false);
  });
});

describe('withCheckDigit', () => {
  it('appends the check digit', () => {
    expect(withCheckDigit('619123456789')).toBe('6191234567897');
    expect(withCheckDigit('7351353')).toBe('73513537');
  });
  const body = fc.constantFrom(7, 11, 12).chain((n) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n }));
  it('property: the result is always a valid GTIN', () => {
    fc.assert(
      fc.property(body, (b) => {
        expect(isValidGtin(withCheckDigit(b))).toBe(true);
      }),
    );
  });
  it('property: changing any single digit makes it invalid', () => {
    fc.assert(
      fc.property(body, fc.nat(), fc.integer({ min: 1, max: 9 }), (b, pos, delta) => {
        const code = withCheckDigit(b);
        const i = pos % code.length;
        const changed = code.slice(0, i) + String((Number(code[i]) + delta) % 10) + code.slice(i + 1);
        expect(changed).not.toBe(code);
        expect(isValidGtin(changed)).toBe(false);
      }),
    );
  });
});
