/**
 * Catalogue pages and zones (docs/catalogue-admin.md#pages): a PDF rendered page by page on the
 * server or images, stored as WebP and served by the media route; zones all or nothing; prices.
 */
import type { AdminCatalogueDetail, AdminCatalogueProduct, AdminCatalogueProductList, AdminZonesResponse } from '@qadhya/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, type TestStaff } from '../admin/staff-helpers.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { createDraft, dropCatalogues, makePdf, multipartFiles, someSkus } from './helpers.ts';
import { auditActions } from '../helpers/audit.ts';

const WEEK_51 = 202651;

describe('admin catalogues: pages and zones', () => {
  let app: FastifyInstance;
  let marketing: TestStaff;
  let skus: string[];
  beforeAll(async () => {
    app = await buildTestApp();
    await dropCatalogues(app, [WEEK_51]);
    marketing = await createStaff(app, 'marketing');
    await createDraft(app, marketing.headers, '2026-12-16');
    skus = await someSkus(app, 4);
  });
  afterAll(async () => {
    await dropCatalogues(app, [WEEK_51]);
    await app.close();
  });

  const upload = (files: { bytes: Buffer; filename: string; type: string }[]) => {
    const body = multipartFiles(files);
    return app.inject({
      method: 'POST',
      url: `/api/v1/admin/catalogues/${WEEK_51}/pages`,
      headers: { ...marketing.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const putZones = (page: number, zones: object[]) =>
    app.inject({
      method: 'PUT',
      url: `/api/v1/admin/catalogues/${WEEK_51}/pages/${page}/zones`,
      headers: marketing.headers,
      payload: { zones },
    });
  const zone = (sku: string, over: object = {}) => ({ sku, x: 10, y: 70, w: 160, h: 130, price: 2450, old_price: 2990, ...over });
  const storedZones = () =>
    app.database.db
      .selectFrom('catalogue_products')
      .selectAll()
      .where('catalogue_id', '=', WEEK_51)
      .orderBy('page')
      .orderBy('position')
      .execute();
  const catalogueActions = () => auditActions(app, 'catalogue', WEEK_51, marketing.id);

  it('renders a 3-page PDF into 3 WebP pages served by the media route, the first as the cover', async () => {
    const res = await upload([{ bytes: await makePdf(3), filename: 'catalogue.pdf', type: 'application/pdf' }]);
    expect(res.statusCode).toBe(200);
    const detail = res.json<AdminCatalogueDetail>();
    expect(detail).toMatchObject({ page_count: 3, pages_uploaded: true, status: 'draft' });
    expect(detail.pages.map((p) => p.page)).toEqual([1, 2, 3]);
    expect(detail.cover).toBe(detail.pages[0]!.img);
    const urls = new Set<string>();
    for (const page of detail.pages) {
      expect(page.img).toMatch(new RegExp(`^/api/v1/media/catalogues/${WEEK_51}/uploaded/${page.page}/[0-9a-f-]{36}\\.webp$`));
      urls.add(page.img);
      const img = await app.inject(page.img);
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe('image/webp');
      expect(img.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(img.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 700, height: 1000 });
      const again = await app.inject({ url: page.img, headers: { 'if-none-match': String(img.headers.etag) } });
      expect(again.statusCode).toBe(304);
    }
    expect(urls.size).toBe(3);
    // The page drawn from the PDF is not blank: its red band is there.
    const top = await sharp((await app.inject(detail.pages[0]!.img)).rawPayload)
      .extract({ left: 300, top: 120, width: 10, height: 10 })
      .raw()
      .toBuffer();
    expect(top[0]).toBeGreaterThan(150);
    expect(top[1]).toBeLessThan(80);
    // A name that is not this page's image is not served.
    const other = detail.pages[1]!.img.replace(/\/uploaded\/2\//, '/uploaded/1/');
    expect((await app.inject(other)).statusCode).toBe(404);
    expect(await catalogueActions()).toContain('catalogue.pages');
  });

  it('refuses a file that is not a PDF or an image (415), and a broken PDF (422), changing nothing', async () => {
    const before = await app.inject({ url: `/api/v1/admin/catalogues/${WEEK_51}`, headers: marketing.headers });
    const text = await upload([{ bytes: Buffer.from('hello, not a catalogue'), filename: 'notes.pdf', type: 'application/pdf' }]);
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('UNSUPPORTED_IMAGE_TYPE');
    const pdf = await makePdf(2);
    const broken = await upload([
      { bytes: Buffer.concat([pdf.subarray(0, 40), Buffer.from('garbage'.repeat(20))]), filename: 'broken.pdf', type: 'application/pdf' },
    ]);
    expect(broken.statusCode).toBe(422);
    expect(broken.json().code).toBe('CATALOGUE_PDF_INVALID');
    const json = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/catalogues/${WEEK_51}/pages`,
      headers: marketing.headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const after = await app.inject({ url: `/api/v1/admin/catalogues/${WEEK_51}`, headers: marketing.headers });
    expect(after.json<AdminCatalogueDetail>().pages).toEqual(before.json<AdminCatalogueDetail>().pages);
  });

  it('zones with an unknown sku: 422 listing the row, nothing written', async () => {
    const res = await putZones(1, [zone(skus[0]!), zone('99999999999', { x: 180 })]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'CATALOGUE_ZONES_INVALID',
      details: [{ path: 'zones.1.sku', message: 'unknown sku 99999999999' }],
    });
    expect(await storedZones()).toEqual([]);
    expect(await catalogueActions()).not.toContain('catalogue.zones');
  });

  it('zones outside the page or with old_price below price are refused by the schema (400)', async () => {
    expect((await putZones(1, [zone(skus[0]!, { x: 300, w: 100 })])).statusCode).toBe(400);
    expect((await putZones(1, [zone(skus[0]!, { price: 3000, old_price: 2000 })])).statusCode).toBe(400);
    expect((await putZones(9, [zone(skus[0]!)])).json().code).toBe('CATALOGUE_PAGE_NOT_FOUND');
  });

  it('saves a page’s zones with the remise computed, shown to the flipbook (preview) and audited', async () => {
    const res = await putZones(2, [zone(skus[0]!), zone(skus[1]!, { x: 180, price: 1000, old_price: 1000 })]);
    expect(res.statusCode).toBe(200);
    const body = res.json<AdminZonesResponse>();
    expect(body.page).toBe(2);
    expect(body.zones.map((z) => [z.sku, z.position, z.price, z.old_price, z.remise])).toEqual([
      [skus[0], 0, 2450, 2990, 18],
      [skus[1], 1, 1000, 1000, 0],
    ]);
    const detail = (
      await app.inject({ url: `/api/v1/admin/catalogues/${WEEK_51}`, headers: marketing.headers })
    ).json<AdminCatalogueDetail>();
    expect(detail.product_count).toBe(2);
    expect(detail.pages[1]!.zones.map((z) => ({ sku: z.sku, x: z.x, y: z.y, w: z.w, h: z.h }))).toEqual([
      { sku: skus[0], x: 10, y: 70, w: 160, h: 130 },
      { sku: skus[1], x: 180, y: 70, w: 160, h: 130 },
    ]);
    const audit = await app.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'catalogue.zones')
      .where('entity_id', '=', String(WEEK_51))
      .where('staff_id', '=', marketing.id)
      .executeTakeFirstOrThrow();
    expect(audit.before).toEqual({ page: 2, zones: [] });
    expect((audit.after as { zones: unknown[] }).zones).toHaveLength(2);
  });

  it('a product already on another page is refused, listed by row', async () => {
    const res = await putZones(3, [zone(skus[2]!), zone(skus[0]!, { x: 180 })]);
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toEqual([{ path: 'zones.1.sku', message: `sku ${skus[0]} is already on page 2` }]);
    expect((await storedZones()).filter((z) => z.page === 3)).toEqual([]);
  });

  it('lists the products paged and changes one price (remise follows), audited; old_price below price → 422', async () => {
    const list = await app.inject({ url: `/api/v1/admin/catalogues/${WEEK_51}/products?pageSize=1`, headers: marketing.headers });
    expect(list.json<AdminCatalogueProductList>()).toMatchObject({ total: 2, hasMore: true, items: [{ sku: skus[0], page: 2 }] });
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/catalogues/${WEEK_51}/products/${skus[0]}`,
      headers: marketing.headers,
      payload: { price: 1990 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminCatalogueProduct>()).toMatchObject({ sku: skus[0], price: 1990, old_price: 2990, remise: 33 });
    const bad = await app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/catalogues/${WEEK_51}/products/${skus[0]}`,
      headers: marketing.headers,
      payload: { old_price: 1000 },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('CATALOGUE_PRICE_INVALID');
    const missing = await app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/catalogues/${WEEK_51}/products/${skus[3]}`,
      headers: marketing.headers,
      payload: { price: 1000 },
    });
    expect(missing.json().code).toBe('CATALOGUE_PRODUCT_NOT_FOUND');
    expect((await catalogueActions()).filter((a) => a === 'catalogue.price')).toHaveLength(1);
  });

  it('images replace the pages in the order given; zones on pages that are gone go too', async () => {
    const png = await sharp({ create: { width: 350, height: 500, channels: 3, background: '#2266cc' } })
      .png()
      .toBuffer();
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#22aa44' } })
      .jpeg()
      .toBuffer();
    const oldKeys = (
      await app.database.db.selectFrom('catalogue_pages').select('image_key').where('catalogue_id', '=', WEEK_51).execute()
    ).map((r) => r.image_key!);
    const res = await upload([
      { bytes: png, filename: 'p1.png', type: 'image/png' },
      { bytes: jpeg, filename: 'p2.jpg', type: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(200);
    const detail = res.json<AdminCatalogueDetail>();
    expect(detail.page_count).toBe(2);
    expect(detail.pages[1]!.zones).toHaveLength(2);
    const second = await sharp((await app.inject(detail.pages[1]!.img)).rawPayload).metadata();
    expect(second).toMatchObject({ width: 700, height: 1000 });
    // The old images are removed from the storage.
    for (const key of oldKeys) expect(await app.storage.read(key)).toBeNull();
    const one = await upload([{ bytes: png, filename: 'p1.png', type: 'image/png' }]);
    expect(one.json<AdminCatalogueDetail>()).toMatchObject({ page_count: 1, product_count: 0 });
  });
});
