import { describe, expect, it } from 'vitest';
import { clockOffset } from './app-clock.ts';

describe('clockOffset', () => {
  it('is the server instant minus the middle of the round trip', () => {
    const sent = Date.parse('2026-11-22T03:00:00.000Z');
    expect(clockOffset('2026-11-24T12:30:00.000Z', sent, sent + 200)).toBe(Date.parse('2026-11-24T12:30:00.000Z') - (sent + 100));
  });
  it('is 0 for an unreadable instant', () => {
    expect(clockOffset('nope', 1, 2)).toBe(0);
  });
});
