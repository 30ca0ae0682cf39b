import { i18n } from '../../../lib/i18n/index.ts';
import { authAr } from './auth.ar.ts';
import { authFr } from './auth.fr.ts';

/**
 * Adds the auth texts (t('auth.…')) to both catalogues when the auth screens' chunk loads, so the
 * first load of the app does not carry them. Imported for its effect by every auth page.
 */
export function registerAuthTexts(): void {
  if (i18n.hasResourceBundle('fr', 'translation') && i18n.exists('auth.intro.title', { lng: 'fr' })) return;
  i18n.addResourceBundle('fr', 'translation', { auth: authFr }, true, true);
  i18n.addResourceBundle('ar', 'translation', { auth: authAr }, true, true);
}

registerAuthTexts();
