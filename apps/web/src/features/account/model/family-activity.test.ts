import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n/translator.ts';
import { accountAr } from '../i18n/account.ar.ts';
import { accountFr } from '../i18n/account.fr.ts';
import { familyFigures, figureShareText, initialsOf, itemValues, monthTitle } from './family-activity.ts';
import { digitsLeftOf } from './member-form.ts';

const i18n = createI18n({ fr: { account: structuredClone(accountFr) } });
i18n.addResourceBundle('ar', 'translation', { account: accountAr });
const t =
  (lng: 'fr' | 'ar') =>
  (key: string, values: Record<string, unknown> = {}) =>
    i18n.t(key, { ...values, lng });

describe('the family figures (docs/family.md#figures-and-history)', () => {
  const figures = { month: '2026-11', points: 1250, savings: 12_500, lists: 3 };

  it('draws points, savings in DT and lists through the formatters, in both languages', () => {
    expect(familyFigures(figures, 'fr', 'points').map((f) => [f.id, f.value, f.unit])).toEqual([
      ['points', '1\u202f250', 'points'],
      ['savings', '12,500', 'DT'],
      ['lists', '3', ''],
    ]);
    expect(familyFigures(figures, 'ar', 'نقطة').map((f) => f.unit)).toEqual(['نقطة', 'د.ت', '']);
    expect(monthTitle('2026-11', 'fr')).toBe('novembre 2026');
  });

  it('shares a figure as one plain sentence, without bidi marks', () => {
    const [points, savings] = familyFigures(figures, 'fr', 'points');
    expect(figureShareText(t('fr'), points!, '2026-11', 'fr')).toBe(
      'Ma famille sur Qadhya en novembre 2026 : Points gagnés ensemble, 1\u202f250 points',
    );
    expect(figureShareText(t('fr'), savings!, '2026-11', 'fr')).toContain('Économies (promos et coupons), 12,500 DT');
    const ar = figureShareText(t('ar'), familyFigures(figures, 'ar', 'نقطة')[2]!, '2026-11', 'ar');
    expect(ar).toContain('قوائم التسوق المكتملة، 3');
    expect(ar).not.toMatch(/[\u2066-\u2069]/);
  });

  it('writes each history line with the names, the title and the points', () => {
    const item = {
      kind: 'points_transferred' as const,
      at: '2026-11-24T12:30:00.000Z',
      who: { USER_ID: 1, NAME: 'Amira Ben Salah', AVATAR: null },
      to: { USER_ID: 2, NAME: 'Karim', AVATAR: null },
      title: null,
      points: 1500,
      image: null,
      game: null,
    };
    expect(t('fr')('account.activity.items.points_transferred', itemValues(item, 'fr'))).toBe(
      'Amira Ben Salah a transféré 1\u202f500 points à Karim',
    );
    expect(initialsOf('Amira Ben Salah')).toBe('AB');
    expect(initialsOf('مستخدم 12345678')).toBe('م1');
  });
});

describe('the member search hint', () => {
  it('tells the digits left from the 4th typed digit until the 8th', () => {
    expect(['', '1', '12', '123'].map(digitsLeftOf)).toEqual([null, null, null, null]);
    expect(['1234', '12345', '123456', '1234567'].map(digitsLeftOf)).toEqual([4, 3, 2, 1]);
    expect(digitsLeftOf('12345678')).toBeNull();
    expect(digitsLeftOf('12ab')).toBeNull();
  });

  it('says it in French and Arabic with the right plural', () => {
    expect([4, 1].map((count) => i18n.t('account.family.digitsLeft', { count, lng: 'fr' }))).toEqual([
      'Encore 4 chiffres',
      'Encore 1 chiffre',
    ]);
    expect([4, 2, 1].map((count) => i18n.t('account.family.digitsLeft', { count, lng: 'ar' }))).toEqual([
      'بقيت \u20664\u2069 أرقام',
      'بقي رقمان',
      'بقي رقم واحد',
    ]);
  });
});
