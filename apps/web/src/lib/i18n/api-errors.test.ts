import { BACK_OFFICE_ERROR_CODES, SHOPPER_ERROR_CODES } from '@qadhya/contracts';
import { BACK_OFFICE_ERROR_TEXTS_AR } from '@qadhya/contracts/back-office-error-texts.ar';
import { BACK_OFFICE_ERROR_TEXTS_FR } from '@qadhya/contracts/back-office-error-texts.fr';
import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS_AR } from '@qadhya/contracts/error-texts.ar';
import { ERROR_TEXTS_FR } from '@qadhya/contracts/error-texts.fr';
import { fr } from './fr.ts';

/** Every stable error code of the API has its French and Arabic text (docs/shell.md#error-texts). */
describe('apiErrors texts', () => {
  for (const [lang, texts] of [
    ['fr', ERROR_TEXTS_FR],
    ['ar', ERROR_TEXTS_AR],
  ] as const) {
    it(`${lang}: one text for each code the shoppers' routes answer, and nothing else (the back office's stay out of the bundle)`, () => {
      const missing = SHOPPER_ERROR_CODES.filter(
        (code) => typeof (texts as Record<string, unknown>)[code] !== 'string' || !(texts as Record<string, string>)[code]!.trim(),
      );
      expect(missing).toEqual([]);
      expect(Object.keys(texts).sort()).toEqual([...SHOPPER_ERROR_CODES].sort());
    });
  }

  it('Arabic texts are written in Arabic', () => {
    for (const code of SHOPPER_ERROR_CODES) expect(ERROR_TEXTS_AR[code], code).toMatch(/[\u0600-\u06FF]/);
  });

  it('the back office and integration codes have their own French and Arabic texts', () => {
    for (const code of BACK_OFFICE_ERROR_CODES) {
      expect(BACK_OFFICE_ERROR_TEXTS_FR[code]?.trim(), code).toBeTruthy();
      expect(BACK_OFFICE_ERROR_TEXTS_AR[code], code).toMatch(/[\u0600-\u06FF]/);
    }
    expect(Object.keys(BACK_OFFICE_ERROR_TEXTS_FR).sort()).toEqual([...BACK_OFFICE_ERROR_CODES].sort());
  });

  it("keeps the spec's French messages word for word", () => {
    expect(ERROR_TEXTS_FR.UNAUTHORIZED).toBe(fr.errors.sessionExpiredText);
    expect(ERROR_TEXTS_FR.NOT_FOUND).toBe('la ressource est introuvable');
    expect(ERROR_TEXTS_FR.INTERNAL_ERROR).toBe("une erreur interne du serveur s'est produite. Veuillez réessayer ultérieurement...");
    expect(ERROR_TEXTS_FR.INVALID_PHONE).toBe("Le téléphone sélectionné n'est pas valide.");
    expect(ERROR_TEXTS_FR.OTP_INVALID).toBe("Le code d'activation n'est pas valide.");
    expect(ERROR_TEXTS_FR.INVALID_CREDENTIALS).toBe('Numéro ou mot de passe incorrect');
  });
});
