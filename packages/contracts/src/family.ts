import { z } from 'zod';
import { UserId } from './user.ts';

/** Spec engagement §3: the six relations and the nine predefined avatars. */
export const Relation = z.enum(['Mère', 'Père', 'Frère', 'Soeur', 'Proche', 'Ami']);
export type Relation = z.infer<typeof Relation>;
export const MEMBER_AVATARS = ['avatar-1', 'avatar-2', 'avatar-3', 'avatar-4', 'avatar-5', 'avatar-6', 'avatar-7', 'avatar-8', 'avatar-9'] as const;
export const MemberAvatar = z.enum(MEMBER_AVATARS);
export type MemberAvatar = z.infer<typeof MemberAvatar>;

/** Member identifier: 8 digits, the first not 0 (the member's UID). */
export const Identifiant = z.string().trim().regex(/^[1-9]\d{7}$/, 'expected 8 digits, the first not 0');

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

/** GET /families/members (the caller's family) and GET /families/{id}/members. */
export const FamilyMembers = z
  .object({ family_id: z.number().int(), members: z.array(FamilyMember) })
  .meta({ id: 'FamilyMembers' });
export type FamilyMembers = z.infer<typeof FamilyMembers>;

/** POST /families/add-member. USER_ID must be the user that IDENTIFIANT names. */
export const AddMember = z
  .object({ IDENTIFIANT: Identifiant, RELATION: Relation, USER_ID: UserId, AVATAR: MemberAvatar })
  .meta({ id: 'AddMember' });
export type AddMember = z.input<typeof AddMember>;
export const FamilyIdParams = z.object({ familyId: z.coerce.number().int().positive().max(2_147_483_647) });
export const MemberParams = FamilyIdParams.extend({ memberId: z.coerce.number().int().positive().max(2_147_483_647) });
