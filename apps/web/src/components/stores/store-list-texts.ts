import { registerLazyTexts } from '../../lib/i18n/lazy-texts.ts';

/**
 * What the store lists and the chooser add to a store screen (t('storeList.…')): the « › » to a store
 * page and the chooser's two headings. The store page's own texts stay in store-texts.ts, loaded
 * with it only (the lists are in many screens' first JS).
 */
export const storeListFr = {
  openStore: 'Voir le magasin {{name}}',
  nearest: 'Les plus proches',
  byGovernorate: 'Choisir par gouvernorat',
  see: 'Voir le magasin',
};

export const storeListAr: typeof storeListFr = {
  openStore: 'عرض المتجر {{name}}',
  nearest: 'الأقرب إليك',
  byGovernorate: 'الاختيار حسب الولاية',
  see: 'عرض المتجر',
};

registerLazyTexts('storeList', storeListFr, storeListAr);
