/**
 * Help for shoppers (docs/help.md): the FAQ, issue reports (photo through the upload pipeline),
 * ideas and the contact form — each rule of the forms (422 FORM_INVALID with the field and rule),
 * idempotent replays, and the contact form's rate limits on a clock the test moves.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, randomIp, type TestAccount } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { mutableClock, type MutableClock } from '../helpers/clock.ts';
import { image, reportMultipart, rid } from './help-fixtures.ts';

let app: FastifyInstance;
let clock: MutableClock;
let amel: TestAccount;
let store: string;

beforeAll(async () => {
  clock = mutableClock();
  app = await buildTestApp({ clock });
  amel = await createUser(app, { name: 'Amel' });
  store = (await app.database.db.selectFrom('stores').select('magasin_code').orderBy('magasin_code').executeTakeFirstOrThrow())
    .magasin_code;
});
afterAll(async () => {
  await app.close();
});

const json = (method: 'POST', url: string, payload: object, headers: Record<string, string> = {}, ip?: string) =>
  app.inject({ method, url: `/api/v1${url}`, payload, headers, ...(ip ? { remoteAddress: ip } : {}) });
const report = (
  fields: Record<string, string>,
  photo?: { bytes: Buffer; filename?: string; type?: string },
  who: TestAccount | null = amel,
) => {
  const { payload, contentType } = reportMultipart(fields, photo);
  return app.inject({
    method: 'POST',
    url: '/api/v1/issue-reports',
    payload,
    headers: { 'content-type': contentType, ...(who ? who.headers : {}) },
  });
};
const rules = (res: { json: () => { code: string; details?: { path: string; message: string }[] } }) => {
  const body = res.json();
  expect(body.code).toBe('FORM_INVALID');
  return Object.fromEntries((body.details ?? []).map((d) => [d.path, d.message]));
};
const row = (id: number) => app.database.db.selectFrom('support_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('FAQ', () => {
  it('answers the published base questions in position order, in French and in Arabic', async () => {
    const fr = await app.inject({ method: 'GET', url: '/api/v1/faq' });
    expect(fr.statusCode).toBe(200);
    const items = fr.json().items as { id: number; question: string; answer: string }[];
    expect(items.length).toBeGreaterThanOrEqual(10);
    expect(items.map((i) => i.question)).toContain("Comment me connecter à l'application ?");
    const ar = await app.inject({ method: 'GET', url: '/api/v1/faq?lang=ar' });
    expect(ar.headers['content-language']).toBe('ar');
    expect((ar.json().items as { question: string }[])[0]!.question).toMatch(/[\u0600-\u06ff]/);
    expect((ar.json().items as { id: number }[]).map((i) => i.id)).toEqual(items.map((i) => i.id));
  });

  it('finds words accent- and case-insensitively, every word needed; an unpublished item never shows', async () => {
    const hit = (await app.inject({ method: 'GET', url: `/api/v1/faq?q=${encodeURIComponent('DERNIERE chance')}` })).json().items as {
      question: string;
    }[];
    expect(hit.map((i) => i.question)).toContain("Qu'est-ce que « Dernière chance » ?");
    // Every word must be found: 'chance' alone finds more than the two words together.
    const chance = (await app.inject({ method: 'GET', url: '/api/v1/faq?q=chance' })).json().items as unknown[];
    expect(chance.length).toBeGreaterThanOrEqual(hit.length);
    expect((await app.inject({ method: 'GET', url: '/api/v1/faq?q=derniere%20zzqqxx' })).json().items).toEqual([]);
    const ar = (await app.inject({ method: 'GET', url: `/api/v1/faq?lang=ar&q=${encodeURIComponent('الفرصة الأخيرة')}` })).json().items as {
      question: string;
    }[];
    expect(ar.map((i) => i.question)).toContain('ما هي «الفرصة الأخيرة»؟');
    const none = (await app.inject({ method: 'GET', url: '/api/v1/faq?q=zzqqxx' })).json().items;
    expect(none).toEqual([]);
    // An item support has hidden never shows, even when the search matches it.
    const hidden = await app.database.db
      .insertInto('faq_items')
      .values({
        question_fr: 'Question cachée zzhidden',
        question_ar: 'سؤال مخفي',
        answer_fr: 'Réponse',
        answer_ar: 'جواب',
        published: false,
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await app.inject({ method: 'GET', url: '/api/v1/faq?q=zzhidden' })).json().items).toEqual([]);
    await app.database.db.updateTable('faq_items').set({ published: true }).where('id', '=', hidden.id).execute();
    expect(
      ((await app.inject({ method: 'GET', url: '/api/v1/faq?q=zzhidden' })).json().items as { id: number }[]).map((i) => i.id),
    ).toEqual([hidden.id]);
    await app.database.db.deleteFrom('faq_items').where('id', '=', hidden.id).execute();
  });
});

describe('issue reports', () => {
  const valid = () => ({ ISSUE_TYPE: 'produits', DESCRIPTION: 'Le prix affiché en rayon est faux', LOCATION: store, request_id: rid() });

  it('a valid report with a real photo is saved once, the photo re-encoded to WebP; a replay answers the same report', async () => {
    const fields = valid();
    const bytes = await image('jpeg');
    const first = await report(fields, { bytes, filename: 'rayon.jpg', type: 'image/jpeg' });
    expect(first.statusCode).toBe(201);
    const receipt = first.json();
    expect(receipt).toMatchObject({ kind: 'report', status: 'nouveau', message_key: 'help.report.sent' });
    expect(receipt.message).toContain('Merci pour votre signalement');
    const saved = await row(receipt.id);
    expect(saved).toMatchObject({
      user_id: amel.id,
      issue_type: 'produits',
      store_code: store,
      body: 'Le prix affiché en rayon est faux',
      status: 'nouveau',
    });
    expect(saved.photo_key).toMatch(/^reports\/[0-9a-f-]{36}\.webp$/);
    const stored = await app.storage.read(saved.photo_key!);
    expect(stored?.subarray(8, 12).toString('latin1')).toBe('WEBP');
    // A report's photo is for staff only: never served at /uploads.
    expect((await app.inject({ method: 'GET', url: `/uploads/${saved.photo_key}` })).statusCode).toBe(404);
    const again = await report(fields, { bytes, filename: 'rayon.jpg', type: 'image/jpeg' });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(receipt.id);
    const count = await app.database.db
      .selectFrom('support_requests')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('sender_key', '=', `u:${amel.id}`)
      .where('request_id', '=', fields.request_id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('each rule of the form: type, description ≥ 10, a store of the list, a photo', async () => {
    const photo = { bytes: await image() };
    expect(rules(await report({ request_id: rid() }))).toEqual({
      ISSUE_TYPE: 'required',
      DESCRIPTION: 'required',
      LOCATION: 'required',
      PHOTO: 'required',
    });
    const short = await report({ ...valid(), DESCRIPTION: 'trop court'.slice(0, 9) }, photo);
    expect(short.statusCode).toBe(422);
    expect(rules(short)).toEqual({ DESCRIPTION: 'min' });
    expect(rules(await report({ ...valid(), DESCRIPTION: '  123456789  ' }, photo))).toEqual({ DESCRIPTION: 'min' });
    expect((await report({ ...valid(), DESCRIPTION: '1234567890' }, photo)).statusCode).toBe(201);
    expect(rules(await report({ ...valid(), ISSUE_TYPE: 'livraison' }, photo))).toEqual({ ISSUE_TYPE: 'choice' });
    expect(rules(await report({ ...valid(), LOCATION: 'NOPE99' }, photo))).toEqual({ LOCATION: 'store' });
    expect(rules(await report({ ...valid(), LOCATION: 'x y' }, photo))).toEqual({ LOCATION: 'store' });
    expect(rules(await report(valid()))).toEqual({ PHOTO: 'required' });
    for (const type of ['connexion', 'last-chance', 'autre'])
      expect((await report({ ...valid(), ISSUE_TYPE: type }, photo)).statusCode).toBe(201);
  });

  it('a photo that is not an image is refused whatever its name or declared type, and nothing is saved', async () => {
    const fields = valid();
    const text = await report(fields, { bytes: Buffer.from('%PDF-1.7 not an image at all'), filename: 'photo.png', type: 'image/png' });
    expect(text.statusCode).toBe(422);
    expect(rules(text)).toEqual({ PHOTO: 'image' });
    const truncated = (await image('png')).subarray(0, 40);
    expect(rules(await report({ ...valid() }, { bytes: truncated }))).toEqual({ PHOTO: 'image' });
    const saved = await app.database.db.selectFrom('support_requests').select('id').where('request_id', '=', fields.request_id).execute();
    expect(saved).toEqual([]);
    // The same request id then sent with a real photo is a new, valid report.
    expect((await report(fields, { bytes: await image('webp') })).statusCode).toBe(201);
  });

  it('needs an account, a multipart body and a valid request_id; too large a photo is 413', async () => {
    expect((await report(valid(), { bytes: await image() }, null)).statusCode).toBe(401);
    const asJson = await json('POST', '/issue-reports', valid(), amel.headers);
    expect(asJson.statusCode).toBe(415);
    const bad = await report({ ...valid(), request_id: 'no' }, { bytes: await image() });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    const huge = await report(valid(), { bytes: Buffer.concat([await image(), Buffer.alloc(5 * 1024 * 1024 + 10)]) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('FILE_TOO_LARGE');
    const ctl = await report({ ...valid(), DESCRIPTION: 'bad \u0007 bell in the text' }, { bytes: await image() });
    expect(ctl.statusCode).toBe(400);
    expect(ctl.json().code).toBe('CONTROL_CHARACTERS');
  });
});

describe('ideas', () => {
  const send = (body: object, who: TestAccount | null = amel) => json('POST', '/suggestions', body, who ? who.headers : {});

  it('TITLE, DESCRIPTION ≥ 10 and ACCEPTED_TERMS = 1; saved once per request id', async () => {
    expect(rules(await send({ request_id: rid() }))).toEqual({ TITLE: 'required', DESCRIPTION: 'required', ACCEPTED_TERMS: 'accepted' });
    expect(rules(await send({ TITLE: 'Caisse', DESCRIPTION: 'court', ACCEPTED_TERMS: 1, request_id: rid() }))).toEqual({
      DESCRIPTION: 'min',
    });
    expect(rules(await send({ TITLE: ' ', DESCRIPTION: 'Une caisse rapide le samedi', ACCEPTED_TERMS: 0, request_id: rid() }))).toEqual({
      TITLE: 'required',
      ACCEPTED_TERMS: 'accepted',
    });
    expect((await send({ TITLE: 'Caisse', DESCRIPTION: 'Une caisse rapide', ACCEPTED_TERMS: 2, request_id: rid() })).statusCode).toBe(400);
    const body = { TITLE: 'Caisse express', DESCRIPTION: 'Une caisse rapide le samedi matin', ACCEPTED_TERMS: 1, request_id: rid() };
    const made = await send(body);
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ kind: 'idea', status: 'nouveau', message_key: 'help.idea.sent' });
    expect(await row(made.json().id)).toMatchObject({
      title: 'Caisse express',
      body: 'Une caisse rapide le samedi matin',
      accepted_terms: true,
      user_id: amel.id,
    });
    expect((await send(body)).json().id).toBe(made.json().id);
    expect((await send(body, null)).statusCode).toBe(401);
  });

  it('a request id already used for a report is a conflict, not a silent answer of the other kind', async () => {
    const id = rid();
    expect(
      (
        await report(
          { ISSUE_TYPE: 'autre', DESCRIPTION: 'Une autre chose à dire', LOCATION: store, request_id: id },
          { bytes: await image() },
        )
      ).statusCode,
    ).toBe(201);
    const clash = await send({ TITLE: 'Idée', DESCRIPTION: 'Une idée de plus de dix', ACCEPTED_TERMS: 1, request_id: id });
    expect(clash.statusCode).toBe(409);
  });
});

describe('contact', () => {
  const message = (extra: object = {}) => ({
    NAME: 'Sami Ben Ali',
    EMAIL: 'sami@example.tn',
    SUBJECT: 'Horaires',
    MESSAGE: 'Ouvert le dimanche ?',
    request_id: rid(),
    ...extra,
  });

  it('each rule: NAME ≥ 3, EMAIL required and valid, SUBJECT optional, MESSAGE ≥ 4', async () => {
    const ip = randomIp();
    expect(rules(await json('POST', '/contact', { request_id: rid() }, {}, ip))).toEqual({
      NAME: 'required',
      EMAIL: 'required',
      MESSAGE: 'required',
    });
    expect(rules(await json('POST', '/contact', message({ NAME: 'Al', EMAIL: 'sami@', MESSAGE: 'Oui' }), {}, ip))).toEqual({
      NAME: 'min',
      EMAIL: 'email',
      MESSAGE: 'min',
    });
    const ok = await json('POST', '/contact', message({ SUBJECT: undefined }), {}, ip);
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      kind: 'contact',
      message_key: 'help.contact.sent',
      message: 'Votre message a été envoyé avec succès !',
    });
    expect(await row(ok.json().id)).toMatchObject({
      user_id: null,
      sender_key: `ip:${ip}`,
      subject: null,
      name: 'Sami Ben Ali',
      email: 'sami@example.tn',
    });
    const ar = await app.inject({ method: 'POST', url: '/api/v1/contact?lang=ar', payload: message(), remoteAddress: ip });
    expect(ar.json().message).toBe('تم إرسال رسالتك بنجاح!');
  });

  it('a bearer attaches the account; a dead bearer is 401, not an anonymous send', async () => {
    const mine = await json('POST', '/contact', message(), amel.headers, randomIp());
    expect(mine.statusCode).toBe(201);
    expect(await row(mine.json().id)).toMatchObject({ user_id: amel.id, sender_key: `u:${amel.id}` });
    expect((await json('POST', '/contact', message(), { authorization: 'Bearer nope' }, randomIp())).statusCode).toBe(401);
  });

  it('rate-limited per address and per account; replays are never counted; the window passes on the clock', async () => {
    const ip = randomIp();
    const first = message();
    for (let i = 0; i < 3; i++) expect((await json('POST', '/contact', first, {}, ip)).statusCode).toBe(201);
    for (let i = 0; i < 9; i++) expect((await json('POST', '/contact', message(), {}, ip)).statusCode).toBe(201);
    const over = await json('POST', '/contact', message(), {}, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // A replay of an earlier message still answers it.
    expect((await json('POST', '/contact', first, {}, ip)).statusCode).toBe(201);
    // Another address is not held back.
    expect((await json('POST', '/contact', message(), {}, randomIp())).statusCode).toBe(201);
    clock.advance(3_600_000);
    expect((await json('POST', '/contact', message(), {}, ip)).statusCode).toBe(201);

    const karim = await createUser(app, { name: 'Karim' });
    for (let i = 0; i < 5; i++) expect((await json('POST', '/contact', message(), karim.headers, randomIp())).statusCode).toBe(201);
    expect((await json('POST', '/contact', message(), karim.headers, randomIp())).statusCode).toBe(429);
  });
});
