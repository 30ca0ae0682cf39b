import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ar } from './ar.ts';
import { fr } from './fr.ts';
import { applyDocumentLanguage, storedLanguage, storeLanguage, type Language } from './language.ts';

export const i18n = i18next.createInstance();

/** Initialises i18next synchronously with both catalogues (they are small) and the stored language. */
export function initI18n(): typeof i18n {
  const lng = storedLanguage();
  void i18n.use(initReactI18next).init({
    resources: { fr: { translation: fr }, ar: { translation: ar } },
    lng,
    fallbackLng: 'fr',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  applyDocumentLanguage(lng);
  return i18n;
}

export async function changeLanguage(lang: Language): Promise<void> {
  storeLanguage(lang);
  applyDocumentLanguage(lang);
  await i18n.changeLanguage(lang);
}

export { LANGUAGES, type Language } from './language.ts';
