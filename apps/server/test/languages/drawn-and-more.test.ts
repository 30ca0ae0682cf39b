/**
 * More of the API in French and in Arabic (docs/architecture.md#languages): catalogue covers and
 * pages drawn with their words in Arabic under their own URL (docs/media.md#arabic-images), and the
 * other texts the server writes for shoppers.
 */
import type { CatalogueImagesResponse, CataloguesResponse } from '@qadhya/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';

const ARABIC = /[\u0600-\u06FF]/;
/** Text as the SVG writes it. */
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A valid image: sharp (librsvg) draws it at its size. */
async function drawn(svg: string): Promise<{ width?: number; height?: number }> {
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return sharp(png).metadata();
}

describe('catalogue images in French and in Arabic', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('the catalogue list gives the Arabic cover URL in Arabic; both covers are valid 350x500 images that differ', async () => {
    const fr = (await get('/api/v1/catalogues?lang=fr')).json<CataloguesResponse>().items[0]!;
    const ar = (await get('/api/v1/catalogues?lang=ar')).json<CataloguesResponse>().items[0]!;
    expect(fr.small_image).toMatch(/\.svg$/);
    expect(ar.small_image).toBe(`${fr.small_image}?lang=ar`);
    const [frImg, arImg] = await Promise.all([get(fr.small_image), get(ar.small_image)]);
    for (const res of [frImg, arImg]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/); // nothing fetched: no font, no image
      expect(await drawn(res.body)).toMatchObject({ width: 350, height: 500 });
    }
    expect(frImg.headers['content-language']).toBe('fr');
    expect(arImg.headers['content-language']).toBe('ar');
    expect(arImg.body).not.toBe(frImg.body);
    expect(arImg.headers.etag).not.toBe(frImg.headers.etag);
    // French: the French words as SVG text. Arabic: the Arabic title, week and footer as shaped outlines.
    expect(frImg.body).toContain(`>${xml(fr.name)}</text>`);
    expect(frImg.body).toContain('Prix valables du');
    expect(frImg.body).not.toMatch(ARABIC);
    expect(arImg.body).toContain(`aria-label="${ar.name}"`);
    expect(ar.name).toMatch(ARABIC);
    expect(arImg.body).toMatch(/aria-label="أسبوع من \d+/);
    expect(arImg.body).toContain('aria-label="الأسعار صالحة من');
    expect(arImg.body).toContain('xml:lang="ar"');
    expect(arImg.body).not.toContain('Prix valables du');
  });

  it('pages: /catalogues/images in Arabic points at Arabic pages whose title band is catalogue_pages.title_ar', async () => {
    const list = (await get('/api/v1/catalogues?lang=fr')).json<CataloguesResponse>().items[0]!;
    const q = `week=${list.week}&year=${list.year}`;
    const fr = (await get(`/api/v1/catalogues/images?${q}&lang=fr`)).json<CatalogueImagesResponse>();
    const ar = (await get(`/api/v1/catalogues/images?${q}&lang=ar`)).json<CatalogueImagesResponse>();
    expect(ar.images.map((i) => i.img)).toEqual(fr.images.map((i) => `${i.img}?lang=ar`));
    const page = fr.images.find((i) => i.page === 2)!;
    const row = await app.database.db
      .selectFrom('catalogue_pages')
      .select(['title', 'title_ar'])
      .where('catalogue_id', '=', page.id)
      .where('page', '=', 2)
      .executeTakeFirstOrThrow();
    expect(row.title_ar).toMatch(ARABIC);
    const [frPage, arPage] = await Promise.all([get(page.img), get(`${page.img}?lang=ar`)]);
    expect(frPage.statusCode).toBe(200);
    expect(arPage.statusCode).toBe(200);
    expect(frPage.body).toContain(`>${xml(row.title)}</text>`);
    expect(arPage.body).toContain(`aria-label="${row.title_ar}"`);
    expect(arPage.body).not.toBe(frPage.body);
    expect(await drawn(frPage.body)).toMatchObject({ width: 350, height: 500 });
    expect(await drawn(arPage.body)).toMatchObject({ width: 350, height: 500 });
  });

  it('the URL alone decides: Accept-Language never changes an image; a wrong ?lang is a 400 in JSON', async () => {
    const list = (await get('/api/v1/catalogues?lang=fr')).json<CataloguesResponse>().items[0]!;
    const plain = await get(list.small_image);
    const asked = await get(list.small_image, { 'accept-language': 'ar' });
    expect(asked.body).toBe(plain.body);
    expect(asked.headers['content-language']).toBe('fr');
    const again = await get(`${list.small_image}?lang=ar`, { 'accept-language': 'fr' });
    expect(again.headers['content-language']).toBe('ar');
    // The image cache keeps both: asking French after Arabic still answers French.
    expect((await get(list.small_image)).body).toBe(plain.body);
    const bad = await get(`${list.small_image}?lang=en`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
