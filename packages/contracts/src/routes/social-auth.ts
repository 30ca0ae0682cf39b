import { z } from 'zod';
import { AuthSession } from '../auth.ts';
import { ApiError } from '../errors.ts';
import {
  LinkedProviders,
  SocialCallbackRequest,
  SocialCallbackResult,
  SocialProviderParams,
  SocialProviders,
  SocialRegisterRequest,
  SocialStart,
} from '../social-auth.ts';
import { defineRoutes } from './define.ts';
import { open, signedIn, tooMany } from './shared.ts';

const off = ApiError.describe('SOCIAL_PROVIDER_OFF: this provider is not configured on this server');

/** Social sign-in: Google and Facebook (docs/accounts-social.md). */
export const socialAuthApi = /* @__PURE__ */ defineRoutes(open('auth'), {
  socialProviders: {
    method: 'GET',
    path: '/api/v1/auth/social/providers',
    summary: 'The social sign-in providers configured on this server (the app shows a button for each)',
    response: { 200: SocialProviders },
  },
  socialStart: {
    method: 'POST',
    path: '/api/v1/auth/social/:provider/start',
    summary: 'Start a social sign-in: the provider’s authorisation URL (code flow with PKCE, state and nonce)',
    description:
      'The state, nonce and PKCE verifier are kept on the server (10 minutes, single use), bound to this browser by an ' +
      'httpOnly cookie. The redirect URI is PUBLIC_URL/login/social/{provider}.',
    params: SocialProviderParams,
    response: {
      200: SocialStart,
      400: ApiError.describe('Malformed path'),
      404: off,
      429: tooMany,
      503: ApiError.describe('SOCIAL_UNAVAILABLE'),
    },
  },
  socialCallback: {
    method: 'POST',
    path: '/api/v1/auth/social/:provider/callback',
    summary: 'Finish a social sign-in: the code is exchanged on the server; a linked account gets a session, else a link token',
    description:
      'The state is used once: a replayed, unknown, expired or other browser’s state answers 422 SOCIAL_STATE_INVALID. ' +
      'A cancelled consent answers 422 SOCIAL_CANCELLED; a refused code, a wrong nonce or an invalid ID token 422 SOCIAL_AUTH_FAILED.',
    params: SocialProviderParams,
    body: SocialCallbackRequest,
    response: {
      200: SocialCallbackResult,
      400: ApiError.describe('Malformed body'),
      404: off,
      422: ApiError.describe('SOCIAL_STATE_INVALID, SOCIAL_CANCELLED or SOCIAL_AUTH_FAILED'),
      429: tooMany,
      503: ApiError.describe('SOCIAL_UNAVAILABLE: the provider did not answer'),
    },
  },
  socialRegister: {
    method: 'POST',
    path: '/api/v1/auth/social-register/:provider',
    summary: 'Link the provider account to the phone’s account (made when new) with the phone’s login code; a session',
    description:
      'The code (PURPOSE login) is checked before anything about the phone, as for POST /auth/otp/verify: an existing ' +
      'account is linked only after its code proves the phone.',
    params: SocialProviderParams,
    body: SocialRegisterRequest,
    response: {
      200: AuthSession,
      400: ApiError.describe('Malformed body'),
      404: off,
      409: ApiError.describe('SOCIAL_ALREADY_LINKED: the account already has another account of this provider'),
      422: ApiError.describe('SOCIAL_LINK_INVALID, OTP_INVALID {attempts_left}, OTP_EXPIRED or INVALID_PHONE'),
      429: ApiError.describe('OTP_LOCKED or RATE_LIMITED'),
    },
  },
});

/** The signed-in shopper's linked providers (docs/accounts-social.md#settings). */
export const socialLinksApi = /* @__PURE__ */ defineRoutes(signedIn('users'), {
  listSocialLinks: {
    method: 'GET',
    path: '/api/v1/users/me/social',
    summary: 'The providers linked to my account',
    response: { 200: LinkedProviders },
  },
  unlinkSocial: {
    method: 'DELETE',
    path: '/api/v1/users/me/social/:provider',
    summary: 'Unlink a provider (« Dissocier »); refused when it would leave no way in',
    description: 'Refused with 409 SOCIAL_LAST_WAY_IN when the account has no password and no other linked provider.',
    params: SocialProviderParams,
    response: {
      204: z.null().describe('Unlinked'),
      400: ApiError.describe('Malformed path'),
      404: ApiError.describe('SOCIAL_NOT_LINKED'),
      409: ApiError.describe('SOCIAL_LAST_WAY_IN'),
      429: tooMany,
    },
  },
});
