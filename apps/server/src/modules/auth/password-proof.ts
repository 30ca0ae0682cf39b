import type { Clock } from '@qadhya/domain';
import { AppError } from '../../errors.ts';
import type { OtpService } from './otp.service.ts';
import type { PasswordGuard } from './password-guard.ts';
import type { SessionInfo } from './session-store.ts';

/** A session opened by an SMS code may set a new password without other proof this long. */
export const FRESH_CODE_SESSION_MS = 10 * 60_000;

export const currentPasswordInvalid = () => new AppError(403, 'CURRENT_PASSWORD_INVALID', 'The current password is wrong.');
export const passwordProofRequired = () =>
  new AppError(
    403,
    'PASSWORD_PROOF_REQUIRED',
    'To change the password, send CURRENT_PASSWORD, or the CODE of an SMS sent with POST /auth/otp PURPOSE password.',
  );

/** What the account and the request bring to prove a password change. */
export interface PasswordChangeProof {
  phone: string;
  /** The account's argon2id hash; null when it has no password yet. */
  passwordHash: string | null;
  session: SessionInfo;
  ip: string;
  CURRENT_PASSWORD?: string | undefined;
  CODE?: string | undefined;
}

export interface PasswordProofDeps {
  guard: PasswordGuard;
  otp: OtpService;
  clock: Clock;
}

/**
 * PUT /users/me with a new PASSWORD must prove it is the owner, not only a holder of the token:
 *  - CURRENT_PASSWORD, when the account has one: checked through the password guard, so wrong ones
 *    are counted and limited exactly like wrong logins (a stolen token cannot brute-force it);
 *    wrong → 403 CURRENT_PASSWORD_INVALID, too many → 429 LOGIN_RATE_LIMITED;
 *  - or CODE: the code of an SMS sent with POST /auth/otp PURPOSE password to the account's phone
 *    (the usual code rules: 422 OTP_INVALID / OTP_EXPIRED, 429 OTP_LOCKED);
 *  - or a session opened by an SMS code (sign-in or registration) within the last 10 minutes: the
 *    'Nouveau client !' step right after the code sets the first password this way.
 * Nothing of it → 403 PASSWORD_PROOF_REQUIRED. A CURRENT_PASSWORD or CODE that is sent is always
 * checked, even when the session alone would have been enough.
 */
export function createPasswordProof({ guard, otp, clock }: PasswordProofDeps) {
  return {
    async check(p: PasswordChangeProof): Promise<void> {
      if (p.CURRENT_PASSWORD !== undefined && p.passwordHash !== null) {
        if (!(await guard.attempt(p.phone, p.ip, p.passwordHash, p.CURRENT_PASSWORD))) throw currentPasswordInvalid();
        return;
      }
      if (p.CODE !== undefined) {
        await otp.verify(p.phone, 'password', p.CODE);
        return;
      }
      const fresh = p.session.codeVerifiedAt !== null && clock.now().getTime() - p.session.codeVerifiedAt.getTime() < FRESH_CODE_SESSION_MS;
      if (fresh) return;
      if (p.CURRENT_PASSWORD !== undefined) throw currentPasswordInvalid();
      throw passwordProofRequired();
    },
  };
}

export type PasswordProof = ReturnType<typeof createPasswordProof>;
