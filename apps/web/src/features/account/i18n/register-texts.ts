import { registerLazyTexts } from '../../../lib/i18n/lazy-texts.ts';
import { accountAr } from './account.ar.ts';
import { accountFr } from './account.fr.ts';

/**
 * Adds the account texts (t('account.…'), the share sheet's included) to both catalogues when an
 * account screen's chunk loads, so the first load of the app does not carry them. Imported for its
 * effect by every account page.
 */
export function registerAccountTexts(): void {
  registerLazyTexts('account', accountFr, accountAr);
}

registerAccountTexts();
