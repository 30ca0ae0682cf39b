import crypto from 'node:crypto';
import type { Clock } from '@qadhya/domain';
import type { Tx } from '../../db/handles.ts';
import { AppError, retryLater } from '../../errors.ts';
import type { StaffRepository } from './staff.repository.ts';

/** The step between the password and the second factor lasts 5 minutes and allows 5 wrong codes. */
export const TICKET_TTL_MS = 5 * 60_000;
export const TICKET_MAX_ATTEMPTS = 5;
/** After this many wrong codes of a member (whatever the ticket), each try waits 1 s, 2 s, 4 s… */
export const FACTOR_SLOW_AFTER = 3;
/** …and at this many the factor locks until an admin lifts it (docs/back-office.md#second-factor). */
export const FACTOR_LOCK_AFTER = 10;

/** Seconds a member with `failures` wrong codes must leave after the newest one. */
export const factorDelaySeconds = (failures: number) => (failures < FACTOR_SLOW_AFTER ? 0 : 2 ** (failures - FACTOR_SLOW_AFTER));

export const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

export const ticketInvalid = () =>
  new AppError(401, 'STAFF_TICKET_INVALID', 'The sign-in step expired or was used: enter the password again.');
export const factorLocked = () =>
  new AppError(423, 'STAFF_FACTOR_LOCKED', 'Too many wrong second-factor codes: the sign-in is locked until an admin lifts it.');

/** 429 TOTP_RATE_LIMITED {retry_after} with Retry-After (whole seconds, at least 1). */
const tooSoon = (waitMs: number) =>
  retryLater({
    status: 429,
    code: 'TOTP_RATE_LIMITED',
    message: 'Too many wrong codes: wait before the next try.',
    seconds: waitMs / 1000,
  });

export type LockedStaff = NonNullable<Awaited<ReturnType<StaffRepository['lockedById']>>>;

/**
 * Checks the code of a try; null when it is wrong. It runs inside the try's transaction, with the
 * member's row locked: what it writes (a used step, a spent recovery code) lands with the try.
 * It may throw an AppError to refuse without anything written.
 */
export type Judge<T> = (trx: Tx, staff: LockedStaff, now: Date) => Promise<T | null>;

/** What a right code gives: the member, what the judge returned, and the wrong codes they were not told of. */
export interface Accepted<T> {
  staffId: number;
  value: T;
  unseenFailures: number;
}

/**
 * Every try at the second factor (enrolment or sign-in) of a ticket. Tries of one member take turns
 * under a lock of their row (select … for update, PostgreSQL and PGlite alike), so parallel guesses
 * are counted one by one and each is judged on the count it made:
 *  - a locked factor refuses (423 STAFF_FACTOR_LOCKED), as does a try too soon after the last wrong
 *    one (429 TOTP_RATE_LIMITED {retry_after}); nothing is written then;
 *  - a wrong code adds one to the member's failures and to the ticket's, writes `totp.failure` to
 *    the audit log (and `totp.lock` at the FACTOR_LOCK_AFTER-th) and answers 422 TOTP_INVALID
 *    {attempts_left, retry_after?}, or 423 once locked;
 *  - a right code spends the ticket and forgets the failures.
 */
export function createSecondFactor({ repo, clock }: { repo: StaffRepository; clock: Clock }) {
  return {
    async attempt<T>(ticket: string, ip: string, kind: 'enrol' | 'totp' | 'recovery', judge: Judge<T>): Promise<Accepted<T>> {
      const hash = sha256(ticket);
      const found = await repo.ticket(hash);
      if (!found) throw ticketInvalid();
      const outcome = await repo.transaction(async (trx) => {
        const staff = await repo.lockedById(trx, found.staff_id);
        const t = await repo.ticket(hash, trx);
        const now = clock.now();
        if (
          !staff ||
          staff.disabled_at ||
          !t ||
          t.used_at ||
          now.getTime() >= new Date(t.expires_at).getTime() ||
          t.attempts >= TICKET_MAX_ATTEMPTS
        ) {
          throw ticketInvalid();
        }
        if (staff.factor_locked_at) throw factorLocked();
        const waitMs = staff.factor_failed_at
          ? new Date(staff.factor_failed_at).getTime() + factorDelaySeconds(staff.factor_failures) * 1000 - now.getTime()
          : 0;
        if (waitMs > 0) throw tooSoon(waitMs);

        const value = await judge(trx, staff, now);
        if (value === null) {
          const counted = await repo.countFactorFailure(trx, staff.id, now, FACTOR_LOCK_AFTER);
          const onTicket = await repo.countTicketAttempt(trx, t.id);
          const failures = counted.factor_failures;
          const entity = { entity: 'staff', entityId: String(staff.id), staffId: staff.id, at: now, ip };
          await repo.audit(trx, { ...entity, action: 'totp.failure', before: null, after: { kind, failures } });
          const locked = counted.factor_locked_at !== null;
          if (locked)
            await repo.audit(trx, { ...entity, action: 'totp.lock', before: { locked: false }, after: { locked: true, failures } });
          return { ok: false, failures, locked, ticketAttempts: onTicket?.attempts ?? TICKET_MAX_ATTEMPTS } as const;
        }
        if (!(await repo.useTicket(trx, t.id, now))) throw ticketInvalid();
        await repo.factorAccepted(trx, staff.id);
        return { ok: true, accepted: { staffId: staff.id, value, unseenFailures: staff.factor_unseen_failures } } as const;
      });
      if (outcome.ok) return outcome.accepted;
      const { failures, locked, ticketAttempts } = outcome;
      if (locked) throw factorLocked();
      const left = Math.max(0, Math.min(TICKET_MAX_ATTEMPTS - ticketAttempts, FACTOR_LOCK_AFTER - failures));
      const wait = factorDelaySeconds(failures);
      throw new AppError(422, 'TOTP_INVALID', 'Wrong code.', {}, { attempts_left: left, ...(wait > 0 ? { retry_after: wait } : {}) });
    },
  };
}
export type SecondFactor = ReturnType<typeof createSecondFactor>;
