import { describe, expect, it } from 'vitest';
import { openNow, tunisWeekdayMondayFirst } from './open-now.ts';

const week = [
  { opens: '08:00', closes: '22:00' }, // Monday
  { opens: '08:00', closes: '22:00' },
  { opens: '08:00', closes: '22:00' },
  { opens: '08:00', closes: '22:00' },
  { opens: '08:30', closes: '12:30' }, // Friday
  null, // Saturday shut
  null, // Sunday shut
];
const store = { opening_hours: week, temporarily_closed: false };
/** An instant given in Tunis time (UTC+1, no summer time). */
const tunis = (iso: string) => new Date(`${iso}+01:00`);

describe('openNow', () => {
  it('open between the hours, until the closing time (Tunis time, not UTC)', () => {
    // Tuesday 24 November 2026, 13:30 in Tunis.
    expect(openNow(store, tunis('2026-11-24T13:30'))).toEqual({ state: 'open', closes: '22:00' });
    expect(openNow(store, tunis('2026-11-24T08:00'))).toEqual({ state: 'open', closes: '22:00' });
    // 07:30 UTC is 08:30 in Tunis: open.
    expect(openNow(store, new Date('2026-11-24T07:30:00Z'))).toEqual({ state: 'open', closes: '22:00' });
  });

  it('closed before the opening (opens today) and after the closing (opens tomorrow)', () => {
    expect(openNow(store, tunis('2026-11-24T07:59'))).toEqual({ state: 'closed', next: { opens: '08:00', inDays: 0, weekday: 1 } });
    expect(openNow(store, tunis('2026-11-24T22:00'))).toEqual({ state: 'closed', next: { opens: '08:00', inDays: 1, weekday: 2 } });
  });

  it('skips the shut weekdays: Friday after 12:30 opens on Monday', () => {
    expect(openNow(store, tunis('2026-11-27T13:00'))).toEqual({ state: 'closed', next: { opens: '08:00', inDays: 3, weekday: 0 } });
    expect(openNow(store, tunis('2026-11-28T10:00'))).toEqual({ state: 'closed', next: { opens: '08:00', inDays: 2, weekday: 0 } });
  });

  it('a temporary closing wins; no hours known → null; never open → no next opening', () => {
    expect(openNow({ ...store, temporarily_closed: true }, tunis('2026-11-24T13:30'))).toEqual({ state: 'closed_temporarily' });
    expect(openNow({}, tunis('2026-11-24T13:30'))).toBeNull();
    expect(
      openNow({ opening_hours: [null, null, null, null, null, null, null], temporarily_closed: false }, tunis('2026-11-24T13:30')),
    ).toEqual({ state: 'closed', next: null });
  });

  it('a closing past midnight keeps the store open until the end of the day', () => {
    const late = { opening_hours: week.map(() => ({ opens: '18:00', closes: '02:00' })), temporarily_closed: false };
    expect(openNow(late, tunis('2026-11-24T23:30'))).toEqual({ state: 'open', closes: '02:00' });
  });

  it('today Monday first, in Tunis', () => {
    expect(tunisWeekdayMondayFirst(tunis('2026-11-24T13:30'))).toBe(1);
    expect(tunisWeekdayMondayFirst(new Date('2026-11-29T23:30:00Z'))).toBe(0); // Monday 00:30 in Tunis
  });
});
