import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { selectUserColumns, type UserFields, type UserRow } from '../auth/user.mapper.ts';

export type ProfileChanges = UserFields;

export interface NotificationRow {
  notify_favorites: number;
  notify_new_users: number;
  notify_promos: number;
  notify_referrals: number;
  notify_prizes: number;
}

export interface SearchRow {
  id: number;
  name: string | null;
  lastname: string | null;
}

/** SQL only: users, their notification settings, their deletion and the member search. */
export function createUsersRepository(db: Kysely<DB>) {
  return {
    user(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').select(selectUserColumns).where('users.id', '=', id).executeTakeFirst();
    },

    async update(id: number, changes: ProfileChanges, now: Date): Promise<UserRow | undefined> {
      return db
        .updateTable('users')
        .set({ ...changes, updated_at: now })
        .where('users.id', '=', id)
        .returning(selectUserColumns)
        .executeTakeFirst();
    },

    /** Sets the avatar key; answers the row and the key it replaced. */
    async setAvatar(id: number, key: string, now: Date): Promise<{ row: UserRow; previous: string | null } | undefined> {
      return db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('users').select('avatar').where('id', '=', id).forUpdate().executeTakeFirst();
        if (!before) return undefined;
        const row = await trx
          .updateTable('users')
          .set({ avatar: key, updated_at: now })
          .where('users.id', '=', id)
          .returning(selectUserColumns)
          .executeTakeFirstOrThrow();
        return { row, previous: before.avatar };
      });
    },

    /**
     * Deletes a user (sessions, resets, settings, family, memberships and devices cascade; the
     * invitations sent to them are forgotten by a trigger of migration 0011, docs/family.md) and the
     * one-time codes and login failures of their phone. Answers the avatar key they had.
     */
    async deleteUser(id: number): Promise<{ avatar: string | null } | undefined> {
      return db.transaction().execute(async (trx) => {
        const gone = await trx.deleteFrom('users').where('id', '=', id).returning(['phone', 'avatar']).executeTakeFirst();
        if (!gone) return undefined;
        await trx.deleteFrom('otp_codes').where('phone', '=', gone.phone).execute();
        await trx.deleteFrom('login_failures').where('phone', '=', gone.phone).execute();
        return { avatar: gone.avatar };
      });
    },

    notifications(userId: number): Promise<NotificationRow | undefined> {
      return db
        .selectFrom('notification_settings')
        .select(['notify_favorites', 'notify_new_users', 'notify_promos', 'notify_referrals', 'notify_prizes'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    async saveNotifications(userId: number, values: NotificationRow, now: Date): Promise<NotificationRow> {
      return db
        .insertInto('notification_settings')
        .values({ user_id: userId, ...values, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: now }))
        .returning(['notify_favorites', 'notify_new_users', 'notify_promos', 'notify_referrals', 'notify_prizes'])
        .executeTakeFirstOrThrow();
    },

    /** The user whose UID is exactly `uid`, unless it is `exceptId` (the caller); by primary key. */
    findByUid(uid: number, exceptId: number): Promise<SearchRow | undefined> {
      return db.selectFrom('users').select(['id', 'name', 'lastname']).where('id', '=', uid).where('id', '!=', exceptId).executeTakeFirst();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
