import { withoutIsolates } from '@qadhya/domain';
import { describe, expect, it } from 'vitest';
import { formatSavedAt, offlineSince } from './format.ts';

describe('offline notice', () => {
  it('dates the data in Tunis time', () => {
    expect(formatSavedAt('2026-11-22T07:05:00.000Z', 'fr')).toBe('22/11/2026 08:05');
    expect(withoutIsolates(formatSavedAt('2026-11-22T07:05:00.000Z', 'ar'))).toBe('22/11/2026 08:05');
  });

  it('shows for data read from the device, or for any data while offline', () => {
    expect(offlineSince({ offline: true, savedAt: '2026-11-22T07:05:00.000Z' }, 5, true)).toBe('2026-11-22T07:05:00.000Z');
    expect(offlineSince({}, 5, true)).toBeNull();
    expect(offlineSince({}, 5, false)).toBe(5);
    expect(offlineSince(undefined, 5, false)).toBeNull();
  });
});
