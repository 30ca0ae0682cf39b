import { describe, expect, it } from 'vitest';
import { textKeys, textValues } from '../../lib/i18n/lazy-texts.ts';
import { addToListButtonAr, addToListButtonFr } from './button-texts.ts';
import { addToListSheetAr } from './sheet-texts.ar.ts';
import { addToListSheetFr } from './sheet-texts.fr.ts';

describe('« Ajouter à une liste » texts', () => {
  it('have the same keys in French and Arabic, none empty, Arabic in Arabic script', () => {
    for (const [fr, ar] of [
      [addToListButtonFr, addToListButtonAr],
      [addToListSheetFr, addToListSheetAr],
    ] as const) {
      expect(textKeys(ar).sort()).toEqual(textKeys(fr).sort());
      expect(textValues(fr).filter((v) => !v.trim())).toEqual([]);
      expect(textValues(ar).filter((v) => !/[\u0600-\u06ff]/.test(v))).toEqual([]);
    }
  });

  it('say what the issue says: « Ajouter à une liste », « Nouvelle liste », « Ajouter », « Ajouté à « … » », « Voir la liste »', () => {
    expect(addToListButtonFr.button).toBe('Ajouter à une liste');
    expect([addToListSheetFr.newList, addToListSheetFr.add, addToListSheetFr.view]).toEqual(['Nouvelle liste', 'Ajouter', 'Voir la liste']);
    expect(addToListSheetFr.added).toBe('Ajouté à « {{list}} »');
  });
});
