import { z } from 'zod';
import { fr } from 'zod/v4/locales';

/**
 * The forms check input with the contracts' own zod schemas (the server's); their messages are
 * shown in French: zod's French locale for the generic ones, and this table for the contracts'
 * own English sentences (an unknown one is shown as is).
 */
const CONTRACT_MESSAGES: Record<string, string> = {
  'expected 6 digits': 'Saisissez les 6 chiffres du code.',
  'expected 13 digits': 'Saisissez 13 chiffres.',
  'expected a recovery code like abcde-12345': 'Un code de secours ressemble à abcde-12345.',
  'expected a date like 2026-11-24': 'Une date comme 2026-11-24.',
  'not a real calendar date': "Cette date n'existe pas.",
  'expected a time like 08:00': 'Une heure comme 08:00.',
  'expected digits': 'Uniquement des chiffres.',
  'expected an article code (digits)': 'Un code article (chiffres).',
  'expected an EAN-13, EAN-8, UPC-A or UPC-E with a valid check digit, or CODE_128 text':
    'Un code-barres EAN-13 valide (clé de contrôle comprise).',
  'control characters are not allowed': 'Caractères de contrôle non autorisés.',
};

let configured = false;

/** Once, before the first form: zod speaks French. */
export function setFrenchZod(): void {
  if (configured) return;
  configured = true;
  z.config({ ...fr(), jitless: true });
}

/** A field's message in French. */
export function frenchMessage(message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (message === 'Invalid email address' || /adresse e-mail|email/i.test(message)) return 'Adresse e-mail invalide.';
  return CONTRACT_MESSAGES[message] ?? message;
}
