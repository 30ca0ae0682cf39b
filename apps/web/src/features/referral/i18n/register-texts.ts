import { registerLazyTexts } from '../../../lib/i18n/lazy-texts.ts';
import { referralAr } from './referral.ar.ts';
import { referralFr } from './referral.fr.ts';

/** Adds the parrainage texts (t('referral.…')) to both catalogues when its chunk loads. */
registerLazyTexts('referral', referralFr, referralAr);
