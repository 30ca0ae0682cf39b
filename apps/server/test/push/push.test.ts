/**
 * Web push end to end on the server (docs/notifications.md#push): the subscription API and its
 * two-user matrix, the send job through the real web-push encryption to a local push service, the
 * daily cap and the quiet hours on a mutable clock, a switch turned off after writing, a gone
 * subscription, and broadcasts (audience, counters, receipts, an idempotent rerun).
 */
import crypto from 'node:crypto';
import { PUSH_DAILY_CAP } from '@qadhya/contracts';
import { parseTunisDateTime } from '@qadhya/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createStaff, type TestStaff } from '../admin/staff-helpers.ts';
import { createUser, type TestAccount } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { mutableClock } from '../helpers/clock.ts';
import { startFakePushService } from './fake-push-service.ts';
import { auditActions } from '../helpers/audit.ts';

const clock = mutableClock('2026-11-24T10:00');
const app: FastifyInstance = await buildTestApp({ clock });
const pushService = await startFakePushService();
afterAll(async () => {
  await app.close();
  await pushService.close();
});
beforeEach(() => clock.set(parseTunisDateTime('2026-11-24T10:00')!));

const deviceId = () => crypto.randomUUID().replaceAll('-', '');

/** A shopper with one subscribed device on the local push service. */
async function subscribed(lang: 'fr' | 'ar' = 'fr') {
  const user = await createUser(app);
  const sub = pushService.subscriber();
  const device = deviceId();
  const res = await app.inject({
    method: 'PUT',
    url: '/api/v1/push/subscription',
    headers: user.headers,
    payload: { device_id: device, endpoint: sub.endpoint, keys: sub.keys, lang },
  });
  expect(res.statusCode).toBe(200);
  return { user, sub, device };
}

const tell = (user: TestAccount, key: string, topic: 'promos' | null = null) =>
  app.services.inbox.notify([user.id], {
    kind: 'test',
    type: 'info',
    topic,
    title_fr: `Titre ${key}`,
    title_ar: `عنوان ${key}`,
    body_fr: 'Corps',
    body_ar: 'نص',
    link: '/layout/promo',
    dedupe_key: key,
  });

describe('the subscription API', () => {
  it('gives the VAPID public key', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/push/key' });
    expect(res.statusCode).toBe(200);
    expect(res.json().public_key).toMatch(/^[A-Za-z0-9_-]{80,100}$/);
  });

  it('needs a signed-in shopper and a push service URL', async () => {
    const sub = pushService.subscriber();
    const body = { device_id: deviceId(), endpoint: sub.endpoint, keys: sub.keys };
    expect((await app.inject({ method: 'PUT', url: '/api/v1/push/subscription', payload: body })).statusCode).toBe(401);
    const user = await createUser(app);
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/v1/push/subscription',
      headers: user.headers,
      payload: { ...body, endpoint: 'http://push.example.com/x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('PUSH_ENDPOINT_REFUSED');
    const noKeys = await app.inject({
      method: 'PUT',
      url: '/api/v1/push/subscription',
      headers: user.headers,
      payload: { ...body, keys: { p256dh: 'x', auth: 'y' } },
    });
    expect(noKeys.statusCode).toBe(400);
  });

  it('keeps one row per device, replaced when the endpoint changes; re-sending the same is harmless', async () => {
    const { user, device } = await subscribed();
    const next = pushService.subscriber();
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/v1/push/subscription',
        headers: user.headers,
        payload: { device_id: device, endpoint: next.endpoint, keys: next.keys },
      });
      expect(res.statusCode).toBe(200);
    }
    const rows = await app.database.db.selectFrom('push_subscriptions').select(['endpoint']).where('user_id', '=', user.id).execute();
    expect(rows).toEqual([{ endpoint: next.endpoint }]);
  });

  it('two users: B taking over A’s endpoint (a shared phone) moves it; B cannot delete A’s device', async () => {
    const a = await subscribed();
    const b = await createUser(app);
    const del = await app.inject({ method: 'DELETE', url: `/api/v1/push/subscription?device_id=${a.device}`, headers: b.headers });
    expect(del.statusCode).toBe(204);
    expect(
      await app.database.db.selectFrom('push_subscriptions').select('user_id').where('endpoint', '=', a.sub.endpoint).execute(),
    ).toEqual([{ user_id: a.user.id }]);
    const take = await app.inject({
      method: 'PUT',
      url: '/api/v1/push/subscription',
      headers: b.headers,
      payload: { device_id: deviceId(), endpoint: a.sub.endpoint, keys: a.sub.keys },
    });
    expect(take.statusCode).toBe(200);
    expect(
      await app.database.db.selectFrom('push_subscriptions').select('user_id').where('endpoint', '=', a.sub.endpoint).execute(),
    ).toEqual([{ user_id: b.id }]);
    // A's next notification is not pushed to what is now B's device.
    await tell(a.user, 'after-takeover');
    await app.services.jobs.runDue();
    expect(pushService.to(a.sub.path)).toHaveLength(0);
  });

  it('DELETE forgets the device: nothing is pushed any more', async () => {
    const { user, sub, device } = await subscribed();
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/v1/push/subscription?device_id=${device}`, headers: user.headers })).statusCode,
    ).toBe(204);
    await tell(user, 'after-delete');
    await app.services.jobs.runDue();
    expect(pushService.to(sub.path)).toHaveLength(0);
  });
});

describe('sending', () => {
  it('encrypts the payload for the device in its language, signed with VAPID; receipts count once', async () => {
    const { user, sub } = await subscribed('ar');
    const [row] = await tell(user, 'hello');
    expect(await app.services.jobs.runDue()).toBeGreaterThan(0);
    const [req] = pushService.to(sub.path);
    expect(req!.headers['content-encoding']).toBe('aes128gcm');
    expect(String(req!.headers.authorization)).toMatch(/^vapid t=.+, k=/);
    const payload = sub.decrypt(req!.body);
    expect(payload).toMatchObject({ title: 'عنوان hello', body: 'نص', link: '/layout/promo', notification_id: row!.id });
    for (const what of ['shown', 'opened', 'opened']) {
      expect((await app.inject({ method: 'POST', url: `/api/v1/push/deliveries/${payload.delivery}/${what}` })).statusCode).toBe(204);
    }
    const d = await app.database.db
      .selectFrom('push_deliveries')
      .selectAll()
      .where('notification_id', '=', row!.id)
      .executeTakeFirstOrThrow();
    expect(d.delivered_at).not.toBeNull();
    expect(d.opened_at).not.toBeNull();
    // A forged token (another id, or a wrong signature) is refused.
    const [id, mac] = String(payload.delivery).split('.');
    const forged = await app.inject({ method: 'POST', url: `/api/v1/push/deliveries/${Number(id) + 1}.${mac}/opened` });
    expect(forged.statusCode).toBe(404);
    // A rerun sends nothing again.
    await app.database.db
      .updateTable('jobs')
      .set({ done_at: null, run_at: clock.now() })
      .where('dedupe_key', '=', `push:${row!.id}`)
      .execute();
    await app.services.jobs.runDue();
    expect(pushService.to(sub.path)).toHaveLength(1);
  });

  it('an Arabic device gets the French of a message saved without its Arabic, never an empty push', async () => {
    const { user, sub } = await subscribed('ar');
    await app.services.inbox.notify([user.id], {
      kind: 'test',
      type: 'info',
      topic: null,
      title_fr: 'Titre seul',
      title_ar: '',
      body_fr: 'Corps seul',
      body_ar: '',
      link: null,
      dedupe_key: 'no-arabic',
    });
    await app.services.jobs.runDue();
    const [req] = pushService.to(sub.path);
    expect(sub.decrypt(req!.body)).toMatchObject({ title: 'Titre seul', body: 'Corps seul' });
  });

  it(`sends at most ${PUSH_DAILY_CAP} a Tunis day; the next day sends again`, async () => {
    const { user, sub } = await subscribed();
    for (let i = 0; i < PUSH_DAILY_CAP + 2; i++) await tell(user, `cap-${i}`);
    await app.services.jobs.runDue();
    expect(pushService.to(sub.path)).toHaveLength(PUSH_DAILY_CAP);
    clock.set(parseTunisDateTime('2026-11-25T09:00')!);
    await tell(user, 'cap-next-day');
    await app.services.jobs.runDue();
    expect(pushService.to(sub.path)).toHaveLength(PUSH_DAILY_CAP + 1);
  });

  it('never at night in Tunis: what is written at 23:00 goes at 08:00', async () => {
    const { user, sub } = await subscribed();
    clock.set(parseTunisDateTime('2026-11-24T23:00')!);
    await tell(user, 'night');
    await app.services.jobs.runDue();
    expect(pushService.to(sub.path)).toHaveLength(0);
    clock.set(parseTunisDateTime('2026-11-25T07:59')!);
    await app.services.jobs.runDue();
    expect(pushService.to(sub.path)).toHaveLength(0);
    clock.set(parseTunisDateTime('2026-11-25T08:00')!);
    await app.services.jobs.runDue();
    expect(pushService.to(sub.path)).toHaveLength(1);
  });

  it('a row older than a day is not pushed', async () => {
    const { user, sub } = await subscribed();
    await tell(user, 'stale');
    clock.advance(25 * 3_600_000);
    await app.services.jobs.runDue();
    expect(pushService.to(sub.path)).toHaveLength(0);
  });

  it('a switch turned off after the row was written: not pushed', async () => {
    const { user, sub } = await subscribed();
    expect(await tell(user, 'promo-1', 'promos')).toHaveLength(1);
    await app.database.db
      .insertInto('notification_settings')
      .values({ user_id: user.id, notify_promos: 0 })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ notify_promos: 0 }))
      .execute();
    await app.services.jobs.runDue();
    expect(pushService.to(sub.path)).toHaveLength(0);
  });

  it('a subscription the push service says is gone (410) is never used again', async () => {
    const { user, sub } = await subscribed();
    pushService.answer(sub.path, 410);
    await tell(user, 'gone-1');
    await app.services.jobs.runDue();
    expect(pushService.to(sub.path)).toHaveLength(1);
    const row = await app.database.db
      .selectFrom('push_subscriptions')
      .select('gone_at')
      .where('endpoint', '=', sub.endpoint)
      .executeTakeFirstOrThrow();
    expect(row.gone_at).not.toBeNull();
    await tell(user, 'gone-2');
    await app.services.jobs.runDue();
    expect(pushService.to(sub.path)).toHaveLength(1);
  });

  it('a push service that fails (500) is tried again later, then sends once', async () => {
    const { user, sub } = await subscribed();
    pushService.answer(sub.path, 500);
    await tell(user, 'retry');
    await app.services.jobs.runDue();
    expect(pushService.to(sub.path)).toHaveLength(1);
    pushService.answer(sub.path, 201);
    clock.advance(60_000);
    await app.services.jobs.runDue();
    expect(pushService.to(sub.path)).toHaveLength(2);
    clock.advance(600_000);
    await app.services.jobs.runDue();
    expect(pushService.to(sub.path)).toHaveLength(2);
  });
});

describe('broadcasts', () => {
  let staff: TestStaff;
  /** A fresh session each time: the tests move the clock past the staff's idle limit. */
  const marketing = {
    get headers() {
      return headersNow;
    },
  };
  let headersNow: { authorization: string } = { authorization: '' };
  beforeEach(async () => {
    staff ??= await createStaff(app, 'marketing', []);
    headersNow = { authorization: `Bearer ${(await app.staffSessions.create(staff.id)).token}` };
  });
  const refresh = async () => {
    headersNow = { authorization: `Bearer ${(await app.staffSessions.create(staff.id)).token}` };
  };
  const draft = (over: Record<string, unknown> = {}) => ({
    title_fr: 'Promo du week-end',
    title_ar: 'تخفيضات نهاية الأسبوع',
    body_fr: 'Jusqu’à -30 % sur les fruits.',
    body_ar: 'تخفيضات تصل إلى 30٪ على الغلال.',
    link: '/layout/promo',
    topic: 'promos',
    audience: 'all',
    audience_value: null,
    ...over,
  });

  it('a category audience reaches the shoppers who favourited one of its products: counters, receipts, an idempotent rerun', async () => {
    const product = await app.database.db
      .selectFrom('products')
      .select(['sku', 'category_id'])
      .orderBy('sku')
      .limit(1)
      .executeTakeFirstOrThrow();
    const fan = await subscribed('fr');
    const other = await subscribed('fr');
    await app.database.db.insertInto('favourites').values({ user_id: fan.user.id, sku: product.sku, added_at: clock.now() }).execute();

    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/broadcasts',
      headers: marketing.headers,
      payload: draft({ audience: 'category', audience_value: product.category_id }),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const preview = await app.inject({ method: 'GET', url: `/api/v1/admin/broadcasts/${id}/preview`, headers: marketing.headers });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().recipients).toBeGreaterThanOrEqual(1);
    expect(preview.json().fr.title).toBe('Promo du week-end');

    // Scheduled for 11:00: nothing before.
    const at = parseTunisDateTime('2026-11-24T11:00')!.toISOString();
    const sched = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/broadcasts/${id}/schedule`,
      headers: marketing.headers,
      payload: { send_at: at },
    });
    expect(sched.statusCode).toBe(200);
    expect(sched.json().status).toBe('scheduled');
    expect(
      (await app.inject({ method: 'PUT', url: `/api/v1/admin/broadcasts/${id}`, headers: marketing.headers, payload: draft() })).statusCode,
    ).toBe(409);
    await app.services.jobs.runDue();
    expect(pushService.to(fan.sub.path)).toHaveLength(0);

    clock.set(new Date(at));
    await app.services.jobs.runDue();
    await refresh();
    const got = pushService.to(fan.sub.path);
    expect(got).toHaveLength(1);
    expect(pushService.to(other.sub.path)).toHaveLength(0);
    const payload = fan.sub.decrypt(got[0]!.body);
    expect(payload.title).toBe('Promo du week-end');
    await app.inject({ method: 'POST', url: `/api/v1/push/deliveries/${payload.delivery}/shown` });
    await app.inject({ method: 'POST', url: `/api/v1/push/deliveries/${payload.delivery}/opened` });

    const after = (await app.inject({ method: 'GET', url: `/api/v1/admin/broadcasts/${id}`, headers: marketing.headers })).json();
    expect(after).toMatchObject({
      status: 'sent',
      recipients: preview.json().recipients,
      sent: preview.json().with_push,
      delivered: 1,
      opened: 1,
    });
    const inbox = await app.database.db
      .selectFrom('notifications')
      .select(['kind', 'title_fr'])
      .where('user_id', '=', fan.user.id)
      .execute();
    expect(inbox).toEqual([{ kind: 'broadcast', title_fr: 'Promo du week-end' }]);

    // Rerunning its job changes nothing.
    await app.database.db.updateTable('jobs').set({ done_at: null }).where('dedupe_key', '=', `broadcast:${id}:0`).execute();
    await app.database.db.updateTable('broadcasts').set({ status: 'sending' }).where('id', '=', id).execute();
    await app.services.jobs.runDue();
    const rerun = (await app.inject({ method: 'GET', url: `/api/v1/admin/broadcasts/${id}`, headers: marketing.headers })).json();
    expect(rerun).toMatchObject({ recipients: after.recipients, sent: after.sent, delivered: 1, opened: 1 });
    expect(pushService.to(fan.sub.path)).toHaveLength(1);

    expect(await auditActions(app, 'broadcast', id)).toEqual(['broadcast.create', 'broadcast.schedule']);
  });

  it('a cancelled broadcast is never sent; a past send time and an unknown audience are refused', async () => {
    const id = (await app.inject({ method: 'POST', url: '/api/v1/admin/broadcasts', headers: marketing.headers, payload: draft() })).json()
      .id as number;
    const past = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/broadcasts/${id}/schedule`,
      headers: marketing.headers,
      payload: { send_at: '2026-11-01T10:00:00Z' },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().code).toBe('BROADCAST_SEND_AT_PAST');
    const at = parseTunisDateTime('2026-11-24T12:00')!.toISOString();
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/v1/admin/broadcasts/${id}/schedule`,
          headers: marketing.headers,
          payload: { send_at: at },
        })
      ).statusCode,
    ).toBe(200);
    const cancel = await app.inject({ method: 'POST', url: `/api/v1/admin/broadcasts/${id}/cancel`, headers: marketing.headers });
    expect(cancel.json().status).toBe('cancelled');
    clock.set(new Date(at));
    await app.services.jobs.runDue();
    await refresh();
    expect((await app.inject({ method: 'GET', url: `/api/v1/admin/broadcasts/${id}`, headers: marketing.headers })).json()).toMatchObject({
      status: 'cancelled',
      recipients: 0,
    });
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/broadcasts',
      headers: marketing.headers,
      payload: draft({ audience: 'governorate', audience_value: 999 }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('BROADCAST_AUDIENCE_NOT_FOUND');
    const link = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/broadcasts',
      headers: marketing.headers,
      payload: draft({ link: 'https://evil.example' }),
    });
    expect(link.statusCode).toBe(400);
  });

  it('a governorate audience: shoppers with a receipt in one of its stores', async () => {
    const store = await app.database.db
      .selectFrom('stores')
      .select(['magasin_code', 'governorate_id'])
      .orderBy('magasin_code')
      .limit(1)
      .executeTakeFirstOrThrow();
    const local = await createUser(app);
    const id = (
      await app.inject({
        method: 'POST',
        url: '/api/v1/admin/broadcasts',
        headers: marketing.headers,
        payload: draft({ audience: 'governorate', audience_value: store.governorate_id }),
      })
    ).json().id;
    const before = (await app.inject({ method: 'GET', url: `/api/v1/admin/broadcasts/${id}/preview`, headers: marketing.headers })).json()
      .recipients as number;
    await app.database.db
      .insertInto('receipts')
      .values({
        magasin_code: store.magasin_code,
        till_receipt_id: `t-${crypto.randomUUID()}`,
        user_id: local.id,
        kind: 'sale',
        return_of: null,
        purchased_at: clock.now(),
        total: 1000,
        paid: 1000,
        payment: 'cash',
        attach_code: String(crypto.randomInt(10 ** 11, 10 ** 12)),
        attached_at: null,
        request_hash: crypto.randomUUID(),
        answer: '{}',
        api_key_id: null,
        created_at: clock.now(),
      })
      .execute();
    const after = (await app.inject({ method: 'GET', url: `/api/v1/admin/broadcasts/${id}/preview`, headers: marketing.headers })).json()
      .recipients as number;
    expect(after).toBe(before + 1);
  });
});
