import { describe, expect, it } from 'vitest';
import { fr } from '../i18n/fr.ts';
import { createI18n } from '../i18n/translator.ts';
import { translateNotice } from './error-handler.ts';
import { noticeForError } from './error-notice.ts';
import type { HttpMethod } from './api-error.ts';

const t = createI18n({ fr });

function shown(status: number, method: HttpMethod = 'GET', code?: string, message?: string) {
  const notice = noticeForError({ status, method, code, message });
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

  it("422: warning 'Dupliqué' with the translated text of text.{message}, 5 s", () => {
    expect(shown(422, 'POST', 'CONFLICT', 'Favourite exists')).toMatchObject({
      type: 'warning',
      title: 'Dupliqué',
      text: 'Cet élément existe déjà.',
      durationMs: 5000,
    });
    // An untranslated message is shown as it is.
    expect(shown(422, 'POST', 'SOMETHING', 'Déjà dans la liste: produit 12.')).toMatchObject({
      text: 'Déjà dans la liste: produit 12.',
    });
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
      }
    }
  });

  it('429: a limit says to wait; 503: busy; 400 CONTROL_CHARACTERS says what is wrong with the text', () => {
    expect(shown(429, 'GET', 'RATE_LIMITED')).toMatchObject({ title: 'Trop de demandes', text: 'Patientez un instant avant de réessayer.', expireSession: false });
    expect(shown(503, 'POST', 'BUSY')).toMatchObject({ title: 'Service occupé', text: 'Réessayez dans un instant.' });
    expect(shown(400, 'PUT', 'CONTROL_CHARACTERS')).toMatchObject({
      title: "Erreur de mise à jour de l'élément",
      text: 'Le texte contient des caractères non autorisés.',
    });
  });
});
