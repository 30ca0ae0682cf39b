import type { Kysely } from 'kysely';
import type { SocialProvider } from '@qadhya/contracts';
import type { DB } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

export interface NewFlow {
  state_hash: string;
  provider: SocialProvider;
  browser_hash: string;
  nonce: string;
  code_verifier: string;
  created_at: Date;
  expires_at: Date;
}

export interface NewGrant {
  token_hash: string;
  provider: SocialProvider;
  subject: string;
  name: string | null;
  created_at: Date;
  expires_at: Date;
}

/** SQL only: sign-ins under way, link grants and the linked provider accounts (docs/accounts-social.md). */
export function createSocialAuthRepository(db: Kysely<DB>) {
  return {
    async insertFlow(flow: NewFlow): Promise<void> {
      await db.insertInto('social_auth_states').values(flow).execute();
    },

    /**
     * Uses the sign-in under way of this state, provider and browser, once: a second call, an expired
     * one or another browser's finds nothing. Its secrets, or undefined.
     */
    async useFlow(stateHash: string, provider: SocialProvider, browserHash: string, now: Date) {
      return db
        .updateTable('social_auth_states')
        .set({ used_at: now })
        .where('state_hash', '=', stateHash)
        .where('provider', '=', provider)
        .where('browser_hash', '=', browserHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['nonce', 'code_verifier'])
        .executeTakeFirst();
    },

    async insertGrant(grant: NewGrant): Promise<void> {
      await db.insertInto('social_link_grants').values(grant).execute();
    },

    /** A live, unused link grant of this provider (read only: it is used once the phone's code is right). */
    liveGrant(tokenHash: string, provider: SocialProvider, now: Date) {
      return db
        .selectFrom('social_link_grants')
        .select(['id', 'subject', 'name'])
        .where('token_hash', '=', tokenHash)
        .where('provider', '=', provider)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },

    /** Uses the grant once; false when another call used it first. */
    async useGrant(id: number, now: Date): Promise<boolean> {
      const row = await db
        .updateTable('social_link_grants')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The account linked to this provider account, its last use recorded. */
    async userOfSubject(provider: SocialProvider, subject: string, now: Date): Promise<number | undefined> {
      const row = await db
        .updateTable('social_identities')
        .set({ last_used_at: now })
        .where('provider', '=', provider)
        .where('subject', '=', subject)
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id;
    },

    /** Links the provider account to the user; false when either already has such a link. */
    async link(userId: number, provider: SocialProvider, subject: string, now: Date): Promise<boolean> {
      try {
        await db
          .insertInto('social_identities')
          .values({ user_id: userId, provider, subject, linked_at: now, last_used_at: now })
          .execute();
        return true;
      } catch (err) {
        if (isUniqueViolation(err)) return false;
        throw err;
      }
    },

    /** The user's first name when it has none yet (a new account takes the provider's). */
    async nameIfEmpty(userId: number, name: string, now: Date): Promise<void> {
      await db.updateTable('users').set({ name, updated_at: now }).where('id', '=', userId).where('name', 'is', null).execute();
    },

    linksOf(userId: number) {
      return db
        .selectFrom('social_identities')
        .select(['provider', 'linked_at'])
        .where('user_id', '=', userId)
        .orderBy('provider')
        .execute();
    },

    async hasPassword(userId: number): Promise<boolean> {
      const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
      return Boolean(row?.password_hash);
    },

    /**
     * Unlinks the provider from the user's account unless that leaves it no way in (no password and no
     * other provider), in one transaction. 'unlinked', 'last' or 'none'.
     */
    async unlink(userId: number, provider: SocialProvider): Promise<'unlinked' | 'last' | 'none'> {
      return db.transaction().execute(async (trx) => {
        const links = await trx
          .selectFrom('social_identities')
          .select(['id', 'provider'])
          .where('user_id', '=', userId)
          .forUpdate()
          .execute();
        const mine = links.find((l) => l.provider === provider);
        if (!mine) return 'none';
        const user = await trx.selectFrom('users').select('password_hash').where('id', '=', userId).forUpdate().executeTakeFirst();
        if (!user?.password_hash && links.length === 1) return 'last';
        await trx.deleteFrom('social_identities').where('id', '=', mine.id).execute();
        return 'unlinked';
      });
    },

    /** Sign-ins and grants past their time (called now and then; they are refused anyway). */
    async purge(before: Date): Promise<void> {
      await db.deleteFrom('social_auth_states').where('expires_at', '<', before).execute();
      await db.deleteFrom('social_link_grants').where('expires_at', '<', before).execute();
    },
  };
}

export type SocialAuthRepository = ReturnType<typeof createSocialAuthRepository>;
