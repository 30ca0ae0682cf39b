import { ERROR_CODES } from '@qadhya/contracts';
import { describe, expect, it } from 'vitest';
import { ar } from './ar.ts';
import { fr } from './fr.ts';

/** Every stable error code of the API has its French and Arabic text (docs/shell.md#error-texts). */
describe('apiErrors texts', () => {
  for (const [lang, texts] of [
    ['fr', fr.apiErrors],
    ['ar', ar.apiErrors],
  ] as const) {
    it(`${lang}: one text for each code of ERROR_CODES, and nothing else`, () => {
      const missing = ERROR_CODES.filter((code) => typeof (texts as Record<string, unknown>)[code] !== 'string' || !(texts as Record<string, string>)[code]!.trim());
      expect(missing).toEqual([]);
      expect(Object.keys(texts).sort()).toEqual([...ERROR_CODES].sort());
    });
  }

  it('Arabic texts are written in Arabic', () => {
    for (const code of ERROR_CODES) expect(ar.apiErrors[code], code).toMatch(/[\u0600-\u06FF]/);
  });

  it("keeps the spec's French messages word for word", () => {
    expect(fr.apiErrors.UNAUTHORIZED).toBe(fr.errors.sessionExpiredText);
    expect(fr.apiErrors.NOT_FOUND).toBe('la ressource est introuvable');
    expect(fr.apiErrors.INTERNAL_ERROR).toBe("une erreur interne du serveur s'est produite. Veuillez réessayer ultérieurement...");
    expect(fr.apiErrors.INVALID_PHONE).toBe("Le téléphone sélectionné n'est pas valide.");
    expect(fr.apiErrors.OTP_INVALID).toBe("Le code d'activation n'est pas valide.");
    expect(fr.apiErrors.INVALID_CREDENTIALS).toBe('Numéro ou mot de passe incorrect');
  });
});
