/**
 * The support inbox of the back office (docs/help.md#back-office): roles, the list and its keyset
 * pages, the detail (phone masked, photo for staff only), the status flow, assignment, a reply that
 * reaches the shopper's notifications or a guest's e-mail, and « Idée retenue » issuing one voucher
 * even when clicked twice at once.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disabledEmail } from '../../src/email/provider.ts';
import { createSupportAdminRepository } from '../../src/modules/support-admin/support-admin.repository.ts';
import { createSupportAdminService } from '../../src/modules/support-admin/support-admin.service.ts';
import { createStaff, type TestStaff } from '../admin/staff-helpers.ts';
import { createUser, type TestAccount } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

let app: FastifyInstance;
let support: TestStaff;
let support2: TestStaff;
let marketing: TestStaff;
let shopper: TestAccount;
let storeCode: string;
/** A word only this file's requests carry (a PostgreSQL test database is shared). */
const mark = `zq${crypto.randomBytes(5).toString('hex')}`;

async function addRequest(fields: Record<string, unknown>): Promise<number> {
  const now = app.clock.now();
  const row = await app.database.db
    .insertInto('support_requests')
    .values({
      kind: 'report',
      user_id: shopper.id,
      request_id: crypto.randomUUID(),
      sender_key: `u:${shopper.id}`,
      body: `Le rayon est vide ${mark}`,
      created_at: now,
      updated_at: now,
      ...fields,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const as = (staff: TestStaff | TestAccount) => ({ headers: staff.headers });
const api = (method: 'GET' | 'POST' | 'PUT', url: string, who: TestStaff | TestAccount | null, payload?: unknown) =>
  app.inject({ method, url: `/api/v1${url}`, ...(who ? as(who) : {}), ...(payload !== undefined ? { payload: payload as object } : {}) });

beforeAll(async () => {
  app = await buildTestApp();
  [support, support2, marketing] = await Promise.all([
    createStaff(app, 'support'),
    createStaff(app, 'support'),
    createStaff(app, 'marketing'),
  ]);
  shopper = await createUser(app, { name: 'Amira', lastname: 'Ben Salah', phone: `9${crypto.randomInt(1_000_000, 9_999_999)}` });
  storeCode = (await app.database.db.selectFrom('stores').select('magasin_code').orderBy('magasin_code').executeTakeFirstOrThrow())
    .magasin_code;
});

afterAll(async () => {
  await app.close();
});

describe('roles', () => {
  it('support and admin read the inbox; marketing, a shopper and nobody do not', async () => {
    expect((await api('GET', '/admin/support/requests', support)).statusCode).toBe(200);
    expect((await api('GET', '/admin/support/requests', marketing)).statusCode).toBe(403);
    expect((await api('GET', '/admin/support/requests', shopper)).statusCode).toBe(401);
    expect((await api('GET', '/admin/support/requests', null)).statusCode).toBe(401);
  });
});

describe('the inbox', () => {
  it('filters by kind and words, pages by cursor without repeats, and counts by kind and status', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push(await addRequest({ kind: 'idea', title: `Idée ${i}`, body: `Une idée de plus ${mark} ${i}`, accepted_terms: true }));
      app.clock.now(); // the same instant: the id breaks the tie
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await api('GET', `/admin/support/requests?kind=idea&q=${mark}&limit=2${cursor ? `&cursor=${cursor}` : ''}`, support);
      expect(res.statusCode).toBe(200);
      const page = res.json();
      for (const item of page.items) {
        expect(item.kind).toBe('idea');
        seen.push(item.id);
      }
      cursor = page.next_cursor;
      expect(page.counts.idea.nouveau).toBeGreaterThanOrEqual(5);
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
    const byId = (await api('GET', `/admin/support/requests?q=%23${ids[2]}`, support)).json();
    expect(byId.items.map((i: { id: number }) => i.id)).toEqual([ids[2]]);
    expect((await api('GET', '/admin/support/requests?cursor=nope', support)).statusCode).toBe(400);
  });

  it('shows the shopper masked in the list and the detail, the store by name', async () => {
    const id = await addRequest({ issue_type: 'produits', store_code: storeCode });
    const list = (await api('GET', `/admin/support/requests?q=%23${id}`, support)).json();
    expect(list.items[0]).toMatchObject({ id, sender: 'Amira B.', title: 'Produits', guest: false, has_photo: false, status: 'nouveau' });
    const detail = (await api('GET', `/admin/support/requests/${id}`, support)).json();
    expect(detail.shopper).toEqual({ id: shopper.id, name: 'Amira Ben Salah', phone: `•••••${shopper.phone.slice(-3)}` });
    expect(detail.store.code).toBe(storeCode);
    expect(detail.store.name).not.toBe(storeCode);
    expect((await api('GET', '/admin/support/requests/2147483000', support)).json().code).toBe('SUPPORT_REQUEST_NOT_FOUND');
  });

  it('serves a report’s photo to staff only, never cached', async () => {
    const key = `reports/${crypto.randomUUID()}.webp`;
    const bytes = Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 fake-photo-bytes', 'binary');
    await app.storage.put(key, bytes, 'image/webp');
    const id = await addRequest({ photo_key: key });
    const res = await api('GET', `/admin/support/requests/${id}/photo`, support);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect((await api('GET', `/admin/support/requests/${id}/photo`, shopper)).statusCode).toBe(401);
    expect((await api('GET', `/admin/support/requests/${id}/photo`, marketing)).statusCode).toBe(403);
    // Not under the public uploads either.
    expect((await app.inject({ url: `/uploads/${key}` })).statusCode).toBe(404);
    const none = await api('GET', `/admin/support/requests/${await addRequest({})}/photo`, support);
    expect(none.statusCode).toBe(404);
  });
});

describe('status and assignment', () => {
  it('moves nouveau → en_cours → repondu → clos, reopens to en_cours, refuses other moves, audits each', async () => {
    const id = await addRequest({});
    for (const status of ['en_cours', 'repondu', 'clos', 'en_cours'] as const) {
      const res = await api('PUT', `/admin/support/requests/${id}/status`, support, { status });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe(status);
    }
    await api('PUT', `/admin/support/requests/${id}/status`, support, { status: 'clos' });
    const refused = await api('PUT', `/admin/support/requests/${id}/status`, support, { status: 'repondu' });
    expect(refused.statusCode).toBe(409);
    expect((await api('PUT', `/admin/support/requests/${id}/status`, support, { status: 'nouveau' })).statusCode).toBe(409);
    const audit = await app.database.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after', 'staff_id'])
      .where('entity', '=', 'support_request')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(Array(5).fill('support_request.status'));
    const first = audit[0]!;
    const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
    expect(parse(first.before).status).toBe('nouveau');
    expect(parse(first.after).status).toBe('en_cours');
    expect(first.staff_id).toBe(support.id);
  });

  it('gives a request to a support member (a new one becomes en_cours), or nobody; never to marketing', async () => {
    const id = await addRequest({});
    const agents = (await api('GET', '/admin/support/agents', support)).json().items.map((a: { id: number }) => a.id);
    expect(agents).toContain(support2.id);
    expect(agents).not.toContain(marketing.id);
    const given = await api('PUT', `/admin/support/requests/${id}/assignee`, support, { staff_id: support2.id });
    expect(given.json()).toMatchObject({ status: 'en_cours', assigned_to: { id: support2.id, email: support2.email } });
    const mine = (await api('GET', `/admin/support/requests?assigned=me&q=%23${id}`, support2)).json();
    expect(mine.items).toHaveLength(1);
    expect((await api('PUT', `/admin/support/requests/${id}/assignee`, support, { staff_id: marketing.id })).json().code).toBe(
      'SUPPORT_AGENT_INVALID',
    );
    expect((await api('PUT', `/admin/support/requests/${id}/assignee`, support, { staff_id: null })).json().assigned_to).toBeNull();
    expect((await api('GET', `/admin/support/requests?assigned=none&q=%23${id}`, support)).json().items).toHaveLength(1);
  });
});

describe('replies', () => {
  it('reach the shopper’s notifications once per request_id, and the request is repondu', async () => {
    const id = await addRequest({ status: 'en_cours' });
    const body = { body: 'Merci, le rayon a été réapprovisionné ce matin.', request_id: `r-${crypto.randomUUID()}` };
    const first = await api('POST', `/admin/support/requests/${id}/replies`, support, body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: 'repondu', replies: [{ body: body.body, channel: 'inbox', staff: { id: support.id } }] });
    const again = await api('POST', `/admin/support/requests/${id}/replies`, support, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().replies).toHaveLength(1);
    const rows = await app.database.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', shopper.id)
      .where('kind', '=', 'support_reply')
      .execute();
    const mine = rows.filter((r) => (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload)?.support_request_id === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      type: 'info',
      topic: null,
      title_fr: 'Réponse du service client',
      body_fr: body.body,
      link: '/layout/assistance_aide',
    });
    // The shopper reads it in their notifications (docs/notifications.md#inbox), in Arabic too.
    const inbox = await api('GET', '/notifications?lang=ar', shopper);
    expect(inbox.statusCode).toBe(200);
    const answer = inbox
      .json()
      .items.filter(
        (n: { kind: string; payload: { support_request_id?: number } | null }) =>
          n.kind === 'support_reply' && n.payload?.support_request_id === id,
      );
    expect(answer).toEqual([expect.objectContaining({ title: 'رد خدمة الحرفاء', body: body.body, link: '/layout/assistance_aide' })]);
  });

  it('go to a guest by e-mail (the dev outbox), and are refused with nothing stored when e-mail is off', async () => {
    const email = `${mark}@example.tn`;
    const id = await addRequest({
      kind: 'contact',
      user_id: null,
      sender_key: 'ip:10.1.2.3',
      name: 'Sami',
      email,
      subject: 'Horaires',
      body: 'Quels sont vos horaires ?',
    });
    const res = await api('POST', `/admin/support/requests/${id}/replies`, support, {
      body: 'Nous sommes ouverts de 8 h à 21 h.',
      request_id: `r-${crypto.randomUUID()}`,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().replies[0].channel).toBe('email');
    const mails = app.emailOutbox!.outbox(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Réponse du service client Qadhya', purpose: 'support_reply' });
    expect(mails[0]!.text).toContain('Nous sommes ouverts de 8 h à 21 h.');
    expect(mails[0]!.text).toContain('Bonjour Sami');
    // The development outbox route gives the same e-mail (loopback only).
    const dev = await app.inject({ url: `/api/dev/emails?to=${encodeURIComponent(email)}` });
    expect(dev.json().items).toEqual([expect.objectContaining({ to: email, subject: 'Réponse du service client Qadhya' })]);
    expect((await app.inject({ url: '/api/dev/emails?to=pas-un-email' })).statusCode).toBe(400);

    const off = createSupportAdminService({
      repo: createSupportAdminRepository(app.database.db),
      ledger: app.services.ledger,
      inbox: app.services.inbox,
      email: disabledEmail,
      storage: app.storage,
      clock: app.clock,
    });
    await expect(
      off.reply(id, { body: 'Encore', request_id: `r-${crypto.randomUUID()}` }, { staffId: support.id, ip: '127.0.0.1' }),
    ).rejects.toMatchObject({ code: 'EMAIL_UNAVAILABLE', statusCode: 503 });
    const replies = await app.database.db.selectFrom('support_replies').select('id').where('request_id', '=', id).execute();
    expect(replies).toHaveLength(1);
  });

  it('refuse an empty text', async () => {
    const id = await addRequest({});
    expect(
      (await api('POST', `/admin/support/requests/${id}/replies`, support, { body: '   ', request_id: `r-${crypto.randomUUID()}` }))
        .statusCode,
    ).toBe(400);
  });
});

describe('« Idée retenue »', () => {
  it('issues one voucher even for two clicks at once, marks the idea and tells the shopper', async () => {
    const id = await addRequest({
      kind: 'idea',
      title: 'Caisse express',
      body: `Une caisse pour moins de 5 articles ${mark}`,
      accepted_terms: true,
    });
    const [a, b] = await Promise.all([
      api('POST', `/admin/support/requests/${id}/retain`, support, {}),
      api('POST', `/admin/support/requests/${id}/retain`, support2, {}),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    const detail = a.json();
    expect(detail).toMatchObject({ retained: true, status: 'repondu' });
    expect(detail.voucher.label).toBe('Merci pour votre idée');
    expect(b.json().voucher.id).toBe(detail.voucher.id);
    const offers = await app.database.db
      .selectFrom('wallet_offers')
      .selectAll()
      .where('user_id', '=', shopper.id)
      .where('source', '=', 'idea')
      .execute();
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ kind: 'voucher', amount_type: 'amount', amount: 5_000, request_id: `idea:${id}` });
    const told = await app.database.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', shopper.id)
      .where('dedupe_key', '=', `idea_retained:${id}`)
      .execute();
    expect(told).toHaveLength(1);
    // The shopper's wallet shows it.
    const wallet = await api('GET', '/wallet/offers', shopper);
    expect(wallet.statusCode).toBe(200);
    expect(JSON.stringify(wallet.json())).toContain(offers[0]!.code);
  });

  it('is refused for a report', async () => {
    const id = await addRequest({});
    const res = await api('POST', `/admin/support/requests/${id}/retain`, support, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SUPPORT_NOT_AN_IDEA');
  });
});
