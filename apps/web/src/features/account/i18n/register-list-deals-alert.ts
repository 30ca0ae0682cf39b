import { registerLazyTexts } from '../../../lib/i18n/lazy-texts.ts';
import { listDealsAlertAr } from './list-deals-alert.ar.ts';
import { listDealsAlertFr } from './list-deals-alert.fr.ts';

/** Adds t('listDealsAlert.…') to both catalogues when the notification settings' chunk loads. */
registerLazyTexts('listDealsAlert', listDealsAlertFr, listDealsAlertAr);
