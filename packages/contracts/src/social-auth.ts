import { z } from 'zod';
import { AuthSession, OtpCode } from './auth.ts';
import { singleLine } from './text.ts';
import { Phone } from './user.ts';

/** The two social sign-in providers (docs/accounts-social.md). */
export const SocialProvider = z.enum(['google', 'facebook']).describe('google (OpenID Connect) or facebook (OAuth 2.0)');
export type SocialProvider = z.infer<typeof SocialProvider>;
export const SOCIAL_PROVIDERS = SocialProvider.options;

export const SocialProviderParams = z.object({ provider: SocialProvider });

/** GET /auth/social/providers: the providers configured on this server (none: no buttons). */
export const SocialProviders = z.object({ data: z.array(z.object({ provider: SocialProvider })) }).meta({ id: 'SocialProviders' });
export type SocialProviders = z.infer<typeof SocialProviders>;

/** POST /auth/social/{provider}/start: where to send the browser (the provider's consent page). */
export const SocialStart = z.object({ authorization_url: z.string() }).meta({ id: 'SocialStart' });
export type SocialStart = z.infer<typeof SocialStart>;

/** POST /auth/social/{provider}/callback: the query the provider sent back to /login/social/{provider}. */
export const SocialCallbackRequest = z
  .object({
    state: z.string().min(16).max(200),
    code: z.string().min(1).max(2048).optional(),
    /** The provider's error (access_denied when the shopper cancelled). */
    error: z.string().min(1).max(200).optional(),
    /** The issuer the provider names in its answer (RFC 9207), checked against the configured one. */
    iss: z.string().min(1).max(500).optional(),
  })
  .meta({ id: 'SocialCallbackRequest' });
export type SocialCallbackRequest = z.input<typeof SocialCallbackRequest>;

/**
 * A linked provider account: a session at once; an unknown one: a link token (15 minutes, single use)
 * that the phone and its SMS code turn into a session (POST /auth/social-register/{provider}).
 */
export const SocialCallbackResult = z
  .discriminatedUnion('status', [
    z.object({ status: z.literal('signed_in'), session: AuthSession }),
    z.object({ status: z.literal('link'), link_token: z.string(), NAME: z.string().nullable() }),
  ])
  .meta({ id: 'SocialCallbackResult' });
export type SocialCallbackResult = z.infer<typeof SocialCallbackResult>;

/** POST /auth/social-register/{provider}: the link token, the phone and its login code (NAME: a new account's first name). */
export const SocialRegisterRequest = z
  .object({
    link_token: z.string().min(20).max(200),
    PHONE: Phone,
    CODE: OtpCode,
    NAME: singleLine(80).optional(),
  })
  .meta({ id: 'SocialRegisterRequest' });
export type SocialRegisterRequest = z.input<typeof SocialRegisterRequest>;

/** GET /users/me/social: the providers linked to the signed-in account. */
export const LinkedProviders = z
  .object({
    data: z.array(z.object({ provider: SocialProvider, linked_at: z.string() })),
    /** Whether the account has a password (an unlink must leave a password or another provider). */
    has_password: z.boolean(),
  })
  .meta({ id: 'LinkedProviders' });
export type LinkedProviders = z.infer<typeof LinkedProviders>;
