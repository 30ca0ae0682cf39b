import { i18n } from '../i18n/instance.ts';
import type { ToastType } from '../notify/toast-store.ts';
import { TOAST_LIFE } from '../notify/toast-store.ts';
import type { HttpMethod } from './api-error.ts';

/**
 * The default error handler (docs/shell.md#default-error-handler), as data: which toast to show for a
 * failed call. Titles and texts are i18n keys, tried in order: the server's words never reach the
 * screen, only the app's text for its stable code (docs/shell.md#error-texts).
 */
export interface ErrorNotice {
  type: ToastType;
  titleKey: string;
  textKeys: string[];
  durationMs: number;
  /** 401: clear the session and go to the root. */
  expireSession: boolean;
}

const BY_METHOD: Record<HttpMethod, string> = {
  GET: 'errors.getFailed',
  POST: 'errors.postFailed',
  PUT: 'errors.putFailed',
  PATCH: 'errors.otherFailed',
  DELETE: 'errors.deleteFailed',
};

/** What a stable code looks like (docs/api.md): never a path into the texts ('text.CONFLICT'). */
const CODE = /^[A-Z][A-Z0-9_]*$/;

/** The key of the code's own text, to try before any other; none for what is not a code. */
const codeKey = (code: string | undefined): string[] => (code && CODE.test(code) ? [`apiErrors.${code}`] : []);

/**
 * The app's text for an API error code: `apiErrors.<code>` when the app has a text for it (the
 * shoppers' routes' codes, loaded with the error texts' chunk before a failed call is reported),
 * else a generic text. The texts are the list: the first load carries no list of codes.
 */
export function codeTextKey(code: string | undefined): string {
  const [key] = codeKey(code);
  return key && i18n.exists(key) ? key : 'errors.unknownCode';
}

export function noticeForError(error: { status: number; method: HttpMethod; code?: string }): ErrorNotice {
  const base = { textKeys: [] as string[], expireSession: false };
  switch (error.status) {
    case 401:
      return {
        ...base,
        type: 'error',
        titleKey: 'errors.sessionExpiredTitle',
        textKeys: ['errors.sessionExpiredText'],
        durationMs: TOAST_LIFE.short,
        expireSession: true,
      };
    case 500:
      return {
        ...base,
        type: 'error',
        titleKey: 'errors.serverTitle',
        textKeys: ['errors.serverText'],
        durationMs: TOAST_LIFE.long,
      };
    case 404:
      return {
        ...base,
        type: 'error',
        titleKey: 'errors.notFoundTitle',
        textKeys: ['errors.notFoundText'],
        durationMs: TOAST_LIFE.medium,
      };
    case 422:
      // « Dupliqué » with the text of the code (the spec's 'text.{error message}', keyed by the code).
      return {
        ...base,
        type: 'warning',
        titleKey: 'errors.duplicateTitle',
        textKeys: [...codeKey(error.code), 'errors.unknownCode'],
        durationMs: TOAST_LIFE.medium,
      };
    // Beyond the spec's cases (docs/security.md): a limit or a busy server says to wait, and a
    // text refused for its characters says so, instead of a bare "failed".
    case 429:
      return {
        ...base,
        type: 'warning',
        titleKey: 'errors.rateLimitedTitle',
        textKeys: ['errors.rateLimitedText'],
        durationMs: TOAST_LIFE.medium,
      };
    case 503:
      return { ...base, type: 'warning', titleKey: 'errors.busyTitle', textKeys: ['errors.busyText'], durationMs: TOAST_LIFE.medium };
    default:
      return {
        ...base,
        type: 'error',
        titleKey: BY_METHOD[error.method],
        // The code's text when the app has one; none for its own codes (network, non-JSON).
        textKeys: codeKey(error.code),
        durationMs: TOAST_LIFE.longest,
      };
  }
}
