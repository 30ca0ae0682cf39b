import { describe, expect, it } from 'vitest';
import { textKeys, textValues } from '../../../lib/i18n/lazy-texts.ts';
import { inboxAr } from './inbox.ar.ts';
import { inboxFr } from './inbox.fr.ts';

describe('notifications texts', () => {
  it('have the same keys in French and Arabic, none empty, Arabic in Arabic script', () => {
    expect(textKeys(inboxAr).sort()).toEqual(textKeys(inboxFr).sort());
    expect(textValues(inboxFr).filter((v) => !v.trim())).toEqual([]);
    expect(textValues(inboxAr).filter((v) => !v.trim() || !/[\u0600-\u06ff]/.test(v))).toEqual([]);
  });

  it('keep the spec’s action words exactly', () => {
    expect([inboxFr.actions.view, inboxFr.actions.dismiss, inboxFr.actions.install]).toEqual([
      'Voir',
      'Annuler',
      'Installer les mises à jour',
    ]);
  });
});
