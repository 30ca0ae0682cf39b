import { describe, expect, it } from 'vitest';

import { helpFr } from './help.fr.ts';

describe('help texts', () => {
  it('keep the spec’s French words exactly', () => {
    expect(helpFr.reclamation.title).toBe('Merci pour votre signalement');
    expect(helpFr.idea.headline).toBe('Partagez avec nous une amélioration');
    expect(helpFr.suggestion.title).toBe('Merci pour votre idée !');
    expect([helpFr.contact.success, helpFr.contact.error, helpFr.common.sending]).toEqual([
      'Votre message a été envoyé avec succès !',
      'Une erreur est survenue. Veuillez réessayer.',
      'Envoi...',
    ]);
    expect(Object.values(helpFr.report.errors).slice(0, 4)).toEqual([
      'Veuillez choisir un type',
      'La description doit contenir au moins 10 caractères',
      'Le lieu est requis',
      'La photo est requise',
    ]);
    expect([helpFr.idea.errors.title, helpFr.idea.errors.terms]).toEqual(['Le titre est requis', 'Vous devez accepter pour continuer.']);
    expect([
      helpFr.contact.errors.name,
      helpFr.contact.errors.email,
      helpFr.contact.errors.emailInvalid,
      helpFr.contact.errors.message,
    ]).toEqual(['Le nom est requis.', "L'email est requis.", 'Email invalide.', 'Le message est requis.']);
  });
});
