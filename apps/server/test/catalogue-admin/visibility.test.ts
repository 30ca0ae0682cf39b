/**
 * Publishing (docs/catalogue-admin.md#publishing): a draft is invisible to shoppers whatever the
 * hour; published next week's catalogue shows from Tuesday 13:00 Tunis, not at 12:59, with its
 * uploaded pages and zones; unpublishing hides it and its catalogue prices again.
 */
import {
  cataloguePageUrl,
  type AdminCatalogueDetail,
  type CatalogueImagesResponse,
  type CataloguesResponse,
  type ProductPage,
} from '@qadhya/contracts';
import { parseTunisDateTime } from '@qadhya/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, type TestStaff } from '../admin/staff-helpers.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { mutableClock } from '../helpers/clock.ts';
import { createDraft, dropCatalogues, makePdf, multipartFiles, someSkus } from './helpers.ts';

// Tuesday 5 January 2027, the eve of catalogue week 1 of 2027 (Wednesday 6 → Tuesday 12 January).
const WEEK = 202701;
const clock = mutableClock('2027-01-05T12:59');
const at = (wall: string) => clock.set(parseTunisDateTime(wall)!);

describe('admin catalogues: what shoppers see', () => {
  let app: FastifyInstance;
  let marketing: TestStaff;
  let detail: AdminCatalogueDetail;
  let sku: string;
  beforeAll(async () => {
    // Versions read before every answer: a publication is seen at once, not within the 1 s check.
    app = await buildTestApp({ clock, env: { CACHE_VERSION_CHECK_MS: '0' } });
    await dropCatalogues(app, [WEEK]);
    marketing = await createStaff(app, 'marketing');
    await createDraft(app, marketing.headers, '2027-01-06', 'Spécial fêtes');
    const body = multipartFiles([{ bytes: await makePdf(3), filename: 'c.pdf', type: 'application/pdf' }]);
    const up = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/catalogues/${WEEK}/pages`,
      headers: { ...marketing.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(up.statusCode).toBe(200);
    sku = (await someSkus(app, 1))[0]!;
    const zones = await app.inject({
      method: 'PUT',
      url: `/api/v1/admin/catalogues/${WEEK}/pages/2/zones`,
      headers: marketing.headers,
      payload: { zones: [{ sku, x: 20, y: 80, w: 150, h: 120, price: 1500, old_price: 2000 }] },
    });
    expect(zones.statusCode).toBe(200);
    detail = (await app.inject({ url: `/api/v1/admin/catalogues/${WEEK}`, headers: marketing.headers })).json<AdminCatalogueDetail>();
  });
  afterAll(async () => {
    await dropCatalogues(app, [WEEK]);
    await app.close();
  });

  const shopperList = async () => (await app.inject('/api/v1/catalogues')).json<CataloguesResponse>().items.map((c) => c.id);
  const shopperImages = async () => (await app.inject('/api/v1/catalogues/images?week=1&year=27')).json<CatalogueImagesResponse>();
  const publish = (verb: 'publish' | 'unpublish') =>
    app.inject({ method: 'POST', url: `/api/v1/admin/catalogues/${WEEK}/${verb}`, headers: marketing.headers });
  const productWeekPrice = async () => {
    const res = await app.inject(`/api/v1/products?oc_debut=2027-01-06&oc_fin=2027-01-12&pageSize=100`);
    expect(res.statusCode).toBe(200);
    return res.json<ProductPage>().items.find((p) => p.sku === sku);
  };

  it('a draft is invisible to shoppers even on Tuesday at 13:00: list, images, products, and the catalogue prices', async () => {
    at('2027-01-05T13:00');
    expect(await shopperList()).not.toContain(WEEK);
    expect(await shopperImages()).toEqual({ catalogue: null, images: [] });
    const products = await app.inject(`/api/v1/catalogues/${WEEK}/products`);
    expect(products.statusCode).toBe(404);
    expect(products.json().code).toBe('CATALOGUE_NOT_FOUND');
    expect(await productWeekPrice()).toBeUndefined();
  });

  it('published, it shows from Tuesday 13:00 (not at 12:59) with its uploaded pages, cover and zones', async () => {
    expect((await publish('publish')).statusCode).toBe(200);
    at('2027-01-05T12:59');
    expect(await shopperList()).not.toContain(WEEK);
    expect((await shopperImages()).catalogue).toBeNull();

    at('2027-01-05T13:00');
    expect(await shopperList()).toContain(WEEK);
    const { catalogue, images } = await shopperImages();
    expect(catalogue).toMatchObject({
      id: WEEK,
      name: 'Spécial fêtes',
      page_count: 3,
      product_count: 1,
      small_image: detail.pages[0]!.img,
    });
    expect(images.map((i) => i.img)).toEqual(detail.pages.map((p) => p.img));
    expect(images[1]!.zones).toEqual([{ product_id: expect.any(Number), sku, name: expect.any(String), x: 20, y: 80, w: 150, h: 120 }]);
    const img = await app.inject(images[2]!.img);
    expect(img.headers['content-type']).toBe('image/webp');
    const products = (await app.inject(`/api/v1/catalogues/${WEEK}/products`)).json<ProductPage>();
    expect(products.items.map((p) => [p.sku, p.price, p.old_price, p.remise])).toEqual([[sku, 1500, 2000, 25]]);
    expect(await productWeekPrice()).toMatchObject({ sku, price: 1500, old_price: 2000 });
    // The Arabic answer points to the same uploaded images (no words are drawn on them).
    const ar = (await app.inject('/api/v1/catalogues/images?week=1&year=27&lang=ar')).json<CatalogueImagesResponse>();
    expect(ar.catalogue!.name).toBe('أسعار مجنونة');
    expect(ar.images.map((i) => i.img)).toEqual(detail.pages.map((p) => p.img));
  });

  it('unpublished, it disappears again at once', async () => {
    expect((await publish('unpublish')).statusCode).toBe(200);
    expect(await shopperList()).not.toContain(WEEK);
    expect(await shopperImages()).toEqual({ catalogue: null, images: [] });
  });

  it('the drawn pages of an unpublished seeded catalogue are not served', async () => {
    const seeded = await app.database.db
      .selectFrom('catalogues')
      .select('image_version')
      .where('id', '=', 202646)
      .executeTakeFirstOrThrow();
    // A version never asked before, so no drawing is cached for it.
    const page = (v: number) => cataloguePageUrl(202646, 2, v);
    expect((await app.inject(page(seeded.image_version + 100))).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'POST', url: '/api/v1/admin/catalogues/202646/unpublish', headers: marketing.headers })).statusCode,
    ).toBe(200);
    expect((await app.inject(page(seeded.image_version + 101))).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'POST', url: '/api/v1/admin/catalogues/202646/publish', headers: marketing.headers })).statusCode,
    ).toBe(200);
    expect((await app.inject(page(seeded.image_version + 102))).statusCode).toBe(200);
  });
});
