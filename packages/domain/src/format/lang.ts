/**
 * The languages texts are written in, and the one rule for figures inside Arabic text
 * (docs/formats.md#figures-in-arabic): a figure, an amount's digits, a date or a code is wrapped in
 * a left-to-right isolate (U+2066 … U+2069), so "1 234,500" or "-12" never splits or flips in a
 * right-to-left sentence, whatever the text is drawn in (a screen, an SMS, a push, an e-mail).
 */
export type TextLang = 'fr' | 'ar';

const LRI = '\u2066';
const PDI = '\u2069';

/** Any other value (an app language 'fr-FR', undefined) reads as French. */
export const textLang = (lang: string | null | undefined): TextLang => (lang === 'ar' || lang?.startsWith('ar-') ? 'ar' : 'fr');

/** `text` isolated left to right in Arabic; as is in French. */
export function ltr(text: string, lang: string | null | undefined): string {
  return textLang(lang) === 'ar' ? `${LRI}${text}${PDI}` : text;
}

/**
 * A name or a shopper's own words inside a sentence built as one string (first-strong isolate …
 * pop isolate, the text form of <bdi>): « ⁨Courses du samedi⁩ » keeps its own order in an Arabic
 * sentence, and the guillemets theirs (docs/formats.md#figures-in-arabic).
 */
export const isolate = (text: string): string => `\u2068${text}${PDI}`;

/**
 * The text as a reader sees it: the isolates taken away, a no-break space read as a space (tests
 * compare it; an aria-label or a PDF takes it; a copy keeps both).
 */
export const withoutIsolates = (text: string): string => text.replace(/[\u2066-\u2069]/g, '').replace(/\u00a0/g, ' ');

/** The Intl locale of a language, with Western digits (as Tunisian receipts and apps print). */
export const intlLocale = (lang: string | null | undefined): string => (textLang(lang) === 'ar' ? 'ar-TN-u-nu-latn' : 'fr-FR');

/**
 * Between a figure and its sign or unit: a space in French, a no-break space in Arabic, where the
 * isolated figure is its own run and a break after it would start the next line with « د.ت » alone
 * (docs/formats.md#figures-in-arabic).
 */
export const unitGap = (lang: string | null | undefined): string => (textLang(lang) === 'ar' ? '\u00a0' : ' ');
