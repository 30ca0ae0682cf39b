import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export interface MemberRow {
  id: number;
  relation: string;
  user_id: number;
  identifiant: string;
  avatar: string;
  name: string | null;
  lastname: string | null;
  user_avatar: string | null;
}

export interface NewMember {
  user_id: number;
  relation: string;
  avatar: string;
  identifiant: string;
}

/** SQL only: families (one per owner) and their members. */
export function createFamilyRepository(db: Kysely<DB>) {
  return {
    /** The owner's family id, the family created on first use (a concurrent creation is no error). */
    async ensureFamily(ownerId: number): Promise<number> {
      const created = await db
        .insertInto('families')
        .values({ owner_id: ownerId })
        .onConflict((oc) => oc.column('owner_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (created) return created.id;
      const row = await db.selectFrom('families').select('id').where('owner_id', '=', ownerId).executeTakeFirstOrThrow();
      return row.id;
    },

    /** Whether a family exists and belongs to this owner. */
    async isOwnedBy(familyId: number, ownerId: number): Promise<boolean> {
      const row = await db.selectFrom('families').select('id').where('id', '=', familyId).where('owner_id', '=', ownerId).executeTakeFirst();
      return row !== undefined;
    },

    members(familyId: number): Promise<MemberRow[]> {
      return db
        .selectFrom('family_members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select(['m.id', 'm.relation', 'm.user_id', 'm.identifiant', 'm.avatar', 'u.name', 'u.lastname', 'u.avatar as user_avatar'])
        .where('m.family_id', '=', familyId)
        .orderBy('m.id')
        .execute();
    },

    async userExists(userId: number): Promise<boolean> {
      const row = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
      return row !== undefined;
    },

    /** Adds a member; false when that user is already in the family. */
    async addMember(familyId: number, member: NewMember): Promise<boolean> {
      const row = await db
        .insertInto('family_members')
        .values({ family_id: familyId, ...member })
        .onConflict((oc) => oc.columns(['family_id', 'user_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Removes a member of that family; false when there is no such member in it. */
    async removeMember(familyId: number, memberId: number): Promise<boolean> {
      const row = await db.deleteFrom('family_members').where('id', '=', memberId).where('family_id', '=', familyId).returning('id').executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type FamilyRepository = ReturnType<typeof createFamilyRepository>;
