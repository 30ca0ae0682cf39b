import type { NotificationConfig, ProfileUpdate, User, UserSearchResult } from '@qadhya/contracts';
import type { Clock } from '@qadhya/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors.ts';
import { hashPassword } from '../auth/password.ts';
import type { PasswordProof } from '../auth/password-proof.ts';
import type { SessionInfo, SessionStore } from '../auth/session-store.ts';
import { toUser } from '../auth/user.mapper.ts';
import { newKey, type Storage } from '../../storage/storage.ts';
import { toAvatarWebp } from './avatar-image.ts';
import type { NotificationRow, ProfileChanges, UsersRepository } from './users.repository.ts';

const AVATAR_FOLDER = 'avatars';

export interface UsersServiceDeps {
  repo: UsersRepository;
  sessions: SessionStore;
  /** Checks the proof a PASSWORD change needs. */
  passwordProof: PasswordProof;
  storage: Storage;
  clock: Clock;
  log: FastifyBaseLogger;
}

const userGone = () => new AppError(401, 'UNAUTHORIZED', 'Sign in again: the session is missing, expired or revoked.');

/** The first character of a name part (a whole code point), upper-cased; '' when blank. */
const initial = (part: string | null) => (Array.from(part?.trim() ?? '')[0] ?? '').toLocaleUpperCase('fr');

/**
 * The name the member search shows (docs/family.md): enough to confirm a typed UID, not to learn
 * who someone is: "M••• B." for Mohamed Ben Salah, "•••" when no name is set.
 */
export const maskName = (row: { name: string | null; lastname: string | null }) => {
  const first = initial(row.name);
  const last = initial(row.lastname);
  return `${first}•••${last ? ` ${last}.` : ''}`;
};

const toConfig = (row: NotificationRow | undefined): NotificationConfig => ({
  NOTIFY_FAVORITES: row?.notify_favorites === 0 ? 0 : 1,
  NOTIFY_NEW_USERS: row?.notify_new_users === 0 ? 0 : 1,
  NOTIFY_PROMOS: row?.notify_promos === 0 ? 0 : 1,
  NOTIFY_REFERRALS: row?.notify_referrals === 0 ? 0 : 1,
  NOTIFY_PRIZES: row?.notify_prizes === 0 ? 0 : 1,
});

/** The signed-in user's own profile, avatar, settings and account; the member search. */
export function createUsersService({ repo, sessions, passwordProof, storage, clock, log }: UsersServiceDeps) {
  const removeFile = async (key: string | null) => {
    if (!key || !key.startsWith(`${AVATAR_FOLDER}/`)) return;
    try {
      await storage.delete(key);
    } catch (err) {
      log.warn({ err, key }, 'could not delete an avatar file');
    }
  };

  return {
    async me(userId: number): Promise<User> {
      const row = await repo.user(userId);
      if (!row) throw userGone();
      return toUser(row);
    },

    /**
     * Absent fields stay; a new PASSWORD needs its proof (auth/password-proof.ts: CURRENT_PASSWORD,
     * CODE or a fresh code session), is hashed (argon2id) and ends every other session.
     */
    async update(userId: number, session: SessionInfo, body: ProfileUpdate, ip: string): Promise<User> {
      if (body.ID !== undefined && Number(body.ID) !== userId) {
        throw new AppError(403, 'FORBIDDEN', 'A profile can only be changed by its owner.');
      }
      // Control characters never get here: the input guard and the contracts' singleLine refuse them (docs/security.md).
      const changes: ProfileChanges = {};
      if (body.NAME !== undefined) changes.name = body.NAME;
      if (body.LASTNAME !== undefined) changes.lastname = body.LASTNAME;
      if (body.GENDER !== undefined) changes.gender = body.GENDER;
      if (body.BIRTHDATE !== undefined) changes.birthdate = body.BIRTHDATE;
      if (body.LANGUAGE !== undefined) changes.language = body.LANGUAGE;
      if (body.EMAIL !== undefined) changes.email = body.EMAIL;
      if (body.ADDRESS !== undefined) changes.address = body.ADDRESS;
      if (body.PASSWORD !== undefined) {
        const owner = await repo.user(userId);
        if (!owner) throw userGone();
        await passwordProof.check({
          phone: owner.phone,
          passwordHash: owner.password_hash,
          session,
          ip,
          CURRENT_PASSWORD: body.CURRENT_PASSWORD,
          CODE: body.CODE,
        });
        changes.password_hash = await hashPassword(body.PASSWORD);
      }
      const row = Object.keys(changes).length ? await repo.update(userId, changes, clock.now()) : await repo.user(userId);
      if (!row) throw userGone();
      if (body.PASSWORD !== undefined) await sessions.revokeOthers(userId, session.sessionId);
      return toUser(row);
    },

    /** Everything of the user goes (rows cascade), then their avatar file. */
    async remove(userId: number): Promise<void> {
      const gone = await repo.deleteUser(userId);
      if (!gone) throw userGone();
      await removeFile(gone.avatar);
    },

    /** Re-encodes the image, stores it under a new server-made name and drops the previous one. */
    async setAvatar(userId: number, bytes: Buffer): Promise<{ avatar_url: string; data: User }> {
      const webp = await toAvatarWebp(bytes);
      const key = newKey(AVATAR_FOLDER, 'webp');
      await storage.put(key, webp, 'image/webp');
      let saved: Awaited<ReturnType<UsersRepository['setAvatar']>>;
      try {
        saved = await repo.setAvatar(userId, key, clock.now());
      } catch (err) {
        await removeFile(key);
        throw err;
      }
      if (!saved) {
        await removeFile(key);
        throw userGone();
      }
      if (saved.previous !== key) await removeFile(saved.previous);
      return { avatar_url: `/uploads/${key}`, data: toUser(saved.row) };
    },

    async config(userId: number): Promise<NotificationConfig> {
      return toConfig(await repo.notifications(userId));
    },

    async saveConfig(userId: number, config: NotificationConfig): Promise<NotificationConfig> {
      const row = await repo.saveNotifications(
        userId,
        {
          notify_favorites: config.NOTIFY_FAVORITES,
          notify_new_users: config.NOTIFY_NEW_USERS,
          notify_promos: config.NOTIFY_PROMOS,
          notify_referrals: config.NOTIFY_REFERRALS,
          notify_prizes: config.NOTIFY_PRIZES,
        },
        clock.now(),
      );
      return toConfig(row);
    },

    /** The user of exactly that UID, masked; never the caller; an unknown UID is an empty list. */
    async search(userId: number, q: string): Promise<UserSearchResult[]> {
      const row = await repo.findByUid(Number(q), userId);
      return row ? [{ ID: row.id, NAME: maskName(row) }] : [];
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
