import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * SQL only: what the inbox's events read and mark (docs/notifications.md#events) — the invitation,
 * the family, the day's promos and their products' fans, the catalogue announced once, the
 * shoppers by id for a fan-out.
 */
export function createInboxEventsRepository(db: Kysely<DB>) {
  return {
    /** The next `size` shoppers after `after` (keyset on users.id). */
    async userIdsAfter(after: number, size: number): Promise<number[]> {
      return (await db.selectFrom('users').select('id').where('id', '>', after).orderBy('id').limit(size).execute()).map((r) => r.id);
    },

    /** A pending invitation that names its invitee, with the inviter's name. */
    pendingInvitation: (invitationId: number) =>
      db
        .selectFrom('family_invitations as i')
        .innerJoin('users as inviter', 'inviter.id', 'i.inviter_id')
        .innerJoin('users as invitee', 'invitee.id', 'i.invitee_id')
        .select(['i.invitee_id', 'i.inviter_id', 'inviter.name', 'inviter.lastname'])
        .where('i.id', '=', invitationId)
        .where('i.status', '=', 'pending')
        .executeTakeFirst(),

    /**
     * The invitation's notification settled: removed (`cancelled`) or read with the answer; answers
     * how many rows changed.
     */
    async settleInvitation(
      invitationId: number,
      inviteeId: number,
      status: 'accepted' | 'declined' | 'cancelled',
      now: Date,
    ): Promise<number> {
      const q = db.updateTable('notifications').where('user_id', '=', inviteeId).where('dedupe_key', '=', `invitation:${invitationId}`);
      const changed =
        status === 'cancelled'
          ? await q.set({ deleted_at: now }).where('deleted_at', 'is', null).returning('id').execute()
          : await q
              .set({
                read_at: sql<Date>`coalesce(read_at, ${now}::timestamptz)`,
                payload: JSON.stringify({ invitation_id: invitationId, status }),
              })
              .returning('id')
              .execute();
      return changed.length;
    },

    /** An accepted invitation: its family, owner and the invitee's name. */
    acceptedInvitation: (invitationId: number) =>
      db
        .selectFrom('family_invitations as i')
        .innerJoin('families as f', 'f.id', 'i.family_id')
        .innerJoin('users as u', 'u.id', 'i.invitee_id')
        .select(['i.family_id', 'i.invitee_id', 'f.owner_id', 'u.name', 'u.lastname'])
        .where('i.id', '=', invitationId)
        .where('i.status', '=', 'accepted')
        .executeTakeFirst(),

    async familyMemberIds(familyId: number): Promise<number[]> {
      return (await db.selectFrom('family_members').select('user_id').where('family_id', '=', familyId).execute()).map((m) => m.user_id);
    },

    /** The promos of a day with their products, in id order. */
    promosOf: (date: string) =>
      db
        .selectFrom('promos as pr')
        .innerJoin('products as p', 'p.id', 'pr.product_id')
        .select(['p.sku', 'p.name', 'pr.price', 'pr.old_price', 'pr.remise'])
        .where(sql<boolean>`pr.promo_date = ${date}::date`)
        .orderBy('pr.id')
        .execute(),

    /** The next `size` shoppers keeping `sku` among their favourites after `after` (favourites_sku_idx). */
    async fansAfter(sku: string, after: number, size: number): Promise<number[]> {
      return (
        await db
          .selectFrom('favourites')
          .select('user_id')
          .where('sku', '=', sku)
          .where('user_id', '>', after)
          .orderBy('user_id')
          .limit(size)
          .execute()
      ).map((r) => r.user_id);
    },

    /** A catalogue: its names, week, publication and announcement, its start ('YYYY-MM-DD HH:MM:SS') and end day. */
    catalogue: (catalogueId: number) =>
      db
        .selectFrom('catalogues')
        .select(['id', 'name', 'name_ar', 'week', 'year', 'published_at', 'announced_at'])
        .select(sql<string>`to_char(oc_debut, 'YYYY-MM-DD HH24:MI:SS')`.as('debut'))
        .select(sql<string>`to_char(oc_fin, 'YYYY-MM-DD')`.as('fin'))
        .where('id', '=', catalogueId)
        .executeTakeFirst(),

    /** Claims the catalogue's announcement: true for the one caller that set announced_at. */
    async claimAnnouncement(catalogueId: number, now: Date): Promise<boolean> {
      const claimed = await db
        .updateTable('catalogues')
        .set({ announced_at: now })
        .where('id', '=', catalogueId)
        .where('announced_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return claimed !== undefined;
    },

    /** The published catalogues not announced yet and not over on `today`. */
    async unannouncedCatalogueIds(today: string): Promise<number[]> {
      const due = await db
        .selectFrom('catalogues')
        .select('id')
        .where('published_at', 'is not', null)
        .where('announced_at', 'is', null)
        .where(sql<boolean>`oc_fin >= ${today}::date`)
        .execute();
      return due.map((r) => r.id);
    },
  };
}

export type InboxEventsRepository = ReturnType<typeof createInboxEventsRepository>;
