import type { AuthSession, LinkedProviders, SocialCallbackResult, SocialProvider } from '@qadhya/contracts';
import type { Clock } from '@qadhya/domain';
import { AppError } from '../../errors.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { newToken, sha256 } from '../auth/session-store.ts';
import type { SocialAuthRepository } from './social-auth.repository.ts';
import type { ProviderAnswer, ProviderClient } from './social-providers.ts';
import { socialFailed } from './social-providers.ts';

/** A sign-in under way lives this long (the consent page, then back). */
export const FLOW_TTL_SECONDS = 10 * 60;
/** A checked provider account waits this long for its phone and SMS code. */
export const LINK_TTL_SECONDS = 15 * 60;

const providerOff = () => new AppError(404, 'SOCIAL_PROVIDER_OFF', 'This sign-in provider is not configured on this server.');
const stateInvalid = () =>
  new AppError(422, 'SOCIAL_STATE_INVALID', 'This sign-in is unknown, used, expired or was started in another browser: start again.');
const cancelled = () => new AppError(422, 'SOCIAL_CANCELLED', 'The sign-in was cancelled on the provider’s page.');
const linkInvalid = () =>
  new AppError(422, 'SOCIAL_LINK_INVALID', 'This link request is unknown, used or expired: sign in with the provider again.');
const alreadyLinked = () =>
  new AppError(
    409,
    'SOCIAL_ALREADY_LINKED',
    'This account already has another account of this provider linked, or this one is linked elsewhere.',
  );

export interface SocialAuthDeps {
  repo: SocialAuthRepository;
  auth: AuthService;
  clock: Clock;
  clients: Map<SocialProvider, ProviderClient>;
}

/** Social sign-in (docs/accounts-social.md): start, callback, the phone's link, the settings' list and unlink. */
export function createSocialAuthService({ repo, auth, clock, clients }: SocialAuthDeps) {
  const client = (provider: SocialProvider) => {
    const found = clients.get(provider);
    if (!found) throw providerOff();
    return found;
  };
  const later = (seconds: number) => new Date(clock.now().getTime() + seconds * 1000);

  return {
    /** The providers that are on, in a fixed order (the buttons). */
    providers(): { provider: SocialProvider }[] {
      return (['google', 'facebook'] as const).filter((p) => clients.has(p)).map((provider) => ({ provider }));
    },

    /**
     * A new sign-in: the state, nonce and PKCE verifier are kept (the state hashed) with the hash of
     * the browser's binding (an httpOnly cookie the route sets to `browser`).
     */
    async start(provider: SocialProvider): Promise<{ authorizationUrl: string; browser: string }> {
      const c = client(provider);
      const secrets = { state: newToken(), nonce: newToken(), codeVerifier: newToken() };
      const authorizationUrl = await c.authorizationUrl(secrets);
      const browser = newToken();
      const now = clock.now();
      await repo.purge(now);
      await repo.insertFlow({
        state_hash: sha256(secrets.state),
        provider,
        browser_hash: sha256(browser),
        nonce: secrets.nonce,
        code_verifier: secrets.codeVerifier,
        created_at: now,
        expires_at: later(FLOW_TTL_SECONDS),
      });
      return { authorizationUrl, browser };
    },

    /**
     * The provider's answer. The state is used first, once (a replay finds it used); a cancelled
     * consent ends there; the code is exchanged on the server and the answer checked (nonce, issuer,
     * signature). A linked provider account signs in; another gets a link grant for its phone.
     */
    async callback(provider: SocialProvider, answer: ProviderAnswer, browser: string | undefined): Promise<SocialCallbackResult> {
      const c = client(provider);
      if (!browser) throw stateInvalid();
      const flow = await repo.useFlow(sha256(answer.state), provider, sha256(browser), clock.now());
      if (!flow) throw stateInvalid();
      if (answer.error) throw answer.error === 'access_denied' ? cancelled() : socialFailed(answer.error.slice(0, 60));
      if (!answer.code) throw socialFailed('no code');
      const account = await c.exchange(answer, { state: answer.state, nonce: flow.nonce, codeVerifier: flow.code_verifier });
      const userId = await repo.userOfSubject(provider, account.subject, clock.now());
      if (userId !== undefined) {
        const session = await auth.signInUser(userId);
        if (session) return { status: 'signed_in', session };
      }
      const token = newToken();
      await repo.insertGrant({
        token_hash: sha256(token),
        provider,
        subject: account.subject,
        name: account.name,
        created_at: clock.now(),
        expires_at: later(LINK_TTL_SECONDS),
      });
      return { status: 'link', link_token: token, NAME: account.name };
    },

    /**
     * POST /auth/social-register/{provider}: the grant must be live; the phone's login code is checked
     * like POST /auth/otp/verify (nothing about the phone before it is right); then the account (made
     * when new, named after the provider's first name or NAME) is linked and signed in.
     */
    async register(
      provider: SocialProvider,
      input: { link_token: string; PHONE: string; CODE: string; NAME?: string | undefined },
    ): Promise<AuthSession> {
      client(provider);
      const grant = await repo.liveGrant(sha256(input.link_token), provider, clock.now());
      if (!grant) throw linkInvalid();
      return auth.verifyLogin(input.PHONE, input.CODE, async (row, isNew) => {
        if (!(await repo.useGrant(grant.id, clock.now()))) throw linkInvalid();
        if (!(await repo.link(row.id, provider, grant.subject, clock.now()))) throw alreadyLinked();
        const name = input.NAME ?? grant.name;
        if (isNew && name) {
          await repo.nameIfEmpty(row.id, name, clock.now());
          return (await auth.userRow(row.id)) ?? row;
        }
      });
    },

    async links(userId: number): Promise<LinkedProviders> {
      const rows = await repo.linksOf(userId);
      return {
        data: rows.map((r) => ({ provider: r.provider, linked_at: new Date(r.linked_at).toISOString() })),
        has_password: await repo.hasPassword(userId),
      };
    },

    async unlink(userId: number, provider: SocialProvider): Promise<void> {
      const result = await repo.unlink(userId, provider);
      if (result === 'none') throw new AppError(404, 'SOCIAL_NOT_LINKED', 'This provider is not linked to your account.');
      if (result === 'last') {
        throw new AppError(409, 'SOCIAL_LAST_WAY_IN', 'Set a password first: without this provider the account would have no way in.');
      }
    },
  };
}

export type SocialAuthService = ReturnType<typeof createSocialAuthService>;
