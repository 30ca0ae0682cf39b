import { describe, expect, it } from 'vitest';
import { formatMmSs, RESEND_SECONDS, secondsLeft } from './countdown.ts';

describe('resend countdown', () => {
  it('is 59 s shown as mm:ss', () => {
    expect(RESEND_SECONDS).toBe(59);
    expect(formatMmSs(59)).toBe('00:59');
    expect(formatMmSs(9)).toBe('00:09');
    expect(formatMmSs(0)).toBe('00:00');
    expect(formatMmSs(-3)).toBe('00:00');
    expect(formatMmSs(61)).toBe('01:01');
    expect(formatMmSs(3599)).toBe('59:59');
    expect(formatMmSs(1.2)).toBe('00:02');
  });

  it('counts the seconds left before a deadline, rounded up', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });
});
