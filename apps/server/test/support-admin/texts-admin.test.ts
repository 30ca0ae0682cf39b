/**
 * The back office's editors (docs/help.md#faq-and-texts-editors): FAQ items made, edited at the
 * version read (the version moves, a stale edit is refused), reordered and removed, each audited
 * before/after; the terms, legal notices and privacy policy versioned — one draft at a time, edited
 * until published, never after.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, type TestStaff } from '../admin/staff-helpers.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

let app: FastifyInstance;
let admin: TestStaff;
let marketing: TestStaff;
let support: TestStaff;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: TestStaff, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
const faqItem = {
  question_fr: 'Où trouver mes vouchers ?',
  question_ar: 'أين أجد قسائمي؟',
  answer_fr: 'Dans « Mes vouchers ».',
  answer_ar: 'في « قسائمي ».',
};

beforeAll(async () => {
  app = await buildTestApp();
  [admin, marketing, support] = await Promise.all([createStaff(app, 'admin'), createStaff(app, 'marketing'), createStaff(app, 'support')]);
});

afterAll(async () => {
  await app.close();
});

describe('FAQ editor', () => {
  it('adds at the end, edits at the version read, refuses a stale edit, audits before and after', async () => {
    const made = await call('POST', '/admin/faq', support, faqItem);
    expect(made.statusCode).toBe(201);
    const item = made.json();
    expect(item).toMatchObject({ ...faqItem, version: 1, published: true, updated_by: support.email });
    const all = (await call('GET', '/admin/faq', marketing)).json().items;
    expect(all.at(-1).id).toBe(item.id);

    const edited = await call('PUT', `/admin/faq/${item.id}`, marketing, {
      ...faqItem,
      answer_fr: 'Dans le menu, « Mes vouchers ».',
      version: 1,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ version: 2, answer_fr: 'Dans le menu, « Mes vouchers ».', updated_by: marketing.email });
    const stale = await call('PUT', `/admin/faq/${item.id}`, admin, { ...faqItem, published: false, version: 1 });
    expect(stale.statusCode).toBe(409);

    const audit = await app.database.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'faq_item')
      .where('entity_id', '=', String(item.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['faq_item.create', 'faq_item.update']);
    expect(parse(audit[1]!.before)).toMatchObject({ version: 1, answer_fr: 'Dans « Mes vouchers ».' });
    expect(parse(audit[1]!.after)).toMatchObject({ version: 2, answer_fr: 'Dans le menu, « Mes vouchers ».' });
  });

  it('reorders with every id once, refuses a partial order, removes an item', async () => {
    const b = (await call('POST', '/admin/faq', admin, { ...faqItem, question_fr: 'Deuxième ?' })).json();
    const ids = (await call('GET', '/admin/faq', admin)).json().items.map((i: { id: number }) => i.id);
    const reversed = [...ids].reverse();
    const res = await call('PUT', '/admin/faq/order', admin, { ids: reversed });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((i: { id: number }) => i.id)).toEqual(reversed);
    expect((await call('PUT', '/admin/faq/order', admin, { ids: reversed.slice(1) })).statusCode).toBe(422);
    expect((await call('DELETE', `/admin/faq/${b.id}`, support)).statusCode).toBe(204);
    expect((await call('DELETE', `/admin/faq/${b.id}`, support)).json().code).toBe('FAQ_ITEM_NOT_FOUND');
  });

  it('refuses an empty French answer; an empty Arabic one is saved (the app shows the French)', async () => {
    expect((await call('POST', '/admin/faq', admin, { ...faqItem, answer_fr: '  ' })).statusCode).toBe(400);
    const bare = await call('POST', '/admin/faq', admin, { ...faqItem, answer_ar: '  ' });
    expect(bare.statusCode).toBe(201);
    expect(bare.json()).toMatchObject({ answer_ar: '' });
    expect((await call('DELETE', `/admin/faq/${bare.json().id}`, admin)).statusCode).toBe(204);
  });
});

describe('versioned texts', () => {
  it('a draft is edited, published once, and never edited after; one draft at a time', async () => {
    const before = (await call('GET', '/admin/texts/privacy', marketing)).json().items;
    const last = before[0]?.version ?? 0;
    const draft = await call('POST', '/admin/texts/privacy', marketing, {
      body_fr: '## Vos données\n\nNous gardons peu.',
      body_ar: '## بياناتك\n\nنحتفظ بالقليل.',
      effective_on: '2027-01-01',
    });
    expect(draft.statusCode).toBe(201);
    expect(draft.json()).toMatchObject({ doc: 'privacy', version: last + 1, published_at: null, created_by: marketing.email });
    const v = last + 1;
    expect(
      (await call('POST', '/admin/texts/privacy', admin, { body_fr: 'x', body_ar: 'y', effective_on: '2027-01-01' })).json().code,
    ).toBe('CONTENT_DRAFT_EXISTS');

    const edited = await call('PUT', `/admin/texts/privacy/${v}`, admin, {
      body_fr: '## Vos données\n\nNous gardons très peu.',
      body_ar: '## بياناتك\n\nنحتفظ بالقليل جدا.',
      effective_on: '2027-01-02',
    });
    expect(edited.json()).toMatchObject({ body_fr: '## Vos données\n\nNous gardons très peu.', effective_on: '2027-01-02' });

    const published = await call('POST', `/admin/texts/privacy/${v}/publish`, admin);
    expect(published.statusCode).toBe(201);
    expect(published.json().published_at).toBe(app.clock.now().toISOString());
    expect((await call('POST', `/admin/texts/privacy/${v}/publish`, admin)).statusCode).toBe(200);

    const refused = await call('PUT', `/admin/texts/privacy/${v}`, admin, {
      body_fr: 'changé',
      body_ar: 'تغيير',
      effective_on: '2027-01-02',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CONTENT_VERSION_PUBLISHED');
    const row = await app.database.db
      .selectFrom('content_versions')
      .selectAll()
      .where('doc', '=', 'privacy')
      .where('version', '=', v)
      .executeTakeFirstOrThrow();
    expect(row.body_fr).toBe('## Vos données\n\nNous gardons très peu.');

    // The next draft is numbered after it.
    expect(
      (await call('POST', '/admin/texts/privacy', admin, { body_fr: 'a', body_ar: 'ب', effective_on: '2027-02-01' })).json().version,
    ).toBe(v + 1);
    const audit = await app.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'content_version')
      .where('entity_id', '=', `privacy:${v}`)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['content_version.create', 'content_version.update', 'content_version.publish']);
  });

  it('support may edit the FAQ but not the texts; a bad doc or date is refused', async () => {
    expect((await call('GET', '/admin/texts/cgu', support)).statusCode).toBe(403);
    expect((await call('GET', '/admin/texts/menu', admin)).statusCode).toBe(400);
    expect((await call('POST', '/admin/texts/legal', admin, { body_fr: 'a', body_ar: 'ب', effective_on: '2027-02-30' })).statusCode).toBe(
      400,
    );
    expect(
      (await call('PUT', '/admin/texts/legal/999', admin, { body_fr: 'a', body_ar: 'ب', effective_on: '2027-02-01' })).json().code,
    ).toBe('CONTENT_VERSION_NOT_FOUND');
  });
});
