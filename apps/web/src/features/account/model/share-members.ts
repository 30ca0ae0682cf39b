import type { FamilyMember } from '@qadhya/contracts';
import { memberAvatarSrc } from './member-form.ts';

/** Family members as the share sheet shows them (name and predefined avatar). */
export function toShareMembers(members: readonly FamilyMember[] | undefined) {
  return (members ?? []).map((m) => ({ key: m.ID, name: m.user.NAME, src: memberAvatarSrc(m.AVATAR) }));
}
