import type { FamilyMembers } from '@qadhya/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { accountKeys, familyKey } from './keys.ts';

/** DELETE /families/memberships/:familyId: leaves a family the caller belongs to. */
export const leaveFamily = (familyId: number) => call(ops.leaveFamily, { params: { familyId } });

export function useLeaveFamily() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: leaveFamily,
    onSuccess: (_void, familyId) => {
      client.setQueryData<FamilyMembers>(familyKey(), (old) =>
        old ? { ...old, memberships: old.memberships.filter((m) => m.family_id !== familyId) } : old,
      );
      void client.invalidateQueries({ queryKey: accountKeys.family });
    },
  });
}
