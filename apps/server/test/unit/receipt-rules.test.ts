/** The receipts feed's pure rules (docs/wallet.md#receipts): fingerprint, sums, returns, bonus share, attach code. */
import { describe, expect, it } from 'vitest';
import {
  bonusBaseOf,
  canonicalJson,
  checkReturnable,
  checkSums,
  newAttachCode,
  receiptHash,
  ReceiptInvalidError,
  type ReceiptInput,
} from '../../src/modules/receipts/receipt-rules.ts';

const base: ReceiptInput = {
  receipt_id: 'R1',
  store: 'TN0001',
  purchased_at: '2026-11-24T10:15:00+01:00',
  lines: [
    { sku: 'A', quantity: 2, unit_price: 1450, discount: 200, total: 2700 },
    { sku: 'B', quantity: 1, unit_price: 500, discount: 0, total: 500 },
  ],
  total: 3200,
  offer_codes: [],
  payment: 'card',
};

const refusal = (fn: () => void) => {
  try {
    fn();
  } catch (err) {
    if (err instanceof ReceiptInvalidError) return err.body;
    throw err;
  }
  return null;
};

describe('receiptHash', () => {
  it('the same receipt in another key order or time zone hashes the same; another payment does not', () => {
    const reordered = JSON.parse(canonicalJson(base)) as ReceiptInput;
    expect(receiptHash({ ...reordered, purchased_at: '2026-11-24T09:15:00Z' })).toBe(receiptHash(base));
    expect(receiptHash({ ...base, payment: 'cash' })).not.toBe(receiptHash(base));
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: undefined }] })).toBe('{"a":[{"d":2}],"b":1}');
  });
});

describe('checkSums', () => {
  it('accepts a receipt that adds up', () => {
    expect(refusal(() => checkSums(base))).toBeNull();
  });
  it('names the first line that does not add up, with its expected total', () => {
    const lines = [base.lines[0]!, { ...base.lines[1]!, total: 600 }, { sku: 'C', quantity: 1, unit_price: 1, discount: 0, total: 5 }];
    expect(refusal(() => checkSums({ ...base, lines, total: 3305 }))).toMatchObject({ line: 1, field: 'total', expected: 500 });
  });
  it('the total against the lines: line null, expected the sum', () => {
    expect(refusal(() => checkSums({ ...base, total: 3000 }))).toMatchObject({ line: null, field: 'total', expected: 3200 });
  });
  it('a sale with a negative quantity, a return with a positive one, a discount past the line', () => {
    const negative = { sku: 'A', quantity: -1, unit_price: 100, discount: 0, total: -100 };
    expect(refusal(() => checkSums({ ...base, lines: [negative], total: -100 }))).toMatchObject({ line: 0, field: 'quantity' });
    expect(refusal(() => checkSums({ ...base, return_of: 'R0', lines: [base.lines[1]!], total: 500 }))).toMatchObject({
      line: 0,
      field: 'quantity',
    });
    const over = { sku: 'A', quantity: 1, unit_price: 100, discount: 150, total: -50 };
    expect(refusal(() => checkSums({ ...base, lines: [over], total: -50 }))).toMatchObject({ line: 0, field: 'discount' });
  });
});

describe('checkReturnable', () => {
  const sold = new Map([
    ['A', 3],
    ['B', 1],
  ]);
  it('up to what is left after earlier returns', () => {
    expect(
      refusal(() => checkReturnable([{ sku: 'A', quantity: -2, unit_price: 1, discount: 0, total: -2 }], sold, new Map([['A', -1]]))),
    ).toBeNull();
    expect(
      refusal(() => checkReturnable([{ sku: 'A', quantity: -3, unit_price: 1, discount: 0, total: -3 }], sold, new Map([['A', -1]]))),
    ).toMatchObject({ line: 0, field: 'quantity', expected: -2 });
  });
  it('counts the lines of one return together, and a sku the sale never had', () => {
    const twice = [
      { sku: 'B', quantity: -1, unit_price: 1, discount: 0, total: -1 },
      { sku: 'B', quantity: -1, unit_price: 1, discount: 0, total: -1 },
    ];
    expect(refusal(() => checkReturnable(twice, sold, new Map()))).toMatchObject({ line: 1, expected: 0 });
    expect(
      refusal(() => checkReturnable([{ sku: 'Z', quantity: -1, unit_price: 1, discount: 0, total: -1 }], sold, new Map())),
    ).toMatchObject({ line: 0, expected: 0 });
  });
});

describe('bonusBaseOf', () => {
  it('the bonus lines’ share of what was paid, rounded towards 0, for sales and returns', () => {
    expect(
      bonusBaseOf(
        [
          { total: 10_000, bonus: true },
          { total: 10_000, bonus: false },
        ],
        20_000,
        15_000,
      ),
    ).toBe(7500);
    expect(
      bonusBaseOf(
        [
          { total: 3333, bonus: true },
          { total: 6667, bonus: false },
        ],
        10_000,
        9999,
      ),
    ).toBe(3332);
    expect(bonusBaseOf([{ total: -5000, bonus: true }], -5000, -4999)).toBe(-4999);
    expect(bonusBaseOf([], 0, 0)).toBe(0);
  });
});

describe('newAttachCode', () => {
  it('12 digits, drawn anew each time', () => {
    const codes = new Set(Array.from({ length: 50 }, newAttachCode));
    for (const c of codes) expect(c).toMatch(/^\d{12}$/);
    expect(codes.size).toBe(50);
  });
});
