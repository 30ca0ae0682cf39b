import { registerLazyTexts } from '../../../lib/i18n/lazy-texts.ts';
import { mobileOfferAr } from './mobile-offer.ar.ts';
import { mobileOfferFr } from './mobile-offer.fr.ts';

/** Adds the mobile offer's texts (t('mobileOffer.…')) to both catalogues when one of its chunks loads. */
registerLazyTexts('mobileOffer', mobileOfferFr, mobileOfferAr);
