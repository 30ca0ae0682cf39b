import type { SocialProvider } from '@qadhya/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';

const linksKey = ['account', 'social-links'] as const;

/** GET /users/me/social: the providers linked to the account (docs/accounts-social.md#settings). */
export const getSocialLinks = (signal?: AbortSignal) => call(ops.listSocialLinks, {}, { signal });

export const socialLinksQuery = () => queryOptions({ queryKey: linksKey, queryFn: ({ signal }) => getSocialLinks(signal), staleTime: 0 });

export const useSocialLinks = () => useQuery(socialLinksQuery());

/** DELETE /users/me/social/{provider}: « Dissocier » (refused when it would leave no way in). */
export const unlinkSocial = (provider: SocialProvider) => call(ops.unlinkSocial, { params: { provider } });

export function useUnlinkSocial() {
  const client = useQueryClient();
  return useMutation({ mutationFn: unlinkSocial, onSettled: () => client.invalidateQueries({ queryKey: linksKey }) });
}
