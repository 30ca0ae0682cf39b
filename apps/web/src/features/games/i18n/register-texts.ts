import { registerLazyTexts } from '../../../lib/i18n/lazy-texts.ts';
import { gamesAr } from './games.ar.ts';
import { gamesFr } from './games.fr.ts';

/** Adds the games' texts (t('games.…')) to both catalogues when a games chunk loads. */
export function registerGamesTexts(): void {
  registerLazyTexts('games', gamesFr, gamesAr);
}

registerGamesTexts();
