import type { AuthTexts } from './auth.fr.ts';

/** Arabic texts of the auth screens (issue 5). */
export const authAr: AuthTexts = {
  placeholder: '',
};
