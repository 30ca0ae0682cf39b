import { z } from 'zod';
import { UserId } from './user.ts';

/** The six relations and the nine predefined avatars (docs/accounts.md#add-member-form). */
export const Relation = z.enum(['Mère', 'Père', 'Frère', 'Soeur', 'Proche', 'Ami']);
export type Relation = z.infer<typeof Relation>;
export const MEMBER_AVATARS = [
  'avatar-1',
  'avatar-2',
  'avatar-3',
  'avatar-4',
  'avatar-5',
  'avatar-6',
  'avatar-7',
  'avatar-8',
  'avatar-9',
] as const;
export const MemberAvatar = z.enum(MEMBER_AVATARS);
export type MemberAvatar = z.infer<typeof MemberAvatar>;

/** Member identifier: 8 digits, the first not 0 (the member's UID). */
export const Identifiant = z
  .string()
  .trim()
  .regex(/^[1-9]\d{7}$/, 'expected 8 digits, the first not 0');

export const FamilyMember = z
  .object({
    ID: z.number().int().describe('Member id, for removal'),
    RELATION: Relation,
    USER_ID: z.number().int(),
    IDENTIFIANT: z.string(),
    AVATAR: MemberAvatar,
    user: z.object({ NAME: z.string(), AVATAR: z.string().nullable() }),
  })
  .meta({ id: 'FamilyMember' });
export type FamilyMember = z.infer<typeof FamilyMember>;

/**
 * An invitation the caller sent, as the inviter sees it (docs/family.md): only what they typed.
 * A declined invitation looks exactly like a pending one (a refusal reveals nothing), and so does
 * one sent to a UID that names no account.
 */
export const SentInvitation = z
  .object({
    ID: z.number().int().describe('Invitation id, for cancelling'),
    IDENTIFIANT: z.string().describe('The UID as typed'),
    RELATION: Relation,
    AVATAR: MemberAvatar,
    status: z.literal('pending').describe('Always pending until the invitee accepts (then they are a member) or the inviter cancels'),
    created_at: z.string().describe('ISO instant'),
  })
  .meta({ id: 'SentInvitation' });
export type SentInvitation = z.infer<typeof SentInvitation>;

/** A family the caller belongs to (they accepted its owner's invitation); they may leave it. */
export const Membership = z
  .object({
    family_id: z.number().int(),
    RELATION: Relation.describe('The relation the owner chose for the caller'),
    owner: z.object({ NAME: z.string(), AVATAR: z.string().nullable() }),
  })
  .meta({ id: 'Membership' });
export type Membership = z.infer<typeof Membership>;

/**
 * GET /families/members (the caller's family) and GET /families/{id}/members: the accepted
 * members, the invitations sent and still open, and the families the caller belongs to.
 */
export const FamilyMembers = z
  .object({
    family_id: z.number().int(),
    members: z.array(FamilyMember).describe('Accepted members: name and profile avatar shown, since they consented'),
    invitations: z.array(SentInvitation),
    memberships: z.array(Membership),
  })
  .meta({ id: 'FamilyMembers' });
export type FamilyMembers = z.infer<typeof FamilyMembers>;

/**
 * POST /families/add-member: invites the user that IDENTIFIANT names (USER_ID must be the same
 * UID). 202 with the family as the inviter sees it, the same whether or not the UID exists.
 */
export const AddMember = z
  .object({ IDENTIFIANT: Identifiant, RELATION: Relation, USER_ID: UserId, AVATAR: MemberAvatar })
  .meta({ id: 'AddMember' });
export type AddMember = z.input<typeof AddMember>;

/** An invitation the caller received: the inviter revealed their name and avatar by inviting. */
export const ReceivedInvitation = z
  .object({
    ID: z.number().int().describe('Invitation id, to accept or decline'),
    RELATION: Relation.describe('The relation the inviter chose for the caller'),
    created_at: z.string().describe('ISO instant'),
    from: z.object({ NAME: z.string(), AVATAR: z.string().nullable() }),
  })
  .meta({ id: 'ReceivedInvitation' });
export type ReceivedInvitation = z.infer<typeof ReceivedInvitation>;
/** GET /families/invitations: the pending invitations the caller received, oldest first. */
export const ReceivedInvitations = z
  .object({ items: z.array(ReceivedInvitation), count: z.number().int() })
  .meta({ id: 'ReceivedInvitations' });
export type ReceivedInvitations = z.infer<typeof ReceivedInvitations>;

const DbId = z.coerce.number().int().positive().max(2_147_483_647);
export const FamilyIdParams = z.object({ familyId: DbId });
export const MemberParams = FamilyIdParams.extend({ memberId: DbId });
export const InvitationParams = z.object({ invitationId: DbId });
