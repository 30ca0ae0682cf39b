/**
 * A small stand-in for Facebook's OAuth 2.0 endpoints on 127.0.0.1 (docs/accounts-social.md#tests):
 * the dialog (it consents at once as `as()` says, or cancels), the token endpoint (checks the client,
 * the redirect URI, the code once and the PKCE verifier against the challenge) and the Graph API's /me.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FacebookStub {
  base: string;
  clientId: string;
  clientSecret: string;
  env: Record<string, string>;
  /** Who consents on the next dialog: a Facebook id and name, or null to cancel. */
  as(user: { id: string; name: string } | null): void;
  /** Codes the token endpoint accepted and refused. */
  readonly exchanges: { accepted: number; refused: number };
  close(): Promise<void>;
}

export async function startFacebookStub(): Promise<FacebookStub> {
  const clientId = 'fb-test-app';
  const clientSecret = 'fb-test-secret-of-the-stub';
  const codes = new Map<string, { challenge: string; redirectUri: string; user: { id: string; name: string } }>();
  const tokens = new Map<string, { id: string; name: string }>();
  let next: { id: string; name: string } | null = { id: '10001', name: 'Sami Test' };
  const exchanges = { accepted: 0, refused: 0 };

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (url.pathname === '/dialog/oauth') {
        const q = url.searchParams;
        const back = new URL(q.get('redirect_uri') ?? '');
        back.searchParams.set('state', q.get('state') ?? '');
        if (q.get('client_id') !== clientId || q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')) {
          back.searchParams.set('error', 'invalid_request');
        } else if (!next) {
          back.searchParams.set('error', 'access_denied');
        } else {
          const code = crypto.randomBytes(16).toString('hex');
          codes.set(code, { challenge: q.get('code_challenge')!, redirectUri: q.get('redirect_uri')!, user: next });
          back.searchParams.set('code', code);
        }
        res.writeHead(302, { location: back.toString() });
        res.end();
        return;
      }
      if (url.pathname === '/oauth/access_token' && req.method === 'POST') {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
        if (
          !grant ||
          form.get('client_id') !== clientId ||
          form.get('client_secret') !== clientSecret ||
          form.get('redirect_uri') !== grant.redirectUri ||
          challenge !== grant.challenge
        ) {
          exchanges.refused++;
          json(400, { error: 'invalid_grant', error_description: 'code, client, redirect or verifier refused' });
          return;
        }
        exchanges.accepted++;
        const token = crypto.randomBytes(16).toString('hex');
        tokens.set(token, grant.user);
        json(200, { access_token: token, token_type: 'bearer', expires_in: 3600 });
        return;
      }
      if (url.pathname === '/me') {
        const user = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /i, ''));
        if (!user) return json(401, { error: { message: 'Invalid OAuth access token.' } });
        return json(200, user);
      }
      json(404, { error: 'not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    clientId,
    clientSecret,
    env: {
      FACEBOOK_CLIENT_ID: clientId,
      FACEBOOK_CLIENT_SECRET: clientSecret,
      FACEBOOK_AUTHORIZATION_URL: `${base}/dialog/oauth`,
      FACEBOOK_TOKEN_URL: `${base}/oauth/access_token`,
      FACEBOOK_USERINFO_URL: `${base}/me?fields=id,name`,
    },
    as(user) {
      next = user;
    },
    exchanges,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
