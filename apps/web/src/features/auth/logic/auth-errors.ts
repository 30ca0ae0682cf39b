import { codeTextKey } from '../../../lib/api/error-notice.ts';
import type { ToastType } from '../../../lib/notify/toast-store.ts';
import { formatMmSs } from './countdown.ts';

/** Which call failed: each has its own messages (docs/accounts.md#error-messages). */
export type AuthCall = 'sendCode' | 'verifyCode' | 'classic' | 'register' | 'resetCode' | 'resetPassword' | 'profile' | 'social';

export interface AuthErrorLike {
  status: number;
  code: string;
  message: string;
  retryAfter?: number;
  attemptsLeft?: number;
}

/** A toast to show: i18n keys (with params); never the server's own words (docs/shell.md#error-texts). */
export interface AuthNotice {
  type: ToastType;
  titleKey: string;
  textKey?: string;
  textParams?: Record<string, string | number>;
  durationMs: number;
  /** The entered code is no longer usable: clear the boxes and offer a new code now. */
  codeDead?: boolean;
  /** Seconds before a new try (429). */
  waitSeconds?: number;
  /** The password sign-in is limited (LOGIN_RATE_LIMITED): offer the SMS code sign-in, always open. */
  offerCode?: boolean;
  /** 'Nouveau client !' set a password too late after the code (PASSWORD_PROOF_REQUIRED): sign in by a new code. */
  needsNewCode?: boolean;
}

/** « Réessayez dans n min » (whole minutes, rounded up) or, under a minute, « dans n s ». */
export function loginWait(seconds: number): { textKey: string; textParams: { count: number } } {
  const wait = Math.max(1, Math.ceil(seconds));
  return wait < 60
    ? { textKey: `${E}.loginRateLimitedSeconds`, textParams: { count: wait } }
    : { textKey: `${E}.loginRateLimitedMinutes`, textParams: { count: Math.ceil(wait / 60) } };
}

const E = 'auth.errors';

/** The spec's error toasts, with their durations, for a failed auth call. */
export function authNotice(error: AuthErrorLike, call: AuthCall): AuthNotice {
  const { status, code } = error;
  if (code === 'OTP_LOCKED') {
    return { type: 'error', titleKey: `${E}.codeLockedTitle`, textKey: `${E}.codeLocked`, durationMs: 6000, codeDead: true };
  }
  if (code === 'OTP_EXPIRED') {
    return { type: 'warning', titleKey: `${E}.codeExpiredTitle`, textKey: `${E}.codeExpired`, durationMs: 6000, codeDead: true };
  }
  if (code === 'OTP_RATE_LIMITED') {
    const wait = Math.max(1, error.retryAfter ?? 60);
    return {
      type: 'warning',
      titleKey: `${E}.rateLimitedTitle`,
      textKey: `${E}.otpRateLimited`,
      textParams: { time: formatMmSs(wait) },
      durationMs: 6000,
      waitSeconds: wait,
    };
  }
  if (code === 'LOGIN_RATE_LIMITED') {
    // Say what to do: wait, or sign in with an SMS code (the server keeps that way open).
    const wait = Math.max(1, Math.ceil(error.retryAfter ?? 60));
    return { type: 'warning', titleKey: `${E}.rateLimitedTitle`, ...loginWait(wait), durationMs: 8000, waitSeconds: wait, offerCode: true };
  }
  if (code === 'PASSWORD_PROOF_REQUIRED' && call === 'profile') {
    return { type: 'warning', titleKey: `${E}.errorTitle`, textKey: `${E}.proofExpired`, durationMs: 8000, needsNewCode: true };
  }
  if (code === 'OTP_INVALID') {
    const left = error.attemptsLeft;
    return {
      type: 'error',
      titleKey: `${E}.invalidCode`,
      ...(left !== undefined ? { textKey: `${E}.attemptsLeft`, textParams: { count: left } } : {}),
      durationMs: 5000,
    };
  }
  if (call === 'social' && code.startsWith('SOCIAL_')) {
    // Social sign-in and its link: the spec's server-error toast, with the app's text for the code.
    const cancelled = code === 'SOCIAL_CANCELLED';
    return { type: cancelled ? 'info' : 'error', titleKey: `${E}.serverTitle`, textKey: codeTextKey(code), durationMs: 6000 };
  }
  if (code === 'PHONE_TAKEN') return { type: 'warning', titleKey: `${E}.errorTitle`, textKey: `${E}.phoneTaken`, durationMs: 5000 };
  if (code === 'RESET_TOKEN_INVALID') {
    return { type: 'error', titleKey: `${E}.errorTitle`, textKey: `${E}.resetTokenInvalid`, durationMs: 6000, codeDead: true };
  }
  if (status === 422 && (call === 'sendCode' || code === 'INVALID_PHONE')) {
    return { type: 'error', titleKey: `${E}.errorTitle`, textKey: `${E}.invalidPhone`, durationMs: 5000 };
  }
  if (
    status === 422 &&
    (call === 'verifyCode' || call === 'resetCode' || call === 'register' || call === 'social') &&
    code !== 'VALIDATION_ERROR'
  ) {
    return { type: 'error', titleKey: `${E}.invalidCode`, durationMs: 5000 };
  }
  if (status === 401 && call === 'classic') {
    // Classic login mismatch: 'Erreur' / 'Numéro ou mot de passe incorrect' for 3 s.
    return { type: 'error', titleKey: `${E}.errorTitle`, textKey: `${E}.classicMismatch`, durationMs: 3000 };
  }
  if (status === 401) return { type: 'error', titleKey: `${E}.errorTitle`, textKey: `${E}.unauthorized`, durationMs: 4000 };
  if (status === 403) {
    // The spec's 'Erreur' with the server's message: the app's text for the code it sent.
    return { type: 'error', titleKey: `${E}.errorTitle`, textKey: codeTextKey(code), durationMs: 5000 };
  }
  return { type: 'error', titleKey: `${E}.serverTitle`, textKey: `${E}.serverText`, durationMs: 6000 };
}
