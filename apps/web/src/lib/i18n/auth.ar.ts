/** See auth.fr.ts: the Arabic auth texts load with the auth screens (features/auth/i18n). */
export const authAr = {};
