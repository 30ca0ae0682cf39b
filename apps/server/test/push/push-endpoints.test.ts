/**
 * Push sends only to push services (issue 31, docs/notifications.md#push-endpoints): each attack is
 * performed. A subscription naming or resolving to a local, private, metadata or reserved address,
 * in any spelling, is refused with 400 PUSH_ENDPOINT_REFUSED and nothing is written; a name that
 * resolves elsewhere by the time of the send (DNS rebinding) is refused on the connection, before
 * it is made; production takes https on 443 only and has no local receiver; a shopper holds at
 * most PUSH_MAX_DEVICES subscriptions. Names resolve through a table (no network).
 */
import crypto from 'node:crypto';
import { PUSH_MAX_DEVICES } from '@qadhya/contracts';
import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser, type TestAccount } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { mutableClock } from '../helpers/clock.ts';
import { fakeDns } from '../helpers/fake-dns.ts';
import { startFakePushService } from './fake-push-service.ts';

const PUBLIC = '142.250.74.10';
const dns = fakeDns({
  'fcm.googleapis.com': [PUBLIC],
  'push.loopback.test': ['127.0.0.1'],
  'push.mapped.test': ['::ffff:127.0.0.1'],
  'push.mixed.test': [PUBLIC, '10.0.0.5'],
  'push.v6local.test': ['2a00:1450:4007:80e::200a', 'fd00::1'],
  'metadata.google.internal': ['169.254.169.254'],
});
const pushService = await startFakePushService();
const clock = mutableClock('2026-11-24T10:00');
const dev: FastifyInstance = await buildTestApp({ clock, resolveHost: dns.resolve });
const vapid = webpush.generateVAPIDKeys();
const production: FastifyInstance = await buildTestApp({
  resolveHost: dns.resolve,
  env: {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
    SMS_GATEWAY_TOKEN: 'a-long-gateway-token-0123',
    STAFF_SECRET_KEY: 'a-staff-secret-key-of-32-characters',
    PERSONAL_DATA_KEY: 'a-personal-data-key-of-32-characters',
  },
});
afterAll(async () => {
  await dev.close();
  await production.close();
  await pushService.close();
});

const deviceId = () => crypto.randomUUID().replaceAll('-', '');
const keys = pushService.subscriber().keys;

const put = (app: FastifyInstance, user: TestAccount, endpoint: string, device = deviceId()) =>
  app.inject({ method: 'PUT', url: '/api/v1/push/subscription', headers: user.headers, payload: { device_id: device, endpoint, keys } });

const rowsOf = (app: FastifyInstance, user: TestAccount) =>
  app.database.db
    .selectFrom('push_subscriptions')
    .select(['device_id', 'endpoint', 'gone_at'])
    .where('user_id', '=', user.id)
    .orderBy('id')
    .execute();

/** Every endpoint must be refused with 400 PUSH_ENDPOINT_REFUSED, and the shopper holds no subscription after. */
async function expectAllRefused(app: FastifyInstance, endpoints: string[]) {
  const user = await createUser(app);
  const accepted: string[] = [];
  for (const endpoint of endpoints) {
    const res = await put(app, user, endpoint);
    if (res.statusCode !== 400 || res.json().code !== 'PUSH_ENDPOINT_REFUSED') accepted.push(`${endpoint} → ${res.statusCode} ${res.body}`);
  }
  expect(accepted).toEqual([]);
  expect(await rowsOf(app, user)).toEqual([]);
}

/** The IPv4 and IPv6 spellings of local, private, metadata and reserved addresses (https, port 443). */
const LOCAL_SPELLINGS = [
  'https://127.0.0.1/p',
  'https://127.0.0.1./p',
  'https://2130706433/p',
  'https://0x7f000001/p',
  'https://0x7f.0.0.1/p',
  'https://0177.0.0.1/p',
  'https://127.1/p',
  'https://%31%32%37.0.0.1/p',
  'https://[::1]/p',
  'https://[0:0:0:0:0:0:0:1]/p',
  'https://[::ffff:127.0.0.1]/p',
  'https://[::ffff:7f00:1]/p',
  'https://[::127.0.0.1]/p',
  'https://[64:ff9b::7f00:1]/p',
  'https://[2002:7f00:1::1]/p',
  'https://0.0.0.0/p',
  'https://0/p',
  'https://[::]/p',
  'https://10.0.0.1/p',
  'https://167772161/p',
  'https://172.16.5.4/p',
  'https://192.168.1.1/p',
  'https://0xc0a80101/p',
  'https://[::ffff:192.168.1.1]/p',
  'https://100.64.0.1/p',
  'https://169.254.169.254/latest/meta-data/',
  'https://0xa9fea9fe/latest/meta-data/',
  'https://2852039166/latest/meta-data/',
  'https://[::ffff:169.254.169.254]/latest/meta-data/',
  'https://[fd00:ec2::254]/latest/meta-data/',
  'https://[fd00::1]/p',
  'https://[fc00::1]/p',
  'https://[fe80::1]/p',
  'https://224.0.0.1/p',
  'https://255.255.255.255/p',
  'https://[ff02::1]/p',
  'https://192.0.2.1/p',
  'https://[2001:db8::1]/p',
];

/** Names whose addresses are (or include) a local one, or that do not resolve at all. */
const LOCAL_NAMES = [
  'https://push.loopback.test/p',
  'https://PUSH.LOOPBACK.TEST/p',
  'https://push.mapped.test/p',
  'https://push.mixed.test/p',
  'https://push.v6local.test/p',
  'https://metadata.google.internal/computeMetadata/v1/',
  'https://unknown.push.test/p',
];

describe('production: a push service on the internet, over https on port 443', () => {
  it('every spelling of a local, private, metadata or reserved address is refused, nothing written', async () => {
    await expectAllRefused(production, LOCAL_SPELLINGS);
  });

  it('a name that resolves to such an address (through the resolver) is refused, and so is localhost', async () => {
    await expectAllRefused(production, [...LOCAL_NAMES, 'https://localhost/p', `https://localhost:${pushService.port}/p`]);
    expect(dns.asked).toContain('push.loopback.test');
  });

  it('http, another port, credentials in the URL and the local receiver of development are refused', async () => {
    await expectAllRefused(production, [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://fcm.googleapis.com:80/fcm/send/x',
      'https://user:secret@fcm.googleapis.com/fcm/send/x',
      pushService.subscriber().endpoint,
      `http://localhost:${pushService.port}/p`,
      `http://[::1]:${pushService.port}/p`,
    ]);
  });

  it('a push service is accepted (port 443 written or not)', async () => {
    const user = await createUser(production);
    const res = await put(production, user, 'https://fcm.googleapis.com/fcm/send/abc');
    expect(res.statusCode).toBe(200);
    expect((await put(production, user, 'https://fcm.googleapis.com:443/fcm/send/def')).statusCode).toBe(200);
    expect((await rowsOf(production, user)).map((r) => r.endpoint)).toEqual([
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:443/fcm/send/def',
    ]);
  });

  it('a stored subscription to the local receiver (written before the rule) is refused at send, never connected', async () => {
    const user = await createUser(production);
    const sub = pushService.subscriber();
    await production.database.db
      .insertInto('push_subscriptions')
      .values({
        user_id: user.id,
        device_id: deviceId(),
        endpoint: sub.endpoint,
        p256dh: sub.keys.p256dh,
        auth: sub.keys.auth,
        lang: 'fr',
        created_at: production.clock.now(),
        updated_at: production.clock.now(),
      })
      .execute();
    const before = pushService.connections();
    await tell(production, user, 'prod-local');
    await production.services.jobs.runDue();
    expect(pushService.connections()).toBe(before);
    expect((await rowsOf(production, user))[0]!.gone_at).not.toBeNull();
  });
});

describe('outside production: only the local receiver is an exception', () => {
  it('the local receiver is accepted over http', async () => {
    const user = await createUser(dev);
    expect((await put(dev, user, pushService.subscriber().endpoint)).statusCode).toBe(200);
    expect((await put(dev, user, `http://localhost:${pushService.port}/sub/x`)).statusCode).toBe(200);
  });

  it('private, metadata and reserved addresses stay refused, and so does a name resolving to loopback', async () => {
    await expectAllRefused(dev, [
      ...LOCAL_SPELLINGS.filter((e) => !/\/\/(127\.0\.0\.1|\[::1\])\//.test(new URL(e).href)),
      ...LOCAL_NAMES,
      'http://10.0.0.1:8080/p',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00::1]:80/p',
      'http://fcm.googleapis.com/fcm/send/x',
      `http://push.loopback.test:${pushService.port}/p`,
      `https://push.loopback.test:${pushService.port}/p`,
      `http://user:secret@127.0.0.1:${pushService.port}/p`,
    ]);
  });
});

const tell = (app: FastifyInstance, user: TestAccount, key: string) =>
  app.services.inbox.notify([user.id], {
    kind: 'test',
    type: 'info',
    topic: null,
    title_fr: 'T',
    title_ar: 'ع',
    body_fr: 'C',
    body_ar: 'ن',
    link: null,
    dedupe_key: key,
  });

describe('at send time, the address connected to', () => {
  it('DNS rebinding: a name public at subscribe and loopback at send is refused before connecting; the subscription is gone', async () => {
    const host = `rebind-${deviceId().slice(0, 8)}.push.test`;
    dns.set(host, [PUBLIC]);
    const user = await createUser(dev);
    const endpoint = `https://${host}:${pushService.port}/sub/rebind`;
    expect((await put(dev, user, endpoint)).statusCode).toBe(200);
    dns.set(host, ['127.0.0.1']);
    const before = pushService.connections();
    const [row] = await tell(dev, user, 'rebind');
    await dev.services.jobs.runDue();
    expect(pushService.connections()).toBe(before);
    expect((await rowsOf(dev, user))[0]!.gone_at).not.toBeNull();
    const delivery = await dev.database.db
      .selectFrom('push_deliveries')
      .select(['status', 'error'])
      .where('notification_id', '=', row!.id)
      .executeTakeFirstOrThrow();
    expect(delivery).toEqual({ status: 'gone', error: expect.stringMatching(/^endpoint refused: .*127\.0\.0\.1 is a loopback address/) });
    // Never tried again.
    await tell(dev, user, 'rebind-2');
    await dev.services.jobs.runDue();
    expect(pushService.connections()).toBe(before);
  });

  it('a name that does not resolve at send is tried again later (a DNS outage is no refusal)', async () => {
    const host = `flaky-${deviceId().slice(0, 8)}.push.test`;
    dns.set(host, [PUBLIC]);
    const user = await createUser(dev);
    expect((await put(dev, user, `https://${host}/sub/flaky`)).statusCode).toBe(200);
    dns.set(host, []);
    const [row] = await tell(dev, user, 'flaky');
    await dev.services.jobs.runDue();
    expect((await rowsOf(dev, user))[0]!.gone_at).toBeNull();
    const job = await dev.database.db
      .selectFrom('jobs')
      .select(['attempts', 'done_at', 'last_error'])
      .where('dedupe_key', '=', `push:${row!.id}`)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ attempts: 1, done_at: null, last_error: expect.stringMatching(/no address/) });
  });

  it('a stored subscription to a metadata address (written before the rule) is refused at send', async () => {
    const user = await createUser(dev);
    await dev.database.db
      .insertInto('push_subscriptions')
      .values({
        user_id: user.id,
        device_id: deviceId(),
        endpoint: 'http://169.254.169.254/latest/meta-data/',
        p256dh: keys.p256dh,
        auth: keys.auth,
        lang: 'fr',
        created_at: clock.now(),
        updated_at: clock.now(),
      })
      .execute();
    await tell(dev, user, 'metadata');
    await dev.services.jobs.runDue();
    expect((await rowsOf(dev, user))[0]!.gone_at).not.toBeNull();
  });

  it('the local receiver still gets its push (the exception works outside production)', async () => {
    const user = await createUser(dev);
    const sub = pushService.subscriber();
    expect((await put(dev, user, sub.endpoint)).statusCode).toBe(200);
    await tell(dev, user, 'local');
    await dev.services.jobs.runDue();
    expect(pushService.to(sub.path)).toHaveLength(1);
  });
});

describe('a bounded number of subscriptions', () => {
  it(`a shopper holds at most ${PUSH_MAX_DEVICES}: a new device replaces the least recently renewed; a send reaches only those`, async () => {
    const user = await createUser(dev);
    const subs = Array.from({ length: PUSH_MAX_DEVICES + 3 }, () => ({ device: deviceId(), sub: pushService.subscriber() }));
    for (const { device, sub } of subs) {
      clock.advance(1000);
      expect((await put(dev, user, sub.endpoint, device)).statusCode).toBe(200);
    }
    const newest = subs.slice(-PUSH_MAX_DEVICES);
    expect((await rowsOf(dev, user)).map((r) => r.device_id).sort()).toEqual(newest.map((s) => s.device).sort());
    // The first device comes back: the oldest of the others leaves.
    clock.advance(1000);
    expect((await put(dev, user, subs[0]!.sub.endpoint, subs[0]!.device)).statusCode).toBe(200);
    const kept = [subs[0]!, ...newest.slice(1)];
    expect((await rowsOf(dev, user)).map((r) => r.device_id).sort()).toEqual(kept.map((s) => s.device).sort());
    await tell(dev, user, 'cap');
    await dev.services.jobs.runDue();
    expect(
      subs
        .filter((s) => pushService.to(s.sub.path).length > 0)
        .map((s) => s.device)
        .sort(),
    ).toEqual(kept.map((s) => s.device).sort());
  });
});
