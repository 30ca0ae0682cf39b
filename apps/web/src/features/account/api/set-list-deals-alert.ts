import type { ListDealsAlert } from '@qadhya/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { accountKeys } from './keys.ts';

/** PUT /users/me/list-deals-alert: the whole setting (enabled, weekday 1–7, hour 8–21); the answer becomes the kept one. */
export function useSetListDealsAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ListDealsAlert) => call(ops.setListDealsAlert, { body }, { silent: true }),
    onSuccess: (saved) => client.setQueryData(accountKeys.listDealsAlert, saved),
  });
}
