import { registerLazyTexts } from '../../../lib/i18n/lazy-texts.ts';
import { shareAr } from './share-texts.ar.ts';
import { shareFr } from './share-texts.fr.ts';

/** The share sheet's texts (t('share.…')), added to both catalogues with the sheet's chunk. */
registerLazyTexts('share', shareFr, shareAr);
