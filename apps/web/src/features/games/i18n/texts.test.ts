import { describe, expect, it } from 'vitest';
import { textValues } from '../../../lib/i18n/lazy-texts.ts';
import { gamesAr } from './games.ar.ts';
import { gamesFr } from './games.fr.ts';

describe('games texts', () => {
  it('have the same keys in French and Arabic, none empty, Arabic in Arabic script', () => {
    // '{{value}} DT': the currency is DT in both languages (docs/glossary.md).
    expect(
      textValues(gamesAr).filter((v) => !v.trim() || (!/[\u0600-\u06ff]/.test(v.replace(/\{\{\w+\}\}/g, '')) && v !== '{{value}} DT')),
    ).toEqual([]);
  });

  it('keep the spec’s words exactly', () => {
    expect([gamesFr.tabs.available, gamesFr.tabs.upcoming, gamesFr.play, gamesFr.soon, gamesFr.notify]).toEqual([
      'Jeux disponibles',
      'Jeux à venir',
      'Jouez maintenant !',
      'Bientôt disponible',
      'Me prévenir',
    ]);
    expect([gamesFr.shake.title, gamesFr.shake.text, gamesFr.win.title, gamesFr.invite.label, gamesFr.history.title]).toEqual([
      'Secouez et tentez votre chance !',
      'Deux tentatives par jour, deux fois plus de raisons de gagner.',
      'Félicitations !',
      'Email de votre ami.e',
      'Historique des gains', // the spec's « Historiques des gains », singular as docs/glossary.md says
    ]);
    expect([gamesFr.invite.required, gamesFr.invite.invalid]).toEqual(["L'email est requis.", "Format d'email invalide."]);
  });
});
