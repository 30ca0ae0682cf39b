import { cardNumberOf } from '@qadhya/domain';
import JsBarcode from 'jsbarcode';
import { describe, expect, it } from 'vitest';

/** jsbarcode's object target: the encodings, without a DOM. */
function encode(value: string, format: 'EAN13' | 'CODE128'): { valid: boolean; bars: string } {
  const target: { encodings?: { data: string }[] } = {};
  let valid = true;
  JsBarcode(target, value, { format, valid: (ok: boolean) => (valid = ok) });
  return { valid, bars: (target.encodings ?? []).map((e) => e.data).join('') };
}

describe('the wallet barcodes', () => {
  it('encode every card number as EAN-13 (95 modules) and refuse a wrong check digit', () => {
    for (const seq of [1, 3, 42, 9_999_999_999]) {
      const { valid, bars } = encode(cardNumberOf(seq), 'EAN13');
      expect(valid).toBe(true);
      // Without the quiet zones: guard, 6 digits, centre guard, 6 digits, guard.
      expect(bars.replace(/^0+|0+$/g, '')).toMatch(/^101[01]{42}01010[01]{42}101$/);
    }
    const number = cardNumberOf(3);
    const wrong = number.slice(0, 12) + String((Number(number[12]) + 1) % 10);
    expect(encode(wrong, 'EAN13').valid).toBe(false);
  });

  it('encode offer codes as Code 128', () => {
    const { valid, bars } = encode('VS66WM35N6BK', 'CODE128');
    expect(valid).toBe(true);
    expect(bars.length).toBeGreaterThan(100);
    expect(encode('VS66WM35N6BK', 'CODE128').bars).toBe(bars);
  });
});
