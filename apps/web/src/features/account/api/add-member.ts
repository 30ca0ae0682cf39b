import type { AddMember } from '@qadhya/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { accountKeys, familyKey } from './keys.ts';

/**
 * POST /families/add-member: sends an invitation (202) and answers the family as the inviter sees
 * it, the invitation pending (docs/family.md). Errors are shown by the sheet.
 */
export const addMember = (body: AddMember) => call(ops.inviteFamilyMember, { body }, { silent: true });

export function useAddMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addMember,
    onSuccess: (family) => {
      client.setQueryData(familyKey(), family);
      void client.invalidateQueries({ queryKey: accountKeys.family });
    },
  });
}
