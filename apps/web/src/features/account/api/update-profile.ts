import type { ProfileUpdate } from '@qadhya/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { storeUser } from '../model/stored-user.ts';
import { accountKeys } from './keys.ts';

/**
 * PUT /users/me: saves the profile; the returned user is stored (docs/accounts.md#settings). A new
 * password goes silently (no default toast): its proof's refusals are shown on the form's fields.
 */
export async function updateProfile(body: ProfileUpdate) {
  const { data } = await call(ops.updateMe, { body }, { silent: body.PASSWORD !== undefined });
  storeUser(data);
  return data;
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      client.setQueryData(accountKeys.me, user);
      // "…and reloads data": everything of the account is fetched again.
      void client.invalidateQueries({ queryKey: ['account'] });
    },
  });
}
