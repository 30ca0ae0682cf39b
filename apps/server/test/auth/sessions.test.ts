/**
 * Sessions: random tokens of at least 128 bits, only their hash stored, ended by logout, idle for
 * 14 days or 60 days after sign-in; a dead token gets 401 on every route that reads it.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuthApp, client, randomPhone, signInByPhone, type AuthTestApp, type Client } from './support.ts';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await buildAuthApp();
});
afterAll(async () => ctx.app.close());

const DAY = 24 * 3600;
const device = (c: Client, token?: string, id = `dev-${crypto.randomUUID()}`) =>
  c.post('/api/v1/devices', { DEVICE_ID: id, PLATFORM: 'web' }, token);
const logout = (c: Client, token?: string) => c.post('/api/v1/auth/logout', undefined, token);

describe('tokens', () => {
  it('are at least 128 random bits, and only their SHA-256 is stored', async () => {
    const c = client(ctx.app);
    const a = await signInByPhone(ctx.app, c, randomPhone());
    const b = await signInByPhone(ctx.app, c, randomPhone());
    expect(a.token).not.toBe(b.token);
    expect(a.token).toMatch(/^[\w-]+$/);
    expect(Buffer.from(a.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await ctx.database.db.selectFrom('sessions').selectAll().where('user_id', '=', a.user.ID).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(crypto.createHash('sha256').update(a.token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(a.token);
  });
});

describe('POST /auth/logout', () => {
  it('204, then that token gets 401 everywhere (logout, devices) while another session lives on', async () => {
    const c = client(ctx.app);
    const phone = randomPhone();
    const first = await signInByPhone(ctx.app, c, phone);
    ctx.clock.advanceSeconds(59);
    const second = await signInByPhone(ctx.app, c, phone);

    const res = await logout(c, first.token);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const again = await logout(c, first.token);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const id = `dev-${crypto.randomUUID()}`;
    const dev = await device(c, first.token, id);
    expect(dev.statusCode).toBe(401);
    const row = await ctx.database.db.selectFrom('devices').select('user_id').where('device_id', '=', id).executeTakeFirst();
    expect(row).toBeUndefined();

    expect((await device(c, second.token)).statusCode).toBe(200);
    expect((await logout(c, second.token)).statusCode).toBe(204);
  });

  it.each([
    ['no Authorization header', undefined],
    ['a random token', crypto.randomBytes(32).toString('base64url')],
    ['a malformed token', 'not a token at all'],
  ])('%s: 401 UNAUTHORIZED', async (_label, token) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      remoteAddress: client(ctx.app).ip,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('expiry', () => {
  it('a session unused for 14 days is dead', async () => {
    const c = client(ctx.app);
    const s = await signInByPhone(ctx.app, c, randomPhone());
    ctx.clock.advanceSeconds(14 * DAY - 60);
    expect((await device(c, s.token)).statusCode).toBe(200);
    ctx.clock.advanceSeconds(14 * DAY - 1);
    expect((await device(c, s.token)).statusCode).toBe(200);
    ctx.clock.advanceSeconds(14 * DAY);
    expect((await device(c, s.token)).statusCode).toBe(401);
    expect((await logout(c, s.token)).statusCode).toBe(401);
  });

  it('a session in use ends 60 days after sign-in anyway', async () => {
    const c = client(ctx.app);
    const s = await signInByPhone(ctx.app, c, randomPhone());
    const end = new Date(s.expires_at).getTime();
    expect(end - ctx.clock.now().getTime()).toBe(60 * DAY * 1000);
    for (let day = 10; day < 60; day += 10) {
      ctx.clock.advanceSeconds(10 * DAY);
      expect((await device(c, s.token)).statusCode).toBe(200);
    }
    ctx.clock.set(new Date(end - 1000));
    expect((await device(c, s.token)).statusCode).toBe(200);
    ctx.clock.set(new Date(end));
    expect((await device(c, s.token)).statusCode).toBe(401);
  });
});
