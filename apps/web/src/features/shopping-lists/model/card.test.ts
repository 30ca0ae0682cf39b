import { describe, expect, it } from 'vitest';
import { createdOn, firstName, historyAction, showsPromo } from './card.ts';

describe('courses card', () => {
  it('« Créée par {prénom} le {date} »: the day in Tunis', () => {
    expect(createdOn('2026-11-24T10:00:00Z', 'fr')).toBe('24/11/2026');
    // 23:30 UTC is already the next day in Tunis (UTC+1).
    expect(createdOn('2026-11-24T23:30:00Z', 'fr')).toBe('25/11/2026');
    expect(createdOn('not a date', 'fr')).toBe('');
    // The same day in Arabic, isolated left to right (docs/formats.md).
    expect(createdOn('2026-11-24T10:00:00Z', 'ar')).toBe('\u206624/11/2026\u2069');
    expect(firstName('  Salma Ben Ali ')).toBe('Salma');
  });

  it('history: Dupliquer when finished, Réactiver when rejected', () => {
    expect(historyAction({ status: 'active', finished: true })).toBe('duplicate');
    expect(historyAction({ status: 'rejected', finished: false })).toBe('reactivate');
    expect(historyAction({ status: 'rejected', finished: true })).toBe('reactivate');
    expect(historyAction({ status: 'active', finished: false })).toBeNull();
  });

  it("'Promo déduite' on finished lists only", () => {
    expect(showsPromo({ status: 'active', finished: true, promo_deducted: 1200 })).toBe(true);
    expect(showsPromo({ status: 'active', finished: true, promo_deducted: 0 })).toBe(true);
    expect(showsPromo({ status: 'active', finished: false, promo_deducted: null })).toBe(false);
    expect(showsPromo({ status: 'rejected', finished: true, promo_deducted: 500 })).toBe(false);
  });
});
