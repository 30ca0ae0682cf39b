import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/index.ts';
import { accountKeys } from './keys.ts';

/** POST /families/invitations/:id/decline (the inviter is not told). */
export const declineInvitation = (invitationId: number) => api.post<void>(`/families/invitations/${invitationId}/decline`);

export function useDeclineInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: declineInvitation,
    onSuccess: () => void client.invalidateQueries({ queryKey: accountKeys.invitations }),
  });
}
