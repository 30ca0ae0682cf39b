import { catalogueCoverUrl, cataloguePageUrl, categoryImageUrl, gamePictureUrl, GameKey, productImageUrl } from '@qadhya/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';

describe('images drawn by the server', () => {
  let app: FastifyInstance;
  let sku: string;
  let catalogueId: number;
  let pageCount: number;

  beforeAll(async () => {
    app = await buildTestApp();
    const db = app.database.db;
    sku = (await db.selectFrom('products').select('sku').orderBy('id').limit(1).executeTakeFirstOrThrow()).sku;
    const c = await db.selectFrom('catalogues').select(['id', 'page_count']).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    catalogueId = c.id;
    pageCount = c.page_count;
  });
  afterAll(async () => {
    await app.close();
  });

  const expectSvg = (res: Awaited<ReturnType<FastifyInstance['inject']>>) => {
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(res.body.endsWith('</svg>')).toBe(true);
    expect(res.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
  };

  it('draws a product picture with its brand, cacheable for a year, with an ETag', async () => {
    const res = await app.inject(productImageUrl(sku));
    expectSvg(res);
    expect(res.body).toContain('<title>');
    const again = await app.inject(productImageUrl(sku));
    expect(again.headers.etag).toBe(res.headers.etag);
    expect(again.body).toBe(res.body);
  });

  it('answers 304 when If-None-Match names the ETag', async () => {
    const first = await app.inject(productImageUrl(sku));
    const res = await app.inject({ url: productImageUrl(sku), headers: { 'if-none-match': first.headers.etag as string } });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
    expect(res.headers.etag).toBe(first.headers.etag);
    const weak = await app.inject({ url: productImageUrl(sku), headers: { 'if-none-match': `"other", W/${first.headers.etag}` } });
    expect(weak.statusCode).toBe(304);
    const other = await app.inject({ url: productImageUrl(sku), headers: { 'if-none-match': '"nope"' } });
    expect(other.statusCode).toBe(200);
  });

  it('draws the cover and every page of a catalogue as a 350x500 flyer page', async () => {
    const cover = await app.inject(catalogueCoverUrl(catalogueId));
    expectSvg(cover);
    expect(cover.body).toContain('viewBox="0 0 350 500"');
    expect(cover.body).toContain('Semaine du');
    for (let page = 1; page <= pageCount; page++) {
      const res = await app.inject(cataloguePageUrl(catalogueId, page));
      expectSvg(res);
      expect(res.body).toMatch(/\d+,\d{3}<\/tspan><tspan[^>]*> DT/);
      expect(res.body).toContain(`${page} / ${pageCount}`);
    }
  });

  it('draws each tile exactly where catalogue_products says it is', async () => {
    const tiles = await app.database.db
      .selectFrom('catalogue_products')
      .select(['x', 'y', 'w', 'h', 'remise'])
      .where('catalogue_id', '=', catalogueId)
      .where('page', '=', 2)
      .execute();
    const res = await app.inject(cataloguePageUrl(catalogueId, 2));
    const n = (v: number) => String(Math.round(v * 10) / 10);
    for (const t of tiles) {
      expect(res.body).toContain(`<rect x="${n(t.x)}" y="${n(t.y)}" width="${n(t.w)}" height="${n(t.h)}" rx="6" fill="#ffffff"`);
      if (t.remise > 0) expect(res.body).toContain(`-${t.remise}%`);
    }
  });

  it('draws category pictures', async () => {
    expectSvg(await app.inject(categoryImageUrl(516)));
    expectSvg(await app.inject(categoryImageUrl(0)));
  });

  it('answers unknown products, catalogues, pages and categories with a JSON 404', async () => {
    for (const url of [
      productImageUrl('999999999'),
      catalogueCoverUrl(190001),
      cataloguePageUrl(190001, 1),
      cataloguePageUrl(catalogueId, pageCount + 1),
      categoryImageUrl(99_999),
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
    }
  });

  it("draws each game's picture (a campaign without its own), 1200x600, without words, each its own", async () => {
    const bodies = new Set<string>();
    for (const game of GameKey.options) {
      const res = await app.inject(gamePictureUrl(game));
      expectSvg(res);
      expect(res.body).toContain('viewBox="0 0 1200 600"');
      expect(res.body).toContain('<title>');
      // No words drawn (the screens name the game in the shopper's language); the title only.
      expect(res.body.replace(/<title>.*?<\/title>/, '')).not.toContain('<text');
      bodies.add(res.body);
    }
    expect(bodies.size).toBe(GameKey.options.length);
  });

  it('answers malformed parameters with a 400', async () => {
    for (const url of [
      '/api/v1/media/products/abc/1-1.svg',
      `/api/v1/media/products/${sku}/latest.svg`,
      '/api/v1/media/catalogues/abc/cover/1-1.svg',
      `/api/v1/media/catalogues/${catalogueId}/pages/0/1-1.svg`,
      `/api/v1/media/catalogues/${catalogueId}/pages/x/1-1.svg`,
      '/api/v1/media/categories/-5/1-1.svg',
      '/api/v1/media/games/tetris/1-1.svg',
      '/api/v1/media/games/shake_win/latest.svg',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});
