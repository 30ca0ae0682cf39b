import { describe, expect, it } from 'vitest';
import { textKeys, textValues } from '../../../lib/i18n/lazy-texts.ts';
import { accountAr } from './account.ar.ts';
import { accountFr } from './account.fr.ts';

describe('account texts', () => {
  it('have the same keys in French and Arabic, none empty, Arabic in Arabic script', () => {
    expect(textKeys(accountAr).sort()).toEqual(textKeys(accountFr).sort());
    expect(textValues(accountFr).filter((v) => !v.trim())).toEqual([]);
    expect(textValues(accountAr).filter((v) => !v.trim())).toEqual([]);
    const latinOnly = textValues(accountAr).filter((v) => !/[\u0600-\u06ff]/.test(v));
    expect(latinOnly).toEqual(['ADMIN']); // brand names stay as they are
  });
});
