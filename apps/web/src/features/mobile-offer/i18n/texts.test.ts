import { describe, expect, it } from 'vitest';

import { mobileOfferFr } from './mobile-offer.fr.ts';

describe('mobile offer texts', () => {
  it('keep the spec’s words (2.11 and 5)', () => {
    const f = mobileOfferFr;
    expect([f.home.ask, f.home.reserve, f.form.submit, f.form.lastNamePlaceholder, f.form.firstNamePlaceholder, f.done.title]).toEqual([
      'Demandez votre carte SIM',
      'Réserver votre SIM',
      'Confirmer réservation',
      'Votre nom',
      'Votre prénom',
      'Merci ! Votre demande est en cours de traitement.',
    ]);
    expect([f.form.lastName, f.form.firstName]).toEqual(['Nom', 'Prénom']);
    expect(f.done.back.replace('{{name}}', f.name)).toBe('Retourner sur Aziza Mobile');
    expect(Object.values(f.form.errors).slice(0, 7)).toEqual([
      'Veuillez choisir une action.',
      'Numéro de votre ligne est obligatoire.',
      'Le nom est obligatoire.',
      'Le prénom est obligatoire.',
      "L'adresse est obligatoire.",
      'Ce pièce est obligatoire.',
      "Numéro de pièce d'identité est obligatoire.",
    ]);
    expect(Object.values(f.requests.status)).toEqual(['Reçue', 'En traitement', 'Prête en magasin', 'Refusée', 'Annulée']);
    expect(Object.values(f.products.tabs)).toEqual(['Tous', 'Téléphones', 'Cartes SIM', 'Recharges']);
  });
});
