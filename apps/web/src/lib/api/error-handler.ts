import { i18n } from '../i18n/index.ts';
import { showToast } from '../notify/toast-store.ts';
import { clearSession } from '../storage/session.ts';
import type { ApiError } from './api-error.ts';
import { noticeForError, type ErrorNotice } from './error-notice.ts';

type SessionExpiredHandler = () => void;

let onSessionExpired: SessionExpiredHandler = () => {
  if (typeof window !== 'undefined') window.location.assign('/');
};
let lastExpiry = 0;

/** The app plugs in its router navigation ("navigate to the root") here. */
export function setSessionExpiredHandler(handler: SessionExpiredHandler): void {
  onSessionExpired = handler;
}

export function translateNotice(notice: ErrorNotice, t: (key: string | string[], opts?: object) => string) {
  const title = t(notice.titleKey);
  const text = notice.textKeys.length ? t(notice.textKeys, { defaultValue: '', nsSeparator: false }) : undefined;
  return { title, text: text || undefined };
}

/** The default handler: one toast per failed call; 401 also ends the session and goes to the root. */
export function handleApiError(error: ApiError, options: { silent?: boolean } = {}): void {
  const notice = noticeForError(error);
  if (notice.expireSession) {
    const now = Date.now();
    clearSession();
    if (now - lastExpiry < 2000) return;
    lastExpiry = now;
    onSessionExpired();
  }
  if (options.silent) return;
  const { title, text } = translateNotice(notice, (key, opts) => String(i18n.t(key as never, opts as never)));
  showToast({ type: notice.type, title, text, durationMs: notice.durationMs });
}
