import { i18n } from './instance.ts';

/**
 * Adds a screen group's texts (t('<section>.…')) to both catalogues when its chunk loads, so the
 * first load of the app does not carry them. Idempotent.
 */
export function registerLazyTexts(section: string, fr: object, ar: object): void {
  if (i18n.exists(section, { lng: 'fr' })) return;
  i18n.addResourceBundle('fr', 'translation', { [section]: fr }, true, true);
  i18n.addResourceBundle('ar', 'translation', { [section]: ar }, true, true);
}

/** Every key path of a text catalogue ('a.b.c'), for the French/Arabic parity tests. */
export function textKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => textKeys(v, prefix ? `${prefix}.${k}` : k));
}

/** Every text of a catalogue. */
export function textValues(value: object): string[] {
  return Object.values(value).flatMap((v) => (typeof v === 'string' ? [v] : textValues(v as object)));
}
