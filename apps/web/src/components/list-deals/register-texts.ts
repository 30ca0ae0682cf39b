import { registerLazyTexts } from '../../lib/i18n/lazy-texts.ts';
import { listDealsAr } from './deals-texts.ar.ts';
import { listDealsFr } from './deals-texts.fr.ts';

/** Adds t('listDeals.…') to both catalogues when the deals' chunk loads. */
registerLazyTexts('listDeals', listDealsFr, listDealsAr);
