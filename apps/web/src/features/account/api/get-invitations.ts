import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { useLanguage, type Language } from '../../../lib/i18n/index.ts';
import { invitationsKey } from './keys.ts';

/** GET /families/invitations: the pending invitations the signed-in shopper received. */
export const getInvitations = (signal?: AbortSignal, lang?: Language) => call(ops.listReceivedInvitations, {}, { signal, lang });

export const invitationsQueryOptions = (lang?: Language) => {
  const key = invitationsKey(lang);
  return queryOptions({ queryKey: key, queryFn: ({ signal }) => getInvitations(signal, key[2]) });
};

export const useInvitations = (enabled = true) => useQuery({ ...invitationsQueryOptions(useLanguage()), enabled });
