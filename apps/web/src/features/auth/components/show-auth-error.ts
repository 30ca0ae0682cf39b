import { i18n } from '../../../lib/i18n/index.ts';
import { showToast } from '../../../lib/notify/toast-store.ts';
import { authNotice, type AuthCall, type AuthErrorLike, type AuthNotice } from '../logic/auth-errors.ts';

function asError(error: unknown): AuthErrorLike {
  if (error && typeof error === 'object' && 'status' in error && 'code' in error) {
    const e = error as AuthErrorLike;
    return { status: e.status, code: e.code, message: e.message, retryAfter: e.retryAfter, attemptsLeft: e.attemptsLeft };
  }
  return { status: 0, code: 'UNKNOWN', message: '' };
}

/** Shows the spec's toast for a failed auth call and returns what the screen should do next. */
export function showAuthError(error: unknown, call: AuthCall): AuthNotice {
  const notice = authNotice(asError(error), call);
  const t = (key: string, params?: object) => String(i18n.t(key as never, params as never));
  const text = notice.rawText ?? (notice.textKey ? t(notice.textKey, notice.textParams) : undefined);
  showToast({ type: notice.type, title: t(notice.titleKey), text, durationMs: notice.durationMs });
  return notice;
}
