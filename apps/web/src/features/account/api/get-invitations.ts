import type { ReceivedInvitations } from '@qadhya/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/index.ts';
import { accountKeys } from './keys.ts';

/** GET /families/invitations: the pending invitations the signed-in shopper received. */
export const getInvitations = (signal?: AbortSignal) => api.get<ReceivedInvitations>('/families/invitations', { signal });

export const invitationsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.invitations, queryFn: ({ signal }) => getInvitations(signal) });

export const useInvitations = (enabled = true) => useQuery({ ...invitationsQueryOptions(), enabled });
