/**
 * Catalogue administration, the weeks (docs/catalogue-admin.md): a week's catalogue is created as a
 * draft with dates from the week rules, a week has one catalogue, titles change, publication needs
 * pages, and every write is in the audit log with its before and after.
 */
import type { AdminCatalogue, AdminCatalogueDetail, AdminCatalogueList } from '@qadhya/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, type TestStaff } from '../admin/staff-helpers.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import sharp from 'sharp';
import { createDraft, dropCatalogues, multipartFiles, someSkus } from './helpers.ts';

// The test clock is Tuesday 2026-11-24 13:30 (Tunis); the seed holds weeks up to next week (48).
const WEEK_49 = 202649;
const WEEK_50 = 202650;

describe('admin catalogues: weeks', () => {
  let app: FastifyInstance;
  let marketing: TestStaff;
  beforeAll(async () => {
    app = await buildTestApp();
    await dropCatalogues(app, [WEEK_49, WEEK_50]);
    marketing = await createStaff(app, 'marketing');
  });
  afterAll(async () => {
    await dropCatalogues(app, [WEEK_49, WEEK_50]);
    await app.close();
  });

  // This run's lines only (a PostgreSQL test database keeps the audit log of earlier runs).
  const auditOf = (id: number) =>
    app.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'catalogue')
      .where('entity_id', '=', String(id))
      .where('staff_id', '=', marketing.id)
      .orderBy('id')
      .execute();

  it('creates a draft from any date of the week: Wednesday → Tuesday, id ISO year × 100 + week, visible from Tuesday 13:00', async () => {
    const created = await createDraft(app, marketing.headers, '2026-12-06'); // a Sunday of week 49's catalogue week
    expect(created).toMatchObject({
      id: WEEK_49,
      name: 'Les prix fous',
      name_ar: 'أسعار مجنونة',
      theme: 'Spécial hiver',
      week: 49,
      year: '26',
      iso_year: 2026,
      oc_debut: '2026-12-02 00:00:00',
      oc_fin: '2026-12-08 23:59:59',
      visible_from: '2026-12-01 13:00:00',
      status: 'draft',
      published_at: null,
      page_count: 0,
      product_count: 0,
      pages_uploaded: false,
      cover: null,
      pages: [],
    });
    const audit = await auditOf(WEEK_49);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staff_id: marketing.id, action: 'catalogue.create', before: null });
    expect(audit[0]!.after).toMatchObject({ name: 'Les prix fous', status: 'draft', oc_debut: '2026-12-02 00:00:00' });
  });

  it('creates by ISO year and week as well', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/catalogues',
      headers: marketing.headers,
      payload: { name: 'Fraîcheur', name_ar: 'نضارة', iso_year: 2026, week: 50 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<AdminCatalogueDetail>()).toMatchObject({
      id: WEEK_50,
      oc_debut: '2026-12-09 00:00:00',
      oc_fin: '2026-12-15 23:59:59',
      theme: null,
    });
  });

  it('refuses a week that has a catalogue (409 CATALOGUE_WEEK_TAKEN), the seeded next week included', async () => {
    for (const payload of [
      { name: 'Encore', name_ar: 'مرة أخرى', date: '2026-12-02' },
      { name: 'Encore', name_ar: 'مرة أخرى', iso_year: 2026, week: 48 },
    ]) {
      const res = await app.inject({ method: 'POST', url: '/api/v1/admin/catalogues', headers: marketing.headers, payload });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('CATALOGUE_WEEK_TAKEN');
    }
  });

  it('refuses a week that is over, a week 53 that does not exist, and both ways of giving the week', async () => {
    const send = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/admin/catalogues',
        headers: marketing.headers,
        payload: { name: 'X', name_ar: 'س', ...payload },
      });
    const past = await send({ date: '2026-11-10' });
    expect(past.statusCode).toBe(422);
    expect(past.json().code).toBe('CATALOGUE_WEEK_PAST');
    const noWeek53 = await send({ iso_year: 2027, week: 53 });
    expect(noWeek53.statusCode).toBe(422);
    expect(noWeek53.json().code).toBe('VALIDATION_FAILED');
    const both = await send({ date: '2026-12-20', iso_year: 2026, week: 51 });
    expect(both.statusCode).toBe(400);
    const neither = await send({});
    expect(neither.statusCode).toBe(400);
  });

  it('lists newest weeks first with their status, filterable by status', async () => {
    // Other files may hold later weeks on a shared PostgreSQL database: only these weeks' order is checked.
    const mine = new Set([WEEK_50, WEEK_49, 202648, 202647]);
    const all = await app.inject({ url: '/api/v1/admin/catalogues?pageSize=8', headers: marketing.headers });
    expect(all.statusCode).toBe(200);
    const page = all.json<AdminCatalogueList>();
    const items = page.items.filter((c) => mine.has(c.id));
    expect(items.map((c) => c.id)).toEqual([WEEK_50, WEEK_49, 202648, 202647]);
    expect(items.map((c) => c.status)).toEqual(['draft', 'draft', 'published', 'published']);
    expect(page.total).toBeGreaterThanOrEqual(12);
    expect(page.hasMore).toBe(true);
    const seeded = items[2]!;
    expect(seeded.page_count).toBeGreaterThan(0);
    expect(seeded.cover).toMatch(/^\/api\/v1\/media\/catalogues\/202648\/cover\/\d+-\d+\.svg$/);
    const drafts = await app.inject({ url: '/api/v1/admin/catalogues?status=draft', headers: marketing.headers });
    const draftIds = drafts.json<AdminCatalogueList>().items.map((c) => c.id);
    expect(draftIds.filter((id) => mine.has(id))).toEqual([WEEK_50, WEEK_49]);
    expect(drafts.json<AdminCatalogueList>().items.every((c) => c.status === 'draft')).toBe(true);
  });

  it('changes the titles and theme, audited with before and after', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/catalogues/${WEEK_49}`,
      headers: marketing.headers,
      payload: { name: 'Les bons plans', theme: null },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminCatalogueDetail>()).toMatchObject({ name: 'Les bons plans', name_ar: 'أسعار مجنونة', theme: null });
    const last = (await auditOf(WEEK_49)).at(-1)!;
    expect(last.action).toBe('catalogue.update');
    expect(last.before).toMatchObject({ name: 'Les prix fous', theme: 'Spécial hiver' });
    expect(last.after).toMatchObject({ name: 'Les bons plans', theme: null });
  });

  it('publishing needs pages (409 CATALOGUE_EMPTY), writes nothing', async () => {
    const before = (await auditOf(WEEK_50)).length;
    const res = await app.inject({ method: 'POST', url: `/api/v1/admin/catalogues/${WEEK_50}/publish`, headers: marketing.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CATALOGUE_EMPTY');
    expect(await auditOf(WEEK_50)).toHaveLength(before);
  });

  it('unpublishes and republishes a seeded catalogue, each audited; the same state twice writes nothing', async () => {
    const un = await app.inject({ method: 'POST', url: '/api/v1/admin/catalogues/202648/unpublish', headers: marketing.headers });
    expect(un.statusCode).toBe(200);
    expect(un.json<AdminCatalogue>()).toMatchObject({ status: 'draft', published_at: null });
    const again = await app.inject({ method: 'POST', url: '/api/v1/admin/catalogues/202648/unpublish', headers: marketing.headers });
    expect(again.json<AdminCatalogue>().status).toBe('draft');
    const pub = await app.inject({ method: 'POST', url: '/api/v1/admin/catalogues/202648/publish', headers: marketing.headers });
    expect(pub.json<AdminCatalogue>()).toMatchObject({ status: 'published', published_at: app.clock.now().toISOString() });
    const audit = await auditOf(202648);
    expect(audit.map((a) => a.action).slice(-2)).toEqual(['catalogue.unpublish', 'catalogue.publish']);
    expect(audit.at(-1)!.before).toMatchObject({ status: 'draft' });
    expect(audit.at(-1)!.after).toMatchObject({ status: 'published' });
  });

  it('404 CATALOGUE_NOT_FOUND for an unknown id; store managers and support are refused', async () => {
    const res = await app.inject({ url: '/api/v1/admin/catalogues/190001', headers: marketing.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('CATALOGUE_NOT_FOUND');
    for (const role of ['store_manager', 'support'] as const) {
      const staff = await createStaff(app, role);
      const refused = await app.inject({ url: '/api/v1/admin/catalogues', headers: staff.headers });
      expect(refused.statusCode).toBe(403);
    }
  });
});

describe('admin catalogues: deleting a draft', () => {
  const WEEK_52 = 202652;
  let app: FastifyInstance;
  let marketing: TestStaff;
  beforeAll(async () => {
    app = await buildTestApp();
    await dropCatalogues(app, [WEEK_52]);
    marketing = await createStaff(app, 'marketing');
  });
  afterAll(async () => {
    await dropCatalogues(app, [WEEK_52]);
    await app.close();
  });

  it('a published catalogue is refused (409); unpublished, it goes with its pages, zones and images, audited, and its week is free again', async () => {
    await createDraft(app, marketing.headers, '2026-12-23');
    const png = await sharp({ create: { width: 350, height: 500, channels: 3, background: '#cc2222' } })
      .png()
      .toBuffer();
    const body = multipartFiles([{ bytes: png, filename: 'p.png', type: 'image/png' }]);
    const up = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/catalogues/${WEEK_52}/pages`,
      headers: { ...marketing.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    const img = up.json<AdminCatalogueDetail>().pages[0]!.img;
    const [sku] = await someSkus(app, 1);
    const zones = { zones: [{ sku, x: 0, y: 0, w: 100, h: 100, price: 1000, old_price: 1200 }] };
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/v1/admin/catalogues/${WEEK_52}/pages/1/zones`,
          headers: marketing.headers,
          payload: zones,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'POST', url: `/api/v1/admin/catalogues/${WEEK_52}/publish`, headers: marketing.headers })).statusCode,
    ).toBe(200);

    const del = () => app.inject({ method: 'DELETE', url: `/api/v1/admin/catalogues/${WEEK_52}`, headers: marketing.headers });
    const refused = await del();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CONFLICT');
    expect(
      (await app.inject({ method: 'POST', url: `/api/v1/admin/catalogues/${WEEK_52}/unpublish`, headers: marketing.headers })).statusCode,
    ).toBe(200);
    expect((await del()).statusCode).toBe(204);
    const left = await app.database.db.selectFrom('catalogue_products').select('product_id').where('catalogue_id', '=', WEEK_52).execute();
    expect(left).toEqual([]);
    expect((await app.inject(img)).statusCode).toBe(404);
    const audit = await app.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'catalogue.delete')
      .where('staff_id', '=', marketing.id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ entity_id: String(WEEK_52), after: null });
    expect(audit.before).toMatchObject({ status: 'draft', oc_debut: '2026-12-23 00:00:00', product_count: 1 });
    expect((await del()).statusCode).toBe(404);
    const again = await createDraft(app, marketing.headers, '2026-12-29', 'La semaine refaite');
    expect(again).toMatchObject({ id: WEEK_52, name: 'La semaine refaite', status: 'draft' });
  });
});
