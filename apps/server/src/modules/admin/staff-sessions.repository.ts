import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** SQL only: the staff's sessions (staff_sessions) and who they belong to (staff-session-store.ts). */
export function createStaffSessionsRepository(db: Kysely<DB>) {
  return {
    /** A new session; answers its id. */
    async insert(row: { staff_id: number; token_hash: string; created_at: Date; last_seen_at: Date; expires_at: Date }): Promise<number> {
      return (await db.insertInto('staff_sessions').values(row).returning('id').executeTakeFirstOrThrow()).id;
    },

    /** The session of a token's hash with its staff member's role, stores and state. */
    byTokenHash: (tokenHash: string) =>
      db
        .selectFrom('staff_sessions as s')
        .innerJoin('staff as m', 'm.id', 's.staff_id')
        .select([
          's.id',
          's.staff_id',
          's.last_seen_at',
          's.expires_at',
          's.revoked_at',
          'm.role',
          'm.stores',
          'm.disabled_at',
          'm.password_change_required',
        ])
        .where('s.token_hash', '=', tokenHash)
        .executeTakeFirst(),

    async touch(sessionId: number, at: Date): Promise<void> {
      await db.updateTable('staff_sessions').set({ last_seen_at: at }).where('id', '=', sessionId).execute();
    },

    async revoke(sessionId: number, at: Date): Promise<void> {
      await db.updateTable('staff_sessions').set({ revoked_at: at }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
    },

    /** Revokes every live session of a staff member, but `except` when given. */
    async revokeAll(staffId: number, at: Date, except?: number): Promise<void> {
      let q = db.updateTable('staff_sessions').set({ revoked_at: at }).where('staff_id', '=', staffId).where('revoked_at', 'is', null);
      if (except !== undefined) q = q.where('id', '!=', except);
      await q.execute();
    },
  };
}

export type StaffSessionsRepository = ReturnType<typeof createStaffSessionsRepository>;
