import { registerLazyTexts } from '../../../lib/i18n/lazy-texts.ts';
import { tapMatchAr } from './texts.ar.ts';
import { tapMatchFr } from './texts.fr.ts';

/** Adds Tap & Match's texts (t('tapMatch.…')) to both catalogues when its chunk loads. */
registerLazyTexts('tapMatch', tapMatchFr, tapMatchAr);
