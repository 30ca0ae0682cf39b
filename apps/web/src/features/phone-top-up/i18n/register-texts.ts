import { registerLazyTexts } from '../../../lib/i18n/lazy-texts.ts';
import { phoneTopUpAr } from './phone-top-up.ar.ts';
import { phoneTopUpFr } from './phone-top-up.fr.ts';

/** Adds the phone top-up texts (t('phoneTopUp.…')) to both catalogues when its chunk loads. */
registerLazyTexts('phoneTopUp', phoneTopUpFr, phoneTopUpAr);
