import { useSyncExternalStore } from 'react';
import { i18n } from './instance.ts';
import type { I18n, TFunction } from './translator.ts';

const subscribe = (listener: () => void) => i18n.subscribe(listener);
const currentLanguage = () => i18n.language;

/** { t, i18n } for a component, rendered again when the language changes. */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return { t: i18n.fixedT(language), i18n };
}
