import crypto from 'node:crypto';
import { isMobilePhone, type AuthSession, type ResetGrant } from '@qadhya/contracts';
import type { Clock } from '@qadhya/domain';
import { AppError } from '../../errors.ts';
import type { AuthRepository, NewUser, Purpose } from './auth.repository.ts';
import type { OtpService } from './otp.service.ts';
import { invalidPhone } from './otp.service.ts';
import { hashPassword } from './password.ts';
import type { PasswordGuard } from './password-guard.ts';
import { newToken, sha256, type SessionStore } from './session-store.ts';
import { toUser, type UserRow } from './user.mapper.ts';

/** A reset grant (after the reset code) lives this long. */
export const RESET_TTL_SECONDS = 15 * 60;

const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'Wrong phone number or password.');
const phoneTaken = () => new AppError(409, 'PHONE_TAKEN', 'An account already uses this phone number.');
const resetInvalid = () => new AppError(422, 'RESET_TOKEN_INVALID', 'This password reset is unknown, used or expired: verify a new code.');

export interface AuthDeps {
  repo: AuthRepository;
  otp: OtpService;
  /** Counts and limits wrong passwords; the same one checks CURRENT_PASSWORD (password-proof.ts). */
  guard: PasswordGuard;
  sessions: SessionStore;
  clock: Clock;
  /** The ledger's card maker (services.ts): a new account gets its card and welcome coupon (docs/wallet.md#points-and-tiers). */
  cards: { ensureCard(userId: number): Promise<string> };
  /** The terms accepted on the register form (docs/content.md#accepting-the-terms). */
  terms?: { acceptIfCurrent(userId: number, version: number): Promise<boolean> };
}

export interface RegisterInput {
  PHONE: string;
  CODE: string;
  NAME: string;
  LASTNAME: string;
  GENDER: 'homme' | 'femme';
  BIRTHDATE: string;
  EMAIL: string;
  ADDRESS: string;
  LANGUAGE: 'fr' | 'ar';
  PASSWORD: string;
  /** The terms version shown and accepted on the form. */
  TERMS_VERSION?: number | undefined;
}

/** Sign-in by code, registration, password sign-in with its throttling, password reset, logout. */
export function createAuthService({ repo, otp, guard, sessions, clock, cards, terms }: AuthDeps) {
  /** `byCode`: the session was opened by an SMS code just checked (a fresh one may set a password). */
  async function startSession(row: UserRow, isNew: boolean, byCode = false): Promise<AuthSession> {
    const { token, expiresAt } = await sessions.create(row.id, { byCode });
    return { token, expires_at: expiresAt.toISOString(), user: toUser(row), is_new: isNew };
  }

  /**
   * A new user with a random unique 8-digit id and its loyalty card; undefined when the phone got an
   * account meanwhile.
   */
  async function createUser(user: NewUser): Promise<UserRow | undefined> {
    for (let i = 0; i < 20; i++) {
      const id = crypto.randomInt(10_000_000, 100_000_000);
      const row = await repo.insertUser(id, user, clock.now());
      if (row) {
        await cards.ensureCard(row.id);
        return row;
      }
      if (await repo.phoneTaken(user.phone)) return undefined;
    }
    throw new Error('no free user id after 20 tries');
  }

  return {
    /**
     * POST /auth/otp. Whether the phone has an account never changes the answer nor the counting:
     * every purpose goes through the same send limits (per phone, per IP) and answers the same.
     * register: a phone with an account gets its code as usual (only its owner reads it; the
     * register call then says 409 PHONE_TAKEN after that code). reset and password: an unknown
     * phone's code is recorded and counted the same, but no SMS leaves. The SMS is in the account's
     * LANGUAGE; for a phone with no account, in the request's language (`requestLang`).
     */
    async sendCode(phone: string, purpose: Purpose, ip: string, requestLang: 'fr' | 'ar' = 'fr') {
      if (!isMobilePhone(phone)) throw invalidPhone();
      const language = await repo.languageOfPhone(phone);
      const deliver = purpose === 'reset' || purpose === 'password' ? language !== undefined : true;
      return otp.send(phone, purpose, ip, deliver, language ?? requestLang);
    },

    /**
     * POST /auth/otp/verify: the login code → a session; an unknown phone becomes a new account.
     * `beforeSession` (social sign-in's link, docs/accounts-social.md) runs once the code proved the
     * phone and before the session opens; it may refuse (throw) and may hand back the row changed.
     */
    async verifyLogin(
      phone: string,
      code: string,
      beforeSession?: (row: UserRow, isNew: boolean) => Promise<UserRow | void>,
    ): Promise<AuthSession> {
      await otp.verify(phone, 'login', code);
      let row = await repo.userByPhone(phone);
      let isNew = false;
      if (!row) {
        const created = await createUser({ phone });
        isNew = created !== undefined;
        row = created ?? (await repo.userByPhone(phone))!;
      }
      if (beforeSession) row = (await beforeSession(row, isNew)) ?? row;
      return startSession(row, isNew, true);
    },

    /** A session for an account proved another way (a linked provider account, docs/accounts-social.md). */
    async signInUser(userId: number): Promise<AuthSession | undefined> {
      const row = await repo.userById(userId);
      return row ? startSession(row, false) : undefined;
    },

    /** The account's row again (after a change made by another module). */
    userRow(userId: number): Promise<UserRow | undefined> {
      return repo.userById(userId);
    },

    /**
     * POST /auth/register: the register code and the whole form → a new account with a password.
     * The code is checked first: only who received the SMS learns that the phone has an account.
     */
    async register(input: RegisterInput): Promise<AuthSession> {
      if (!isMobilePhone(input.PHONE)) throw invalidPhone();
      await otp.verify(input.PHONE, 'register', input.CODE);
      if (await repo.phoneTaken(input.PHONE)) throw phoneTaken();
      const row = await createUser({
        phone: input.PHONE,
        name: input.NAME,
        lastname: input.LASTNAME,
        gender: input.GENDER,
        birthdate: input.BIRTHDATE,
        email: input.EMAIL,
        address: input.ADDRESS,
        language: input.LANGUAGE,
        password_hash: await hashPassword(input.PASSWORD),
      });
      if (!row) throw phoneTaken();
      if (input.TERMS_VERSION !== undefined && terms) await terms.acceptIfCurrent(row.id, input.TERMS_VERSION);
      return startSession(row, true, true);
    },

    /**
     * POST /auth/login. Unknown phone, no password and wrong password cost the same and answer the
     * same 401; the tries are limited per (phone, IP), per phone and per IP (password-guard.ts).
     */
    async login(phone: string, password: string, ip: string): Promise<AuthSession> {
      const row = await repo.userByPhone(phone);
      const ok = await guard.attempt(phone, ip, row?.password_hash ?? null, password);
      if (!row || !ok) throw invalidCredentials();
      return startSession(row, false);
    },

    /** POST /auth/password/verify-code: the reset code → a single-use reset grant (15 minutes). */
    async verifyResetCode(phone: string, code: string): Promise<ResetGrant> {
      await otp.verify(phone, 'reset', code);
      const row = await repo.userByPhone(phone);
      if (!row) throw resetInvalid();
      const token = newToken();
      const now = clock.now();
      await repo.insertReset(row.id, sha256(token), now, new Date(now.getTime() + RESET_TTL_SECONDS * 1000));
      return { reset_token: token, expires_in: RESET_TTL_SECONDS };
    },

    /** POST /auth/password/reset: the new password; every session of the user ends, a new one starts. */
    async resetPassword(resetToken: string, password: string): Promise<AuthSession> {
      if (!/^[\w-]{20,200}$/.test(resetToken)) throw resetInvalid();
      const userId = await repo.useReset(sha256(resetToken), clock.now());
      if (userId === undefined) throw resetInvalid();
      const row = await repo.setPassword(userId, await hashPassword(password), clock.now());
      if (!row) throw resetInvalid();
      await sessions.revokeOthers(userId, null);
      await repo.clearFailures(row.phone);
      return startSession(row, false);
    },

    /** POST /auth/logout. */
    async logout(sessionId: number): Promise<void> {
      await sessions.revoke(sessionId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
