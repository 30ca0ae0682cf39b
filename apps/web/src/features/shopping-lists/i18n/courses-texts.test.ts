import { describe, expect, it } from 'vitest';
import { textKeys, textValues } from '../../../lib/i18n/lazy-texts.ts';
import { coursesAr } from './courses.ar.ts';
import { coursesFr } from './courses.fr.ts';

describe('courses texts', () => {
  it('have the same keys in French and Arabic, none empty, Arabic in Arabic script', () => {
    expect(textKeys(coursesAr).sort()).toEqual(textKeys(coursesFr).sort());
    expect(textValues(coursesFr).filter((v) => !v.trim())).toEqual([]);
    expect(textValues(coursesAr).filter((v) => !/[\u0600-\u06ff]/.test(v))).toEqual([]);
  });

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
