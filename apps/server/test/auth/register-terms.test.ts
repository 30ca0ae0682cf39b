/**
 * Issue 33: a new account accepts the current terms on the register form and is never told they
 * changed (docs/content.md#accepting-the-terms). POST /auth/register carries TERMS_VERSION, the cgu
 * version shown; the server records it when it is still the current one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askCode, buildAuthApp, client, randomPhone, registerForm, type AuthTestApp, type Client } from './support.ts';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await buildAuthApp();
});
afterAll(async () => ctx.app.close());

async function register(c: Client, extra: Record<string, unknown>) {
  const phone = randomPhone();
  const code = await askCode(ctx.app, c, phone, 'register');
  return c.post('/api/v1/auth/register', registerForm(phone, code, extra));
}

async function termsStatus(c: Client, token: string) {
  const res = await c.get('/api/v1/terms/status', token);
  expect(res.statusCode).toBe(200);
  return res.json() as { current_version: number; accepted_version: number; needs_acceptance: boolean };
}

async function currentVersion(): Promise<number> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/content/cgu' });
  expect(res.statusCode).toBe(200);
  return (res.json() as { version: number }).version;
}

describe('POST /auth/register: the terms accepted on the form', () => {
  it('the current version sent with the form is recorded: the new shopper is not asked again', async () => {
    const c = client(ctx.app);
    const current = await currentVersion();
    expect(current).toBeGreaterThan(0);
    const res = await register(c, { TERMS_VERSION: current });
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json() as { token: string; user: { ID: number } };
    expect(await termsStatus(c, token)).toEqual({ current_version: current, accepted_version: current, needs_acceptance: false });
    const rows = await ctx.database.db.selectFrom('terms_acceptances').selectAll().where('user_id', '=', user.ID).execute();
    expect(rows.map((r) => r.version)).toEqual([current]);
  });

  it('without TERMS_VERSION nothing is recorded (the question is asked once, as before)', async () => {
    const c = client(ctx.app);
    const res = await register(c, {});
    expect(res.statusCode).toBe(200);
    const status = await termsStatus(c, (res.json() as { token: string }).token);
    expect(status).toMatchObject({ accepted_version: 0, needs_acceptance: true });
  });

  it('a version that is not the current one (shown before a newer one was published, or made up) creates the account but records nothing', async () => {
    const current = await currentVersion();
    for (const version of [current + 1, ...(current > 1 ? [current - 1] : [])]) {
      const c = client(ctx.app);
      const res = await register(c, { TERMS_VERSION: version });
      expect(res.statusCode).toBe(200);
      const status = await termsStatus(c, (res.json() as { token: string }).token);
      expect(status).toEqual({ current_version: current, accepted_version: 0, needs_acceptance: true });
    }
  });

  it('a malformed TERMS_VERSION is a 400 and creates nothing', async () => {
    for (const TERMS_VERSION of [0, -1, 1.5, 'x', null]) {
      const c = client(ctx.app);
      const phone = randomPhone();
      const code = await askCode(ctx.app, c, phone, 'register');
      const res = await c.post('/api/v1/auth/register', registerForm(phone, code, { TERMS_VERSION }));
      expect(res.statusCode).toBe(400);
      const users = await ctx.database.db.selectFrom('users').select('id').where('phone', '=', phone).execute();
      expect(users).toEqual([]);
    }
  });
});
