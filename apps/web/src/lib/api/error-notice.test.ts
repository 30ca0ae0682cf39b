import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS_AR } from '@qadhya/contracts/error-texts.ar';
import { ERROR_TEXTS_FR } from '@qadhya/contracts/error-texts.fr';
import { fr as frTexts } from '../i18n/fr.ts';
import { createI18n } from '../i18n/translator.ts';
import { translateNotice } from './error-handler.ts';
import { noticeForError } from './error-notice.ts';
import type { HttpMethod } from './api-error.ts';

/** The app's texts with the error codes' chunk loaded (lib/i18n/api-error-texts.ts). */
const fr = { ...frTexts, apiErrors: ERROR_TEXTS_FR };
const t = createI18n({ fr });

function shown(status: number, method: HttpMethod = 'GET', code?: string, _message?: string) {
  const notice = noticeForError({ status, method, code });
  return { ...notice, ...translateNotice(notice, (key, opts) => String(t.t(key as never, opts as never))) };
}

describe('default error handler messages (docs/shell.md#default-error-handler)', () => {
  it('401: session expired, 4 s, ends the session', () => {
    expect(shown(401)).toMatchObject({
      title: 'Session expirée',
      text: 'Désolé, votre session a expiré',
      durationMs: 4000,
      expireSession: true,
    });
  });

  it('500: server error, 6 s', () => {
    expect(shown(500, 'POST')).toMatchObject({
      title: 'Erreur du serveur',
      text: "une erreur interne du serveur s'est produite. Veuillez réessayer ultérieurement...",
      durationMs: 6000,
      expireSession: false,
    });
  });

  it('404: not found, 5 s', () => {
    expect(shown(404, 'DELETE')).toMatchObject({ title: 'Pas trouvé', text: 'la ressource est introuvable', durationMs: 5000 });
  });

  it("422: warning 'Dupliqué' with the app's text for the code, 5 s; never the server's words", () => {
    expect(shown(422, 'POST', 'CONFLICT', 'Favourite exists')).toMatchObject({
      type: 'warning',
      title: 'Dupliqué',
      text: 'Cet élément existe déjà.',
      durationMs: 5000,
    });
    expect(shown(422, 'POST', 'INVALID_PHONE', 'Not a mobile number.').text).toBe("Le téléphone sélectionné n'est pas valide.");
    // A code outside ERROR_CODES (or none) gets the generic text, not the message.
    for (const code of ['SOMETHING', 'text.CONFLICT', undefined]) {
      expect(shown(422, 'POST', code, 'Déjà dans la liste: produit 12.')).toMatchObject({
        text: 'Désolé, un problème est survenu. Veuillez réessayer dans un instant.',
      });
    }
  });

  it('Arabic: the same notices in Arabic, by code', async () => {
    const { ar: arTexts } = await import('../i18n/ar.ts');
    const i18n = createI18n({ fr, ar: { ...arTexts, apiErrors: ERROR_TEXTS_AR } });
    await i18n.changeLanguage('ar');
    const inArabic = (status: number, code?: string) =>
      translateNotice(noticeForError({ status, method: 'POST', code }), (key, opts) => String(i18n.t(key as never, opts as never)));
    expect(inArabic(422, 'INVALID_PHONE')).toEqual({ title: 'مكرر', text: 'رقم الهاتف المحدد غير صالح.' });
    expect(inArabic(409, 'FAVOURITES_FULL')).toEqual({
      title: 'تعذّرت إضافة العنصر الجديد',
      text: 'قائمة مفضّلاتك ممتلئة: احذف منتجًا قبل إضافة آخر.',
    });
    expect(inArabic(422, 'NOPE').text).toBe('عذرًا، حدثت مشكلة. يرجى إعادة المحاولة بعد لحظات.');
  });

  it('other statuses: a title by method, 8 s', () => {
    const cases: [HttpMethod, string][] = [
      ['GET', "Erreur de chargement de l'API"],
      ['POST', "Échec de l'ajout du nouvel élément"],
      ['PUT', "Erreur de mise à jour de l'élément"],
      ['DELETE', "Erreur de suppression de l'élément"],
      ['PATCH', 'Erreur du serveur'],
    ];
    for (const [method, title] of cases) {
      for (const status of [0, 400, 403, 409, 502]) {
        expect(shown(status, method)).toMatchObject({ type: 'error', title, durationMs: 8000, expireSession: false });
        expect(shown(status, method).text).toBeUndefined();
        // The app's own codes (network, a body that is not JSON) have no text either.
        expect(shown(status, method, 'NETWORK_ERROR', 'Failed to fetch').text).toBeUndefined();
      }
    }
    // A stable code adds its text under the title.
    expect(shown(409, 'POST', 'FAVOURITES_FULL', 'You already have 500 favourites')).toMatchObject({
      title: "Échec de l'ajout du nouvel élément",
      text: 'Votre liste de favoris est pleine : retirez-en un avant d’en ajouter un autre.',
    });
  });

  it('429: a limit says to wait; 503: busy; 400 CONTROL_CHARACTERS says what is wrong with the text', () => {
    expect(shown(429, 'GET', 'RATE_LIMITED')).toMatchObject({
      title: 'Trop de demandes',
      text: 'Patientez un instant avant de réessayer.',
      expireSession: false,
    });
    expect(shown(503, 'POST', 'BUSY')).toMatchObject({ title: 'Service occupé', text: 'Réessayez dans un instant.' });
    expect(shown(400, 'PUT', 'CONTROL_CHARACTERS')).toMatchObject({
      title: "Erreur de mise à jour de l'élément",
      text: 'Le texte contient des caractères non autorisés.',
    });
  });
});
