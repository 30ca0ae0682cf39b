import type { Clock } from '@qadhya/domain';
import type { AuthLimits } from '../../config.ts';
import { AppError } from '../../errors.ts';
import type { AuthRepository } from './auth.repository.ts';
import { secondsUntilFree, tooMany } from './otp.service.ts';
import { checkPassword } from './password.ts';

/** Wrong passwords are counted over this window. */
export const LOGIN_WINDOW_MS = 15 * 60_000;
/** After this many failures of one (phone, IP) pair, each further try waits 2^(n − this) seconds… */
export const PAIR_SLOW_AFTER = 3;
/** …at most this long. */
export const PAIR_MAX_DELAY_SECONDS = 300;

/** The delay a pair with `failures` recent failures must leave after its newest one (seconds). */
export const pairDelaySeconds = (failures: number) =>
  failures < PAIR_SLOW_AFTER ? 0 : Math.min(PAIR_MAX_DELAY_SECONDS, 2 ** (failures - PAIR_SLOW_AFTER));

/** 429 LOGIN_RATE_LIMITED {retry_after, sign_in_with: 'otp'}: the SMS code sign-in is always open. */
const limited = (message: string, seconds: number): AppError => {
  const base = tooMany('LOGIN_RATE_LIMITED', `${message} Sign in with an SMS code instead, or wait.`, seconds);
  return new AppError(429, base.code, base.message, base.headers, { ...base.extra, sign_in_with: 'otp' });
};

export interface PasswordGuardDeps {
  repo: AuthRepository;
  clock: Clock;
  limits: AuthLimits;
}

/**
 * Every password check of an account (POST /auth/login, CURRENT_PASSWORD of PUT /users/me) goes
 * through here, so a stolen token cannot guess the password faster than a login could. Wrong
 * passwords in the last 15 minutes are counted (login_failures: phone, ip, at):
 *  - per (phone, IP) pair: LOGIN_PAIR_LIMIT, and after 3 failures each further try must wait
 *    1 s, 2 s, 4 s… (capped at 5 min) after the previous one — a guesser is slowed down;
 *  - per phone across every IP: LOGIN_PHONE_LIMIT, a much higher ceiling (guesses spread over many
 *    addresses); past it only the SMS code sign-in is open for that phone;
 *  - per IP across phones: LOGIN_IP_LIMIT.
 * Guesses from elsewhere therefore never lock the owner's own network out before the phone's
 * ceiling. Unknown phones and phones without a password are counted exactly like the others.
 */
export function createPasswordGuard({ repo, clock, limits }: PasswordGuardDeps) {
  /**
   * Counts this try as a failure before the password is checked (the count and the insert are
   * serialised per phone and per IP), so a burst of parallel guesses cannot pass a limit.
   */
  async function admit(phone: string, ip: string): Promise<void> {
    const now = clock.now();
    const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
    await repo.locked(`login:${phone}`, async (q) => {
      await q.lock(`login-ip:${ip}`);
      const byPhone = await q.failuresOfPhoneSince(phone, since);
      if (byPhone.count >= limits.loginPhoneLimit) {
        throw limited('Too many wrong passwords for this phone.', secondsUntilFree(byPhone, LOGIN_WINDOW_MS, now));
      }
      const byIp = await q.failuresOfIpSince(ip, since);
      if (byIp.count >= limits.loginIpLimit) {
        throw limited('Too many wrong passwords from this network.', secondsUntilFree(byIp, LOGIN_WINDOW_MS, now));
      }
      const byPair = await q.failuresOfPairSince(phone, ip, since);
      if (byPair.count >= limits.loginPairLimit) {
        throw limited('Too many wrong passwords for this phone from this network.', secondsUntilFree(byPair, LOGIN_WINDOW_MS, now));
      }
      const delayMs = pairDelaySeconds(byPair.count) * 1000;
      // Only once a delay applies: copies of the server whose clocks differ by a few milliseconds
      // must not refuse a try "too soon" after one recorded by another copy.
      if (delayMs > 0 && byPair.newest && now.getTime() < byPair.newest.getTime() + delayMs) {
        throw limited('Wrong password: wait a moment before the next try.', (byPair.newest.getTime() + delayMs - now.getTime()) / 1000);
      }
      await q.addFailure(phone, ip, now);
    });
  }

  return {
    /**
     * One password try for `phone` from `ip` against its stored hash (null: unknown phone or no
     * password — checked against a dummy hash, same cost). 429 when a limit refuses the try;
     * otherwise true for the right password (this pair's failures are forgotten), false else.
     */
    async attempt(phone: string, ip: string, storedHash: string | null, password: string): Promise<boolean> {
      await admit(phone, ip);
      const ok = await checkPassword(storedHash, password);
      if (ok) await repo.clearPairFailures(phone, ip);
      return ok;
    },
  };
}

export type PasswordGuard = ReturnType<typeof createPasswordGuard>;
