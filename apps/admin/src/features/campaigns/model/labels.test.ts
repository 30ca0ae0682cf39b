import { describe, expect, it } from 'vitest';
import { dt, prizeHours, prizeValue, tunisDateTime, tunisInstant, tunisWallInWords } from './labels.ts';

/** The campaigns' figures and dates, written by the domain formatters in French (docs/formats.md). */
describe('the campaigns screen labels', () => {
  it('writes money and a prize value as the back office writes them', () => {
    expect(dt(1_000_000)).toBe('1\u202f000,000 DT');
    expect(prizeValue({ amount_type: 'amount', amount: 20_000, cap: null })).toBe('20,000 DT');
    expect(prizeValue({ amount_type: 'percent', amount: 15, cap: 5_000 })).toBe('15% (plafond 5,000 DT)');
    expect(prizeValue({ amount_type: 'percent', amount: 10, cap: null })).toBe('10%');
  });

  it('writes the prize slot as a time range, or the whole day', () => {
    expect(prizeHours({ slot_start: 10, slot_end: 12 })).toBe('10:00 – 12:00');
    expect(prizeHours({ slot_start: 8, slot_end: 9 })).toBe('08:00 – 09:00');
    expect(prizeHours({ slot_start: null, slot_end: null })).toBe('Toute la journée');
    expect(prizeHours({ slot_start: 10, slot_end: null })).toBe('Toute la journée');
  });

  it('reads Tunis wall times and instants', () => {
    expect(tunisDateTime('2026-11-24T09:05')).toBe('24/11/2026 09:05');
    expect(tunisWallInWords('2026-11-24T09:00')).toBe('24 novembre 2026 à 09:00');
    expect(tunisWallInWords('2026-11-24')).toBe('');
    expect(tunisWallInWords(undefined)).toBe('');
    // 23:30 UTC is 00:30 the next day in Tunis (UTC+1).
    expect(tunisInstant('2026-11-24T23:30:00Z')).toBe('25/11/2026 00:30');
  });
});
