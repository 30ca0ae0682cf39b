/**
 * The account screens' texts (t('account.…')) load with those screens, not with the first load:
 * see features/account/i18n (register-texts.ts adds them to both catalogues).
 */
export const accountFr = {};
