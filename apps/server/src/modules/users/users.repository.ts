import { sql, type Kysely } from 'kysely';
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
  phone: string;
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
     * Deletes a user (sessions, resets, settings, family, memberships and devices cascade) and the
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

    /**
     * Users whose UID or phone starts with `digits` (both prefix searches use an index of 0006),
     * never `exceptId`, at most `limit`, UID matches first.
     */
    search(digits: string, exceptId: number, limit: number): Promise<SearchRow[]> {
      const pattern = `${digits.replace(/[%_\\]/g, '')}%`;
      return db
        .selectFrom('users')
        .select(['id', 'phone', 'name', 'lastname'])
        .where((eb) => eb.or([eb(sql<string>`id::text`, 'like', pattern), eb('phone', 'like', pattern)]))
        .where('id', '!=', exceptId)
        .orderBy(sql`(id::text like ${pattern})`, 'desc')
        .orderBy('id')
        .limit(limit)
        .execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
