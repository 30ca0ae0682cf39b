import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { accountKeys } from './keys.ts';

/** POST /families/invitations/:id/decline (the inviter is not told). */
export const declineInvitation = (invitationId: number) => call(ops.declineFamilyInvitation, { params: { invitationId } });

export function useDeclineInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: declineInvitation,
    onSuccess: () => void client.invalidateQueries({ queryKey: accountKeys.invitations }),
  });
}
