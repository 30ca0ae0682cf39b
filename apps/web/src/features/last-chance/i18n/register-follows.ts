import { registerLazyTexts } from '../../../lib/i18n/lazy-texts.ts';
import { lastChanceFollowAr } from './follows.ar.ts';
import { lastChanceFollowFr } from './follows.fr.ts';

/** Adds t('lastChanceFollow.…') to both catalogues when the last-chance screens' chunk loads. */
registerLazyTexts('lastChanceFollow', lastChanceFollowFr, lastChanceFollowAr);
