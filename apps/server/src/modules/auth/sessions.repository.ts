import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** SQL only: the shoppers' sessions and the days they were active (session-store.ts). */
export function createSessionsRepository(db: Kysely<DB>) {
  return {
    /** Records the shopper as active on that Tunis day; nothing when already recorded. */
    async markActive(day: string, userId: number): Promise<void> {
      await db
        .insertInto('shopper_activity')
        .values({ day, user_id: userId })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    /** A new session; answers its id. */
    async insert(row: {
      user_id: number;
      token_hash: string;
      created_at: Date;
      last_seen_at: Date;
      expires_at: Date;
      code_verified_at: Date | null;
    }): Promise<number> {
      return (await db.insertInto('sessions').values(row).returning('id').executeTakeFirstOrThrow()).id;
    },

    /** The session of a token's hash, revoked or not. */
    byTokenHash: (tokenHash: string) =>
      db
        .selectFrom('sessions')
        .select(['id', 'user_id', 'last_seen_at', 'expires_at', 'revoked_at', 'code_verified_at'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst(),

    async touch(sessionId: number, at: Date): Promise<void> {
      await db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', sessionId).execute();
    },

    async revoke(sessionId: number, at: Date): Promise<void> {
      await db.updateTable('sessions').set({ revoked_at: at }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
    },

    /** Revokes every live session of a user, but `keepSessionId` when given. */
    async revokeOthers(userId: number, keepSessionId: number | null, at: Date): Promise<void> {
      let q = db.updateTable('sessions').set({ revoked_at: at }).where('user_id', '=', userId).where('revoked_at', 'is', null);
      if (keepSessionId !== null) q = q.where('id', '!=', keepSessionId);
      await q.execute();
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
