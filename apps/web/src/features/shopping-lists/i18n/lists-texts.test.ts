import { describe, expect, it } from 'vitest';

import { listsFr } from './lists.fr.ts';

describe('shopping lists texts', () => {
  it('keep the spec’s French words exactly', () => {
    expect([listsFr.badge.done, listsFr.badge.rejected, listsFr.badge.almost, listsFr.badge.in_progress]).toEqual([
      'Terminée',
      'Rejetée',
      'Presque terminé',
      'En cours',
    ]);
    expect([listsFr.menu.assign, listsFr.menu.boost, listsFr.menu.reject]).toEqual([
      'Assigner membre',
      'Booster les membres',
      'Rejeter la course',
    ]);
    expect(listsFr.detail.emptyTitle).toBe('Aucun élément dans cette liste');
    expect(listsFr.detail.emptyText).toBe('Vous pouvez ajouter des produits de votre liste de favoris ici');
    expect(listsFr.detail.addProduct).toBe('Ajouter produit');
    expect(listsFr.detail.promoDeducted).toBe('Promo déduite');
    expect(listsFr.detail.offlinePending).toBe('Hors ligne — modifications en attente ({{count}})');
  });
});
