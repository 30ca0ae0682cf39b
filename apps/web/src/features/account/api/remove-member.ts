import type { FamilyMembers } from '@qadhya/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { accountKeys, familyKey } from './keys.ts';

export interface RemoveMember {
  familyId: number;
  memberId: number;
}

/** DELETE /families/:familyId/members/:memberId. */
export const removeMember = ({ familyId, memberId }: RemoveMember) => call(ops.removeFamilyMember, { params: { familyId, memberId } });

export function useRemoveMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: (_void, { memberId }) => {
      client.setQueryData<FamilyMembers>(familyKey(), (old) =>
        old ? { ...old, members: old.members.filter((m) => m.ID !== memberId) } : old,
      );
      void client.invalidateQueries({ queryKey: accountKeys.family });
    },
  });
}
