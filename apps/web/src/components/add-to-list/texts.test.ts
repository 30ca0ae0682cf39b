import { describe, expect, it } from 'vitest';

import { addToListButtonFr } from './button-texts.ts';

import { addToListSheetFr } from './sheet-texts.fr.ts';

describe('« Ajouter à une liste » texts', () => {
  it('say what the issue says: « Ajouter à une liste », « Nouvelle liste », « Ajouter », « Ajouté à « … » », « Voir la liste »', () => {
    expect(addToListButtonFr.button).toBe('Ajouter à une liste');
    expect([addToListSheetFr.newList, addToListSheetFr.add, addToListSheetFr.view]).toEqual(['Nouvelle liste', 'Ajouter', 'Voir la liste']);
    expect(addToListSheetFr.added).toBe('Ajouté à « {{list}} »');
  });
});
