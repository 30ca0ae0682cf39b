import { parseTunisDateTime } from '@qadhya/domain';
import { describe, expect, it } from 'vitest';
import { quietUntil, tooOldToPush } from '../../src/modules/push/push-rules.ts';

const at = (text: string) => parseTunisDateTime(text)!;

describe('push quiet hours in Tunis (docs/notifications.md#push-rules)', () => {
  it('08:00 to 21:59 may push', () => {
    for (const t of ['2026-11-24T08:00', '2026-11-24T13:30', '2026-11-24T21:59']) expect(quietUntil(at(t))).toBeNull();
  });

  it('from 22:00 a push waits for 08:00 the next day; after midnight, for 08:00 the same day', () => {
    expect(quietUntil(at('2026-11-24T22:00'))).toEqual(at('2026-11-25T08:00'));
    expect(quietUntil(at('2026-12-31T23:59'))).toEqual(at('2027-01-01T08:00'));
    expect(quietUntil(at('2026-11-25T00:00'))).toEqual(at('2026-11-25T08:00'));
    expect(quietUntil(at('2026-11-25T07:59'))).toEqual(at('2026-11-25T08:00'));
  });

  it('a row older than 24 hours is not pushed', () => {
    expect(tooOldToPush(at('2026-11-24T10:00'), at('2026-11-25T10:00'))).toBe(false);
    expect(tooOldToPush(at('2026-11-24T10:00'), at('2026-11-25T10:01'))).toBe(true);
  });
});
