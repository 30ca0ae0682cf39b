import * as oidc from 'openid-client';
import type { SocialProvider } from '@qadhya/contracts';
import type { SocialConfig, SocialProviderConfig } from '../../config.ts';
import { AppError } from '../../errors.ts';

/** What a provider says about the shopper once its code is exchanged: a stable subject and a name. */
export interface ProviderAccount {
  subject: string;
  name: string | null;
}

/** What the sign-in keeps between the start and the callback (docs/accounts-social.md#the-flow). */
export interface FlowSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The provider's answer on /login/social/{provider}, as the app forwards it. */
export interface ProviderAnswer {
  state: string;
  code?: string | undefined;
  error?: string | undefined;
  iss?: string | undefined;
}

export interface ProviderClient {
  provider: SocialProvider;
  /** The consent page's URL: code flow, PKCE (S256), state and, for OpenID Connect, nonce. */
  authorizationUrl(secrets: FlowSecrets): Promise<string>;
  /** Exchanges the code on the server (with the PKCE verifier) and checks the answer; 422 / 503 otherwise. */
  exchange(answer: ProviderAnswer, secrets: FlowSecrets): Promise<ProviderAccount>;
}

export const socialUnavailable = () =>
  new AppError(503, 'SOCIAL_UNAVAILABLE', 'The sign-in provider did not answer. Try again in a moment.');
export const socialFailed = (why: string) => new AppError(422, 'SOCIAL_AUTH_FAILED', `The provider's answer did not check: ${why}.`);

/** A network failure (the provider is away) rather than an answer that does not check. */
function isNetworkFailure(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (err instanceof oidc.ResponseBodyError || err instanceof oidc.AuthorizationResponseError) return false;
  if (err instanceof oidc.ClientError) {
    const cause = (err as { cause?: unknown }).cause;
    return cause instanceof TypeError || err.code === 'OAUTH_TIMEOUT';
  }
  return err instanceof TypeError || err.name === 'AbortError' || err.name === 'TimeoutError';
}

/** Maps what openid-client threw: away → 503 SOCIAL_UNAVAILABLE, anything else → 422 SOCIAL_AUTH_FAILED. */
function failure(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (isNetworkFailure(err)) return socialUnavailable();
  const code = (err as { code?: string; error?: string }).error ?? (err as { code?: string }).code ?? 'refused';
  return socialFailed(String(code));
}

/** The callback URL as the provider sent the browser to it: what openid-client checks. */
function callbackUrl(redirectUri: string, answer: ProviderAnswer): URL {
  const url = new URL(redirectUri);
  url.searchParams.set('state', answer.state);
  if (answer.code) url.searchParams.set('code', answer.code);
  if (answer.iss) url.searchParams.set('iss', answer.iss);
  return url;
}

/** http:// endpoints only outside production (a provider on this machine in the tests); config.ts refuses them in production. */
const insecureIfHttp = (config: SocialProviderConfig) =>
  Object.values(config.urls).some((u) => u.startsWith('http:')) ? [oidc.allowInsecureRequests] : [];

const TIMEOUT_S = 10;

/** The first name a provider gives (given_name, else name), at most 80 characters. */
const nameOf = (claims: Record<string, unknown>): string | null => {
  const name = typeof claims.given_name === 'string' ? claims.given_name : typeof claims.name === 'string' ? claims.name : '';
  return name.trim().slice(0, 80) || null;
};

/** Google: OpenID Connect, its endpoints and keys by discovery from the issuer (fetched once, kept). */
function googleClient(config: SocialProviderConfig, redirectUri: string): ProviderClient {
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    discovered ??= oidc
      .discovery(new URL(config.urls.issuer!), config.clientId, config.clientSecret, undefined, {
        execute: insecureIfHttp(config),
        timeout: TIMEOUT_S,
      })
      .catch((err: unknown) => {
        discovered = undefined;
        throw failure(err);
      });
    return discovered;
  };
  return {
    provider: 'google',
    async authorizationUrl({ state, nonce, codeVerifier }) {
      const conf = await configuration();
      return oidc
        .buildAuthorizationUrl(conf, {
          redirect_uri: redirectUri,
          scope: 'openid profile',
          response_type: 'code',
          state,
          nonce,
          code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
        })
        .toString();
    },
    async exchange(answer, { state, nonce, codeVerifier }) {
      const conf = await configuration();
      try {
        const tokens = await oidc.authorizationCodeGrant(conf, callbackUrl(redirectUri, answer), {
          pkceCodeVerifier: codeVerifier,
          expectedState: state,
          expectedNonce: nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims?.sub) throw socialFailed('no subject');
        let name = nameOf(claims as Record<string, unknown>);
        // The ID token may carry the subject only: the name then comes from the UserInfo endpoint.
        if (name === null && conf.serverMetadata().userinfo_endpoint) {
          name = nameOf((await oidc.fetchUserInfo(conf, tokens.access_token, claims.sub)) as Record<string, unknown>);
        }
        return { subject: claims.sub, name };
      } catch (err) {
        throw failure(err);
      }
    },
  };
}

/** Facebook: plain OAuth 2.0 (code + PKCE + state), then the Graph API's /me for the id and name. */
function facebookClient(config: SocialProviderConfig, redirectUri: string): ProviderClient {
  const conf = new oidc.Configuration(
    {
      issuer: new URL(config.urls.authorization!).origin,
      authorization_endpoint: config.urls.authorization!,
      token_endpoint: config.urls.token!,
    },
    config.clientId,
    config.clientSecret,
  );
  if (insecureIfHttp(config).length > 0) oidc.allowInsecureRequests(conf);
  conf.timeout = TIMEOUT_S;
  return {
    provider: 'facebook',
    async authorizationUrl({ state, codeVerifier }) {
      return oidc
        .buildAuthorizationUrl(conf, {
          redirect_uri: redirectUri,
          scope: 'public_profile',
          response_type: 'code',
          state,
          code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
        })
        .toString();
    },
    async exchange(answer, { state, codeVerifier }) {
      try {
        const tokens = await oidc.authorizationCodeGrant(conf, callbackUrl(redirectUri, answer), {
          pkceCodeVerifier: codeVerifier,
          expectedState: state,
        });
        const me = await oidc.fetchProtectedResource(conf, tokens.access_token, new URL(config.urls.userinfo!), 'GET');
        if (!me.ok) throw socialFailed(`profile answered ${me.status}`);
        const body = (await me.json()) as { id?: unknown; name?: unknown };
        if (typeof body.id !== 'string' || !/^[\w-]{1,255}$/.test(body.id)) throw socialFailed('no subject');
        return { subject: body.id, name: typeof body.name === 'string' ? body.name.slice(0, 80) || null : null };
      } catch (err) {
        throw failure(err);
      }
    },
  };
}

/** The configured providers' clients, their redirect URI built on PUBLIC_URL (docs/security.md#links-we-send). */
export function buildProviderClients(social: SocialConfig, publicUrl: string): Map<SocialProvider, ProviderClient> {
  const clients = new Map<SocialProvider, ProviderClient>();
  const redirect = (p: SocialProvider) => `${publicUrl}/login/social/${p}`;
  if (social.google) clients.set('google', googleClient(social.google, redirect('google')));
  if (social.facebook) clients.set('facebook', facebookClient(social.facebook, redirect('facebook')));
  return clients;
}
