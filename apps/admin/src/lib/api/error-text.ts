import { isErrorCode, type ErrorCode } from '@qadhya/contracts/error-codes';
import { formatBytes } from '@qadhya/domain';
// The French texts of every API error code are shared with the shoppers' app (the type-check makes
// sure each code has one); the back office says a few its own way.
import { BACK_OFFICE_ERROR_TEXTS_FR } from '@qadhya/contracts/back-office-error-texts.fr';
import { ERROR_TEXTS_FR } from '@qadhya/contracts/error-texts.fr';

/** Every code's French text: the shoppers' codes and the back office's own. */
const TEXTS: Record<ErrorCode, string> = { ...ERROR_TEXTS_FR, ...BACK_OFFICE_ERROR_TEXTS_FR };
import { ApiError } from './api-error.ts';

/** Where the back office words an error differently from the shoppers' app (staff sign in by e-mail). */
const STAFF_TEXTS: Record<string, string> = {
  INVALID_CREDENTIALS: 'E-mail ou mot de passe incorrect.',
  UNAUTHORIZED: 'Votre session a expiré : reconnectez-vous.',
  FORBIDDEN: 'Votre rôle ne permet pas cette action.',
  LOGIN_RATE_LIMITED: 'Trop de tentatives de connexion.',
  NETWORK_ERROR: 'Le serveur ne répond pas. Vérifiez la connexion et réessayez.',
};

function minutes(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const m = Math.ceil(seconds / 60);
  return `${m} min`;
}

/**
 * A file past an upload's limit, the limit written by formatBytes from the constant the server
 * checks (packages/contracts/src/upload-limits.ts, docs/formats.md#bytes): « Fichier trop lourd : 8 Mo au plus. »
 */
export const tooLargeText = (maxBytes: number): string => `Fichier trop lourd : ${formatBytes(maxBytes, 'fr')} au plus.`;

/**
 * The French sentence for a failed call (with attempts left or the wait, when the server gives them).
 * An upload gives its limit (`maxBytes`): FILE_TOO_LARGE then says it, not the shoppers' photo limit
 * of the shared text.
 */
export function errorText(error: unknown, options: { maxBytes?: number } = {}): string {
  if (!(error instanceof ApiError)) return 'Une erreur inattendue est survenue.';
  if (error.code === 'FILE_TOO_LARGE' && options.maxBytes !== undefined) return tooLargeText(options.maxBytes);
  let text =
    STAFF_TEXTS[error.code] ??
    (isErrorCode(error.code) ? TEXTS[error.code] : `Erreur ${error.status || ''} (${error.code}).`.replace('  ', ' '));
  if (error.code === 'TOTP_INVALID' && error.attemptsLeft !== undefined) {
    text +=
      error.attemptsLeft > 0
        ? ` Encore ${error.attemptsLeft} essai${error.attemptsLeft > 1 ? 's' : ''}.`
        : ' Plus aucun essai : reconnectez-vous.';
    // After a few wrong codes each try waits longer (docs/back-office.md#second-factor).
    if (error.attemptsLeft > 0 && error.retryAfter !== undefined) text += ` Prochain essai dans ${minutes(error.retryAfter)}.`;
  }
  if (error.status === 429 && error.retryAfter !== undefined) text += ` Réessayez dans ${minutes(error.retryAfter)}.`;
  if (error.code === 'VALIDATION_FAILED' && error.details?.length) {
    text += ` (${error.details
      .slice(0, 3)
      .map((d) => `${d.path || 'corps'} : ${d.message}`)
      .join(' ; ')})`;
  }
  return text;
}
