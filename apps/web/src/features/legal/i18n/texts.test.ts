import { describe, expect, it } from 'vitest';
import { textKeys, textValues } from '../../../lib/i18n/lazy-texts.ts';
import { legalAr } from './legal.ar.ts';
import { legalFr } from './legal.fr.ts';

describe('legal texts', () => {
  it('have the same keys in French and Arabic, none empty, Arabic in Arabic script', () => {
    expect(textKeys(legalAr).sort()).toEqual(textKeys(legalFr).sort());
    expect(textValues(legalFr).filter((v) => !v.trim())).toEqual([]);
    expect(textValues(legalAr).filter((v) => !/[\u0600-\u06ff]/.test(v))).toEqual([]);
  });

  it('say the cookie retention of 13 months', () => {
    expect(legalFr.cookies.retention).toContain('13 mois');
    expect(legalAr.cookies.retention).toContain('13 شهرًا');
  });
});
