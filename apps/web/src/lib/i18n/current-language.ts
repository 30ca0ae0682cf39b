import { useSyncExternalStore } from 'react';
import { i18n } from './instance.ts';
import type { Language } from './language.ts';

const subscribe = (listener: () => void) => i18n.subscribe(listener);

/** The app's language now (what the API client sends, docs/architecture.md#languages). */
export const currentLanguage = (): Language => i18n.language;

/**
 * The app's language, rendered again when it changes: data queries put it in their keys, so that
 * switching French ↔ Arabic asks the server again in the other language.
 */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}
