import { MemberAvatar, Relation, type AddMember, type FamilyMembers, type Lang, type ReceivedInvitations } from '@qadhya/contracts';
import type { Clock } from '@qadhya/domain';
import { AppError, notFound } from '../../errors.ts';
import { displayName } from '../auth/user.mapper.ts';
import type { Tx } from '../../db/handles.ts';
import type { InboxEvents } from '../inbox/inbox-events.ts';
import type { FamilyRepository, MemberRow, MembershipRow, ReceivedInvitationRow, SentInvitationRow } from './family.repository.ts';

const familyNotFound = () => notFound('FAMILY_NOT_FOUND', 'No such family among yours.');
/** The same answer whether the invitation does not exist or is someone else's. */
const invitationNotFound = () => notFound('INVITATION_NOT_FOUND', 'No such invitation among yours.');

const relationOf = (value: string) => Relation.catch('Proche').parse(value);
const avatarOf = (value: string) => MemberAvatar.catch('avatar-1').parse(value);
const iso = (at: Date | string) => new Date(at).toISOString();
const publicUser = (row: { name: string | null; lastname: string | null; user_avatar: string | null }, id: number, lang: Lang) => ({
  NAME: displayName({ id, name: row.name, lastname: row.lastname }, lang),
  AVATAR: row.user_avatar,
});

const toMember = (row: MemberRow, lang: Lang): FamilyMembers['members'][number] => ({
  ID: row.id,
  RELATION: relationOf(row.relation),
  USER_ID: row.user_id,
  IDENTIFIANT: row.identifiant,
  AVATAR: avatarOf(row.avatar),
  user: publicUser(row, row.user_id, lang),
});

/** Only what the inviter typed; every open status reads "pending" (docs/family.md). */
const toSent = (row: SentInvitationRow): FamilyMembers['invitations'][number] => ({
  ID: row.id,
  IDENTIFIANT: String(row.invitee_id),
  RELATION: relationOf(row.relation),
  AVATAR: avatarOf(row.avatar),
  status: 'pending',
  created_at: iso(row.created_at),
});

const toMembership = (row: MembershipRow, lang: Lang): FamilyMembers['memberships'][number] => ({
  family_id: row.family_id,
  RELATION: relationOf(row.relation),
  owner: publicUser(row, row.owner_id, lang),
});

const toReceived = (row: ReceivedInvitationRow, lang: Lang): ReceivedInvitations['items'][number] => ({
  ID: row.id,
  RELATION: relationOf(row.relation),
  created_at: iso(row.created_at),
  from: publicUser(row, row.inviter_id, lang),
});

/**
 * What ends a family membership goes through: the shopping lists shared through it end in the same
 * transaction and their people are told (shopping-lists/list-family.service.ts,
 * docs/shopping-lists.md#family-rule).
 */
export interface FamilyExits {
  exit<T>(familyId: number, change: (trx: Tx) => Promise<T>): Promise<T>;
}

/** Without the lists (a family alone): the change runs as it is. */
const noLists = (repo: FamilyRepository): FamilyExits => ({ exit: (_familyId, change) => repo.transaction(change) });

/**
 * The caller's family (created on first use; only its owner reads or changes it), the invitations
 * that make its members with their consent, and the families the caller belongs to (docs/family.md).
 * An invitation reaches the invitee's inbox; its answer settles that notification and tells the
 * family who joined (docs/notifications.md#events).
 */
export function createFamilyService({
  repo,
  clock,
  inboxEvents: events,
  exits = noLists(repo),
}: {
  repo: FamilyRepository;
  clock: Clock;
  inboxEvents?: Pick<InboxEvents, 'invitationSent' | 'invitationSettled' | 'memberJoined'>;
  /** How a member's exit ends the shared lists (list-family.service.ts); absent: the change runs as it is. */
  exits?: FamilyExits;
}) {
  /** People without a name are "Utilisateur {UID}" / "مستخدم {UID}" by `lang`. */
  const list = async (familyId: number, userId: number, lang: Lang): Promise<FamilyMembers> => {
    const [members, invitations, memberships] = await Promise.all([
      repo.members(familyId),
      repo.sentInvitations(familyId),
      repo.memberships(userId),
    ]);
    return {
      family_id: familyId,
      members: members.map((m) => toMember(m, lang)),
      invitations: invitations.map(toSent),
      memberships: memberships.map((m) => toMembership(m, lang)),
    };
  };

  return {
    async mine(ownerId: number, lang: Lang = 'fr'): Promise<FamilyMembers> {
      return list(await repo.ensureFamily(ownerId), ownerId, lang);
    },

    async byId(ownerId: number, familyId: number, lang: Lang = 'fr'): Promise<FamilyMembers> {
      if (!(await repo.isOwnedBy(familyId, ownerId))) throw familyNotFound();
      return list(familyId, ownerId, lang);
    },

    /**
     * Invites the UID that IDENTIFIANT names (USER_ID must be the same; never oneself). The answer
     * is the same whether that UID has an account or not, is already invited or already a member:
     * nothing here reads whether a user exists.
     */
    async invite(ownerId: number, body: AddMember, lang: Lang = 'fr'): Promise<FamilyMembers> {
      const inviteeId = Number(body.IDENTIFIANT);
      if (Number(body.USER_ID) !== inviteeId) {
        throw new AppError(422, 'IDENTIFIANT_MISMATCH', 'USER_ID is not the user the identifier names.');
      }
      if (inviteeId === ownerId) throw new AppError(422, 'MEMBER_IS_SELF', 'You cannot add yourself to your family.');
      const familyId = await repo.ensureFamily(ownerId);
      if (!(await repo.isMember(familyId, inviteeId))) {
        const sent = await repo.invite(
          { family_id: familyId, inviter_id: ownerId, invitee_id: inviteeId, relation: body.RELATION, avatar: body.AVATAR },
          clock.now(),
        );
        // Written only for an account (the answer above stays the same either way).
        if (sent !== null) await events?.invitationSent(sent);
      }
      return list(familyId, ownerId, lang);
    },

    async received(userId: number, lang: Lang = 'fr'): Promise<ReceivedInvitations> {
      const items = (await repo.received(userId)).map((r) => toReceived(r, lang));
      return { items, count: items.length };
    },

    /** Only the invitee accepts: they become a member; the answer is their own family view. */
    async accept(userId: number, invitationId: number, lang: Lang = 'fr'): Promise<FamilyMembers> {
      if (!(await repo.respond(invitationId, userId, true, clock.now()))) throw invitationNotFound();
      await events?.invitationSettled(invitationId, userId, 'accepted');
      await events?.memberJoined(invitationId);
      return list(await repo.ensureFamily(userId), userId, lang);
    },

    /** Only the invitee declines; the inviter keeps seeing the invitation as pending. */
    async decline(userId: number, invitationId: number): Promise<void> {
      if (!(await repo.respond(invitationId, userId, false, clock.now()))) throw invitationNotFound();
      await events?.invitationSettled(invitationId, userId, 'declined');
    },

    /** Only the inviter cancels an invitation still open (pending to them). */
    async cancel(userId: number, invitationId: number): Promise<void> {
      const invitee = await repo.cancel(invitationId, userId, clock.now());
      if (invitee === null) throw invitationNotFound();
      await events?.invitationSettled(invitationId, invitee, 'cancelled');
    },

    /** A member leaves a family they belong to: the lists shared through it are no longer theirs to see (and theirs no longer the family's). */
    async leave(userId: number, familyId: number): Promise<void> {
      const left = await exits.exit(familyId, (trx) => repo.leave(familyId, userId, trx));
      if (!left) throw notFound('MEMBERSHIP_NOT_FOUND', 'You are not a member of that family.');
    },

    /** The owner removes a member: the same end of the shared lists as leave(). */
    async remove(ownerId: number, familyId: number, memberId: number): Promise<void> {
      if (!(await repo.isOwnedBy(familyId, ownerId))) throw familyNotFound();
      const removed = await exits.exit(familyId, (trx) => repo.removeMember(familyId, memberId, trx));
      if (!removed) throw notFound('MEMBER_NOT_FOUND', 'No such member in your family.');
    },
  };
}
