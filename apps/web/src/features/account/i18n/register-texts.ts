import { i18n } from '../../../lib/i18n/index.ts';
import { accountAr } from './account.ar.ts';
import { accountFr } from './account.fr.ts';

/**
 * Adds the account texts (t('account.…'), the share sheet's included) to both catalogues when an
 * account screen's chunk loads, so the first load of the app does not carry them. Imported for its
 * effect by every account page.
 */
export function registerAccountTexts(): void {
  if (i18n.exists('account.profile.logout', { lng: 'fr' })) return;
  i18n.addResourceBundle('fr', 'translation', { account: accountFr }, true, true);
  i18n.addResourceBundle('ar', 'translation', { account: accountAr }, true, true);
}

registerAccountTexts();
