import { registerLazyTexts } from '../../../lib/i18n/lazy-texts.ts';
import { authAr } from './auth.ar.ts';
import { authFr } from './auth.fr.ts';

/**
 * Adds the auth texts (t('auth.…')) to both catalogues when the auth screens' chunk loads, so the
 * first load of the app does not carry them. Imported for its effect by every auth page.
 */
export function registerAuthTexts(): void {
  registerLazyTexts('auth', authFr, authAr);
}

registerAuthTexts();
