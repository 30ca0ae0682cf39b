import { withoutIsolates } from '@qadhya/domain';
import { describe, expect, it } from 'vitest';
import { ar } from '../../../lib/i18n/ar.ts';
import { fr } from '../../../lib/i18n/fr.ts';
import type { Texts } from '../../../lib/i18n/texts.ts';
import { createI18n } from '../../../lib/i18n/translator.ts';
import { longDay, spokenDay } from './spoken-day.ts';

const i18n = createI18n({ fr: structuredClone(fr) as Texts, ar: structuredClone(ar) as Texts });
const tr = (lng: 'fr' | 'ar') => (key: string, values: Record<string, unknown>) => i18n.t(key, { ...values, lng });

describe('spoken promo day', () => {
  it('reads the day in words, whatever the time zone', () => {
    expect(longDay('2026-11-24', 'fr')).toBe('mardi 24 novembre');
    expect(withoutIsolates(longDay('2026-11-24', 'ar'))).toBe('الثلاثاء 24 نوفمبر');
    // Tunisian month names in Arabic (docs/formats.md).
    expect(withoutIsolates(longDay('2026-08-04', 'ar'))).toBe('الثلاثاء 4 أوت');
  });

  it("says today's, a past and a coming promo in both languages", () => {
    const day = { date: '2026-11-24', shortDate: '24/11', weekday: 2 } as const;
    expect(spokenDay({ ...day, status: 'today' }, 'fr', tr('fr'))).toBe("Aujourd'hui, mardi 24 novembre");
    expect(spokenDay({ ...day, status: 'past' }, 'fr', tr('fr'))).toBe('Terminée, mardi 24 novembre');
    expect(spokenDay({ ...day, status: 'future' }, 'fr', tr('fr'))).toBe('À venir, mardi 24 novembre');
    expect(spokenDay({ ...day, status: 'today' }, 'ar', tr('ar'))).toMatch(/^اليوم، الثلاثاء/);
    expect(spokenDay({ date: null, shortDate: null, weekday: null, status: 'past' }, 'fr', tr('fr'))).toBeNull();
  });
});
