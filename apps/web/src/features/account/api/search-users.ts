import type { UserSearchResult } from '@qadhya/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/index.ts';
import { accountKeys } from './keys.ts';

/** GET /users/search?q=: users whose UID or phone starts with the digits (a failure empties the list). */
export async function searchUsers(term: string, signal?: AbortSignal) {
  try {
    return (await api.get<{ items: UserSearchResult[] }>('/users/search', { query: { q: term }, signal, silent: true })).items;
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

/** Enabled only with a term (null below 4 characters: no call, no results). */
export const searchUsersQueryOptions = (term: string | null) =>
  queryOptions({
    queryKey: accountKeys.search(term ?? ''),
    queryFn: ({ signal }) => searchUsers(term!, signal),
    enabled: term !== null,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useUserSearch = (term: string | null) => useQuery(searchUsersQueryOptions(term));
