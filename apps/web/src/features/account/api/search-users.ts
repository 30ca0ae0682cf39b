import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { accountKeys } from './keys.ts';

/** GET /users/search?q=: the user of exactly that UID, name masked (a failure empties the list). */
export async function searchUsers(term: string, signal?: AbortSignal) {
  try {
    return (await call(ops.searchUserByUid, { query: { q: term } }, { signal, silent: true })).items;
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

/** Enabled only with a whole UID (null otherwise: no call, no results). Searches are counted: kept 5 minutes. */
export const searchUsersQueryOptions = (term: string | null) =>
  queryOptions({
    queryKey: accountKeys.search(term ?? ''),
    queryFn: ({ signal }) => searchUsers(term!, signal),
    enabled: term !== null,
    staleTime: 300_000,
  });

export const useUserSearch = (term: string | null) => useQuery(searchUsersQueryOptions(term));
