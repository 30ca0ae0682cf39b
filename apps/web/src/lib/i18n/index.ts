import { i18n } from './instance.ts';
import { applyDocumentLanguage, storedLanguage, storeLanguage, writeLanguageCookie, type Language } from './language.ts';

export { i18n } from './instance.ts';
export { useTranslation } from './use-translation.ts';
export { currentLanguage, useLanguage } from './current-language.ts';
export type { I18n, TFunction, TOptions } from './translator.ts';

let started = false;

/** Sets the document's language once (French, until startI18n reads the stored LANG). */
export function initI18n(): typeof i18n {
  if (!started) applyDocumentLanguage(i18n.language);
  started = true;
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
  writeLanguageCookie(lng);
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
  writeLanguageCookie(lang);
  applyDocumentLanguage(lang);
  await i18n.changeLanguage(lang);
}

export { LANGUAGES, type Language } from './language.ts';
