import type { FamilyMembers } from '@qadhya/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { accountKeys, familyKey } from './keys.ts';

/** DELETE /families/invitations/:id: withdraws an invitation the caller sent. */
export const cancelInvitation = (invitationId: number) => call(ops.cancelFamilyInvitation, { params: { invitationId } });

export function useCancelInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelInvitation,
    onSuccess: (_void, invitationId) => {
      client.setQueryData<FamilyMembers>(familyKey(), (old) =>
        old ? { ...old, invitations: old.invitations.filter((i) => i.ID !== invitationId) } : old,
      );
      void client.invalidateQueries({ queryKey: accountKeys.family });
    },
  });
}
