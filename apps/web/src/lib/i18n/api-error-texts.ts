import { registerLazyTexts } from './lazy-texts.ts';

let loading: Promise<void> | null = null;

/**
 * The texts of the API's error codes (`apiErrors.<code>`, French and Arabic) are their own chunk:
 * the first load carries none of them. The API client loads them before it reports a failed call,
 * so a text is there whenever an error reaches the screen (docs/shell.md#error-texts). A chunk that
 * fails to load (offline before the service worker cached it) is tried again on the next error.
 */
export function loadApiErrorTexts(): Promise<void> {
  loading ??= Promise.all([import('@qadhya/contracts/error-texts.fr'), import('@qadhya/contracts/error-texts.ar')]).then(
    ([fr, ar]) => registerLazyTexts('apiErrors', fr.ERROR_TEXTS_FR, ar.ERROR_TEXTS_AR),
    (cause: unknown) => {
      loading = null;
      throw cause;
    },
  );
  return loading;
}
