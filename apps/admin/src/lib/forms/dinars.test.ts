import { describe, expect, it } from 'vitest';
import { dinarsError, dinarsToMillimes, millimesToDinars } from './dinars.ts';

describe('prices typed in dinars', () => {
  it('turns a comma or a dot, up to 3 decimals, into integer millimes', () => {
    expect(dinarsToMillimes('2,350')).toBe(2350);
    expect(dinarsToMillimes('2.35')).toBe(2350);
    expect(dinarsToMillimes(' 12 ')).toBe(12000);
    expect(dinarsToMillimes('0,005')).toBe(5);
    expect(dinarsToMillimes('1234,5')).toBe(1_234_500);
  });

  it('refuses what is not a price', () => {
    for (const text of ['', 'abc', '2,3456', '-1', '1 234,500', '2,,3', '1e3']) expect(dinarsToMillimes(text), text).toBeNull();
  });

  it('shows millimes back with 3 decimals and no grouping space', () => {
    expect(millimesToDinars(2350)).toBe('2,350');
    expect(millimesToDinars(1_234_500)).toBe('1234,500');
    expect(dinarsToMillimes(millimesToDinars(98_765))).toBe(98_765);
  });

  it('says why a price field is wrong, a day price included', () => {
    expect(dinarsError('2,350')).toBeUndefined();
    expect(dinarsError('x')).toBe('Un prix en dinars, comme 2,350.');
    expect(dinarsError('0')).toBe('Le prix doit être positif.');
    expect(dinarsError('3,000', { below: 3000 })).toBe('Le prix doit être inférieur à l’ancien prix (3,000 DT).');
    expect(dinarsError('2,999', { below: 3000 })).toBeUndefined();
  });
});
