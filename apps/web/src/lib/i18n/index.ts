import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fr } from './fr.ts';
import { applyDocumentLanguage, storedLanguage, storeLanguage, type Language } from './language.ts';

export const i18n = i18next.createInstance();

/**
 * Initialises i18next synchronously with the French catalogue (the default language). The Arabic
 * catalogue is its own chunk, loaded only when Arabic is chosen or stored (see startI18n), so a
 * French first load does not carry it.
 */
export function initI18n(): typeof i18n {
  if (i18n.isInitialized) return i18n;
  void i18n.use(initReactI18next).init({
    resources: { fr: { translation: fr } },
    lng: 'fr',
    fallbackLng: 'fr',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  applyDocumentLanguage('fr');
  return i18n;
}

/** Adds the Arabic catalogue (once), under any texts a screen already added for Arabic. */
let arabic: Promise<void> | null = null;

export function loadArabic(): Promise<void> {
  arabic ??= import('./ar.ts').then(
    ({ ar }) => {
      i18n.addResourceBundle('ar', 'translation', ar, true, false);
    },
    (error: unknown) => {
      arabic = null; // a later choice of Arabic tries again
      throw error;
    },
  );
  return arabic;
}

/** initI18n, then the stored language (LANG): Arabic is loaded before the first render. */
export async function startI18n(): Promise<typeof i18n> {
  initI18n();
  const lng = storedLanguage();
  if (lng !== 'fr') {
    await loadArabic().catch((error: unknown) => console.warn('i18n: the Arabic texts could not load', error));
    await i18n.changeLanguage(lng);
    applyDocumentLanguage(lng);
  }
  return i18n;
}

export async function changeLanguage(lang: Language): Promise<void> {
  if (lang === 'ar') await loadArabic();
  storeLanguage(lang);
  applyDocumentLanguage(lang);
  await i18n.changeLanguage(lang);
}

export { LANGUAGES, type Language } from './language.ts';
