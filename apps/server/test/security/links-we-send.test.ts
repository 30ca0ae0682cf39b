/**
 * Links we send never come from the request (docs/security.md#links-we-send): with a forged Host,
 * X-Forwarded-Host/Proto, Forwarded and Origin — and the proxy trusted (TRUST_PROXY=true), so the
 * forwarded headers are believed — every link in the referral answer, the invitation e-mail, the
 * support's e-mail answer, the sign-in SMS, the family invitation's inbox row and push, and the
 * ticket's PDF is a path of the app or starts with PUBLIC_URL, and no forged host appears.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../admin/staff-helpers.ts';
import { createUser, randomIp, randomPhone, type TestAccount } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { startFakePushService } from '../push/fake-push-service.ts';
import { addReceipt, removeShoppers } from '../wallet/ledger-fixtures.ts';
import { pdfText } from '../wallet/pdf-text.ts';

const PUBLIC_URL = 'https://www.qadhya.tn';
const EVIL = 'evil.example';

/** One forgery each, then all at once. */
const FORGERIES: [string, Record<string, string>][] = [
  ['Host', { host: `host.${EVIL}` }],
  ['X-Forwarded-Host and -Proto', { 'x-forwarded-host': `xfh.${EVIL}`, 'x-forwarded-proto': 'http' }],
  ['Forwarded', { forwarded: `for=10.0.0.9;host=fwd.${EVIL};proto=http` }],
  ['Origin and Referer', { origin: `https://origin.${EVIL}`, referer: `https://referer.${EVIL}/login` }],
];
const ALL_FORGED: Record<string, string> = Object.assign({}, ...FORGERIES.map(([, h]) => h));

/** Every absolute URL in `text` starts with PUBLIC_URL, and no forged host is anywhere in it. */
function expectOnlyOurLinks(text: string) {
  expect(text).not.toContain(EVIL);
  for (const url of text.match(/[a-z][a-z0-9+.-]*:\/\/[^\s"'<>)\]]+|(?<![:\w])\/\/[^\s"'<>)\]]+/gi) ?? []) {
    expect(url.startsWith(`${PUBLIC_URL}/`), url).toBe(true);
  }
}

/** A relative path of the app (not `//host`), as the inbox and the service worker expect. */
const expectAppPath = (link: unknown) => expect(link).toMatch(/^\/(?!\/)[^\s\\]*$/);

let app: FastifyInstance;
const shoppers: number[] = [];
const shopper = async (name: string) => {
  const u = await createUser(app, { name, lastname: 'Liens' });
  shoppers.push(u.id);
  return u;
};
const forged = (who: TestAccount | { headers: Record<string, string> } | null, headers: Record<string, string> = ALL_FORGED) => ({
  ...(who ? who.headers : {}),
  ...headers,
  'x-forwarded-for': randomIp(),
});

beforeAll(async () => {
  app = await buildTestApp({ env: { PUBLIC_URL: `${PUBLIC_URL}/`, TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await removeShoppers(app, shoppers);
  await app.close();
});

describe('the referral', () => {
  it('GET /referral gives the link as a path of the app, whatever the request says', async () => {
    const amira = await shopper('Amira');
    const res = await app.inject({ url: '/api/v1/referral', headers: forged(amira) });
    expect(res.statusCode, res.body).toBe(200);
    expectAppPath(res.json().link);
    expectOnlyOurLinks(res.body);
  });

  it.each([...FORGERIES, ['everything at once', ALL_FORGED] as [string, Record<string, string>]])(
    'the invitation e-mail links to PUBLIC_URL under a forged %s',
    async (_what, headers) => {
      const rym = await shopper('Rym');
      const address = `ami-${crypto.randomUUID().slice(0, 8)}@exemple.tn`;
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/referral/invites',
        headers: forged(rym, headers),
        payload: { email: address, request_id: crypto.randomUUID() },
      });
      expect(res.statusCode, res.body).toBe(200);
      const code = (await app.inject({ url: '/api/v1/referral', headers: rym.headers })).json().code as string;
      const [mail] = app.emailOutbox!.outbox(address);
      expect(mail!.text).toContain(`${PUBLIC_URL}/login?ref=${code}`);
      expectOnlyOurLinks(`${mail!.subject}\n${mail!.text}`);
    },
  );

  it('in Arabic too', async () => {
    const rym = await shopper('Rym');
    const address = `ami-${crypto.randomUUID().slice(0, 8)}@exemple.tn`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/referral/invites?lang=ar',
      headers: forged(rym),
      payload: { email: address, request_id: crypto.randomUUID() },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = app.emailOutbox!.outbox(address);
    expect(mail!.text).toMatch(/\p{Script=Arabic}/u);
    expect(mail!.text).toContain(`${PUBLIC_URL}/login?ref=`);
    expectOnlyOurLinks(mail!.text);
  });
});

describe('e-mail, SMS and PDF', () => {
  it("the support's e-mail answer to a visitor's contact message", async () => {
    const email = `visiteur-${crypto.randomUUID().slice(0, 8)}@exemple.tn`;
    const sent = await app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: forged(null),
      payload: {
        NAME: 'Sami Ben Ali',
        EMAIL: email,
        SUBJECT: 'Horaires',
        MESSAGE: 'Ouvert le dimanche ?',
        request_id: crypto.randomUUID(),
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const support = await createStaff(app, 'support');
    const reply = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/support/requests/${sent.json().id}/replies`,
      headers: forged(support),
      payload: { body: 'Oui, de 9 h à 13 h.', request_id: `r-${crypto.randomUUID()}` },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const [mail] = app.emailOutbox!.outbox(email);
    expect(mail!.text).toContain('Oui, de 9 h à 13 h.');
    expectOnlyOurLinks(`${mail!.subject}\n${mail!.text}`);
  });

  it('the sign-in SMS', async () => {
    const phone = randomPhone();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/otp',
      headers: forged(null),
      payload: { PHONE: phone, PURPOSE: 'login' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [sms] = app.smsOutbox!.outbox(phone);
    expect(sms!.text).toMatch(/\b\d{5}\b/);
    expectOnlyOurLinks(sms!.text);
  });

  it("the ticket's PDF", async () => {
    const amira = await shopper('Amira');
    const receipt = await addReceipt(app, { userId: amira.id, at: '2026-11-20T10:00', lines: [{ quantity: 1, unit_price: 4_500 }] });
    const pdf = await app.inject({ url: `/api/v1/wallet/tickets/${receipt.id}/pdf`, headers: forged(amira) });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Merci de votre visite');
    expectOnlyOurLinks(text);
    expect(pdf.rawPayload.toString('latin1')).not.toContain(EVIL);
  });
});

describe('the family invitation: inbox and push', () => {
  const pushes = startFakePushService();
  afterAll(async () => (await pushes).close());

  it('reaches the invitee with a path of the app, in the inbox and in the push', async () => {
    const service = await pushes;
    const [owner, invitee] = [await shopper('Hela'), await shopper('Mehdi')];
    const sub = service.subscriber();
    const subscribe = await app.inject({
      method: 'PUT',
      url: '/api/v1/push/subscription',
      headers: forged(invitee),
      payload: { device_id: crypto.randomUUID().replaceAll('-', ''), endpoint: sub.endpoint, keys: sub.keys },
    });
    expect(subscribe.statusCode, subscribe.body).toBe(200);
    const invite = await app.inject({
      method: 'POST',
      url: '/api/v1/families/add-member',
      headers: forged(owner),
      payload: { IDENTIFIANT: String(invitee.id), USER_ID: invitee.id, RELATION: 'Frère', AVATAR: 'avatar-2' },
    });
    expect(invite.statusCode, invite.body).toBe(202);

    const inbox = await app.inject({ url: '/api/v1/notifications', headers: forged(invitee) });
    const told = (inbox.json().items as { kind: string; link: string | null }[]).find((n) => n.kind.startsWith('family'));
    expectAppPath(told?.link);
    expectOnlyOurLinks(inbox.body);

    await app.services.jobs.runDue();
    const [push] = service.to(sub.path);
    const payload = sub.decrypt(push!.body);
    expectAppPath(payload.link);
    expectOnlyOurLinks(JSON.stringify(payload));
  });

  it('a push never carries an absolute link, even if one reached the inbox row', async () => {
    const service = await pushes;
    const who = await shopper('Nour');
    const sub = service.subscriber();
    const subscribe = await app.inject({
      method: 'PUT',
      url: '/api/v1/push/subscription',
      headers: who.headers,
      payload: { device_id: crypto.randomUUID().replaceAll('-', ''), endpoint: sub.endpoint, keys: sub.keys },
    });
    expect(subscribe.statusCode).toBe(200);
    for (const [key, link] of [
      ['abs', `https://${EVIL}/x`],
      ['proto-rel', `//${EVIL}/x`],
      ['path', '/layout/promo'],
    ] as const) {
      await app.services.inbox.notify([who.id], {
        kind: 'test',
        type: 'info',
        topic: null,
        title_fr: 'T',
        title_ar: 'ت',
        body_fr: 'C',
        body_ar: 'ن',
        link,
        dedupe_key: `links-${key}-${who.id}`,
      });
    }
    await app.services.jobs.runDue();
    const links = service.to(sub.path).map((p) => sub.decrypt(p.body).link);
    expect(links.sort()).toEqual(['/layout/promo', null, null].sort());
  });
});
