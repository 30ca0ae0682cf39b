/** The account screens' Arabic texts load with those screens: see features/account/i18n. */
export const accountAr = {};
