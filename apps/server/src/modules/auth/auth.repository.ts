import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { selectUserColumns, type UserFields, type UserRow } from './user.mapper.ts';

export type Purpose = 'login' | 'register' | 'reset' | 'password';

export interface OtpRow {
  id: number;
  code_hash: string;
  salt: string;
  attempts: number;
  expires_at: Date;
  consumed_at: Date | null;
}

export interface NewUser extends UserFields {
  phone: string;
}

/** Counts in a time window, and the oldest row's time in it (when the window frees a slot). */
export interface WindowCount {
  count: number;
  oldest: Date | null;
}

const toWindow = (row: { count: number | string | bigint; oldest: Date | string | null } | undefined): WindowCount => ({
  count: Number(row?.count ?? 0),
  oldest: row?.oldest ? new Date(row.oldest) : null,
});

/** The codes sent since a time, counted with the oldest one's time (narrowed by phone or IP). */
const sentSince = (db: Kysely<DB>, since: Date) =>
  db
    .selectFrom('otp_codes')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('created_at', '>', since);

/** The login failures since a time, counted with the oldest one's time (narrowed by phone, IP or both). */
const failedSince = (db: Kysely<DB>, since: Date) =>
  db
    .selectFrom('login_failures')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('at').as('oldest')])
    .where('at', '>', since);

/** SQL only: one-time codes, users by phone, login failures and password-reset grants. */
export function createAuthRepository(db: Kysely<DB>) {
  return {
    ...queries(db),
    /**
     * Runs `fn` in a transaction holding an advisory lock on `key`: the check-then-insert of a
     * send limit is serialised for one phone, across every server sharing the database.
     */
    async locked<T>(key: string, fn: (repo: AuthQueries) => Promise<T>): Promise<T> {
      return db.transaction().execute(async (trx) => {
        const q = queries(trx);
        await q.lock(key);
        return fn(q);
      });
    },
  };
}

function queries(db: Kysely<DB>) {
  return {
    /** Inside `locked`: one more advisory lock, held until the transaction ends. */
    async lock(key: string): Promise<void> {
      await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(db);
    },

    // ── One-time codes ────────────────────────────────────────────────────────────────────────

    /** The newest code sent to a phone (any purpose), for the 59 s resend rule. */
    async lastSentAt(phone: string): Promise<Date | null> {
      const row = await db
        .selectFrom('otp_codes')
        .select('created_at')
        .where('phone', '=', phone)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? new Date(row.created_at) : null;
    },

    async sentToPhoneSince(phone: string, since: Date): Promise<WindowCount> {
      return toWindow(await sentSince(db, since).where('phone', '=', phone).executeTakeFirst());
    },

    async sentFromIpSince(ip: string, since: Date): Promise<WindowCount> {
      return toWindow(await sentSince(db, since).where('ip', '=', ip).executeTakeFirst());
    },

    async insertCode(values: {
      phone: string;
      purpose: Purpose;
      code_hash: string;
      salt: string;
      ip: string;
      created_at: Date;
      expires_at: Date;
    }): Promise<number> {
      const row = await db.insertInto('otp_codes').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    async deleteCode(id: number): Promise<void> {
      await db.deleteFrom('otp_codes').where('id', '=', id).execute();
    },

    /** Ends every live code of a phone and purpose but `keepId` (a new send makes older codes dead). */
    async killOlderCodes(phone: string, purpose: Purpose, keepId: number, now: Date): Promise<void> {
      await db
        .updateTable('otp_codes')
        .set({ consumed_at: now })
        .where('phone', '=', phone)
        .where('purpose', '=', purpose)
        .where('id', '!=', keepId)
        .where('consumed_at', 'is', null)
        .execute();
    },

    /** The newest code of a phone and purpose: the only one that may still work. */
    async newestCode(phone: string, purpose: Purpose): Promise<OtpRow | undefined> {
      const row = await db
        .selectFrom('otp_codes')
        .select(['id', 'code_hash', 'salt', 'attempts', 'expires_at', 'consumed_at'])
        .where('phone', '=', phone)
        .where('purpose', '=', purpose)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row && { ...row, expires_at: new Date(row.expires_at), consumed_at: row.consumed_at ? new Date(row.consumed_at) : null };
    },

    /** Counts one wrong try (at most `max`): the tries made, or null when the code is no longer live. */
    async addWrongTry(id: number, max: number): Promise<number | null> {
      const row = await db
        .updateTable('otp_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('attempts', '<', max)
        .where('consumed_at', 'is', null)
        .returning('attempts')
        .executeTakeFirst();
      return row ? row.attempts : null;
    },

    /** Uses a code once: true for the one caller that consumed it. */
    async consumeCode(id: number, max: number, now: Date): Promise<boolean> {
      const row = await db
        .updateTable('otp_codes')
        .set({ consumed_at: now })
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .where('attempts', '<', max)
        .where('expires_at', '>', now)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    // ── Users ─────────────────────────────────────────────────────────────────────────────────

    userByPhone(phone: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').select(selectUserColumns).where('users.phone', '=', phone).executeTakeFirst();
    },

    userById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').select(selectUserColumns).where('users.id', '=', id).executeTakeFirst();
    },

    /** The LANGUAGE of the account with this phone, or undefined when there is none. */
    async languageOfPhone(phone: string): Promise<'fr' | 'ar' | undefined> {
      const row = await db.selectFrom('users').select('language').where('phone', '=', phone).executeTakeFirst();
      return row?.language;
    },

    async phoneTaken(phone: string): Promise<boolean> {
      const row = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
      return row !== undefined;
    },

    /** Inserts a user with this id; undefined when the id or the phone is already taken. */
    insertUser(id: number, user: NewUser, now: Date): Promise<UserRow | undefined> {
      return db
        .insertInto('users')
        .values({ id, ...user, created_at: now, updated_at: now })
        .onConflict((oc) => oc.doNothing())
        .returning(selectUserColumns)
        .executeTakeFirst();
    },

    async setPassword(userId: number, passwordHash: string, now: Date): Promise<UserRow | undefined> {
      return db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: now })
        .where('users.id', '=', userId)
        .returning(selectUserColumns)
        .executeTakeFirst();
    },

    // ── Login failures ────────────────────────────────────────────────────────────────────────

    async failuresOfPhoneSince(phone: string, since: Date): Promise<WindowCount> {
      return toWindow(await failedSince(db, since).where('phone', '=', phone).executeTakeFirst());
    },

    /** The failures of one phone from one IP, with the newest one's time (the growing delays). */
    async failuresOfPairSince(phone: string, ip: string, since: Date): Promise<WindowCount & { newest: Date | null }> {
      const row = await failedSince(db, since)
        .select((eb) => eb.fn.max('at').as('newest'))
        .where('phone', '=', phone)
        .where('ip', '=', ip)
        .executeTakeFirst();
      return { ...toWindow(row), newest: row?.newest ? new Date(row.newest) : null };
    },

    async failuresOfIpSince(ip: string, since: Date): Promise<WindowCount> {
      return toWindow(await failedSince(db, since).where('ip', '=', ip).executeTakeFirst());
    },

    async addFailure(phone: string, ip: string, at: Date): Promise<void> {
      await db.insertInto('login_failures').values({ phone, ip, at }).execute();
    },

    /** Every failure of a phone (a password reset: the old password's guesses no longer matter). */
    async clearFailures(phone: string): Promise<void> {
      await db.deleteFrom('login_failures').where('phone', '=', phone).execute();
    },

    /** The failures of one phone from one IP (the right password from there). */
    async clearPairFailures(phone: string, ip: string): Promise<void> {
      await db.deleteFrom('login_failures').where('phone', '=', phone).where('ip', '=', ip).execute();
    },

    // ── Password resets ───────────────────────────────────────────────────────────────────────

    async insertReset(userId: number, tokenHash: string, now: Date, expiresAt: Date): Promise<void> {
      await db
        .insertInto('password_resets')
        .values({ user_id: userId, token_hash: tokenHash, created_at: now, expires_at: expiresAt })
        .execute();
    },

    /** Uses a live reset grant once: its user, or undefined (unknown, used or expired). */
    async useReset(tokenHash: string, now: Date): Promise<number | undefined> {
      const row = await db
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id;
    },
  };
}

export type AuthQueries = ReturnType<typeof queries>;
export type AuthRepository = ReturnType<typeof createAuthRepository>;
