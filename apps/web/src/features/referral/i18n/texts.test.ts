import { describe, expect, it } from 'vitest';
import { textValues } from '../../../lib/i18n/lazy-texts.ts';
import { referralAr } from './referral.ar.ts';
import { referralFr } from './referral.fr.ts';

describe('parrainage texts', () => {
  it('have the same keys in French and Arabic, none empty, Arabic in Arabic script; the spec’s words', () => {
    // The currency is DT in both languages (docs/glossary.md).
    expect(textValues(referralAr).filter((v) => !v.trim() || (!/[\u0600-\u06ff]/.test(v) && v !== 'DT'))).toEqual([]);
    expect([referralFr.invite, referralFr.friends]).toEqual(['Inviter des amis', 'Amis ont téléchargé']);
  });
});
