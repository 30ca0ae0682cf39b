import { MemberAvatar, Relation, type AddMember, type FamilyMembers } from '@qadhya/contracts';
import { AppError, notFound } from '../../errors.ts';
import { displayName } from '../users/users.service.ts';
import type { FamilyRepository, MemberRow } from './family.repository.ts';

const familyNotFound = () => notFound('FAMILY_NOT_FOUND', 'No such family among yours.');

const toMember = (row: MemberRow): FamilyMembers['members'][number] => ({
  ID: row.id,
  RELATION: Relation.parse(row.relation),
  USER_ID: row.user_id,
  IDENTIFIANT: row.identifiant,
  AVATAR: MemberAvatar.catch('avatar-1').parse(row.avatar),
  user: { NAME: displayName({ id: row.user_id, name: row.name, lastname: row.lastname }), AVATAR: row.user_avatar },
});

/** The caller's family: created on first use; only its owner reads or changes it. */
export function createFamilyService(repo: FamilyRepository) {
  const list = async (familyId: number): Promise<FamilyMembers> => ({
    family_id: familyId,
    members: (await repo.members(familyId)).map(toMember),
  });

  return {
    async mine(ownerId: number): Promise<FamilyMembers> {
      return list(await repo.ensureFamily(ownerId));
    },

    async byId(ownerId: number, familyId: number): Promise<FamilyMembers> {
      if (!(await repo.isOwnedBy(familyId, ownerId))) throw familyNotFound();
      return list(familyId);
    },

    /** IDENTIFIANT names the member by UID; USER_ID must be that same user; never oneself, never twice. */
    async add(ownerId: number, body: AddMember): Promise<FamilyMembers> {
      const memberId = Number(body.IDENTIFIANT);
      if (!(await repo.userExists(memberId))) throw notFound('USER_NOT_FOUND', `No user with the identifier ${body.IDENTIFIANT}.`);
      if (Number(body.USER_ID) !== memberId) {
        throw new AppError(422, 'IDENTIFIANT_MISMATCH', 'USER_ID is not the user the identifier names.');
      }
      if (memberId === ownerId) throw new AppError(422, 'MEMBER_IS_SELF', 'You cannot add yourself to your family.');
      const familyId = await repo.ensureFamily(ownerId);
      const added = await repo.addMember(familyId, {
        user_id: memberId,
        relation: body.RELATION,
        avatar: body.AVATAR,
        identifiant: body.IDENTIFIANT,
      });
      if (!added) throw new AppError(409, 'MEMBER_EXISTS', 'This user is already a member of your family.');
      return list(familyId);
    },

    async remove(ownerId: number, familyId: number, memberId: number): Promise<void> {
      if (!(await repo.isOwnedBy(familyId, ownerId))) throw familyNotFound();
      if (!(await repo.removeMember(familyId, memberId))) throw notFound('MEMBER_NOT_FOUND', 'No such member in your family.');
    },
  };
}
