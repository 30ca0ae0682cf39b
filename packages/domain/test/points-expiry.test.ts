import { describe, expect, it } from 'vitest';
import { addDays } from '../src/calendar.ts';
import { lastLapsedEarningDay, pointsExpiryDay } from '../src/points-expiry.ts';

describe('points expiry days', () => {
  it('adds whole months, clamped to the month’s last day', () => {
    expect(pointsExpiryDay('2025-11-30', 12)).toBe('2026-11-30');
    expect(pointsExpiryDay('2026-01-31', 1)).toBe('2026-02-28');
    expect(pointsExpiryDay('2024-02-29', 12)).toBe('2025-02-28');
    expect(pointsExpiryDay('2025-12-15', 3)).toBe('2026-03-15');
  });

  it('the last lapsed earning day is the boundary: it has expired by the day, the next has not', () => {
    for (const months of [1, 6, 12, 13, 24]) {
      for (let i = 0; i < 800; i += 1) {
        const day = addDays('2024-01-01', i);
        const last = lastLapsedEarningDay(day, months);
        expect(pointsExpiryDay(last, months) <= day).toBe(true);
        expect(pointsExpiryDay(addDays(last, 1), months) > day).toBe(true);
      }
    }
    expect(lastLapsedEarningDay('2025-02-28', 12)).toBe('2024-02-29');
    expect(lastLapsedEarningDay('2026-11-30', 12)).toBe('2025-11-30');
  });
});
