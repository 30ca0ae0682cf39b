import { describe, expect, it } from 'vitest';
import {
  conversionProblem,
  conversionRange,
  entryTextKey,
  groupDigits,
  newRequestId,
  parsePoints,
  signedPoints,
  transferProblem,
  voucherValue,
} from './points.ts';

const rule = { min_points: 500, step: 100, point_value: 10, voucher_days: 90 };

describe('points figures', () => {
  it('group digits the French way and sign history entries with a true minus', () => {
    expect(groupDigits(1250, 'fr')).toBe('1\u202f250');
    expect(groupDigits(1250, 'ar')).toBe('\u20661\u202f250\u2069');
    expect(signedPoints(42, 'fr')).toEqual({ sign: '+', figures: '42' });
    expect(signedPoints(-1250, 'fr')).toEqual({ sign: '−', figures: '1\u202f250' });
    expect(signedPoints(0, 'fr')).toEqual({ sign: '', figures: '0' });
  });

  it('read typed points: digits and grouping spaces only', () => {
    expect(parsePoints(' 1 250 ')).toBe(1250);
    expect(parsePoints('1\u202f250')).toBe(1250);
    expect(parsePoints('12.5')).toBeNaN();
    expect(parsePoints('-3')).toBeNaN();
    expect(parsePoints('')).toBeNaN();
  });
});

describe('conversion', () => {
  it('offers from the minimum by steps up to the balance, none under the minimum', () => {
    expect(conversionRange(1234, rule)).toEqual({ min: 500, max: 1200, step: 100 });
    expect(conversionRange(500, rule)).toEqual({ min: 500, max: 500, step: 100 });
    expect(conversionRange(499, rule)).toBeNull();
    expect(conversionRange(0, rule)).toBeNull();
  });

  it('refuses amounts the server would refuse, and values the voucher', () => {
    expect(conversionProblem(Number.NaN, 900, rule)).toBe('whole');
    expect(conversionProblem(400, 900, rule)).toBe('min');
    expect(conversionProblem(550, 900, rule)).toBe('step');
    expect(conversionProblem(1000, 900, rule)).toBe('balance');
    expect(conversionProblem(900, 900, rule)).toBeNull();
    expect(voucherValue(600, rule)).toBe(6000);
    expect(voucherValue(Number.NaN, rule)).toBe(0);
  });
});

describe('transfer and request ids', () => {
  it('checks the amount against the balance', () => {
    expect(transferProblem(0, 10)).toBe('whole');
    expect(transferProblem(11, 10)).toBe('balance');
    expect(transferProblem(10, 10)).toBeNull();
  });

  it('makes a request id the contract accepts: a UUID without dashes', () => {
    expect(newRequestId(() => '123e4567-e89b-12d3-a456-426614174000')).toBe('123e4567e89b12d3a456426614174000');
    const id = newRequestId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(newRequestId()).not.toBe(id);
  });
});

describe('history texts', () => {
  it('name the store or the family member when known', () => {
    expect(entryTextKey({ kind: 'earned', store: 'Aziza Lac', counterpart: null })).toBe('wallet.history.earnedAt');
    expect(entryTextKey({ kind: 'earned', store: null, counterpart: null })).toBe('wallet.history.earned');
    expect(entryTextKey({ kind: 'transfer_out', store: null, counterpart: 'Karim' })).toBe('wallet.history.transferOutTo');
    expect(entryTextKey({ kind: 'transfer_in', store: null, counterpart: null })).toBe('wallet.history.transferIn');
    expect(entryTextKey({ kind: 'spent', store: null, counterpart: null })).toBe('wallet.history.spent');
  });
});
