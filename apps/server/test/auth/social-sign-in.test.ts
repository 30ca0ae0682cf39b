/**
 * Social sign-in (docs/accounts-social.md) against a real OpenID provider (oidc-provider) for Google
 * and a stand-in of Facebook's endpoints, both on 127.0.0.1: real HTTP, the code exchanged by the
 * server with its PKCE verifier, the ID token's signature, issuer and nonce checked.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRunnableConfig, ConfigError, loadConfig } from '../../src/config.ts';
import { startFacebookStub, type FacebookStub } from '../helpers/facebook-stub.ts';
import { startTestOidcProvider, type TestOidcProvider } from '../helpers/oidc-test-provider.ts';
import { askCode, buildAuthApp, randomIp, randomPhone, signInByPhone, client, type AuthTestApp } from './support.ts';

const PUBLIC_URL = 'http://127.0.0.1:39999';
let oidc: TestOidcProvider;
let facebook: FacebookStub;
let ctx: AuthTestApp;
let app: FastifyInstance;

beforeAll(async () => {
  oidc = await startTestOidcProvider({ redirectUris: [`${PUBLIC_URL}/login/social/google`] });
  facebook = await startFacebookStub();
  ctx = await buildAuthApp({
    env: {
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: oidc.clientId,
      GOOGLE_CLIENT_SECRET: oidc.clientSecret,
      GOOGLE_ISSUER: oidc.issuer,
      ...facebook.env,
    },
  });
  app = ctx.app;
});
afterAll(async () => {
  await app?.close();
  await oidc?.close();
  await facebook?.close();
});

/** One browser: its IP and the sign-in cookie the start sets. */
function browser(ip = randomIp()) {
  let cookie = '';
  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, token?: string) =>
    app.inject({
      method,
      url,
      remoteAddress: ip,
      ...(body !== undefined ? { payload: body as object } : {}),
      headers: { ...(cookie ? { cookie } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  return {
    ip,
    inject,
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookie = value;
    },
    async start(provider: 'google' | 'facebook') {
      const res = await inject('POST', `/api/v1/auth/social/${provider}/start`);
      expect(res.statusCode, res.body).toBe(200);
      const set = String(res.headers['set-cookie']);
      expect(set).toMatch(/^qadhya_social=[\w-]+; Path=\/api\/v1\/auth\/social; Max-Age=600; HttpOnly; SameSite=Lax/);
      cookie = set.split(';')[0]!;
      return new URL((res.json() as { authorization_url: string }).authorization_url);
    },
    callback(provider: 'google' | 'facebook', query: URLSearchParams) {
      return inject('POST', `/api/v1/auth/social/${provider}/callback`, Object.fromEntries(query));
    },
  };
}

/** Google up to the callback's answer, consenting as `login`. */
async function googleCallback(b: ReturnType<typeof browser>, login: string, tamper?: (url: URL) => void) {
  const url = await b.start('google');
  tamper?.(url);
  const query = await oidc.consent(url.toString(), login);
  return { query, res: await b.callback('google', query) };
}

/** Facebook's dialog (the stub consents at once) up to the callback's answer. */
async function facebookCallback(b: ReturnType<typeof browser>) {
  const url = await b.start('facebook');
  const dialog = await fetch(url, { redirect: 'manual' });
  const query = new URL(dialog.headers.get('location')!).searchParams;
  return { query, res: await b.callback('facebook', query) };
}

async function linkWithPhone(b: ReturnType<typeof browser>, provider: 'google' | 'facebook', linkToken: string, phone: string) {
  const c = client(app, b.ip);
  ctx.clock.advanceSeconds(60); // past the 59 s between two codes of a phone
  const code = await askCode(app, c, phone);
  return b.inject('POST', `/api/v1/auth/social-register/${provider}`, { link_token: linkToken, PHONE: phone, CODE: code });
}

describe('providers', () => {
  it('lists the configured providers; a server without them lists none and refuses their start', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/auth/social/providers' });
    expect(res.json()).toEqual({ data: [{ provider: 'google' }, { provider: 'facebook' }] });

    const bare = await buildAuthApp();
    try {
      const none = await bare.app.inject({ method: 'GET', url: '/api/v1/auth/social/providers' });
      expect(none.json()).toEqual({ data: [] });
      const start = await bare.app.inject({ method: 'POST', url: '/api/v1/auth/social/google/start' });
      expect(start.statusCode).toBe(404);
      expect(start.json().code).toBe('SOCIAL_PROVIDER_OFF');
    } finally {
      await bare.app.close();
    }
  });

  it('an unknown provider is a 400, not a 500', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/auth/social/twitter/start' });
    expect(res.statusCode).toBe(400);
  });
});

describe('Google (OpenID Connect)', () => {
  it('asks for the code flow with PKCE S256, a state, a nonce and the redirect URI on PUBLIC_URL', async () => {
    const url = await browser().start('google');
    expect(url.origin).toBe(oidc.issuer);
    const q = url.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe(oidc.clientId);
    expect(q.get('redirect_uri')).toBe(`${PUBLIC_URL}/login/social/google`);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).toMatch(/^[\w-]{43}$/);
    expect(q.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).not.toBe(q.get('nonce'));
  });

  it('a new shopper: the phone and its code make the account, named after the provider; the next tap signs in', async () => {
    const b = browser();
    const { res } = await googleCallback(b, 'leila');
    expect(res.statusCode, res.body).toBe(200);
    const link = res.json() as { status: string; link_token: string; NAME: string };
    expect(link).toMatchObject({ status: 'link', NAME: 'Leila' });

    const phone = randomPhone();
    const wrong = await b.inject('POST', '/api/v1/auth/social-register/google', {
      link_token: link.link_token,
      PHONE: phone,
      CODE: '00000',
    });
    expect(wrong.statusCode).toBe(422);
    expect(['OTP_EXPIRED', 'OTP_INVALID']).toContain(wrong.json().code);

    const done = await linkWithPhone(b, 'google', link.link_token, phone);
    expect(done.statusCode, done.body).toBe(200);
    const session = done.json() as { token: string; is_new: boolean; user: { ID: number; NAME: string; PHONE: string } };
    expect(session.is_new).toBe(true);
    expect(session.user).toMatchObject({ NAME: 'Leila', PHONE: phone });

    const again = await googleCallback(browser(), 'leila');
    expect(again.res.json()).toMatchObject({ status: 'signed_in', session: { is_new: false, user: { ID: session.user.ID } } });

    // The link token served once.
    const reused = await linkWithPhone(browser(), 'google', link.link_token, randomPhone());
    expect(reused.json().code).toBe('SOCIAL_LINK_INVALID');
  });

  it('an existing account is linked only after its code proves the phone, and keeps its name', async () => {
    const phone = randomPhone();
    const owner = await signInByPhone(app, client(app), phone);
    await app.inject({
      method: 'PUT',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { NAME: 'Karim' },
    });

    const b = browser();
    const { res } = await googleCallback(b, 'karim-g');
    const link = res.json() as { link_token: string };
    // A wrong code: the same answer as for a phone without an account, and no link.
    const wrongOwned = await b.inject('POST', '/api/v1/auth/social-register/google', {
      link_token: link.link_token,
      PHONE: phone,
      CODE: '00000',
    });
    const wrongFree = await b.inject('POST', '/api/v1/auth/social-register/google', {
      link_token: link.link_token,
      PHONE: randomPhone(),
      CODE: '00000',
    });
    expect(wrongOwned.statusCode).toBe(wrongFree.statusCode);
    expect(wrongOwned.json().code).toBe(wrongFree.json().code);
    const before = await googleCallback(browser(), 'karim-g');
    expect(before.res.json().status).toBe('link');

    const done = await linkWithPhone(b, 'google', link.link_token, phone);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ is_new: false, user: { ID: owner.user.ID, NAME: 'Karim' } });
    const after = await googleCallback(browser(), 'karim-g');
    expect(after.res.json()).toMatchObject({ status: 'signed_in', session: { user: { ID: owner.user.ID } } });

    // Another Google account on the same phone's account: refused, the first one stays.
    const other = await googleCallback(browser(), 'karim-other');
    const second = await linkWithPhone(browser(), 'google', (other.res.json() as { link_token: string }).link_token, phone);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('SOCIAL_ALREADY_LINKED');
  });

  it('a replayed state, another browser’s state and no cookie are refused with SOCIAL_STATE_INVALID', async () => {
    const b = browser();
    const { query, res } = await googleCallback(b, 'replay');
    expect(res.statusCode).toBe(200);
    const replay = await b.callback('google', query);
    expect(replay.statusCode).toBe(422);
    expect(replay.json().code).toBe('SOCIAL_STATE_INVALID');

    const victim = browser();
    const url = await victim.start('google');
    const stolen = await oidc.consent(url.toString(), 'victim');
    const thief = browser();
    await thief.start('google');
    expect((await thief.callback('google', stolen)).json().code).toBe('SOCIAL_STATE_INVALID');
    thief.cookie = '';
    expect((await thief.callback('google', stolen)).json().code).toBe('SOCIAL_STATE_INVALID');
    // The rightful browser still finishes (a refused try does not use the state).
    expect((await victim.callback('google', stolen)).json().status).toBe('link');
  });

  it('an expired state is refused', async () => {
    const b = browser();
    const url = await b.start('google');
    const query = await oidc.consent(url.toString(), 'slow');
    ctx.clock.advance(10 * 60 * 1000 + 1000);
    const res = await b.callback('google', query);
    expect(res.json().code).toBe('SOCIAL_STATE_INVALID');
  });

  it('a cancelled consent answers SOCIAL_CANCELLED and uses the state', async () => {
    const b = browser();
    const url = await b.start('google');
    const query = await oidc.consent(url.toString(), 'x', { cancel: true });
    expect(query.get('error')).toBe('access_denied');
    const res = await b.callback('google', query);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('SOCIAL_CANCELLED');
    expect((await b.callback('google', query)).json().code).toBe('SOCIAL_STATE_INVALID');
  });

  it('an ID token with another nonce than the one kept is refused with SOCIAL_AUTH_FAILED', async () => {
    const b = browser();
    const { res } = await googleCallback(b, 'nonce', (url) => url.searchParams.set('nonce', 'a-nonce-the-server-never-made-0123456789'));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('SOCIAL_AUTH_FAILED');
  });

  it('a forged code is refused by the provider: SOCIAL_AUTH_FAILED', async () => {
    const b = browser();
    const url = await b.start('google');
    const query = await oidc.consent(url.toString(), 'forged');
    query.set('code', 'not-a-code-the-provider-gave');
    const res = await b.callback('google', query);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('SOCIAL_AUTH_FAILED');
  });
});

describe('Facebook (OAuth 2.0)', () => {
  it('exchanges the code with its PKCE verifier, reads /me, links, then signs in with one tap', async () => {
    facebook.as({ id: '20002', name: 'Sami Test' });
    const accepted = facebook.exchanges.accepted;
    const b = browser();
    const { res } = await facebookCallback(b);
    expect(res.statusCode, res.body).toBe(200);
    expect(facebook.exchanges.accepted).toBe(accepted + 1);
    const link = res.json() as { status: string; link_token: string; NAME: string };
    expect(link).toMatchObject({ status: 'link', NAME: 'Sami Test' });
    const done = await linkWithPhone(b, 'facebook', link.link_token, randomPhone());
    expect(done.json()).toMatchObject({ is_new: true, user: { NAME: 'Sami Test' } });

    const again = await facebookCallback(browser());
    expect(again.res.json()).toMatchObject({ status: 'signed_in', session: { user: { ID: done.json().user.ID } } });
  });

  it('a cancelled dialog answers SOCIAL_CANCELLED', async () => {
    facebook.as(null);
    try {
      const { res } = await facebookCallback(browser());
      expect(res.json().code).toBe('SOCIAL_CANCELLED');
    } finally {
      facebook.as({ id: '10001', name: 'Sami Test' });
    }
  });
});

describe('settings: linked providers', () => {
  async function linkedAccount(login: string) {
    const phone = randomPhone();
    const b = browser();
    const { res } = await googleCallback(b, login);
    const done = await linkWithPhone(b, 'google', (res.json() as { link_token: string }).link_token, phone);
    return { phone, token: (done.json() as { token: string }).token, b };
  }

  it('lists them; « Dissocier » is refused when it would leave no way in, allowed when another remains', async () => {
    const a = await linkedAccount('unlink-a');
    const list = await a.b.inject('GET', '/api/v1/users/me/social', undefined, a.token);
    expect(list.json()).toMatchObject({ data: [{ provider: 'google' }], has_password: false });

    const refused = await a.b.inject('DELETE', '/api/v1/users/me/social/google', undefined, a.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SOCIAL_LAST_WAY_IN');

    facebook.as({ id: '30003', name: 'Unlink A' });
    const fb = await facebookCallback(a.b);
    const linked = await linkWithPhone(a.b, 'facebook', (fb.res.json() as { link_token: string }).link_token, a.phone);
    expect(linked.json().is_new).toBe(false);

    const ok = await a.b.inject('DELETE', '/api/v1/users/me/social/google', undefined, a.token);
    expect(ok.statusCode).toBe(204);
    const after = await a.b.inject('GET', '/api/v1/users/me/social', undefined, a.token);
    expect((after.json() as { data: { provider: string }[] }).data.map((d) => d.provider)).toEqual(['facebook']);
    const gone = await a.b.inject('DELETE', '/api/v1/users/me/social/google', undefined, a.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('SOCIAL_NOT_LINKED');
    // Unlinked, the Google account no longer signs in: it asks for a phone again.
    expect((await googleCallback(browser(), 'unlink-a')).res.json().status).toBe('link');
  });

  it('with a password, the last provider may go', async () => {
    const a = await linkedAccount('unlink-pw');
    const c = client(app, a.b.ip);
    const set = await app.inject({
      method: 'PUT',
      url: '/api/v1/users/me',
      remoteAddress: c.ip,
      headers: { authorization: `Bearer ${a.token}` },
      payload: { PASSWORD: 'a-good-password' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await a.b.inject('DELETE', '/api/v1/users/me/social/google', undefined, a.token)).statusCode).toBe(204);
  });

  it('two users: B sees only its own providers and cannot unlink A’s', async () => {
    const a = await linkedAccount('two-a');
    const bUser = await signInByPhone(app, client(app), randomPhone());
    const bList = await app.inject({ method: 'GET', url: '/api/v1/users/me/social', headers: { authorization: `Bearer ${bUser.token}` } });
    expect(bList.json()).toEqual({ data: [], has_password: false });
    const bDelete = await app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me/social/google',
      headers: { authorization: `Bearer ${bUser.token}` },
    });
    expect(bDelete.statusCode).toBe(404);
    const aList = await a.b.inject('GET', '/api/v1/users/me/social', undefined, a.token);
    expect((aList.json() as { data: unknown[] }).data).toHaveLength(1);
    expect((await app.inject({ method: 'GET', url: '/api/v1/users/me/social' })).statusCode).toBe(401);
  });
});

describe('limits', () => {
  it('starts are limited per IP like the phone sign-in: the 31st in 10 minutes is a 429', async () => {
    const b = browser();
    for (let i = 0; i < 30; i++) expect((await b.inject('POST', '/api/v1/auth/social/facebook/start')).statusCode).toBe(200);
    const res = await b.inject('POST', '/api/v1/auth/social/facebook/start');
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
  });
});

describe('configuration', () => {
  it('an id without its secret is refused at start; production refuses http endpoints', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'x' })).toThrow(ConfigError);
    expect(() => loadConfig({ FACEBOOK_CLIENT_SECRET: 'x' })).toThrow(/FACEBOOK_CLIENT_ID and FACEBOOK_CLIENT_SECRET/);
    expect(loadConfig({}).social).toEqual({ google: null, facebook: null });
    const config = loadConfig({
      NODE_ENV: 'production',
      GOOGLE_CLIENT_ID: 'x',
      GOOGLE_CLIENT_SECRET: 'y',
      GOOGLE_ISSUER: 'http://idp.example',
    });
    expect(() => checkRunnableConfig(config)).toThrow(/google sign-in: its issuer URL must be https/);
  });
});
