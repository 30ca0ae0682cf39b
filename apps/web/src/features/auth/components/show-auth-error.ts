import { i18n } from '../../../lib/i18n/index.ts';
import { dismissToast, showToast } from '../../../lib/notify/toast-store.ts';
import { authNotice, type AuthCall, type AuthErrorLike, type AuthNotice } from '../logic/auth-errors.ts';

function asError(error: unknown): AuthErrorLike {
  if (error && typeof error === 'object' && 'status' in error && 'code' in error) {
    const e = error as AuthErrorLike;
    return { status: e.status, code: e.code, message: e.message, retryAfter: e.retryAfter, attemptsLeft: e.attemptsLeft };
  }
  return { status: 0, code: 'UNKNOWN', message: '' };
}

let lastToast: number | null = null;

/** Shows the spec's toast for a failed auth call (replacing the previous one) and returns what the screen should do next. */
export function showAuthError(error: unknown, call: AuthCall): AuthNotice {
  const notice = authNotice(asError(error), call);
  const t = (key: string, params?: object) => String(i18n.t(key as never, params as never));
  const text = notice.textKey ? t(notice.textKey, notice.textParams) : undefined;
  if (lastToast !== null) dismissToast(lastToast);
  lastToast = showToast({ type: notice.type, title: t(notice.titleKey), text, durationMs: notice.durationMs });
  return notice;
}
