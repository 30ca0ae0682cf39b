import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { InvitationStatus } from '../../db/tables/family.ts';

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

/** An invitation as its inviter sees it: only what they typed. */
export interface SentInvitationRow {
  id: number;
  invitee_id: number;
  relation: string;
  avatar: string;
  created_at: Date;
}

/** A pending invitation as its invitee sees it, with the inviter's public name and avatar. */
export interface ReceivedInvitationRow {
  id: number;
  relation: string;
  created_at: Date;
  inviter_id: number;
  name: string | null;
  lastname: string | null;
  user_avatar: string | null;
}

export interface MembershipRow {
  family_id: number;
  relation: string;
  owner_id: number;
  name: string | null;
  lastname: string | null;
  user_avatar: string | null;
}

export interface NewInvitation {
  family_id: number;
  inviter_id: number;
  invitee_id: number;
  relation: string;
  avatar: string;
}

/** Someone of a user's family circle, with the relation they were invited as (null: a family's owner). */
export interface CircleRow {
  user_id: number;
  name: string | null;
  lastname: string | null;
  avatar: string | null;
  relation: string | null;
}

/**
 * A user's family circle (docs/family.md): the owners and accepted members of the family they own
 * and of every family they belong to, themselves excluded. The one query for "who is family": the
 * wallet's transfers and the shopping lists' members both read it.
 */
export async function circle(q: Kysely<DB> | Transaction<DB>, userId: number): Promise<CircleRow[]> {
  const { rows } = await sql<CircleRow>`
    with circles as (
      select id from families where owner_id = ${userId}
      union
      select family_id from family_members where user_id = ${userId}
    ),
    people as (
      select f.owner_id as user_id, null::text as relation from families f join circles c on c.id = f.id
      union all
      select m.user_id, m.relation from family_members m join circles c on c.id = m.family_id
    )
    select distinct on (u.id) u.id as user_id, u.name, u.lastname, u.avatar, p.relation
    from people p join users u on u.id = p.user_id
    where u.id <> ${userId}
    order by u.id, p.relation nulls last`.execute(q);
  return rows;
}

/**
 * The statuses an inviter sees as "pending" (docs/family.md): a refusal, or a UID that names no
 * account, looks exactly like an invitation still waiting. At most one per family and UID (0011).
 */
export const OPEN_STATUSES: InvitationStatus[] = ['pending', 'declined', 'void'];

/** SQL only: families (one per owner), their members and their invitations. */
export function createFamilyRepository(db: Kysely<DB>) {
  return {
    transaction<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    /** The user's family circle (see circle()). */
    circle: (userId: number) => circle(db, userId),

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
      const row = await db
        .selectFrom('families')
        .select('id')
        .where('id', '=', familyId)
        .where('owner_id', '=', ownerId)
        .executeTakeFirst();
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

    /** The family's open invitations (pending, declined or void: all "pending" to the inviter). */
    sentInvitations(familyId: number): Promise<SentInvitationRow[]> {
      return db
        .selectFrom('family_invitations')
        .select(['id', 'invitee_id', 'relation', 'avatar', 'created_at'])
        .where('family_id', '=', familyId)
        .where('status', 'in', OPEN_STATUSES)
        .orderBy('id')
        .execute();
    },

    /** The families `userId` is a member of, with their owner's public name and avatar. */
    memberships(userId: number): Promise<MembershipRow[]> {
      return db
        .selectFrom('family_members as m')
        .innerJoin('families as f', 'f.id', 'm.family_id')
        .innerJoin('users as u', 'u.id', 'f.owner_id')
        .select(['m.family_id', 'm.relation', 'f.owner_id', 'u.name', 'u.lastname', 'u.avatar as user_avatar'])
        .where('m.user_id', '=', userId)
        .orderBy('m.id')
        .execute();
    },

    async isMember(familyId: number, userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('family_members')
        .select('id')
        .where('family_id', '=', familyId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Records an invitation unless one is already open for that family and UID (then nothing, but
     * a void one, sent before that UID had an account, is delivered now that it has one). A
     * declined one stays declined: a refusal is not undone by asking again. Answers the id of an
     * invitation that became pending now (for the invitee's inbox), else null.
     */
    async invite(invitation: NewInvitation, now: Date): Promise<number | null> {
      const inserted = await db
        .insertInto('family_invitations')
        .values({ ...invitation, status: 'pending', created_at: now })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) return inserted.id;
      const revived = await db
        .updateTable('family_invitations')
        .set({ status: 'pending' })
        .where('family_id', '=', invitation.family_id)
        .where('invitee_id', '=', invitation.invitee_id)
        .where('status', '=', 'void')
        .where((eb) => eb.exists(eb.selectFrom('users').select('id').where('id', '=', invitation.invitee_id)))
        .returning('id')
        .executeTakeFirst();
      return revived?.id ?? null;
    },

    /** The pending invitations `userId` received, oldest first, with their inviter. */
    received(userId: number): Promise<ReceivedInvitationRow[]> {
      return db
        .selectFrom('family_invitations as i')
        .innerJoin('users as u', 'u.id', 'i.inviter_id')
        .select(['i.id', 'i.relation', 'i.created_at', 'i.inviter_id', 'u.name', 'u.lastname', 'u.avatar as user_avatar'])
        .where('i.invitee_id', '=', userId)
        .where('i.status', '=', 'pending')
        .orderBy('i.id')
        .execute();
    },

    /**
     * The invitee answers a pending invitation of theirs: accepting makes the membership (one per
     * family and user) in the same transaction. False when there is no such pending invitation.
     */
    async respond(invitationId: number, inviteeId: number, accept: boolean, now: Date): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('family_invitations')
          .set({ status: accept ? 'accepted' : 'declined', responded_at: now })
          .where('id', '=', invitationId)
          .where('invitee_id', '=', inviteeId)
          .where('status', '=', 'pending')
          .returning(['family_id', 'invitee_id', 'relation', 'avatar'])
          .executeTakeFirst();
        if (!row) return false;
        if (accept) {
          await trx
            .insertInto('family_members')
            .values({
              family_id: row.family_id,
              user_id: row.invitee_id,
              relation: row.relation,
              avatar: row.avatar,
              identifiant: String(row.invitee_id),
            })
            .onConflict((oc) => oc.columns(['family_id', 'user_id']).doNothing())
            .execute();
        }
        return true;
      });
    },

    /** The inviter withdraws an open invitation of theirs: its invitee, null when there is none. */
    async cancel(invitationId: number, inviterId: number, now: Date): Promise<number | null> {
      const row = await db
        .updateTable('family_invitations')
        .set({ status: 'cancelled', responded_at: now })
        .where('id', '=', invitationId)
        .where('inviter_id', '=', inviterId)
        .where('status', 'in', OPEN_STATUSES)
        .returning('invitee_id')
        .executeTakeFirst();
      return row?.invitee_id ?? null;
    },

    /**
     * A member leaves a family; false when they are not in it. The lists shared through it go in the
     * same statement (migration 0035, docs/shopping-lists.md#family-rule).
     */
    async leave(familyId: number, userId: number, q: Kysely<DB> | Transaction<DB> = db): Promise<boolean> {
      const row = await q
        .deleteFrom('family_members')
        .where('family_id', '=', familyId)
        .where('user_id', '=', userId)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Removes a member of that family (and the lists shared through it, as leave()); false when there is no such member in it. */
    async removeMember(familyId: number, memberId: number, q: Kysely<DB> | Transaction<DB> = db): Promise<boolean> {
      const row = await q
        .deleteFrom('family_members')
        .where('id', '=', memberId)
        .where('family_id', '=', familyId)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type FamilyRepository = ReturnType<typeof createFamilyRepository>;
