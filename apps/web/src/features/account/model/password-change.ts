import { formatCountdown } from '@qadhya/domain';
/**
 * A new password in 'Mes informations' needs a proof (server: PUT /users/me): the current password
 * when the account has one, else (or when it is forgotten) the code of an SMS sent for PURPOSE
 * password. What the form shows for each refusal of the server, as i18n keys, on the field concerned.
 */
export type PasswordProofMode = 'current' | 'code';

/** Where a refusal is shown: under the current password, under the code, or above the button. */
export type ProofField = 'CURRENT_PASSWORD' | 'CODE' | 'form';

export interface ProofMessage {
  field: ProofField;
  key: string;
  params?: Record<string, string | number>;
  /** The code is dead (used, expired, blocked): a new one must be asked. */
  codeDead?: boolean;
}

export interface ProofErrorLike {
  code: string;
  retryAfter?: number | undefined;
  attemptsLeft?: number | undefined;
}

const K = 'account.settings.proof';

/** A wait as whole minutes (rounded up) or, under a minute, seconds. */
export function minutesOrSeconds(seconds: number): { unit: 'min' | 's'; count: number } {
  const wait = Math.max(1, Math.ceil(seconds));
  return wait < 60 ? { unit: 's', count: wait } : { unit: 'min', count: Math.ceil(wait / 60) };
}

/** The inline message of a refused PUT /users/me with a new password; null when it is not about the proof. */
export function proofMessage(error: ProofErrorLike, mode: PasswordProofMode): ProofMessage | null {
  switch (error.code) {
    case 'CURRENT_PASSWORD_INVALID':
      return { field: 'CURRENT_PASSWORD', key: `${K}.currentInvalid` };
    case 'PASSWORD_PROOF_REQUIRED':
      return mode === 'code' ? { field: 'CODE', key: `${K}.codeRequired` } : { field: 'CURRENT_PASSWORD', key: `${K}.currentRequired` };
    case 'LOGIN_RATE_LIMITED': {
      const wait = minutesOrSeconds(error.retryAfter ?? 60);
      return { field: 'form', key: `${K}.${wait.unit === 'min' ? 'limitedMinutes' : 'limitedSeconds'}`, params: { count: wait.count } };
    }
    case 'OTP_INVALID':
      return error.attemptsLeft !== undefined
        ? { field: 'CODE', key: `${K}.codeInvalidLeft`, params: { count: error.attemptsLeft } }
        : { field: 'CODE', key: `${K}.codeInvalid` };
    case 'OTP_EXPIRED':
      return { field: 'CODE', key: `${K}.codeExpired`, codeDead: true };
    case 'OTP_LOCKED':
      return { field: 'CODE', key: `${K}.codeLocked`, codeDead: true };
    default:
      return null;
  }
}

/** The message of a failed 'Recevoir un code' (POST /auth/otp PURPOSE password). */
export function sendCodeMessage(error: ProofErrorLike): ProofMessage {
  if (error.code === 'OTP_RATE_LIMITED') {
    return { field: 'CODE', key: `${K}.sendLimited`, params: { time: formatCountdown(error.retryAfter ?? 60, 'fr') } };
  }
  return { field: 'CODE', key: `${K}.sendFailed` };
}
