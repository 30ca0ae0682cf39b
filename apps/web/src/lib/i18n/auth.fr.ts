/**
 * The auth screens' texts (t('auth.…')) live with those screens in features/auth/i18n and are added
 * to the catalogues when the splash, onboarding or login chunk loads: none of them is needed by the
 * first load of /layout, so they stay out of it.
 */
export const authFr = {};
