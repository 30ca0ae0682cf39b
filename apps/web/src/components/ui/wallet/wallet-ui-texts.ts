import { registerLazyTexts } from '../../../lib/i18n/lazy-texts.ts';

/** Texts of the wallet's shared pieces (activity cards), added when a screen that shows them loads. */
export const walletUiFr = {
  budget: 'Budget affecté',
  budgetTo: 'Budget affecté à {{name}}',
  budgetFrom: 'Budget affecté par {{name}}',
  when: '{{day}} le {{date}} à {{time}}',
  debit: 'Débit',
  credit: 'Crédit',
};
export type WalletUiTexts = typeof walletUiFr;

export const walletUiAr: WalletUiTexts = {
  budget: 'ميزانية مخصّصة',
  budgetTo: 'ميزانية مخصّصة لـ {{name}}',
  budgetFrom: 'ميزانية مخصّصة من {{name}}',
  when: '{{day}} {{date}} على الساعة {{time}}',
  debit: 'سحب',
  credit: 'إضافة',
};

registerLazyTexts('walletUi', walletUiFr, walletUiAr);
