/**
 * A real OpenID Connect provider on 127.0.0.1 for the social sign-in's tests (docs/accounts-social.md#tests):
 * `oidc-provider` with discovery, PKCE required, signed ID tokens, and one small page of its own instead
 * of its development pages (which load a web font from the internet): a login box (any name: it
 * becomes the subject), « Autoriser » and « Annuler » (access_denied). `consent()` walks that page
 * with plain HTTP for the API tests; the browser tests click it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Walks the consent page as `login` would (or cancels): the query the provider sends back to the redirect URI. */
  consent(authorizationUrl: string, login: string, options?: { cancel?: boolean }): Promise<URLSearchParams>;
  close(): Promise<void>;
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const page = (uid: string, clientId: string) => `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Fournisseur de test</title></head>
<body style="font-family:sans-serif;max-width:320px;margin:40px auto">
<h1>Fournisseur de test</h1><p>${clientId} demande votre nom.</p>
<form method="post" action="/interaction/${uid}/login">
<label>Identifiant <input name="login" required autocomplete="off" data-testid="oidc-login"></label>
<button type="submit" data-testid="oidc-allow">Autoriser</button>
</form>
<p><a href="/interaction/${uid}/abort" data-testid="oidc-cancel">Annuler</a></p>
</body></html>`;

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Starts the provider for one client whose redirect URIs are given; its issuer is http://127.0.0.1:<port>. */
export async function startTestOidcProvider(options: {
  redirectUris: string[];
  clientId?: string;
  clientSecret?: string;
}): Promise<TestOidcProvider> {
  const clientId = options.clientId ?? 'qadhya-test';
  const clientSecret = options.clientSecret ?? 'a-test-secret-of-the-test-provider';
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    claims: { openid: ['sub'], profile: ['name', 'given_name'] },
    cookies: { keys: ['a-cookie-key-of-the-test-provider'] },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, name: `${capitalised(sub)} Test`, given_name: capitalised(sub) }),
    }),
  });
  const handle = provider.callback();

  server.on('request', (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const match = /^\/interaction\/([\w-]+)(\/login|\/abort)?$/.exec(url.pathname);
    if (!match) {
      handle(req, res);
      return;
    }
    const [, uid, action] = match;
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        if (details.uid !== uid) throw new Error('interaction mismatch');
        if (action === '/abort') {
          await provider.interactionFinished(
            req,
            res,
            { error: 'access_denied', error_description: 'cancelled' },
            { mergeWithLastSubmission: false },
          );
          return;
        }
        if (action === '/login' && req.method === 'POST') {
          const login = (await readForm(req)).get('login')?.trim().toLowerCase() ?? '';
          if (!/^[a-z0-9-]{1,40}$/.test(login)) throw new Error('login: letters, digits and dashes');
          const grant = new provider.Grant({ accountId: login, clientId: details.params.client_id as string });
          grant.addOIDCScope('openid profile');
          const grantId = await grant.save();
          await provider.interactionFinished(
            req,
            res,
            { login: { accountId: login }, consent: { grantId } },
            { mergeWithLastSubmission: false },
          );
          return;
        }
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(page(uid!, clientId));
      } catch (err) {
        res.writeHead(400, { 'content-type': 'text/plain' });
        res.end(String(err));
      }
    })();
  });

  /** fetch with a cookie jar, following redirects by hand until one leaves the provider. */
  async function consent(authorizationUrl: string, login: string, opts: { cancel?: boolean } = {}): Promise<URLSearchParams> {
    const jar = new Map<string, string>();
    const send = async (url: string, init: RequestInit = {}) => {
      const res = await fetch(url, {
        ...init,
        redirect: 'manual',
        headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        jar.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
      return res;
    };
    let res = await send(authorizationUrl);
    for (let hops = 0; hops < 10; hops++) {
      const location = res.headers.get('location');
      if (!location) throw new Error(`the provider answered ${res.status}: ${await res.text()}`);
      const next = new URL(location, issuer);
      if (next.origin !== issuer) return next.searchParams;
      const interaction = /^\/interaction\/([\w-]+)$/.exec(next.pathname);
      if (interaction) {
        res = opts.cancel
          ? await send(`${issuer}/interaction/${interaction[1]}/abort`)
          : await send(`${issuer}/interaction/${interaction[1]}/login`, {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams({ login }).toString(),
            });
      } else {
        res = await send(next.toString());
      }
    }
    throw new Error('too many redirects');
  }

  return {
    issuer,
    clientId,
    clientSecret,
    consent,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
