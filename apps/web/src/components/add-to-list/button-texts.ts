import { registerLazyTexts } from '../../lib/i18n/lazy-texts.ts';

/**
 * The button's own words (t('addToList.…')), registered with the screen that shows it: a few bytes,
 * so the label is there before the sheet's code loads. The sheet's texts are sheet-texts.*.ts.
 */
export const addToListButtonFr = {
  button: 'Ajouter à une liste',
  icon: 'Ajouter « {{name}} » à une liste',
  offline: 'Pas de connexion : réessayez une fois en ligne.',
};

export const addToListButtonAr: typeof addToListButtonFr = {
  button: 'أضف إلى قائمة',
  icon: 'أضف « {{name}} » إلى قائمة',
  offline: 'لا يوجد اتصال: أعد المحاولة عند الاتصال بالإنترنت.',
};

registerLazyTexts('addToList', addToListButtonFr, addToListButtonAr);
