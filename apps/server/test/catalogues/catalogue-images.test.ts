import type { ApiError, CatalogueImagesResponse } from '@qadhya/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { appPerBlock } from '../helpers/app-per-block.ts';

describe('GET /catalogues/images', () => {
  const t = appPerBlock();

  it("lists one image per page with each page's product zones", async () => {
    const res = await t.app.inject('/api/v1/catalogues/images?week=47&year=26');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const { catalogue, images } = res.json<CatalogueImagesResponse>();
    expect(catalogue?.id).toBe(202647);
    expect(images).toHaveLength(catalogue!.page_count);
    expect(images.map((i) => i.page)).toEqual(images.map((_, n) => n + 1));
    for (const img of images) {
      expect(img).toMatchObject({ id: 202647, week: 47, year: '26' });
      expect(img.img).toMatch(new RegExp(`^/api/v1/media/catalogues/202647/pages/${img.page}/\\d+-\\d+\\.svg$`));
      for (const z of img.zones) {
        expect(z.x >= 0 && z.y >= 0 && z.x + z.w <= 350 && z.y + z.h <= 500).toBe(true);
        expect(z.sku).toMatch(/^\d+$/);
      }
    }
    const { rows } = await sql<{ page: number; n: number }>`
      select page, count(*)::int as n from catalogue_products where catalogue_id = 202647 group by page order by page
    `.execute(t.app.database.db);
    for (const r of rows) expect(images[r.page - 1]!.zones).toHaveLength(r.n);
    expect(images.reduce((n, i) => n + i.zones.length, 0)).toBe(catalogue!.product_count);
  });

  it('answers no catalogue and no images for an unknown week (the client falls back)', async () => {
    const res = await t.app.inject('/api/v1/catalogues/images?week=10&year=20');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ catalogue: null, images: [] });
  });

  it('304 on If-None-Match', async () => {
    const first = await t.app.inject('/api/v1/catalogues/images?week=48&year=26');
    expect(first.json<CatalogueImagesResponse>().images.length).toBeGreaterThan(0);
    const res = await t.app.inject({
      url: '/api/v1/catalogues/images?week=48&year=26',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(res.statusCode).toBe(304);
  });

  it.each(['week=0&year=26', 'week=54&year=26', 'week=48&year=2026', 'week=48', 'year=26', 'week=x&year=26'])(
    '%s → 400 VALIDATION_FAILED',
    async (query) => {
      const res = await t.app.inject(`/api/v1/catalogues/images?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiError>().code).toBe('VALIDATION_FAILED');
    },
  );
});
