import type { FamilyMembers } from '@qadhya/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/index.ts';
import { accountKeys } from './keys.ts';

/** GET /families/members: the caller's own family (created on first use). */
export const getFamily = (signal?: AbortSignal) => api.get<FamilyMembers>('/families/members', { signal });

export const familyQueryOptions = () => queryOptions({ queryKey: accountKeys.family, queryFn: ({ signal }) => getFamily(signal) });

export const useFamily = (enabled = true) => useQuery({ ...familyQueryOptions(), enabled });
