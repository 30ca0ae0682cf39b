import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { accountKeys, familyKey } from './keys.ts';

/** POST /families/invitations/:id/accept: joins the inviter's family; answers the caller's family view. */
export const acceptInvitation = (invitationId: number) => call(ops.acceptFamilyInvitation, { params: { invitationId } });

export function useAcceptInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: (family) => {
      client.setQueryData(familyKey(), family);
      void client.invalidateQueries({ queryKey: accountKeys.invitations });
    },
  });
}
