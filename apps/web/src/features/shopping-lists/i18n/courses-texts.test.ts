import { describe, expect, it } from 'vitest';

import { coursesFr } from './courses.fr.ts';

describe('courses texts', () => {
  it('keep the spec’s French words exactly', () => {
    expect([coursesFr.tabs.active, coursesFr.tabs.history, coursesFr.newList]).toEqual(['Actif', 'Historique', 'Nouvelle liste']);
    expect(coursesFr.card.bought).toBe('{{bought}}/{{total}} produits achetés');
    expect([coursesFr.card.duplicate, coursesFr.card.reactivate, coursesFr.card.promo]).toEqual([
      'Dupliquer',
      'Réactiver',
      'Promo déduite',
    ]);
    expect([coursesFr.addList.assign, coursesFr.addList.assignAll]).toEqual(['Assigner', 'Assigner tout']);
    expect(coursesFr.addProduct.favouritesOnly).toBe('Dans favoris uniquement');
    expect(coursesFr.addProduct.submit).toBe('Ajouter produits ({{count}})');
    expect(coursesFr.card.createdBy).toBe('Créée par {{name}} le {{date}}');
  });
});
