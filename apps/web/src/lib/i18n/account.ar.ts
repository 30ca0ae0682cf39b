import type { AccountTexts } from './account.fr.ts';

/** Arabic texts of the account screens (issue 5). */
export const accountAr: AccountTexts = {
  placeholder: '',
};
