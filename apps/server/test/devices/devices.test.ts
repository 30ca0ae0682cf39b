/** POST /devices: registered on first launch, linked to the user when a live token comes with it. */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuthApp, client, randomPhone, signInByPhone, type AuthTestApp } from '../auth/support.ts';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await buildAuthApp();
});
afterAll(async () => ctx.app.close());

const row = (id: string) => ctx.database.db.selectFrom('devices').selectAll().where('device_id', '=', id).executeTakeFirst();

describe('POST /devices', () => {
  it('registers an anonymous device, then refreshes last_seen and keeps first_seen', async () => {
    const c = client(ctx.app);
    const id = `web-${crypto.randomUUID()}`;
    const res = await c.post('/api/v1/devices', { DEVICE_ID: id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ registered: true });
    const first = await row(id);
    expect(first).toMatchObject({ device_id: id, platform: 'web', user_id: null });
    const firstSeen = new Date(first!.first_seen_at).getTime();
    ctx.clock.advanceSeconds(3600);
    expect((await c.post('/api/v1/devices', { DEVICE_ID: id, PLATFORM: 'android' })).statusCode).toBe(200);
    const second = await row(id);
    expect(new Date(second!.first_seen_at).getTime()).toBe(firstSeen);
    expect(new Date(second!.last_seen_at).getTime()).toBe(firstSeen + 3600_000);
    expect(second!.platform).toBe('android');
  });

  it('with a live token the device is linked to the user; a later anonymous call keeps the link', async () => {
    const c = client(ctx.app);
    const s = await signInByPhone(ctx.app, c, randomPhone());
    const id = `web-${crypto.randomUUID()}`;
    expect((await c.post('/api/v1/devices', { DEVICE_ID: id })).statusCode).toBe(200);
    expect((await row(id))!.user_id).toBeNull();
    expect((await c.post('/api/v1/devices', { DEVICE_ID: id, PLATFORM: 'web' }, s.token)).statusCode).toBe(200);
    expect((await row(id))!.user_id).toBe(s.user.ID);
    expect((await c.post('/api/v1/devices', { DEVICE_ID: id })).statusCode).toBe(200);
    expect((await row(id))!.user_id).toBe(s.user.ID);
  });

  it('issue 12: a device bound to one account is never moved to another (409 DEVICE_BOUND) nor by an anonymous post', async () => {
    const a = client(ctx.app);
    const b = client(ctx.app);
    const alice = await signInByPhone(ctx.app, a, randomPhone());
    const bob = await signInByPhone(ctx.app, b, randomPhone());
    const id = `web-${crypto.randomUUID()}`;
    expect((await a.post('/api/v1/devices', { DEVICE_ID: id, PLATFORM: 'android' }, alice.token)).statusCode).toBe(200);
    const before = await row(id);
    expect(before).toMatchObject({ user_id: alice.user.ID, platform: 'android' });

    // Bob posts Alice's device id with his token: refused, the binding and the row stay.
    ctx.clock.advanceSeconds(60);
    const taken = await b.post('/api/v1/devices', { DEVICE_ID: id, PLATFORM: 'web' }, bob.token);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 'DEVICE_BOUND', message: expect.any(String) });
    expect(await row(id)).toEqual(before);

    // Anonymous: the same 200 as for any device, and nothing changes.
    const anonymous = await b.post('/api/v1/devices', { DEVICE_ID: id, PLATFORM: 'ios' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ registered: true });
    expect(await row(id)).toEqual(before);

    // Alice re-registers her own device: it stays hers, last_seen moves.
    expect((await a.post('/api/v1/devices', { DEVICE_ID: id, PLATFORM: 'web' }, alice.token)).statusCode).toBe(200);
    const after = await row(id);
    expect(after).toMatchObject({ user_id: alice.user.ID, platform: 'web' });
    expect(new Date(after!.last_seen_at).getTime()).toBeGreaterThan(new Date(before!.last_seen_at).getTime());
  });

  it('two accounts racing for one unbound device id: exactly one gets it', async () => {
    const a = client(ctx.app);
    const b = client(ctx.app);
    const alice = await signInByPhone(ctx.app, a, randomPhone());
    const bob = await signInByPhone(ctx.app, b, randomPhone());
    const id = `web-${crypto.randomUUID()}`;
    expect((await a.post('/api/v1/devices', { DEVICE_ID: id })).statusCode).toBe(200);
    const answers = await Promise.all([
      a.post('/api/v1/devices', { DEVICE_ID: id }, alice.token),
      b.post('/api/v1/devices', { DEVICE_ID: id }, bob.token),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = answers[0]!.statusCode === 200 ? alice : bob;
    expect((await row(id))!.user_id).toBe(winner.user.ID);
  });

  it('a dead token is refused (401) and links nothing', async () => {
    const c = client(ctx.app);
    const s = await signInByPhone(ctx.app, c, randomPhone());
    expect((await c.post('/api/v1/auth/logout', undefined, s.token)).statusCode).toBe(204);
    const id = `web-${crypto.randomUUID()}`;
    const res = await c.post('/api/v1/devices', { DEVICE_ID: id }, s.token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await row(id)).toBeUndefined();
  });

  it.each([
    [{}],
    [{ DEVICE_ID: '' }],
    [{ DEVICE_ID: 'a b' }],
    [{ DEVICE_ID: '../etc/passwd' }],
    [{ DEVICE_ID: 'x'.repeat(101) }],
    [{ DEVICE_ID: 'ok-id', PLATFORM: 'windows' }],
  ])('%j: 400 VALIDATION_FAILED', async (body) => {
    const res = await client(ctx.app).post('/api/v1/devices', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
