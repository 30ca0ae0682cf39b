import { registerLazyTexts } from '../../../lib/i18n/lazy-texts.ts';
import { purchasesAr } from './purchases.ar.ts';
import { purchasesFr } from './purchases.fr.ts';

/** Adds t('purchases.…') to both catalogues when a purchases screen's chunk loads (imported for its effect). */
registerLazyTexts('purchases', purchasesFr, purchasesAr);
