import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { storeUser } from '../model/stored-user.ts';
import { accountKeys } from './keys.ts';

/** GET /users/me: the signed-in user; the stored current_user follows the answer. */
export async function getMe(signal?: AbortSignal) {
  const { data } = await call(ops.getMe, {}, { signal });
  storeUser(data);
  return data;
}

export const meQueryOptions = (enabled = true) =>
  queryOptions({ queryKey: accountKeys.me, queryFn: ({ signal }) => getMe(signal), enabled, staleTime: 30_000 });

export const useMe = (enabled = true) => useQuery(meQueryOptions(enabled));
