import { registerLazyTexts } from '../../../lib/i18n/lazy-texts.ts';
import { attrapePromoAr } from './texts.ar.ts';
import { attrapePromoFr } from './texts.fr.ts';

/** Adds Attrape Promo's texts (t('attrapePromo.…')) to both catalogues when its chunk loads. */
registerLazyTexts('attrapePromo', attrapePromoFr, attrapePromoAr);
