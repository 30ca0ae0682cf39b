import type { SocialCallbackRequest } from '@qadhya/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { SIGN_IN_CALL } from './auth-request.ts';

// Social sign-in's calls (docs/accounts-social.md): each goes out like the other sign-in calls.

export type Provider = 'google' | 'facebook';

/** GET /auth/social/providers: the providers this server has (none: no buttons). */
export const getSocialProviders = async (signal?: AbortSignal) =>
  (await call(ops.socialProviders, {}, { ...SIGN_IN_CALL, signal })).data.map((p) => p.provider);

export const socialProvidersQuery = () =>
  queryOptions({ queryKey: ['auth', 'social-providers'], queryFn: ({ signal }) => getSocialProviders(signal), staleTime: 5 * 60_000 });

export const useSocialProviders = () => useQuery(socialProvidersQuery());

/** POST /auth/social/{provider}/start: the provider's consent page (the server keeps state, nonce and verifier). */
export const startSocial = (provider: Provider) => call(ops.socialStart, { params: { provider } }, SIGN_IN_CALL);

/** POST /auth/social/{provider}/callback: the provider's answer; a session, or a link token for the phone. */
export const finishSocial = (provider: Provider, body: SocialCallbackRequest) =>
  call(ops.socialCallback, { params: { provider }, body }, SIGN_IN_CALL);

/** POST /auth/social-register/{provider}: the link token with the phone and its login code → a session. */
export const socialRegister = (provider: Provider, linkToken: string, phone: string, code: string) =>
  call(ops.socialRegister, { params: { provider }, body: { link_token: linkToken, PHONE: phone, CODE: code } }, SIGN_IN_CALL);
