import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { accountKeys } from './keys.ts';

/** PUT /families/sharing: whether my activity counts in my family's figures and history. */
export const setFamilySharing = (shares: boolean) => call(ops.setFamilySharing, { body: { shares } });

export function useSetFamilySharing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setFamilySharing,
    onSettled: () => void client.invalidateQueries({ queryKey: accountKeys.family }),
  });
}
