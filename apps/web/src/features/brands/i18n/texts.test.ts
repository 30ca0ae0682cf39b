import { describe, expect, it } from 'vitest';
import { textKeys, textValues } from '../../../lib/i18n/lazy-texts.ts';
import { brandsAr } from './brands.ar.ts';
import { brandsFr } from './brands.fr.ts';

describe('brands texts', () => {
  it('have the same keys in French and Arabic, none empty, Arabic in Arabic script', () => {
    expect(textKeys(brandsAr).sort()).toEqual(textKeys(brandsFr).sort());
    expect(textValues(brandsFr).filter((v) => !v.trim())).toEqual([]);
    expect(textValues(brandsAr).filter((v) => !/[\u0600-\u06ff]/.test(v))).toEqual([]);
  });
});
