import { withoutIsolates } from '@qadhya/domain';
import { describe, expect, it } from 'vitest';
import { HOURS, WEEKDAYS, hourText, weekdayName } from './list-deals-alert.ts';

describe('the weekly push’s choices (docs/notifications.md#this-week-on-my-list)', () => {
  it('days 1 = Monday … 7 = Sunday, in both languages', () => {
    expect(WEEKDAYS.map((d) => weekdayName(d, 'fr'))).toEqual(['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche']);
    expect(weekdayName(1, 'fr', { capital: true })).toBe('Lundi');
    expect(WEEKDAYS.map((d) => weekdayName(d, 'ar'))).toEqual(['الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت', 'الأحد']);
  });

  it('hours 8 to 21, written as the app writes a time', () => {
    expect(HOURS[0]).toBe(8);
    expect(HOURS.at(-1)).toBe(21);
    expect(HOURS.map((h) => hourText(h, 'fr')).slice(0, 2)).toEqual(['08:00', '09:00']);
    expect(withoutIsolates(hourText(21, 'ar'))).toBe('21:00');
  });
});
