import { describe, expect, it } from 'vitest';
import { dt, formatDateTime, lastValidDay } from './format.ts';

/** The loyalty screens' dates and money, written by the domain formatters (docs/formats.md). */
describe('the loyalty screens formats', () => {
  it('reads instants in Tunis and money in DT', () => {
    expect(formatDateTime('2026-11-24T13:05:00Z')).toBe('24/11/2026 14:05');
    expect(dt(12_500)).toBe('12,500 DT');
    expect(dt(1_234_500)).toBe('1\u202f234,500 DT');
  });

  it('gives the last valid day of an offer that ends at midnight in Tunis', () => {
    // Midnight of 1 December in Tunis is 23:00 UTC on 30 November: the offer's last day is the 30th.
    expect(lastValidDay('2026-11-30T23:00:00Z')).toBe('30/11/2026');
  });
});
