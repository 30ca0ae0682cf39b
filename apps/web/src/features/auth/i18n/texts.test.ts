import { describe, expect, it } from 'vitest';

import { authFr } from './auth.fr.ts';

describe('auth texts', () => {
  it('copy the spec’s messages exactly', () => {
    expect(authFr.validation).toMatchObject({
      required: 'Ce champ est requis.',
      phoneDigits: 'Doit contenir 8 chiffres.',
      name: 'Le prénom est obligatoire.',
      lastname: 'Le nom est obligatoire.',
      gender: 'Le genre est obligatoire.',
      birthdate: 'La date de naissance est obligatoire.',
      email: "L'email est obligatoire.",
      emailFormat: 'Adresse email invalide.',
      phone: 'Le téléphone est obligatoire.',
      address: "L'adresse est obligatoire.",
    });
    expect(authFr.errors).toMatchObject({
      classicMismatch: 'Numéro ou mot de passe incorrect',
      unauthorized: 'Identifiant ou mot de passe est incorrect',
      serverTitle: 'Erreur du serveur',
      invalidPhone: "Le téléphone sélectionné n'est pas valide.",
      invalidCode: "Le code d'activation n'est pas valide.",
    });
    expect(authFr.intro.title).toBe('Bienvenue');
    expect(authFr.client).toMatchObject({ title: 'Nouveau client !', submit: "C'est parti !" });
    expect(authFr.loading.text).toBe('Nous préparons votre espace personnalisé…');
    expect(authFr.onboarding.steps.promos.title).toBe('Nos promos, votre rythme');
    expect(authFr.onboarding.steps.games.title).toBe('Secouez, jouez, gagnez');
    expect(authFr.onboarding.steps.family.title).toBe('Votre famille, synchronisée');
  });
});
