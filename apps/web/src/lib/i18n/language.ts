import { readLocal, writeLocal } from '../storage/local-store.ts';

/** The two languages of the app; French is the default, the stored LANG value overrides it. */
export const LANGUAGES = ['fr', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(lang: Language): 'ltr' | 'rtl' {
  return lang === 'ar' ? 'rtl' : 'ltr';
}

export function storedLanguage(): Language {
  const value = readLocal('LANG');
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function storeLanguage(lang: Language): void {
  writeLocal('LANG', lang);
}

/** Sets <html lang dir> so the whole layout mirrors in Arabic. */
export function applyDocumentLanguage(lang: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
}

/**
 * The `lang` cookie: tells the server the language of the page it serves, so the first screen it puts
 * into index.html is in the shopper's language (docs/shell.md#first-screen-in-the-html).
 */
export function writeLanguageCookie(lang: Language): void {
  if (typeof document === 'undefined') return;
  try {
    document.cookie = `lang=${lang}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // cookies off: the server serves French cards, which the shell leaves out in Arabic
  }
}
