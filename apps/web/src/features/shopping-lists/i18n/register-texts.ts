import { registerLazyTexts } from '../../../lib/i18n/lazy-texts.ts';
import { listsAr } from './lists.ar.ts';
import { listsFr } from './lists.fr.ts';

/** Adds the shopping lists' texts (t('lists.…')) to both catalogues when a lists screen's chunk loads. */
export function registerListsTexts(): void {
  registerLazyTexts('lists', listsFr, listsAr);
}

registerListsTexts();
